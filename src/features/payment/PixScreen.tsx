import { useConfirmation } from '../consent/useConfirmation';
import { PixView } from './PixView';

export default function PixScreen() {
  const screen = useConfirmation('PAGAMENTO');
  return screen && <PixView request={screen.consent} {...screen.actions} />;
}
