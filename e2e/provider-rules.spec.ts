import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './support/test';
import { baseURL } from '../playwright.config';
import { smsCustomer, type CustomerKey } from './support/bank';
import { expectLoginForm, expectNothingOf, logInAtProvider, onKeycloak, pagesNaming, recordProviderPages } from './support/provider';

/**
 * The provider refuses what Keycloak refuses (issue #12): the same checks run against the simulated
 * bank's embedded provider (npm run test:e2e) and a real Keycloak 26 with the realm of
 * deploy/keycloak/ (npm run test:keycloak). The registration is the realm file's in both.
 */

const origin = () => new URL(test.info().project.use.baseURL ?? baseURL).origin;
const endpoint = (name: 'auth' | 'logout' | 'token') => `/idp/realms/openfinance/protocol/openid-connect/${name}`;
// RFC 7636 appendix B's verifier and challenge.
const VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

function authUrl(params: Record<string, string | null>) {
  const query = new URLSearchParams();
  const all: Record<string, string | null> = {
    client_id: 'consent-portal',
    response_type: 'code',
    scope: 'openid',
    redirect_uri: `${origin()}/callback`,
    state: 'st-1',
    nonce: 'n-1',
    code_challenge: CHALLENGE,
    code_challenge_method: 'S256',
    ...params,
  };
  for (const [key, value] of Object.entries(all)) if (value !== null) query.set(key, value);
  return `${endpoint('auth')}?${query.toString()}`;
}

const noFollow = (api: APIRequestContext, url: string) => api.get(url, { maxRedirects: 0 });

/**
 * A provider session as a tab closed right after the login leaves it: the portal's scripts stay out
 * of /callback (a route cannot stub a page reached by a redirect, but it can refuse the page's own
 * requests), so the code is never exchanged and the portal never ends the session (decision 068).
 */
const portalFiles = (url: URL) => url.origin === origin() && /^\/(assets\/|config\.json$)/.test(url.pathname);
async function liveSessionWithoutThePortal(page: Page, customer: CustomerKey) {
  await page.route(portalFiles, (route) => route.abort());
  await page.goto(authUrl({}));
  await logInAtProvider(page, customer);
  await expect(page).toHaveURL(/\/callback\?/);
  await page.unroute(portalFiles);
}

test.describe('authorization requests', () => {
  test('a redirect_uri with a per-journey query is refused, with no redirect to it', async ({ request }) => {
    const response = await noFollow(request, authUrl({ redirect_uri: `${origin()}/callback?intent_id=urn:x` }));
    expect(response.status()).toBe(400);
    expect(response.headers().location).toBeUndefined();
  });

  for (const [name, params] of [
    ['without PKCE', { code_challenge: null, code_challenge_method: null }],
    ['with PKCE plain', { code_challenge: 'a'.repeat(43), code_challenge_method: 'plain' }],
  ] as const) {
    test(`a request ${name} returns to the portal with invalid_request and no code`, async ({ request }) => {
      const response = await noFollow(request, authUrl(params));
      expect([302, 303]).toContain(response.status());
      const location = new URL(response.headers().location ?? '', origin());
      expect(`${location.origin}${location.pathname}`).toBe(`${origin()}/callback`);
      expect(location.searchParams.get('error')).toBe('invalid_request');
      expect(location.searchParams.get('code')).toBeNull();
    });
  }

  // The realm turns refresh tokens off for the portal (use.refresh.tokens); offline_access, an
  // optional scope of every Keycloak client, is the one request that could still ask for one.
  test('the token response holds no refresh token, not even for scope offline_access', async ({ page }) => {
    // The portal must not take this code: its scripts stay out of /callback (a route cannot stub a
    // page reached by a redirect, but it can refuse the page's own requests).
    await page.route((url) => url.origin === origin() && /^\/(assets\/|config\.json$)/.test(url.pathname), (route) => route.abort());
    await page.goto(authUrl({ scope: 'openid offline_access' }));
    await logInAtProvider(page, smsCustomer());
    await expect(page).toHaveURL(/\/callback\?/);
    const code = new URL(page.url()).searchParams.get('code');
    expect(code).toBeTruthy();
    const response = await page.request.post(endpoint('token'), {
      form: { grant_type: 'authorization_code', client_id: 'consent-portal', code: code ?? '', redirect_uri: `${origin()}/callback`, code_verifier: VERIFIER },
    });
    expect(response.status()).toBe(200);
    const tokens = (await response.json()) as Record<string, unknown>;
    expect(typeof tokens.access_token).toBe('string');
    expect(Object.keys(tokens)).not.toContain('refresh_token');
  });

  test('a post_logout_redirect_uri with a per-journey query is refused', async ({ request }) => {
    const query = new URLSearchParams({ client_id: 'consent-portal', post_logout_redirect_uri: `${origin()}/?intent_id=urn:x` });
    const response = await noFollow(request, `${endpoint('logout')}?${query.toString()}`);
    expect(response.status()).toBe(400);
    expect(response.headers().location).toBeUndefined();
  });
});

test.describe('a browser with a live provider session', () => {
  // The session is no longer a way in (docs/decisions/041): the portal asks for prompt=login, but the
  // provider asks for the password whether or not a request does, so a request with the parameter
  // deleted logs no one in as the previous customer. The portal ends the session after its login
  // (decision 068); these requests meet one the portal never got to end.
  test('the session never stands in for the password: without prompt, with prompt=login or max_age=0 the login form; prompt=none login_required', async ({ page }) => {
    await liveSessionWithoutThePortal(page, smsCustomer());
    const withoutPrompt = await noFollow(page.request, authUrl({}));
    // A boolean, so that a failure does not print the code.
    expect(/[?&]code=/.test(withoutPrompt.headers().location ?? ''), 'a code without the login form').toBe(false);
    // prompt=none (log in only if no form is needed) always ends in login_required, with no code.
    const silent = await noFollow(page.request, authUrl({ prompt: 'none' }));
    expect([302, 303]).toContain(silent.status());
    const location = new URL(silent.headers().location ?? '', origin());
    expect(`${location.origin}${location.pathname}`).toBe(`${origin()}/callback`);
    expect(location.searchParams.get('error')).toBe('login_required');
    expect(location.searchParams.get('code')).toBeNull();
    const requests: Record<string, string>[] = [{}, { prompt: 'login' }, { max_age: '0' }];
    for (const params of requests) {
      await page.goto(authUrl(params));
      await expectLoginForm(page);
    }
  });

  test('a logout without id_token_hint asks for confirmation instead of returning', async ({ page }) => {
    await liveSessionWithoutThePortal(page, smsCustomer());
    const query = new URLSearchParams({ client_id: 'consent-portal', post_logout_redirect_uri: `${origin()}/` });
    await page.goto(`${endpoint('logout')}?${query.toString()}`);
    await expect(page).toHaveURL(/\/protocol\/openid-connect\/logout/);
    const confirm = onKeycloak() ? page.locator('#kc-logout') : page.getByText('Deseja sair da sua conta?');
    await expect(confirm).toBeVisible();
  });
});

// Issue 42, point 6 (docs/decisions/068): the portal ends the provider's session as soon as it has its
// tokens, so a tab closed mid-journey leaves none. A tab closed between the provider's login and the
// portal's callback still does: the session stays alive, and no page of the provider may show it to
// the next person, whatever client they open.
test.describe("a session left alive by a tab closed right after the provider's login", () => {
  test("the account console shows nothing of that customer, and the next one's login names no one", async ({ page }) => {
    // Customers no other test of these specs logs in, so that a parallel worker never shares them.
    const first = 'joao';
    const next = 'ana';
    await liveSessionWithoutThePortal(page, first);
    const context = page.context();
    await page.close();

    const providerPages = recordProviderPages(context);
    const tab = await context.newPage();
    const accountConsole = await tab.goto('/idp/realms/openfinance/account');
    if (onKeycloak()) expect(accountConsole?.status()).toBe(404);
    await expectNothingOf(tab, first);

    // The portal stays out of this tab's /callback too: the test reads the provider's answer.
    await tab.route(portalFiles, (route) => route.abort());
    await tab.goto(authUrl({ state: 'st-2' }));
    await expectLoginForm(tab);
    if (onKeycloak()) await expect(tab.locator('#username')).toHaveValue('');
    await expectNothingOf(tab, first);
    await logInAtProvider(tab, next);
    if (onKeycloak()) {
      // Keycloak refuses a login over another customer's live session; the realm's text names no one.
      await expect(tab.getByText('Há um acesso anterior aberto neste navegador.')).toBeVisible();
    } else {
      // oidc-provider ends the other session and logs the next customer in.
      await expect(tab).toHaveURL(/\/callback\?/);
    }
    await expectNothingOf(tab, first);
    await expect.poll(() => providerPages.length).toBeGreaterThan(0);
    expect(pagesNaming(providerPages, first)).toEqual([]);
  });
});
