import { UserManager, WebStorageStateStore, type User } from 'oidc-client-ts';
import { issuerOf, type AppConfig } from '../config/appConfig';

/**
 * The OpenID Connect client (INTERFACE §2): code flow with PKCE S256, scope openid, tokens in
 * sessionStorage only. The Keycloak endpoint layout is known, so login starts without a discovery
 * round trip.
 */
let manager: UserManager | null = null;
let accessToken: string | null = null;

export function createUserManager(config: AppConfig): UserManager {
  const issuer = issuerOf(config);
  const endpoints = `${issuer}/protocol/openid-connect`;
  manager = new UserManager({
    authority: issuer,
    client_id: config.oidc.clientId,
    redirect_uri: `${window.location.origin}/callback`,
    post_logout_redirect_uri: `${window.location.origin}/`,
    response_type: 'code',
    scope: 'openid',
    loadUserInfo: true,
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
  return manager;
}

export function userManager(): UserManager {
  if (!manager) throw new Error('OIDC client not created');
  return manager;
}

/** The bearer token for BFF calls; kept in memory, restored from sessionStorage on reload. */
export const currentAccessToken = (): string | null => accessToken;

export function setSessionUser(user: User | null): void {
  accessToken = user && !user.expired ? user.access_token : null;
}
