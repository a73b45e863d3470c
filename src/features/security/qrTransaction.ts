import type { ConsentKind, LoadedConsent, QrRequest } from '../../api/contract';
import { plainDocument, type KindTerms } from '../../kinds/confirming';
import type { QrTerms } from '../../kinds/kindModule';
import { moduleOf } from '../../kinds/registry';

/** QR polling interval (SPEC §9). */
export const QR_POLL_INTERVAL_MS = 10_000;

/** QR expiry (SPEC §4, §9), as the kind's module says. */
export const qrExpiryMs = (kind: ConsentKind): number => moduleOf(kind).qr.expiryMs;

/**
 * What the customer's app shows when it reads the code (SPEC §3 "QR transaction"): the kind's
 * transaction code (SPEC §9), its date, a short description and its amount, from the kind's module.
 * For a kind that confirms terms on its screen, `terms` are those the customer confirmed.
 */
export function qrTransaction(consent: LoadedConsent, terms: KindTerms | null = null): QrRequest['transacao'] {
  const { qr } = moduleOf(consent);
  return { codTransacao: qr.code, ...qr.transaction(consent, terms) };
}

/**
 * What the QR code is opened for beyond its transaction (docs/decisions/064): the terms a kind
 * confirms on its screen and the account, which the bank freezes with the code, shows in its app
 * and holds the authorisation to (the kind module's `qr.terms`), as the request's body carries them.
 * Null for other kinds, or while the terms or the account are unknown.
 */
export const qrTerms = (consent: LoadedConsent, terms: KindTerms | null, chosenAccountId: string | null): QrTerms | null =>
  moduleOf(consent).qr.terms?.(consent, terms, chosenAccountId) ?? null;

/**
 * The two documents of the `tokenQRCode` header (SPEC §7: institution document, dash, user
 * document), read from the consent by its kind's module (`qr.documents`; our reading, as the spec
 * does not define them): the user document is the person logged in, the institution document the
 * entity whose account is used, else the user's own (a personal account is its own holder). A
 * kind that carries no user document takes the login's (`fromLogin`).
 */
export const qrDocuments = (consent: LoadedConsent): { institution: string | null; user: string | null } => moduleOf(consent).qr.documents(consent);

/** `{institution}-{user}`, or null when no user document is known (the view then shows state 3). */
export function qrTokenHeader(docs: { institution: string | null; user: string | null }, fromLogin: string | null): string | null {
  const user = docs.user ?? plainDocument(fromLogin);
  if (!user) return null;
  return `${docs.institution ?? user}-${user}`;
}
