import type { ReactNode } from 'react';
import { PageHeading } from './PageHeading';
import { StatusIcon } from './StatusIcon';

type StatusKind = Parameters<typeof StatusIcon>[0]['kind'];

/** A page that says how things stand, centred: its icon, its heading, one message and the ways on. */
export function ResultPanel({ icon, title, message, actions }: { icon: StatusKind; title: string; message: string; actions: ReactNode }) {
  return (
    <section className="screen screen--center result">
      <StatusIcon kind={icon} />
      <PageHeading>{title}</PageHeading>
      <p className="result__message">{message}</p>
      <div className="actions">{actions}</div>
    </section>
  );
}
