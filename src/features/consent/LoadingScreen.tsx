import { copy } from '../../copy/ptBR';
import { WaitingScreen } from '../../ui/WaitingScreen';

/** `/carregando` (SPEC §2): the load itself was started by the route's saga, before this code arrived. */
export default function LoadingScreen() {
  return <WaitingScreen text={copy.loading.text} />;
}
