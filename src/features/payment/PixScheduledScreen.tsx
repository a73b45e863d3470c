import { useDispatch, useSelector } from 'react-redux';
import type { RootState } from '../../app/rootReducer';
import { cancelRequested, confirmRequested } from '../consent/consentSlice';
import { useConsentOf } from '../consent/useConsent';
import { PixScheduledView } from './PixScheduledView';

export default function PixScheduledScreen() {
  const request = useConsentOf('PAGAMENTO');
  const busy = useSelector((s: RootState) => s.consent.decision !== 'idle');
  const dispatch = useDispatch();
  if (!request) return null;
  return (
    <PixScheduledView request={request} busy={busy} onConfirm={() => dispatch(confirmRequested())} onCancel={() => dispatch(cancelRequested())} />
  );
}
