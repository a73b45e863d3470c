import type { AccountRef, LoadedConsent } from '../../api/contract';
import { asDebtorAccount, selectChosenAccount, type AccountsState } from '../accounts/accountsSlice';

type Payment = Extract<LoadedConsent, { kind: 'PAGAMENTO' }>;

/** A payment whose initiator named no paying account lets the customer choose one (INTERFACE §6.1). */
export const choosesPayingAccount = (consent: LoadedConsent): consent is Payment =>
  consent.kind === 'PAGAMENTO' && !consent.data.consentimento.debtorAccount;

/** The id the bank lists the accounts by: the one the payment is authorised by. */
export const accountsConsentId = (consent: Payment) => consent.data.consentimento.consentId;

/**
 * The account the customer chose for this consent, as the authorisation carries it; null when the
 * consent has its own account or nothing available is chosen yet.
 */
export const selectChosenDebtorAccount =
  (consent: LoadedConsent) =>
  (s: { accounts: AccountsState }): AccountRef | null => {
    if (!choosesPayingAccount(consent)) return null;
    const chosen = selectChosenAccount(accountsConsentId(consent))(s);
    return chosen ? asDebtorAccount(chosen) : null;
  };
