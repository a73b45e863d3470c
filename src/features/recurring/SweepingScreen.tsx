import { useDispatch, useSelector } from 'react-redux';
import type { RootState } from '../../app/rootReducer';
import { cancelRequested, confirmRequested } from '../consent/consentSlice';
import { useConsentOf } from '../consent/useConsent';
import { SweepingView } from './SweepingView';

export default function SweepingScreen() {
  const consent = useConsentOf('SWEEPING');
  const busy = useSelector((s: RootState) => s.consent.decision !== 'idle');
  const dispatch = useDispatch();
  if (!consent) return null;
  return <SweepingView consent={consent} busy={busy} onConfirm={() => dispatch(confirmRequested())} onCancel={() => dispatch(cancelRequested())} />;
}
