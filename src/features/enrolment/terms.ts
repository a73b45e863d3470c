import type { EnrolmentData, EnrolmentTerms } from '../../api/contract';
import { DEFAULT_TRANSACTION_LIMIT } from './kind';
import { amountProblem, toBankAmount, type AmountProblem } from '../../format/bankAmount';

/**
 * The rules of a device enrolment's limits and validity (INTERFACE §6.2), written once: the
 * enrolment screen keeps Confirmar unusable while one fails, and the simulated bank refuses the
 * same values with the same function (docs/decisions/053-device-enrolment.md).
 */

// The amounts' rule is shared with the other money fields (format/bankAmount.ts).
export { DEFAULT_TRANSACTION_LIMIT, toBankAmount };
/** The validity when the initiator sends none: five years from today. */
export const DEFAULT_VALIDITY_YEARS = 5;

/** Why a value is refused; each has its message next to the field on the screen. */
export type TermProblem = AmountProblem | 'aboveDaily' | 'notAfterToday';

export type TermProblems = Partial<Record<keyof EnrolmentTerms, TermProblem>>;

const BRASILIA_OFFSET_MS = 3 * 60 * 60_000;

/** Today's calendar date in Brasília (UTC-03:00 all year), 'YYYY-MM-DD'. */
export function brasiliaToday(now: number): string {
  return new Date(now - BRASILIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The same day `years` later ('2028-02-29' + 1 → '2029-02-28'). */
export function addYears(date: string, years: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  return `${String(y + years).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}

/** A real calendar date written 'YYYY-MM-DD'. */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Cents of a valid amount, exactly (no floating point in the comparison). */
function cents(value: string): bigint {
  const [units = '0', fraction = ''] = value.split('.');
  return BigInt(units) * 100n + BigInt(fraction.padEnd(2, '0'));
}

/**
 * What is wrong with the terms, field by field; empty when they may be confirmed. `limiteDiario`
 * null is no daily limit; `validade` null is 'Indeterminado' and otherwise a date after today.
 */
export function termProblems(terms: { limiteTransacao?: unknown; limiteDiario?: unknown; validade?: unknown }, now: number): TermProblems {
  const problems: TermProblems = {};
  const transaction = amountProblem(terms.limiteTransacao);
  if (transaction) problems.limiteTransacao = transaction;
  if (terms.limiteDiario !== null) {
    const daily = amountProblem(terms.limiteDiario);
    if (daily) problems.limiteDiario = daily;
    else if (!transaction && cents(terms.limiteTransacao as string) > cents(terms.limiteDiario as string)) problems.limiteTransacao = 'aboveDaily';
  }
  if (terms.validade !== null) {
    if (!isCalendarDate(terms.validade)) problems.validade = terms.validade === undefined || terms.validade === '' ? 'required' : 'invalid';
    else if (terms.validade <= brasiliaToday(now)) problems.validade = 'notAfterToday';
  }
  return problems;
}

export const hasProblems = (problems: TermProblems): boolean => Object.keys(problems).length > 0;

/**
 * The terms the screen starts from: the initiator's where it sent them, else R$ 500,00 per
 * transaction, no daily limit and five years from today.
 */
export function initialTerms(dados: Pick<EnrolmentData, 'limiteTransacao' | 'limiteDiario' | 'validade'>, now: number): EnrolmentTerms {
  return {
    limiteTransacao: dados.limiteTransacao ?? DEFAULT_TRANSACTION_LIMIT,
    limiteDiario: dados.limiteDiario ?? null,
    validade: dados.validade === undefined ? addYears(brasiliaToday(now), DEFAULT_VALIDITY_YEARS) : dados.validade,
  };
}
