import { Spinner } from '../../ui/Spinner';
import { copy } from '../../copy/ptBR';
import { PageHeading } from '../../ui/PageHeading';

/** `/carregando` (SPEC §2): the load itself was started by the route's saga, before this code arrived. */
export default function LoadingScreen() {
  return (
    <section className="screen screen--center" aria-busy="true">
      <Spinner />
      <PageHeading>{copy.loading.text}</PageHeading>
    </section>
  );
}
