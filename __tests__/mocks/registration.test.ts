import fs from 'node:fs';
import { ORIGIN_PLACEHOLDER, portalRegistration, REALM_FILE, registrationFromRealm, readRealm } from '../../deploy/keycloak/registration';

/**
 * The embedded provider of `npm start` registers the portal exactly as the realm file a bank imports
 * into Keycloak (deploy/keycloak/openfinance-realm.json): the two registrations stay equal.
 */
const ORIGIN = 'http://127.0.0.1:8080';
type RawClient = { clientId: string; redirectUris: string[]; webOrigins: string[]; attributes: Record<string, string>; publicClient: boolean };

describe('the realm file and the embedded registration', () => {
  const raw = JSON.parse(fs.readFileSync(REALM_FILE, 'utf8').split(ORIGIN_PLACEHOLDER).join(ORIGIN)) as {
    accessTokenLifespan: number;
    accessCodeLifespan: number;
    ssoSessionMaxLifespan: number;
    defaultLocale: string;
    supportedLocales: string[];
    users?: unknown;
    clients: RawClient[];
  };
  const client = raw.clients.find((c) => c.clientId === 'consent-portal') as RawClient;
  const embedded = portalRegistration(ORIGIN, 'consent-portal');

  it('registers the same exact redirect and post-logout URIs, with no query and no wildcard', () => {
    expect(embedded.client.redirect_uris).toEqual(client.redirectUris);
    expect(embedded.client.post_logout_redirect_uris).toEqual(client.attributes['post.logout.redirect.uris']?.split('##'));
    expect(embedded.client.redirect_uris).toEqual([`${ORIGIN}/callback`]);
    expect(embedded.client.post_logout_redirect_uris).toEqual([`${ORIGIN}/`]);
    for (const uri of [...embedded.client.redirect_uris, ...embedded.client.post_logout_redirect_uris]) {
      expect(uri).not.toMatch(/[?*#]/);
    }
    expect(embedded.webOrigins).toEqual(client.webOrigins);
  });

  it('is a public client with PKCE S256 required and the code flow only', () => {
    expect(client.publicClient).toBe(true);
    expect(client.attributes['pkce.code.challenge.method']).toBe('S256');
    expect(embedded.client).toMatchObject({ token_endpoint_auth_method: 'none', grant_types: ['authorization_code'], response_types: ['code'] });
  });

  it('has the same token and session lifetimes and the pt-BR locale', () => {
    expect(embedded.ttl.AccessToken).toBe(raw.accessTokenLifespan);
    expect(embedded.ttl.IdToken).toBe(raw.accessTokenLifespan);
    expect(embedded.ttl.AuthorizationCode).toBe(raw.accessCodeLifespan);
    expect(embedded.ttl.Session).toBe(raw.ssoSessionMaxLifespan);
    expect(raw.defaultLocale).toBe('pt-BR');
    expect(raw.supportedLocales).toEqual(['pt-BR']);
  });

  it('carries no test users: they live in e2e/keycloak/test-users.json', () => {
    expect(raw.users).toBeUndefined();
  });

  it('refuses a realm whose client would not enforce PKCE S256 or is confidential', () => {
    const realm = readRealm(ORIGIN);
    const first = realm.clients[0] as (typeof realm.clients)[number];
    expect(() => registrationFromRealm({ ...realm, clients: [{ ...first, attributes: {} }] }, 'consent-portal')).toThrow(/PKCE S256/);
    expect(() => registrationFromRealm({ ...realm, clients: [{ ...first, publicClient: false }] }, 'consent-portal')).toThrow(/public client/);
  });
});
