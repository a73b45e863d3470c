import fs from 'node:fs';
import {
  flowAuthenticators,
  freshLoginFlow,
  ORIGIN_PLACEHOLDER,
  portalRegistration,
  REALM_FILE,
  registrationFromRealm,
  readRealm,
  sharedPhoneProblems,
  SSO_AUTHENTICATORS,
  type Realm,
  type RealmExecution,
  type RealmFlow,
} from '../../deploy/keycloak/registration';

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

  it('turns refresh tokens off for the portal: nothing in the page can renew its access (decision 041)', () => {
    expect(client.attributes['use.refresh.tokens']).toBe('false');
    expect(embedded.client.grant_types).not.toContain('refresh_token');
  });

  it('binds the portal to a browser flow that shows the login form on every authorization request', () => {
    const realm = readRealm(ORIGIN);
    const portal = realm.clients.find((c) => c.clientId === 'consent-portal') as Realm['clients'][number];
    const flow = freshLoginFlow(realm, portal);
    expect(flow?.alias).toBe('consent-portal browser');
    const steps = flowAuthenticators(realm, flow as NonNullable<typeof flow>) ?? [];
    expect(steps).toContain('auth-username-password-form');
    expect(steps).not.toContain('auth-cookie');
  });

  it("asks every client for the password: the realm's browser flow and every flow of the file have no step that logs in on a left session (decision 068)", () => {
    const realm = readRealm(ORIGIN);
    const browser = realm.authenticationFlows?.find((f) => f.alias === realm.browserFlow);
    const steps = flowAuthenticators(realm, browser as NonNullable<typeof browser>) ?? [];
    expect(steps).toContain('auth-username-password-form');
    for (const flow of realm.authenticationFlows?.filter((f) => f.topLevel) ?? []) {
      expect({ flow: flow.alias, sso: (flowAuthenticators(realm, flow) ?? []).filter((step) => SSO_AUTHENTICATORS.includes(step)) }).toEqual({ flow: flow.alias, sso: [] });
    }
    expect(sharedPhoneProblems(realm)).toEqual([]);
  });

  it('lists the account console clients disabled, so that the import does not create them enabled (decision 068)', () => {
    const realm = readRealm(ORIGIN);
    for (const clientId of ['account', 'account-console']) {
      expect(realm.clients.find((c) => c.clientId === clientId)).toMatchObject({ enabled: false });
    }
  });

  it("names no one on Keycloak's page for a login over another customer's session", () => {
    const realm = JSON.parse(fs.readFileSync(REALM_FILE, 'utf8')) as { localizationTexts?: Record<string, Record<string, string>> };
    const text = realm.localizationTexts?.['pt-BR']?.differentUserAuthenticated ?? '';
    expect(text).toMatch(/\S/);
    // Keycloak's own text puts the previous customer's username (the CPF) at {0}.
    expect(text).not.toMatch(/\{\d\}/);
  });

  it('refuses a realm whose other clients could log in on a session left in the browser', () => {
    const realm = readRealm(ORIGIN);
    const cookie: RealmExecution = { authenticator: 'auth-cookie', authenticatorFlow: false, requirement: 'ALTERNATIVE', priority: 5 };
    const flows = realm.authenticationFlows ?? [];
    const withCookieInBrowser: Realm = {
      ...realm,
      authenticationFlows: flows.map((f) => (f.alias === realm.browserFlow ? { ...f, authenticationExecutions: [cookie, ...f.authenticationExecutions] } : f)),
    };
    expect(() => registrationFromRealm(withCookieInBrowser, 'consent-portal')).toThrow(/browser flow \(browser\) must ask for the password/);
    const browser = flows.find((f) => f.alias === realm.browserFlow) as RealmFlow;
    const spareCookieFlow: Realm = { ...realm, authenticationFlows: [...flows, { ...browser, alias: 'spare', authenticationExecutions: [cookie, ...browser.authenticationExecutions] }] };
    expect(() => registrationFromRealm(spareCookieFlow, 'consent-portal')).toThrow(/flow spare logs in without the form \(auth-cookie\)/);
    const accountEnabled: Realm = { ...realm, clients: realm.clients.map((c) => (c.clientId === 'account-console' ? { ...c, enabled: true } : c)) };
    expect(() => registrationFromRealm(accountEnabled, 'consent-portal')).toThrow(/client account-console must be listed and disabled/);
    const accountMissing: Realm = { ...realm, clients: realm.clients.filter((c) => c.clientId !== 'account') };
    expect(() => registrationFromRealm(accountMissing, 'consent-portal')).toThrow(/client account must be listed and disabled/);
  });

  it("keeps the realm's built-in flows: with a flow in the file Keycloak's import creates none of its own", () => {
    const realm = JSON.parse(fs.readFileSync(REALM_FILE, 'utf8')) as Realm & {
      browserFlow: string;
      directGrantFlow: string;
      registrationFlow: string;
      authenticatorConfig: { alias: string }[];
    };
    const flows = realm.authenticationFlows ?? [];
    const aliases = flows.map((f) => f.alias);
    expect(new Set(aliases).size).toBe(aliases.length);
    for (const binding of [realm.browserFlow, realm.directGrantFlow, realm.registrationFlow]) {
      expect(flows.find((f) => f.alias === binding)?.topLevel).toBe(true);
    }
    for (const flow of flows.filter((f) => f.topLevel)) expect(flowAuthenticators(realm, flow)).not.toBeNull();
    const configs = realm.authenticatorConfig.map((c) => c.alias);
    for (const execution of flows.flatMap((f) => f.authenticationExecutions as { authenticatorConfig?: string }[])) {
      if (execution.authenticatorConfig) expect(configs).toContain(execution.authenticatorConfig);
    }
  });

  it('refuses a realm that would let the portal log in without the form or hand it a refresh token', () => {
    const realm = readRealm(ORIGIN);
    const first = realm.clients[0] as (typeof realm.clients)[number];
    const withClient = (changes: Partial<typeof first>): Realm => ({ ...realm, clients: [{ ...first, ...changes }] });
    const { 'use.refresh.tokens': _refresh, ...withoutRefreshSetting } = first.attributes;
    expect(() => registrationFromRealm(withClient({ attributes: withoutRefreshSetting }), 'consent-portal')).toThrow(/refresh tokens/);
    expect(() => registrationFromRealm(withClient({ attributes: { ...first.attributes, 'use.refresh.tokens': 'true' } }), 'consent-portal')).toThrow(/refresh tokens/);
    expect(() => registrationFromRealm(withClient({ authenticationFlowBindingOverrides: {} }), 'consent-portal')).toThrow(/password every time/);
    // Bound to a copy of the realm's browser flow with Keycloak's SSO cookie step.
    const browser = realm.authenticationFlows?.find((f) => f.alias === 'browser') as NonNullable<Realm['authenticationFlows']>[number];
    const cookie: RealmExecution = { authenticator: 'auth-cookie', authenticatorFlow: false, requirement: 'ALTERNATIVE', priority: 5 };
    const withCookie: Realm = {
      ...withClient({ authenticationFlowBindingOverrides: { browser: 'with-cookie' } }),
      authenticationFlows: [...(realm.authenticationFlows ?? []), { ...browser, id: 'with-cookie', alias: 'with cookie', authenticationExecutions: [cookie, ...browser.authenticationExecutions] }],
    };
    expect(() => registrationFromRealm(withCookie, 'consent-portal')).toThrow(/password every time/);
  });

  it('refuses a realm whose client would not enforce PKCE S256 or is confidential', () => {
    const realm = readRealm(ORIGIN);
    const first = realm.clients[0] as (typeof realm.clients)[number];
    expect(() => registrationFromRealm({ ...realm, clients: [{ ...first, attributes: {} }] }, 'consent-portal')).toThrow(/PKCE S256/);
    expect(() => registrationFromRealm({ ...realm, clients: [{ ...first, publicClient: false }] }, 'consent-portal')).toThrow(/public client/);
  });
});
