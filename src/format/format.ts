/** Formatting rules of SPEC §5, in pt-BR. Every function tolerates missing or malformed input. */
import { copy } from '../copy/ptBR';

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

export function formatMoney(amount: string | number | null | undefined): string {
  const value = typeof amount === 'number' ? amount : Number.parseFloat(String(amount ?? '').replace(',', '.'));
  return Number.isFinite(value) ? brl.format(value).replace(/\u00a0/g, ' ') : '';
}

const digits = (value: string | null | undefined) => String(value ?? '').replace(/\D/g, '');

export function formatCpf(value: string): string {
  const d = digits(value);
  return d.length === 11 ? `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}` : d;
}

export function formatCnpj(value: string): string {
  const d = digits(value);
  return d.length === 14 ? `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}` : d;
}

/** SPEC §5: a formatted document longer than 14 characters is a CNPJ (18), otherwise a CPF (14). */
export function documentKind(value: string): 'CPF' | 'CNPJ' {
  return digits(value).length > 11 ? 'CNPJ' : 'CPF';
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

export function accountTypeLabel(code: string | null | undefined): string {
  return (code && copy.accountType[code]) || (code ?? '');
}

/** A date-only value ('YYYY-MM-DD', SPEC §5 "parsed from dash-separated form") without time-zone drift. */
export function formatDate(value: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(String(value ?? ''));
  if (!match) return String(value ?? '');
  return `${match[3]}/${match[2]}/${match[1]}`;
}

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'America/Sao_Paulo',
});

export function formatDateTime(value: string | null | undefined): string {
  const date = new Date(String(value ?? ''));
  return Number.isNaN(date.getTime()) ? String(value ?? '') : dateTime.format(date).replace(',', ' às');
}

const time = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone: 'America/Sao_Paulo' });

/** A time of day from a full timestamp or an 'HH:MM[:SS]' value. */
export function formatTime(value: string | null | undefined): string {
  const raw = String(value ?? '');
  const hhmm = /^(\d{2}):(\d{2})/.exec(raw);
  if (hhmm) return `${hhmm[1]}:${hhmm[2]}`;
  const date = new Date(raw);
  return Number.isNaN(date.getTime()) ? raw : time.format(date);
}

/** The calendar date of a timestamp in Brasília time. */
export function formatDateOf(value: string | null | undefined): string {
  const date = new Date(String(value ?? ''));
  if (/^\d{4}-\d{2}-\d{2}$/.test(String(value ?? ''))) return formatDate(value);
  return Number.isNaN(date.getTime())
    ? String(value ?? '')
    : new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'America/Sao_Paulo' }).format(date);
}
