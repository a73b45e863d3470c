import { useSelector } from 'react-redux';
import type { PaymentRequest } from '../../api/contract';
import { AccountChoice } from '../accounts/AccountChoice';
import { selectChosenAccount } from '../accounts/accountsSlice';
import type { PayingAccountChoice } from './PixView';

/**
 * A payment whose initiator named no account shows the customer's accounts instead of the 'Pagar
 * com' line, and 'Confirmar transação' waits for one that can pay (INTERFACE §6.1).
 */
export function usePayingAccountChoice(request: PaymentRequest | null): PayingAccountChoice {
  const consentId = request?.consentimento.consentId ?? '';
  const chosen = useSelector(selectChosenAccount(consentId));
  if (!request || request.consentimento.debtorAccount) return {};
  return { accountChoice: <AccountChoice consentId={consentId} />, confirmBlocked: chosen === null };
}
