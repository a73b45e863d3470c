import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './support/test';
import { baseURL } from '../playwright.config';
import { smsCustomer } from './support/bank';
import { onKeycloak, startJourneyAtProvider } from './support/provider';

/**
 * The provider refuses what Keycloak refuses (issue #12): the same checks run against the simulated
 * bank's embedded provider (npm run test:e2e) and a real Keycloak 26 with the realm of
 * deploy/keycloak/ (npm run test:keycloak). The registration is the realm file's in both.
 */

const origin = () => new URL(test.info().project.use.baseURL ?? baseURL).origin;
const endpoint = (name: 'auth' | 'logout') => `/idp/realms/openfinance/protocol/openid-connect/${name}`;
// RFC 7636 appendix B's verifier and challenge.
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

  test('a post_logout_redirect_uri with a per-journey query is refused', async ({ request }) => {
    const query = new URLSearchParams({ client_id: 'consent-portal', post_logout_redirect_uri: `${origin()}/?intent_id=urn:x` });
    const response = await noFollow(request, `${endpoint('logout')}?${query.toString()}`);
    expect(response.status()).toBe(400);
    expect(response.headers().location).toBeUndefined();
  });
});

test.describe('a browser with a live provider session', () => {
  test('SSO logs in without a password, unless prompt=login or max_age=0 asks for a new one', async ({ page }) => {
    await startJourneyAtProvider(page, 'pix-imediato', smsCustomer());
    await expect(page).toHaveURL(/\/pix$/);
    const sso = await noFollow(page.request, authUrl({}));
    expect([302, 303]).toContain(sso.status());
    expect(sso.headers().location ?? '').toMatch(/\/callback\?.*code=/);
    const freshLogins: Record<string, string>[] = [{ prompt: 'login' }, { max_age: '0' }];
    for (const fresh of freshLogins) {
      await page.goto(authUrl(fresh));
      await expect(onKeycloak() ? page.locator('#password') : page.getByLabel('Senha')).toBeVisible();
    }
  });

  test('a logout without id_token_hint asks for confirmation instead of returning', async ({ page }) => {
    await startJourneyAtProvider(page, 'pix-imediato', smsCustomer());
    await expect(page).toHaveURL(/\/pix$/);
    const query = new URLSearchParams({ client_id: 'consent-portal', post_logout_redirect_uri: `${origin()}/` });
    await page.goto(`${endpoint('logout')}?${query.toString()}`);
    await expect(page).toHaveURL(/\/protocol\/openid-connect\/logout/);
    const confirm = onKeycloak() ? page.locator('#kc-logout') : page.getByText('Deseja sair da sua conta?');
    await expect(confirm).toBeVisible();
  });
});
