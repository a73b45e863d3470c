import { copy } from '../../copy/ptBR';
import { WaitingScreen } from '../../ui/WaitingScreen';

/** `/callback`: the login returns here while the code is exchanged for tokens. */
export default function CallbackScreen() {
  return <WaitingScreen text={copy.login.callbackTitle} />;
}
