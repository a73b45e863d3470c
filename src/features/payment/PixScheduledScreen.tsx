import { useConfirmation } from '../consent/useConfirmation';
import { usePayingAccountChoice } from '../consent/usePayingAccountChoice';
import { PixScheduledView } from './PixScheduledView';

export default function PixScheduledScreen() {
  const screen = useConfirmation('PAGAMENTO');
  const choice = usePayingAccountChoice();
  return screen && <PixScheduledView request={screen.consent} {...screen.actions} {...choice} />;
}
