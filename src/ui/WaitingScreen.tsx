import { PageHeading } from './PageHeading';
import { Spinner } from './Spinner';

/** A screen that only says what the portal is waiting for (the consent's load, the login's return). */
export function WaitingScreen({ text }: { text: string }) {
  return (
    <section className="screen screen--center" aria-busy="true">
      <Spinner />
      <PageHeading>{text}</PageHeading>
    </section>
  );
}
