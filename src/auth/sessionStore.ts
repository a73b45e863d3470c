/**
 * The journey's keys in sessionStorage (INTERFACE §2–3): the intent id lives beside the tokens that
 * oidc-client-ts keeps there, and all of it goes when the journey ends. Never localStorage.
 */
const INTENT_KEY = 'portal.intentId';
const REDIRECT_URI_KEY = 'portal.redirectUri';
/** The alert page's server message (it may name the customer's CPF): this tab only, gone with the journey. */
const ALERT_KEY = 'portal.alert';

export interface KeptAlert {
  message: string | null;
  sharing: boolean;
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
  /** The alert page's message, kept so that reloading `/responses/alerta` shows it again (docs/decisions/033). */
  alert(): KeptAlert | null {
    try {
      const raw: unknown = JSON.parse(storage()?.getItem(ALERT_KEY) ?? 'null');
      if (typeof raw !== 'object' || raw === null) return null;
      const { message, sharing } = raw as Record<string, unknown>;
      return { message: typeof message === 'string' ? message : null, sharing: sharing === true };
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
  /** Ends the journey in this tab: the intent and the tokens go. */
  clear(): void {
    storage()?.clear();
  },
};
