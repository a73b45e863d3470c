import { CONSENT_KINDS, type ConsentKind } from '../api/contract';

/**
 * The journey's keys in sessionStorage (INTERFACE §2–3): the intent id lives beside the tokens that
 * oidc-client-ts keeps there, and all of it goes when the journey ends. Never localStorage.
 */
const INTENT_KEY = 'portal.intentId';
const REDIRECT_URI_KEY = 'portal.redirectUri';
const AFTER_LOGOUT_KEY = 'portal.afterLogout';
/** A logout that never came back (provider down, tab closed) must not steer a later visit. */
const AFTER_LOGOUT_TTL_MS = 10 * 60 * 1000;

/**
 * Where the customer goes once the provider's logout returns to `/` (its registered address, with
 * no per-journey query and no state): a fresh login for the same intent ('Acessar outra conta', an expired
 * session), the bank's website ('Sair'), the initiator (after a decision) or a result page.
 */
export type AfterLogout =
  | { to: 'login'; intentId: string | null; redirectUri: string | null }
  | { to: 'site' }
  | { to: 'initiator'; url: string }
  | { to: 'result'; path: string };

const str = (v: unknown): v is string => typeof v === 'string' && v.length > 0;
const strOrNull = (v: unknown): v is string | null => v === null || str(v);

/** Reads back only the shapes above: the record is ours, but storage is not a trusted channel. */
function parseAfterLogout(raw: unknown): AfterLogout | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  switch (r.to) {
    case 'login':
      return strOrNull(r.intentId) && strOrNull(r.redirectUri) ? { to: 'login', intentId: r.intentId, redirectUri: r.redirectUri } : null;
    case 'site':
      return { to: 'site' };
    case 'initiator':
      return str(r.url) ? { to: 'initiator', url: r.url } : null;
    case 'result':
      return str(r.path) && r.path.startsWith('/') && !r.path.startsWith('//') ? { to: 'result', path: r.path } : null;
    default:
      return null;
  }
}

/**
 * An authorisation this tab sent whose answer it has not had (docs/decisions/043): which consent,
 * when, its kind (the waiting page's words) and what it authorised (the outcome's
 * words: 'payment', 'scheduled'… as the consent slice names them). No code, no token, no CPF.
 */
const SENT_KEY = 'portal.authorisationSent';

export interface SentAuthorisation {
  intentId: string;
  at: number;
  kind: ConsentKind | null;
  subject: string | null;
}

/** The alert page's server message (it may name the customer's CPF): this tab only, gone with the journey. */
const ALERT_KEY = 'portal.alert';

export interface KeptAlert {
  message: string | null;
  kind: ConsentKind | null;
}

/** A kind read back from what the tab kept: only one of ours. */
const asKind = (kept: unknown): ConsentKind | null => CONSENT_KINDS.find((kind) => kind === kept) ?? null;

/**
 * The shape of an Open Finance consent id, as the customer brings it in `intent_id` (INTERFACE §3):
 * a URN, `urn:{namespace}:{id}` (`urn:bancoex:C1DD33123`, the simulated bank's
 * `urn:cooperativaexemplo:{uuid}`). The id goes into BFF paths, so anything that could change the
 * path or the query (slashes, `..`, spaces, `?`, `#`, `%`) is refused rather than encoded.
 */
const CONSENT_ID = /^urn:[A-Za-z0-9][A-Za-z0-9-]{0,31}:[A-Za-z0-9._~:-]{1,200}$/;

export function isConsentId(value: unknown): value is string {
  return typeof value === 'string' && CONSENT_ID.test(value) && !value.includes('..');
}

const storage = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

export const sessionStore = {
  intentId: (): string | null => storage()?.getItem(INTENT_KEY) ?? null,
  redirectUri: (): string | null => storage()?.getItem(REDIRECT_URI_KEY) ?? null,
  keepEntry(intentId: string, redirectUri: string | null): void {
    const s = storage();
    if (!s) return;
    s.setItem(INTENT_KEY, intentId);
    if (redirectUri) s.setItem(REDIRECT_URI_KEY, redirectUri);
    else s.removeItem(REDIRECT_URI_KEY);
  },
  /**
   * Kept across the provider's logout (no token, no CPF), for this tab only. Not in the logout's
   * `state`: the portal's URLs never carry a `state` (e2e/secrets.spec.ts).
   */
  keepAfterLogout(after: AfterLogout, now = Date.now()): void {
    storage()?.setItem(AFTER_LOGOUT_KEY, JSON.stringify({ at: now, after }));
  },
  /** What to do now that the logout returned; read once, then gone; stale after 10 minutes. */
  takeAfterLogout(now = Date.now()): AfterLogout | null {
    const s = storage();
    if (!s) return null;
    const raw = s.getItem(AFTER_LOGOUT_KEY);
    s.removeItem(AFTER_LOGOUT_KEY);
    if (!raw) return null;
    try {
      const kept = JSON.parse(raw) as { at?: unknown; after?: unknown };
      if (typeof kept.at !== 'number' || now - kept.at > AFTER_LOGOUT_TTL_MS || now < kept.at) return null;
      return parseAfterLogout(kept.after);
    } catch {
      return null;
    }
  },
  /** The alert page's message, kept so that reloading `/responses/alerta` shows it again (docs/decisions/019). */
  alert(): KeptAlert | null {
    try {
      const raw: unknown = JSON.parse(storage()?.getItem(ALERT_KEY) ?? 'null');
      if (typeof raw !== 'object' || raw === null) return null;
      const { message, kind } = raw as Record<string, unknown>;
      return { message: typeof message === 'string' ? message : null, kind: asKind(kind) };
    } catch {
      return null;
    }
  },
  keepAlert(alert: KeptAlert | null): void {
    const s = storage();
    if (!s) return;
    if (alert) s.setItem(ALERT_KEY, JSON.stringify(alert));
    else s.removeItem(ALERT_KEY);
  },
  /** Written just before an authorisation leaves: a reload or a lost answer must not forget it. */
  keepAuthorisationSent(sent: SentAuthorisation): void {
    storage()?.setItem(SENT_KEY, JSON.stringify(sent));
  },
  /** The authorisation this tab sent for this consent and has had no answer to, if any. */
  authorisationSent(intentId: string | null): SentAuthorisation | null {
    if (!intentId) return null;
    try {
      const raw: unknown = JSON.parse(storage()?.getItem(SENT_KEY) ?? 'null');
      if (typeof raw !== 'object' || raw === null) return null;
      const { intentId: kept, at, kind, subject } = raw as Record<string, unknown>;
      return kept === intentId && typeof at === 'number' && Number.isFinite(at)
        ? { intentId, at, kind: asKind(kind), subject: typeof subject === 'string' ? subject : null }
        : null;
    } catch {
      return null;
    }
  },
  /** The bank's answer is known: nothing is in doubt any more. */
  forgetAuthorisationSent(): void {
    storage()?.removeItem(SENT_KEY);
  },
  /** Ends the journey in this tab: the intent and the tokens go. */
  clear(): void {
    storage()?.clear();
  },
};
