import type { BankAccount } from '../../api/contract';

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

function accountOf(value: unknown): BankAccount | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (!isText(v.id) || !isText(v.tipoConta) || !isText(v.agencia) || !isText(v.numero) || !isText(v.ispb) || typeof v.disponivel !== 'boolean') {
    return null;
  }
  return {
    id: v.id,
    tipoConta: v.tipoConta,
    agencia: v.agencia,
    numero: v.numero,
    ispb: v.ispb,
    disponivel: v.disponivel,
    ...(isText(v.motivo) ? { motivo: v.motivo } : {}),
  };
}

/**
 * The bank's list checked before it is shown (INTERFACE §6.1): an answer that is not a list of
 * accounts, or holds an account the authorisation could not name, or two with one id, is a failed
 * lookup, not a partial list the customer would choose from blind.
 */
export function parseAccounts(data: unknown): BankAccount[] | null {
  const contas = (data as { contas?: unknown } | null)?.contas;
  if (!Array.isArray(contas)) return null;
  const parsed = contas.map(accountOf);
  if (parsed.some((conta) => conta === null)) return null;
  const accounts = parsed as BankAccount[];
  return new Set(accounts.map((conta) => conta.id)).size === accounts.length ? accounts : null;
}
