import { isBankAmount } from '../format/bankAmount';

/**
 * The pieces of the consent load answer's run-time checks (INTERFACE §4; api/envelope.ts): each
 * kind's module checks its envelope member with them (`envelopeCheck`). Only the fields every screen
 * of the kind relies on are required; optional fields are checked where they are shown. Every
 * amount, required or not, is checked: one that is not written as Open Finance writes amounts
 * ('1500.50') makes the envelope malformed, never a different number on the screen.
 */
export type Check = (value: unknown) => boolean;

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
export const str: Check = (v) => typeof v === 'string';
export const num: Check = (v) => typeof v === 'number' && Number.isFinite(v);
export const amount: Check = isBankAmount;
export const optional = (check: Check): Check => (v) => v === undefined || v === null || check(v);
export const arrayOf = (check: Check): Check => (v) => Array.isArray(v) && v.every(check);
export const shape = (fields: Record<string, Check>): Check => (v) =>
  isRecord(v) && Object.entries(fields).every(([key, check]) => check(v[key]));

export const iniciadora = optional(shape({ urlLogoIniciadora: optional(str), urlRedirecionamento: optional(str) }));

export const paymentConsent = shape({
  consentId: str,
  creationDateTime: str,
  status: str,
  creditor: shape({ cpfCnpj: str, name: str }),
  debtorAccount: optional(shape({ number: optional(str), accountType: optional(str), issuer: optional(str) })),
  payment: shape({ amount, currency: optional(str), type: str, date: optional(str), schedule: optional(isRecord) }),
});

