import { useConfirmation } from '../consent/useConfirmation';
import { PixView } from './PixView';
import { usePayingAccountChoice } from './usePayingAccountChoice';

export default function PixScreen() {
  const screen = useConfirmation('PAGAMENTO');
  const choice = usePayingAccountChoice(screen?.consent ?? null);
  return screen && <PixView request={screen.consent} {...screen.actions} {...choice} />;
}
