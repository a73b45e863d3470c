/**
 * The login of the bank's app simulator (`/banco/app`, docs/decisions/064): only the customer logged
 * into her own app answers her QR transactions, as in a real bank's app, and only from the app's own
 * pages. The session is a random id in an HttpOnly, SameSite=Strict cookie; the bank keeps whose it is.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { findCustomerByCpf, type Customer } from './customers';
import { MINUTE, randomHex } from './util';

export const APP_COOKIE = 'banco_app';
/** How long an app login lasts without being used again. */
export const APP_SESSION_MS = 30 * MINUTE;

export const ERRORS_APP = {
  login: 'CPF ou senha inválidos.',
  session: 'Entre no app do banco para aprovar ou recusar transações.',
  notPending: 'Transação pendente não encontrada.',
  crossSite: 'Pedido recusado: só o próprio app do banco pode aprovar ou recusar transações.',
} as const;

/**
 * A request sent by another site's page: a browser says so in `Sec-Fetch-Site` (which no page can
 * write) and names the page's origin in `Origin`. Firefox sends `Origin: null` for some same-origin
 * posts; that is taken only with `Sec-Fetch-Site: same-origin`. A client that is not a browser sends
 * neither and is judged by its session alone.
 */
export function isCrossSite(headers: IncomingHttpHeaders, publicOrigin: string): boolean {
  const site = headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return true;
  const origin = headers.origin;
  if (origin === undefined) return false;
  return origin === 'null' ? site !== 'same-origin' : origin !== publicOrigin;
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

export class AppSessions {
  private readonly sessions = new Map<string, { cpf: string; lastUsed: number }>();

  constructor(private readonly now: () => number) {}

  /** Opens a session for the customer and returns its Set-Cookie value. */
  open(cpf: string, publicUrl: string): string {
    const id = randomHex(32);
    this.sessions.set(id, { cpf, lastUsed: this.now() });
    return this.cookie(id, APP_SESSION_MS / 1000, publicUrl);
  }

  /** The customer of the cookie's live session, or undefined. */
  customerOf(cookieHeader: string | undefined): Customer | undefined {
    const id = cookieValue(cookieHeader, APP_COOKIE);
    const session = id === undefined ? undefined : this.sessions.get(id);
    if (!id || !session) return undefined;
    if (this.now() - session.lastUsed > APP_SESSION_MS) {
      this.sessions.delete(id);
      return undefined;
    }
    session.lastUsed = this.now();
    return findCustomerByCpf(session.cpf);
  }

  close(cookieHeader: string | undefined): void {
    const id = cookieValue(cookieHeader, APP_COOKIE);
    if (id) this.sessions.delete(id);
  }

  /** The Set-Cookie value that removes the cookie. */
  cleared(publicUrl: string): string {
    return this.cookie('', 0, publicUrl);
  }

  private cookie(value: string, maxAgeSeconds: number, publicUrl: string): string {
    const secure = publicUrl.startsWith('https:') ? '; Secure' : '';
    return `${APP_COOKIE}=${value}; Path=/banco; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${secure}`;
  }
}
