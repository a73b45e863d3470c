import { useConfirmation } from '../consent/useConfirmation';
import { AutomaticView } from './AutomaticView';

export default function AutomaticScreen() {
  const screen = useConfirmation('AUTOMATICO');
  return screen && <AutomaticView consent={screen.consent} {...screen.actions} />;
}
