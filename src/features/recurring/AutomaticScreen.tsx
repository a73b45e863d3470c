import { useDispatch, useSelector } from 'react-redux';
import type { RootState } from '../../app/rootReducer';
import { cancelRequested, confirmRequested } from '../consent/consentSlice';
import { useConsentOf } from '../consent/useConsent';
import { AutomaticView } from './AutomaticView';

export default function AutomaticScreen() {
  const consent = useConsentOf('AUTOMATICO');
  const busy = useSelector((s: RootState) => s.consent.decision !== 'idle');
  const dispatch = useDispatch();
  if (!consent) return null;
  return <AutomaticView consent={consent} busy={busy} onConfirm={() => dispatch(confirmRequested())} onCancel={() => dispatch(cancelRequested())} />;
}
