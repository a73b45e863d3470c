/**
 * An amount as the bank writes it (Open Finance: `^\d{1,16}\.\d{2}$`, e.g. '1500.50'). Anything else
 * is not an amount: a screen never guesses what '150.750' or '1.500,50' meant (issue 42). Its own
 * module, without imports, so the envelope's check (api/envelope.ts) pulls in nothing else.
 */
export const BANK_AMOUNT = /^\d{1,16}\.\d{2}$/;

export const isBankAmount = (value: unknown): value is string => typeof value === 'string' && BANK_AMOUNT.test(value);

/**
 * Why an amount the customer typed cannot go to the bank, or null when it can (INTERFACE §6.2's
 * rule, shared by a device's limits and a maximum amount's change at `/autorizacoes`): given, digits
 * with a point before the cents, at most two of them, above zero.
 */
export type AmountProblem = 'required' | 'invalid' | 'notPositive' | 'tooManyDecimals';

export function amountProblem(value: unknown): AmountProblem | null {
  if (value === null || value === undefined || value === '') return 'required';
  if (typeof value !== 'string' || !/^\d+(\.\d+)?$/.test(value)) return 'invalid';
  if (/\.\d{3,}$/.test(value)) return 'tooManyDecimals';
  return Number(value) > 0 ? null : 'notPositive';
}

/** An amount typed in reais ('1500.5', from the money field) in the bank's form ('1500.50'); '' stays ''. */
export function toBankAmount(typed: string): string {
  if (!/^\d+(\.\d{0,2})?$/.test(typed)) return typed;
  const [units = '0', fraction = ''] = typed.split('.');
  return `${units.replace(/^0+(?=\d)/, '')}.${fraction.padEnd(2, '0')}`;
}
