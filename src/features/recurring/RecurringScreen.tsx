import { useDispatch, useSelector } from 'react-redux';
import type { RootState } from '../../app/rootReducer';
import { cancelRequested, confirmRequested } from '../consent/consentSlice';
import { useConsentOf } from '../consent/useConsent';
import { RecurringView } from './RecurringView';

export default function RecurringScreen() {
  const consent = useConsentOf('RECORRENTE');
  const busy = useSelector((s: RootState) => s.consent.decision !== 'idle');
  const dispatch = useDispatch();
  if (!consent) return null;
  return <RecurringView consent={consent} busy={busy} onConfirm={() => dispatch(confirmRequested())} onCancel={() => dispatch(cancelRequested())} />;
}
