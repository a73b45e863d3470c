/** Formatting rules of SPEC §5, in pt-BR. Every function tolerates missing or malformed input. */
import { copy } from '../copy/ptBR';
import { isBankAmount } from './bankAmount';

/**
 * Intl formatters are created on first use, not at module load: the first one initialises the
 * browser's ICU data for pt-BR, a long task on a cheap phone, and the confirmation screens normally
 * need none of them (see `formatMoney` and `brasiliaWallClock`; docs/decisions/009).
 */
const lazily = <T>(create: () => T) => {
  let value: T | undefined;
  return () => (value ??= create());
};
const brl = lazily(() => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }));

/**
 * Reads an amount as people type or paste it ('1.500,50', '1,500.50', '1500,5', 'R$ 2.50'): the last
 * separator followed by one or two digits is the decimal one, every other separator groups
 * thousands. For typed text only: the bank's amounts are read strictly (`parseBankAmount`).
 */
export function parseAmount(amount: string | number | null | undefined): number {
  if (typeof amount === 'number') return amount;
  const raw = String(amount ?? '').trim().replace(/^R\$\s*/i, '').replace(/[\s\u00a0]/g, '');
  if (!/^-?[\d.,]+$/.test(raw)) return Number.NaN;
  const decimal = /[.,](\d{1,2})$/.exec(raw);
  const integerPart = decimal ? raw.slice(0, decimal.index) : raw;
  return Number(`${integerPart.replace(/[.,]/g, '')}${decimal ? `.${decimal[1]}` : ''}`);
}

/** An amount as the bank sends it ('1500.50', `BANK_AMOUNT`); NaN for anything else ('150.750', '1.500,50', '1000'). */
export function parseBankAmount(amount: string | number | null | undefined): number {
  if (typeof amount === 'number') return amount;
  return isBankAmount(amount) ? Number(amount) : Number.NaN;
}

/** Beyond this, cents no longer fit a double exactly: Intl decides. */
const PLAIN_LIMIT = 1e13;

/**
 * pt-BR currency, exactly as `Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })`
 * writes it ('R$ 1.500,50', '-R$ 0,50'; a property test holds the two together), with a plain
 * space. Like Intl, it rounds the number's shortest decimal form half away from zero (2.675 → 2,68).
 * A text is read as the bank writes amounts (`parseBankAmount`): any other text gives ''.
 */
export function formatMoney(amount: string | number | null | undefined): string {
  const value = parseBankAmount(amount);
  if (!Number.isFinite(value)) return '';
  const decimal = /^(\d+)(?:\.(\d+))?$/.exec(String(Math.abs(value)));
  if (!decimal || Math.abs(value) >= PLAIN_LIMIT) return brl().format(value).replace(/\u00a0/g, ' ');
  const [, units = '0', fraction = ''] = decimal;
  const cents = Number(units) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0')) + (fraction.charAt(2) >= '5' ? 1 : 0);
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, '.');
  return `${sign}R$ ${whole},${String(cents % 100).padStart(2, '0')}`;
}

const digits = (value: string | null | undefined) => String(value ?? '').replace(/\D/g, '');
/** Letters stay: from July 2026 new CNPJs are alphanumeric (12 letters or digits, 2 check digits). */
const documentChars = (value: string | null | undefined) => String(value ?? '').toUpperCase().replace(/[^0-9A-Z]/g, '');

export function formatCpf(value: string): string {
  const d = digits(value);
  return d.length === 11 ? `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}` : d;
}

export function formatCnpj(value: string): string {
  const d = documentChars(value);
  return /^[0-9A-Z]{12}\d{2}$/.test(d) ? `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}` : d;
}

/** SPEC §5: a formatted document longer than 14 characters is a CNPJ (18), otherwise a CPF (14). */
export function documentKind(value: string): 'CPF' | 'CNPJ' {
  return documentChars(value).length > 11 ? 'CNPJ' : 'CPF';
}

export function formatDocument(value: string): string {
  return documentKind(value) === 'CNPJ' ? formatCnpj(value) : formatCpf(value);
}

/**
 * SPEC §5: masking hides the first and last digits, e.g. CPF 123.456.789-09 → ***.456.789-**,
 * CNPJ 12.345.678/0001-95 → **.345.678/0001-**.
 */
export function maskDocument(value: string): string {
  const formatted = formatDocument(value);
  const kind = documentKind(value);
  const head = kind === 'CNPJ' ? 2 : 3;
  return formatted.length > head + 2 ? `${'*'.repeat(head)}${formatted.slice(head, -2)}**` : formatted;
}

/** Account number with a dash before the last digit (SPEC §5). */
export function formatAccountNumber(value: string | null | undefined): string {
  const v = String(value ?? '').replace(/[^\dXx]/g, '');
  return v.length > 1 ? `${v.slice(0, -1)}-${v.slice(-1)}` : v;
}

/**
 * A bank's account line ('Conta Corrente 123456') with its number written as everywhere else
 * ('Conta Corrente 12345-6'); a line already written so, or without a trailing number, stays as is.
 */
export function formatAccountLine(value: string | null | undefined): string {
  return String(value ?? '').replace(/(^|\s)(\d{2,})$/, (_match, space: string, digits: string) => `${space}${formatAccountNumber(digits)}`);
}

export function accountTypeLabel(code: string | null | undefined): string {
  return (code && copy.accountType[code]) || (code ?? '');
}

/**
 * A date-only value without time-zone drift (SPEC §5 "parsed from dash-separated form"):
 * 'YYYY-MM-DD' (Open Finance) or 'DD-MM-YYYY'.
 */
export function formatDate(value: string | null | undefined): string {
  const raw = String(value ?? '').trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(raw);
  if (iso) return `${iso[3]}/${iso[2]}/${iso[1]}`;
  const dayFirst = /^(\d{2})-(\d{2})-(\d{4})$/.exec(raw);
  if (dayFirst) return `${dayFirst[1]}/${dayFirst[2]}/${dayFirst[3]}`;
  return raw;
}

const BRASILIA = 'America/Sao_Paulo';

const dateTime = lazily(
  () =>
    new Intl.DateTimeFormat('pt-BR', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: BRASILIA,
    }),
);
const time = lazily(() => new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone: BRASILIA }));
const dateOnly = lazily(() => new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: BRASILIA }));

/**
 * Timestamps whose written clock is Brasília's: without offset ('2026-11-22T10:00:00', the bank's
 * wall-clock time, not the browser's local time: a customer in Manaus would see it shifted), or
 * written at Brasília's offset ('…-03:00', how the bank's systems write their own time). Both are
 * shown as written; any other offset (e.g. 'Z') is converted to Brasília time by Intl.
 */
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(?:-03:00)?$/;

export function formatDateTime(value: string | null | undefined): string {
  const raw = String(value ?? '').trim();
  const wall = WALL_CLOCK.exec(raw);
  if (wall) return `${wall[3]}/${wall[2]}/${wall[1]} às ${wall[4]}:${wall[5]}`;
  const date = new Date(raw);
  return Number.isNaN(date.getTime()) ? raw : dateTime().format(date).replace(',', ' às');
}

/** A time of day from a full timestamp or an 'HH:MM[:SS]' value. */
export function formatTime(value: string | null | undefined): string {
  const raw = String(value ?? '').trim();
  const hhmm = /^(\d{2}):(\d{2})/.exec(raw);
  if (hhmm) return `${hhmm[1]}:${hhmm[2]}`;
  const wall = WALL_CLOCK.exec(raw);
  if (wall) return `${wall[4]}:${wall[5]}`;
  const date = new Date(raw);
  return Number.isNaN(date.getTime()) ? raw : time().format(date);
}

/** The calendar date of a timestamp in Brasília time. */
export function formatDateOf(value: string | null | undefined): string {
  const raw = String(value ?? '').trim();
  const wall = WALL_CLOCK.exec(raw);
  if (wall) return `${wall[3]}/${wall[2]}/${wall[1]}`;
  if (/^\d{4}-\d{2}-\d{2}$/.test(raw) || /^\d{2}-\d{2}-\d{4}$/.test(raw)) return formatDate(raw);
  const date = new Date(raw);
  return Number.isNaN(date.getTime()) ? raw : dateOnly().format(date);
}

/** Upper case, no accents, words joined by '_': 'Semestral' → 'SEMESTRAL', 'semi-annual' → 'SEMI_ANNUAL'. */
const codeOf = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');

/** Portuguese and English periodicity codes (the Open Finance APIs' schedules, Portuguese or English) to one key of the copy. */
const FREQUENCY_CODES: Record<string, keyof typeof copy.frequencies> = {
  DIARIA: 'DIARIA',
  DIARIO: 'DIARIA',
  DAILY: 'DIARIA',
  SEMANAL: 'SEMANAL',
  WEEKLY: 'SEMANAL',
  MENSAL: 'MENSAL',
  MONTHLY: 'MENSAL',
  TRIMESTRAL: 'TRIMESTRAL',
  QUARTERLY: 'TRIMESTRAL',
  SEMESTRAL: 'SEMESTRAL',
  SEMIANNUAL: 'SEMESTRAL',
  SEMI_ANNUAL: 'SEMESTRAL',
  SEMIANNUALLY: 'SEMESTRAL',
  HALF_YEARLY: 'SEMESTRAL',
  ANUAL: 'ANUAL',
  ANNUAL: 'ANUAL',
  ANNUALLY: 'ANUAL',
  YEARLY: 'ANUAL',
};

/** A periodicity in Portuguese (Semanal, Mensal, Trimestral, Semestral, Anual); an unknown code is shown as sent. */
export function frequencyLabel(code: string | null | undefined): string {
  const raw = String(code ?? '').trim();
  const key = FREQUENCY_CODES[codeOf(raw)];
  return key ? copy.frequencies[key] : raw;
}

/** A payments-4.0 day of week (SEGUNDA_FEIRA…DOMINGO, or MONDAY…SUNDAY) in Portuguese. */
export function weekdayLabel(code: string | null | undefined): string {
  const raw = String(code ?? '').trim();
  return copy.pix.weekdays[codeOf(raw)] ?? raw;
}

/**
 * The instant a bank timestamp names, in ms since the epoch: 'YYYY-MM-DDTHH:MM[:SS[.fff]]' with 'Z'
 * or an offset, or without one (the bank's wall clock, Brasília: -03:00). Parsed by hand, not by
 * `Date.parse`, whose reading of strings without an offset differs between engines. Null otherwise.
 */
export function instantOf(value: string | null | undefined): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(String(value ?? '').trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s = '0', ms = '0', zone = '-03:00'] = match;
  const offset = zone === 'Z' ? 0 : (zone.startsWith('-') ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(-2)));
  const utc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), Number(ms.padEnd(3, '0')));
  return utc - offset * 60_000;
}

/** 'm:ss' for a number of seconds (minutes are not wrapped into hours: a 60-minute window starts at 60:00). */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Whether a bank date ('YYYY-MM-DD', or a timestamp) is today on Brasília's calendar, the bank's. */
export function isTodayInBrasilia(value: string | null | undefined, now: number): boolean {
  const date = formatDateOf(value);
  return date !== '' && date === dateOnly().format(new Date(now));
}
