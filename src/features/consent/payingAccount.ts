import type { AccountRef, BankAccount, LoadedConsent } from '../../api/contract';
import { asDebtorAccount, selectChosenAccount, type AccountsState } from '../accounts/accountsSlice';

type Payment = Extract<LoadedConsent, { kind: 'PAGAMENTO' }>;
type Enrolment = Extract<LoadedConsent, { kind: 'VINCULO' }>;

/**
 * A payment whose initiator named no paying account, or an enrolment that names no account, lets the
 * customer choose one (INTERFACE §6.1).
 */
export const choosesPayingAccount = (consent: LoadedConsent): consent is Payment | Enrolment =>
  consent.kind === 'PAGAMENTO' ? !consent.data.consentimento.debtorAccount : consent.kind === 'VINCULO' && !consent.data.dados.conta;

/** The id the bank lists the accounts by: the one the payment, or the enrolment, is authorised by. */
export const accountsConsentId = (consent: Payment | Enrolment) =>
  consent.kind === 'VINCULO' ? consent.data.dados.enrollmentId : consent.data.consentimento.consentId;

/** The available account chosen for a consent that lets the customer choose one; null otherwise, or while none is. */
export const selectChosenPayingAccount =
  (consent: LoadedConsent) =>
  (s: { accounts: AccountsState }): BankAccount | null =>
    choosesPayingAccount(consent) ? selectChosenAccount(accountsConsentId(consent))(s) : null;

/**
 * The account the customer chose for this payment, as its authorisation carries it; null when the
 * consent is no payment choosing its account, or nothing available is chosen yet.
 */
export const selectChosenDebtorAccount =
  (consent: LoadedConsent) =>
  (s: { accounts: AccountsState }): AccountRef | null => {
    if (consent.kind !== 'PAGAMENTO') return null;
    const chosen = selectChosenPayingAccount(consent)(s);
    return chosen ? asDebtorAccount(chosen) : null;
  };
