/**
 * The journey's keys in sessionStorage (INTERFACE §2–3): the intent id lives beside the tokens that
 * oidc-client-ts keeps there, and all of it goes when the journey ends. Never localStorage.
 */
const INTENT_KEY = 'portal.intentId';
const REDIRECT_URI_KEY = 'portal.redirectUri';

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
  /** Ends the journey in this tab: the intent and the tokens go. */
  clear(): void {
    storage()?.clear();
  },
};
