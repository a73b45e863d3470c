import type { AccountRef, BankAccount } from '../api/contract';
import { copy } from '../copy/ptBR';
import { accountTypeLabel, formatAccountNumber } from '../format/format';

/**
 * A kind's own terms, as 'Confirmar' freezes them beside the account (its module's `confirmTerms`):
 * plain data, because the store keeps them (it stays serializable). The generic code only carries
 * them; the kind's module types, builds and reads them.
 */
export type KindTerms = object;

/** What 'Confirmar' froze beside the consent, as a kind's module reads it (consentSlice's `Confirmation`). */
export interface ConfirmedTerms<T extends KindTerms = KindTerms> {
  account: BankAccount | null;
  /** The kind's terms (null for a kind that has none). */
  terms: T | null;
}

const t = copy.security.confirming;

/** An account in the summary's words; null without its number. */
export const accountOf = (type: string | undefined, number: string | undefined): string | null =>
  number ? t.account(accountTypeLabel(type), formatAccountNumber(number)) : null;

/** The account the authorisation names: the one chosen on the screen, else the consent's own. */
export const paying = (chosen: BankAccount | null, named: AccountRef | undefined): string | null =>
  chosen ? accountOf(chosen.tipoConta, chosen.numero) : accountOf(named?.accountType, named?.number);

/** A CPF or CNPJ as the QR header takes it: letters and digits only (CNPJs may be alphanumeric from 2026). */
export function plainDocument(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const plain = value.replace(/[^0-9A-Za-z]/g, '');
  return plain.length > 0 ? plain : null;
}

export const isCpf = (doc: string | null) => doc !== null && /^\d{11}$/.test(doc);

/** A consent without an amount is sent in the QR transaction with a zero amount. */
export const NO_AMOUNT = '0.00';
