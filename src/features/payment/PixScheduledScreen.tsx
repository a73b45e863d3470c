import { useConfirmation } from '../consent/useConfirmation';
import { PixScheduledView } from './PixScheduledView';

export default function PixScheduledScreen() {
  const screen = useConfirmation('PAGAMENTO');
  return screen && <PixScheduledView request={screen.consent} {...screen.actions} />;
}
