import { useSelector } from 'react-redux';
import { copy } from '../../copy/ptBR';
import { selectAuthorising, selectDecisionSubject } from '../consent/consentSlice';

/**
 * 'Autorizando o pagamento...' (per kind) while the customer's authorisation is on its way; empty
 * otherwise, a refusal in flight included (docs/decisions/047).
 */
export function useAuthorisingText(): string {
  const authorising = useSelector(selectAuthorising);
  const subject = useSelector(selectDecisionSubject);
  return authorising && subject ? copy.waits.authorising[subject] : '';
}
