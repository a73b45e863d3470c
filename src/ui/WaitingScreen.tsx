import { PageHeading } from './PageHeading';
import { Spinner } from './Spinner';

/**
 * A screen that only says what the portal is waiting for (the consent's load, the login's return).
 * The words are a polite live region as well as the heading that takes focus: a screen reader that
 * missed the focus still hears what is awaited (docs/decisions/047).
 */
export function WaitingScreen({ text }: { text: string }) {
  return (
    <div className="waiting">
      <section className="screen screen--center">
        <Spinner />
        <div role="status">
          <PageHeading>{text}</PageHeading>
        </div>
      </section>
    </div>
  );
}
