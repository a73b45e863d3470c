import type { ReactNode } from 'react';
import { breakable } from './breakable';

/**
 * A value this short is one token (a number, a date, an account, a short phrase such as 'Todo dia 5
 * do mês'): it never breaks inside; the row puts it under its label instead. Longer text is free text
 * and wraps within its column.
 */
export const TOKEN_MAX = 30;

/** A label/value list: the shape of every confirmation screen's data. Values render as text. */
export interface Field {
  label: string;
  value: ReactNode;
}

/** A value that stays on one line (`data-token` lets the e2e checks find every one). */
export function Token({ children }: { children: ReactNode }) {
  return (
    <span className="token" data-token="">
      {children}
    </span>
  );
}

const isToken = (value: ReactNode) => typeof value !== 'string' || value.length <= TOKEN_MAX;

function valueOf(value: ReactNode): ReactNode {
  if (typeof value !== 'string') return value;
  // A token still gets break points: it wraps inside only when wider than the whole row.
  return value.length <= TOKEN_MAX ? <Token>{breakable(value)}</Token> : breakable(value);
}

/** The label/value rows alone: a short value stays whole under its label, longer text wraps beside it. */
export function FieldList({ items }: { items: (Field | null | false | undefined)[] }) {
  const shown = items.filter((i): i is Field => Boolean(i) && (i as Field).value !== '' && (i as Field).value !== undefined);
  return (
    <dl className="fields__list">
      {shown.map((item) => (
        <div className="fields__row" key={item.label}>
          <dt>{item.label}</dt>
          <dd className={isToken(item.value) ? 'fields__value fields__value--token' : 'fields__value'}>{valueOf(item.value)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function Fields({ items, title }: { items: (Field | null | false | undefined)[]; title?: string }) {
  return (
    <section className="fields" aria-label={title}>
      {title && <h2 className="fields__title">{title}</h2>}
      <FieldList items={items} />
    </section>
  );
}
