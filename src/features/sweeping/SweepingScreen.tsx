import { useConfirmation } from '../consent/useConfirmation';
import { SweepingView } from './SweepingView';

export default function SweepingScreen() {
  const screen = useConfirmation('SWEEPING');
  return screen && <SweepingView consent={screen.consent} {...screen.actions} />;
}
