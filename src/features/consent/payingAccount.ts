import type { AccountRef, BankAccount, LoadedConsent } from '../../api/contract';
import { moduleOf } from '../../kinds/registry';
import { asDebtorAccount, selectChosenAccount, type AccountsState } from '../accounts/accountsSlice';

/**
 * The id the bank lists the accounts by, when the consent lets the customer choose the paying account
 * (INTERFACE §6.1; its kind's module says when); null otherwise.
 */
export const accountsConsentId = (consent: LoadedConsent): string | null => moduleOf(consent).payingAccountChoice?.(consent) ?? null;

/** The consent lets the customer choose the paying account. */
export const choosesPayingAccount = (consent: LoadedConsent): boolean => accountsConsentId(consent) !== null;

/** The available account chosen for a consent that lets the customer choose one; null otherwise, or while none is. */
export const selectChosenPayingAccount =
  (consent: LoadedConsent) =>
  (s: { accounts: AccountsState }): BankAccount | null =>
  {
    const id = accountsConsentId(consent);
    return id === null ? null : selectChosenAccount(id)(s);
  };

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
