import { useConfirmation } from '../consent/useConfirmation';
import { RecurringView } from './RecurringView';

export default function RecurringScreen() {
  const screen = useConfirmation('RECORRENTE');
  return screen && <RecurringView consent={screen.consent} {...screen.actions} />;
}
