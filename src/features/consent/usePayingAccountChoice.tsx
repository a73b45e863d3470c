import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { AccountChoice, type AccountChoiceWords } from '../accounts/AccountChoice';
import { selectChosenAccount } from '../accounts/accountsSlice';
import { selectLoadedConsent } from './consentSlice';
import { accountsConsentId } from './payingAccount';

/** The paying account's choice on a confirmation screen (INTERFACE §6.1), for its view. */
export interface PayingAccountChoice {
  /** Shown in place of the consent's own account; absent when the consent names one. */
  accountChoice?: ReactNode;
  /** No account that can pay is chosen yet: 'Confirmar' cannot act. */
  confirmBlocked?: boolean;
}

/**
 * A consent that lets the customer choose the paying account and names none (its kind's module's
 * `payingAccountChoice`, docs/decisions/052) shows her accounts, as the bank listed them by the id
 * the module gives, and 'Confirmar' waits for one that can pay. `words` say what the account is
 * for (a payment's by default).
 */
export function usePayingAccountChoice(words?: AccountChoiceWords): PayingAccountChoice {
  const loaded = useSelector(selectLoadedConsent);
  const consentId = loaded ? accountsConsentId(loaded) : null;
  const chosen = useSelector(selectChosenAccount(consentId ?? ''));
  if (consentId === null) return {};
  return { accountChoice: <AccountChoice consentId={consentId} words={words} />, confirmBlocked: chosen === null };
}
