import type { BankAccount, LoadedConsent } from '../../api/contract';
import { moduleOf } from '../../kinds/registry';
import { selectChosenAccount, type AccountsState } from '../accounts/accountsSlice';

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
