import { formatMoney } from '../format/format';
import { Token } from './Fields';

/**
 * An amount that never breaks between 'R$' and the number on a narrow screen. Empty (so `Fields`
 * leaves the line out) when there is no valid amount.
 */
export function money(amount: string | null | undefined) {
  const text = formatMoney(amount);
  return text ? <Token>{text}</Token> : '';
}
