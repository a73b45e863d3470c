/**
 * An amount as the bank writes it (Open Finance: `^\d{1,16}\.\d{2}$`, e.g. '1500.50'). Anything else
 * is not an amount: a screen never guesses what '150.750' or '1.500,50' meant (issue 42). Its own
 * module, without imports, so the envelope's check (api/envelope.ts) pulls in nothing else.
 */
export const BANK_AMOUNT = /^\d{1,16}\.\d{2}$/;

export const isBankAmount = (value: unknown): value is string => typeof value === 'string' && BANK_AMOUNT.test(value);
