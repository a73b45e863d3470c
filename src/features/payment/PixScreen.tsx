import { useConfirmation } from '../consent/useConfirmation';
import { usePayingAccountChoice } from '../consent/usePayingAccountChoice';
import { PixView } from './PixView';

export default function PixScreen() {
  const screen = useConfirmation('PAGAMENTO');
  const choice = usePayingAccountChoice();
  return screen && <PixView request={screen.consent} {...screen.actions} {...choice} />;
}
