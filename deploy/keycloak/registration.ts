/**
 * The portal's registration at the identity provider, read from the realm file a bank imports into
 * Keycloak (deploy/keycloak/openfinance-realm.json). The simulated bank's embedded provider
 * (mocks/idp.ts) registers the portal from this same file, so `npm start` enforces what Keycloak
 * enforces: exact redirect and post-logout URIs, PKCE S256, a public client, the same lifetimes, a
 * login form on every authorization request and no refresh token (docs/decisions/041), and refuses a
 * realm whose other clients could reuse a session left on a shared phone (docs/decisions/068).
 *
 * The realm file writes the portal's origin as `${PORTAL_ORIGIN}`: Keycloak replaces such
 * placeholders with environment variables when it imports the file; this reader does the same.
 */
import fs from 'node:fs';
import path from 'node:path';

export const REALM_FILE = path.resolve(__dirname, 'openfinance-realm.json');
export const ORIGIN_PLACEHOLDER = '${PORTAL_ORIGIN}';

/** The parts of Keycloak's realm representation this project sets. */
export interface RealmClient {
  clientId: string;
  /** Keycloak's default is true. */
  enabled?: boolean;
  publicClient: boolean;
  standardFlowEnabled: boolean;
  implicitFlowEnabled: boolean;
  directAccessGrantsEnabled: boolean;
  redirectUris: string[];
  webOrigins: string[];
  attributes: Record<string, string>;
  /** Flow ids by binding (`browser`, `direct_grant`): this client's flows instead of the realm's. */
  authenticationFlowBindingOverrides?: Record<string, string>;
}

export interface RealmExecution {
  authenticator?: string;
  authenticatorFlow: boolean;
  flowAlias?: string;
  requirement: string;
  priority: number;
}

export interface RealmFlow {
  /** Only a flow a client override names needs one: Keycloak maps it to the id it creates. */
  id?: string;
  alias: string;
  topLevel: boolean;
  authenticationExecutions: RealmExecution[];
}

export interface Realm {
  realm: string;
  defaultLocale: string;
  supportedLocales: string[];
  accessTokenLifespan: number;
  accessCodeLifespan: number;
  accessCodeLifespanLogin: number;
  ssoSessionIdleTimeout: number;
  ssoSessionMaxLifespan: number;
  clients: RealmClient[];
  authenticationFlows?: RealmFlow[];
  /** The alias of the realm's browser flow, for every client without an override of its own. */
  browserFlow?: string;
}

/**
 * The clients Keycloak creates in every imported realm that a customer's browser can log in to on
 * their own: the account console, which shows the logged-in customer's name, e-mail and username
 * (the CPF). The realm file lists them disabled so that the import does not create them enabled.
 */
export const ACCOUNT_CLIENTS = ['account', 'account-console'];

/** The realm file with `${PORTAL_ORIGIN}` replaced, as Keycloak imports it. */
export function readRealm(portalOrigin: string, file = REALM_FILE): Realm {
  const text = fs.readFileSync(file, 'utf8');
  return JSON.parse(text.split(ORIGIN_PLACEHOLDER).join(portalOrigin)) as Realm;
}

/** What the embedded provider needs: the client's metadata (oidc-provider names) and lifetimes. */
export interface Registration {
  realm: string;
  client: {
    client_id: string;
    token_endpoint_auth_method: 'none';
    grant_types: string[];
    response_types: ['code'];
    redirect_uris: string[];
    post_logout_redirect_uris: string[];
  };
  webOrigins: string[];
  pkceMethod: string;
  locale: string;
  ttl: { AccessToken: number; IdToken: number; AuthorizationCode: number; Interaction: number; Session: number; Grant: number };
}

/**
 * The authenticators a flow runs, its sub-flows' included (disabled steps left out), or null when it
 * names a flow the realm file does not hold.
 */
export function flowAuthenticators(realm: Realm, flow: RealmFlow, seen = new Set<string>()): string[] | null {
  if (seen.has(flow.alias)) return null;
  seen.add(flow.alias);
  const found: string[] = [];
  for (const execution of flow.authenticationExecutions) {
    if (execution.requirement === 'DISABLED') continue;
    if (execution.authenticatorFlow) {
      const sub = realm.authenticationFlows?.find((f) => f.alias === execution.flowAlias);
      const inner = sub ? flowAuthenticators(realm, sub, seen) : null;
      if (!inner) return null;
      found.push(...inner);
    } else if (execution.authenticator) {
      found.push(execution.authenticator);
    }
  }
  return found;
}

/**
 * The browser flow the realm binds to this client, when it asks for the password on every
 * authorization request: a flow of the file with the username and password form and none of the
 * steps that log in without it (Keycloak's SSO cookie, Kerberos, a redirect to another provider).
 */
export function freshLoginFlow(realm: Realm, client: RealmClient): RealmFlow | undefined {
  const id = client.authenticationFlowBindingOverrides?.browser;
  const flow = realm.authenticationFlows?.find((f) => id !== undefined && f.id === id && f.topLevel);
  return flow && asksForThePassword(realm, flow) ? flow : undefined;
}

/** The flow shows the username and password form and runs no step that logs in without it. */
function asksForThePassword(realm: Realm, flow: RealmFlow): boolean {
  const steps = flowAuthenticators(realm, flow);
  if (!steps?.includes('auth-username-password-form')) return false;
  return !steps.some((step) => SSO_AUTHENTICATORS.includes(step));
}

/**
 * What a shared phone needs of the whole realm, beyond the portal's client (issue 42, point 6;
 * docs/decisions/068): the realm's own browser flow asks for the password too, no flow of the file
 * can log in on a session left in the browser (whatever client a bank binds it to later), and the
 * account console is disabled. An empty list means the realm is fit.
 */
export function sharedPhoneProblems(realm: Realm): string[] {
  const problems: string[] = [];
  const alias = realm.browserFlow ?? 'browser';
  const browser = realm.authenticationFlows?.find((f) => f.alias === alias && f.topLevel);
  if (!browser || !asksForThePassword(realm, browser)) problems.push(`the realm's browser flow (${alias}) must ask for the password every time`);
  for (const flow of realm.authenticationFlows?.filter((f) => f.topLevel) ?? []) {
    const sso = (flowAuthenticators(realm, flow) ?? []).filter((step) => SSO_AUTHENTICATORS.includes(step));
    if (sso.length > 0) problems.push(`flow ${flow.alias} logs in without the form (${sso.join(', ')})`);
  }
  for (const clientId of ACCOUNT_CLIENTS) {
    const client = realm.clients.find((c) => c.clientId === clientId);
    if (!client || client.enabled !== false) problems.push(`client ${clientId} must be listed and disabled`);
  }
  return problems;
}

/** Keycloak authenticators that can end a browser login without this bank's password form. */
export const SSO_AUTHENTICATORS = ['auth-cookie', 'auth-spnego', 'identity-provider-redirector', 'organization', 'auth-x509-client-username-form'];

/** Keycloak keeps several post-logout URIs in one attribute, separated by `##`. */
export const splitUris = (attribute: string | undefined): string[] => (attribute ? attribute.split('##').filter(Boolean) : []);

export function registrationFromRealm(realm: Realm, clientId: string): Registration {
  const client = realm.clients.find((c) => c.clientId === clientId);
  if (!client) throw new Error(`Client ${clientId} is not in realm ${realm.realm}`);
  if (!client.publicClient || !client.standardFlowEnabled || client.implicitFlowEnabled || client.directAccessGrantsEnabled) {
    throw new Error(`Client ${clientId} must be a public client with the authorization code flow only`);
  }
  const pkceMethod = client.attributes['pkce.code.challenge.method'] ?? '';
  if (pkceMethod !== 'S256') throw new Error(`Client ${clientId} must require PKCE S256`);
  if (client.attributes['use.refresh.tokens'] !== 'false') throw new Error(`Client ${clientId} must not receive refresh tokens (use.refresh.tokens)`);
  if (!freshLoginFlow(realm, client)) throw new Error(`Client ${clientId} must be bound to a browser flow that asks for the password every time`);
  const problems = sharedPhoneProblems(realm);
  if (problems.length > 0) throw new Error(`Realm ${realm.realm} would let one customer's session reach the next: ${problems.join('; ')}`);
  return {
    realm: realm.realm,
    client: {
      client_id: client.clientId,
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code'],
      response_types: ['code'],
      redirect_uris: [...client.redirectUris],
      post_logout_redirect_uris: splitUris(client.attributes['post.logout.redirect.uris']),
    },
    webOrigins: [...client.webOrigins],
    pkceMethod,
    locale: realm.defaultLocale,
    ttl: {
      AccessToken: realm.accessTokenLifespan,
      IdToken: realm.accessTokenLifespan,
      AuthorizationCode: realm.accessCodeLifespan,
      Interaction: realm.accessCodeLifespanLogin,
      Session: realm.ssoSessionMaxLifespan,
      Grant: realm.ssoSessionMaxLifespan,
    },
  };
}

/** The registration for a portal served at `portalOrigin` (the simulated bank's PUBLIC_URL). */
export const portalRegistration = (portalOrigin: string, clientId: string): Registration => registrationFromRealm(readRealm(portalOrigin), clientId);
