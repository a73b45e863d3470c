import type { User, UserManager } from 'oidc-client-ts';
import { issuerOf, type AppConfig } from '../config/appConfig';

type OidcLibrary = typeof import('oidc-client-ts');

/**
 * The OpenID Connect client (INTERFACE §2): code flow with PKCE S256, scope openid, tokens in
 * sessionStorage only. The Keycloak endpoint layout is known, so login starts without a discovery
 * round trip.
 *
 * The library is its own chunk and loads when a saga first needs the client: the entry (login),
 * /callback, QR, logout. Every other page opened or reloaded learns whether the customer is logged
 * in from `storedSession`, without waiting for its download (docs/decisions/009).
 */
export const loadOidcLibrary = (): Promise<OidcLibrary> => import(/* webpackChunkName: "oidc" */ 'oidc-client-ts');

let config: AppConfig | null = null;
let manager: Promise<UserManager> | null = null;
let accessToken: string | null = null;

export function configureOidc(appConfig: AppConfig): void {
  config = appConfig;
  manager = null;
}

export function createUserManager({ UserManager, WebStorageStateStore }: OidcLibrary, appConfig: AppConfig): UserManager {
  const issuer = issuerOf(appConfig);
  const endpoints = `${issuer}/protocol/openid-connect`;
  return new UserManager({
    authority: issuer,
    client_id: appConfig.oidc.clientId,
    redirect_uri: `${window.location.origin}/callback`,
    post_logout_redirect_uri: `${window.location.origin}/`,
    response_type: 'code',
    scope: 'openid',
    // Every journey asks for the password (OpenID Connect prompt=login): a session the provider
    // still keeps for this browser, e.g. the previous customer's on a shared phone, never logs in.
    prompt: 'login',
    // No user info: no screen shows the customer's name (the consent's envelope carries what the
    // screens show), and its round trip delayed the consent after the login (docs/decisions/084).
    loadUserInfo: false,
    automaticSilentRenew: false,
    monitorSession: false,
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
    stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
    metadata: {
      issuer,
      authorization_endpoint: `${endpoints}/auth`,
      token_endpoint: `${endpoints}/token`,
      userinfo_endpoint: `${endpoints}/userinfo`,
      end_session_endpoint: `${endpoints}/logout`,
      jwks_uri: `${endpoints}/certs`,
    },
  });
}

/** The client, its library fetched on first use (sagas `call` it: the promise is awaited for them). */
export function userManager(): Promise<UserManager> {
  const appConfig = config;
  if (!appConfig) return Promise.reject(new Error('OIDC client not configured'));
  manager ??= loadOidcLibrary().then(
    (library) => createUserManager(library, appConfig),
    (error: unknown) => {
      manager = null; // a lost connection must not break every later attempt
      throw error;
    },
  );
  return manager;
}

let codeExchange: Promise<User> | null = null;

/**
 * The login's return (`/callback`): the code exchanged for tokens, once per page.
 * main.ts starts it as soon as the configuration and the OIDC client are in, so the provider's round
 * trips run while the app's code downloads instead of after it (docs/decisions/084); the login
 * saga takes the same exchange's outcome. Once: a code is good for one exchange.
 */
export function exchangeLoginCode(): Promise<User> {
  codeExchange ??= userManager().then((client) => client.signinRedirectCallback());
  return codeExchange;
}

/** What the portal needs of the logged-in customer: a token for the BFF, and the name when the ID token carries one. */
export interface StoredSession {
  accessToken: string | null;
  userName: string | null;
}

/**
 * The customer's session as oidc-client-ts keeps it in sessionStorage (`oidc.user:{authority}:
 * {client_id}`, `User.toStorageString()`), read without the library; a unit test holds this reader
 * to the library's own writer. Expired or unreadable means not logged in, as `User.expired` does.
 */
export function storedSession(appConfig: AppConfig, nowSeconds = Date.now() / 1000): StoredSession | null {
  let raw: string | null = null;
  try {
    raw = window.sessionStorage.getItem(`oidc.user:${issuerOf(appConfig)}:${appConfig.oidc.clientId}`);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as { access_token?: unknown; expires_at?: unknown; profile?: { name?: unknown } };
    if (typeof stored.access_token !== 'string' || !stored.access_token) return null;
    if (typeof stored.expires_at === 'number' && stored.expires_at - nowSeconds <= 0) return null;
    return { accessToken: stored.access_token, userName: typeof stored.profile?.name === 'string' ? stored.profile.name : null };
  } catch {
    return null;
  }
}

/**
 * The ID token of the stored session, for the provider's logout (`id_token_hint`, sent in a form
 * POST: it carries the customer's CPF and must never go into a URL). Expired tokens still count:
 * the provider only needs to recognise its own token to end its session without asking.
 */
export function storedIdToken(appConfig: AppConfig): string | null {
  try {
    const raw = window.sessionStorage.getItem(`oidc.user:${issuerOf(appConfig)}:${appConfig.oidc.clientId}`);
    const stored = raw ? (JSON.parse(raw) as { id_token?: unknown }) : null;
    return typeof stored?.id_token === 'string' && stored.id_token ? stored.id_token : null;
  } catch {
    return null;
  }
}

/**
 * True when the tab holds a session whose access token is past its life by this device's clock.
 * No session at all is not "expired" here: the BFF answers 401 to a call without a token.
 */
export function sessionExpiredNow(appConfig: AppConfig, nowSeconds = Date.now() / 1000): boolean {
  try {
    const raw = window.sessionStorage.getItem(`oidc.user:${issuerOf(appConfig)}:${appConfig.oidc.clientId}`);
    if (!raw) return false;
    const stored = JSON.parse(raw) as { expires_at?: unknown };
    return typeof stored.expires_at === 'number' && stored.expires_at - nowSeconds <= 0;
  } catch {
    return false;
  }
}

/** The bearer token for BFF calls; kept in memory, restored from sessionStorage on reload. */
export const currentAccessToken = (): string | null => accessToken;

export function setSessionUser(user: { access_token: string; expired?: boolean } | null): void {
  accessToken = user && !user.expired ? user.access_token : null;
}

export function setAccessToken(token: string | null): void {
  accessToken = token;
}
