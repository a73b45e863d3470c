import { useDispatch, useSelector } from 'react-redux';
import type { RootState } from '../../app/rootReducer';
import { confirmRequested, cancelRequested } from '../consent/consentSlice';
import { useConsentOf } from '../consent/useConsent';
import { PixView } from './PixView';

export default function PixScreen() {
  const request = useConsentOf('PAGAMENTO');
  const busy = useSelector((s: RootState) => s.consent.decision !== 'idle');
  const dispatch = useDispatch();
  if (!request) return null;
  return <PixView request={request} busy={busy} onConfirm={() => dispatch(confirmRequested())} onCancel={() => dispatch(cancelRequested())} />;
}
