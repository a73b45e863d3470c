import { useConfirmation } from '../consent/useConfirmation';
import { PixScheduledView } from './PixScheduledView';
import { usePayingAccountChoice } from './usePayingAccountChoice';

export default function PixScheduledScreen() {
  const screen = useConfirmation('PAGAMENTO');
  const choice = usePayingAccountChoice(screen?.consent ?? null);
  return screen && <PixScheduledView request={screen.consent} {...screen.actions} {...choice} />;
}
