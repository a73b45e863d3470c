import { Spinner } from '../../ui/Spinner';
import { copy } from '../../copy/ptBR';
import { PageHeading } from '../../ui/PageHeading';

/** `/callback`: the login returns here while the code is exchanged for tokens. */
export default function CallbackScreen() {
  return (
    <section className="screen screen--center" aria-busy="true">
      <Spinner />
      <PageHeading>{copy.login.callbackTitle}</PageHeading>
    </section>
  );
}
