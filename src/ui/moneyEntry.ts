import { parseAmount } from '../format/format';

/**
 * The money field's entry model (docs/decisions/066-money-typed-as-people-type-it.md): the amount
 * is its digits, filled from the cents as in Brazilian banking apps ('2', '5', '0' → '2,50'); '.'
 * and ',' typed are ignored, so '2.50', '2,50' and '250' all give R$ 2,50 and no keyboard's
 * separator can move the decimal point. The field always shows two decimals, and what it shows is
 * what is sent. A paste is a whole amount, read as people write one ('1.000,00', '2.50', '1000').
 */

/** The largest amount the field takes, in cents: R$ 999.999.999,99. */
const MAX_CENTS = 99_999_999_999;
const MAX_DIGITS = String(MAX_CENTS).length;

/** An amount in cents, written as digits ('250'), as the field shows it ('2,50'); zero or no digits: ''. */
export function shownOf(cents: string): string {
  if (/^0*$/.test(cents)) return '';
  const padded = cents.replace(/^0+(?=\d)/, '').padStart(3, '0');
  const units = padded.slice(0, -2).replace(/\B(?=(\d{3})+$)/g, '.');
  return `${units},${padded.slice(-2)}`;
}

/**
 * What the field holds after a key (or anything the browser put in it): its digits in order, the
 * rest ignored, in cents. Zero is no amount: the field is empty ('0,05' and Backspace twice leave
 * nothing, and an empty daily limit is no daily limit). Null when beyond the largest amount: the key
 * is refused.
 */
export function typedCents(text: string): string | null {
  const digits = text.replace(/\D/g, '').replace(/^0+/, '');
  return digits.length > MAX_DIGITS ? null : digits;
}

/** A pasted amount in cents, read as people write amounts (format's `parseAmount`); null when it is none or too large. */
export function pastedCents(text: string): string | null {
  const value = parseAmount(text);
  if (!Number.isFinite(value) || value < 0) return null;
  const cents = Math.round(value * 100);
  if (cents === 0) return '';
  return cents <= MAX_CENTS ? String(cents) : null;
}

/** What the field shows ('1.500,50') in the bank's form ('1500.50'); '' stays ''. */
export const fromShown = (text: string): string => text.replace(/\./g, '').replace(',', '.');

/** The bank's amount ('1500.50') as the field shows it ('1.500,50'); '' when it is not an amount in reais. */
export function toShown(amount: string): string {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount);
  return match ? shownOf(`${match[1] ?? ''}${(match[2] ?? '').padEnd(2, '0')}`) : '';
}
