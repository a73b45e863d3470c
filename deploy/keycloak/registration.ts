/**
 * The portal's registration at the identity provider, read from the realm file a bank imports into
 * Keycloak (deploy/keycloak/openfinance-realm.json). The simulated bank's embedded provider
 * (mocks/idp.ts) registers the portal from this same file, so `npm start` enforces what Keycloak
 * enforces: exact redirect and post-logout URIs, PKCE S256, a public client, the same lifetimes.
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
  publicClient: boolean;
  standardFlowEnabled: boolean;
  implicitFlowEnabled: boolean;
  directAccessGrantsEnabled: boolean;
  redirectUris: string[];
  webOrigins: string[];
  attributes: Record<string, string>;
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
}

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
