import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/test';
import { CUSTOMERS, consentRecord, createConsent, logIn, smsCustomer } from './support/bank';
import { confirmWithSms, isPortalUrl, watchMainFrame } from './support/guards';

/**
 * Issue "Hardened": the login's code and state never stay in the portal's URL, tokens live only in
 * this tab's sessionStorage and only travel in the Authorization header, and nothing of the
 * customer's secrets (CPF, SMS code, token) reaches a URL or the console. The journey's storage is
 * cleared when it ends, and on logout.
 */

interface Storage {
  local: number;
  session: Record<string, string>;
}

const storageOf = (page: Page): Promise<Storage> =>
  page.evaluate(() => {
    const session: Record<string, string> = {};
    for (let i = 0; i < sessionStorage.length; i += 1) {
      const key = sessionStorage.key(i) as string;
      session[key] = sessionStorage.getItem(key) ?? '';
    }
    return { local: localStorage.length, session };
  });

const oidcUserKeys = (s: Storage) => Object.keys(s.session).filter((k) => k.startsWith('oidc.user:'));

/** The access token oidc-client-ts keeps in sessionStorage. */
function accessTokenOf(s: Storage): string {
  const [key] = oidcUserKeys(s);
  expect(key, 'an oidc user entry in sessionStorage').toBeTruthy();
  const token = (JSON.parse(s.session[key as string] as string) as { access_token?: string }).access_token;
  expect(token, 'an access token in the oidc user entry').toBeTruthy();
  return token as string;
}

/** At a portal screen: no code/state in the URL, nothing in localStorage, the tokens in sessionStorage. */
async function expectCleanScreen(page: Page, path: RegExp): Promise<Storage> {
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const href = await page.evaluate(() => window.location.href);
  const params = new URL(href).searchParams;
  expect(params.has('code'), `code in ${href}`).toBe(false);
  expect(params.has('state'), `state in ${href}`).toBe(false);
  const storage = await storageOf(page);
  expect(storage.local, `localStorage entries at ${href}`).toBe(0);
  expect(oidcUserKeys(storage), `oidc user entry at ${href}`).toHaveLength(1);
  return storage;
}

interface SeenRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
}

function watchRequests(page: Page): SeenRequest[] {
  const seen: SeenRequest[] = [];
  page.on('request', (request: Request) => {
    seen.push({ url: request.url(), method: request.method(), headers: request.headers(), body: request.postData() ?? '' });
  });
  return seen;
}

test('the journey keeps code, state, tokens, CPF and SMS code out of URLs, console and localStorage', async ({ page, baseURL }) => {
  const origin = new URL(baseURL as string).origin;
  await page.clock.install();
  const urls = watchMainFrame(page);
  const requests = watchRequests(page);
  const consoleLines: string[] = [];
  page.on('console', (m) => consoleLines.push(m.text()));

  const customer = smsCustomer();
  const { consentId, portalUrl } = await createConsent(page.request, 'pix-imediato', customer);
  await page.goto(portalUrl);
  await logIn(page, customer);

  const onPix = await expectCleanScreen(page, /\/pix$/);
  const token = accessTokenOf(onPix);
  expect(onPix.session['portal.intentId']).toBe(consentId);

  const sentAfter = Date.now() - 1000;
  await page.getByRole('button', { name: 'Confirmar transação' }).click();
  await expectCleanScreen(page, /\/segredo$/);
  const smsCode = await confirmWithSms(page, customer, sentAfter);

  const onRedirect = await expectCleanScreen(page, /\/redirect$/);
  expect(accessTokenOf(onRedirect)).toBe(token);
  await page.clock.fastForward(5000);
  await expect(page).toHaveURL(/\/iniciadora\/retorno/);
  await expect(page.getByText('Status do consentimento: AUTHORISED')).toBeVisible();
  expect((await consentRecord(page.request, consentId)).decisions).toBe(1);

  // The journey ended at the initiator: nothing of it stays on the portal's origin. From here the
  // checks are soft, so one run reports every kind of leak at once.
  await page.goto('/config.json');
  expect.soft(await page.evaluate(() => ({ session: sessionStorage.length, local: localStorage.length }))).toEqual({ session: 0, local: 0 });

  // The login returned through /callback with code and state, and every portal URL after it had neither.
  const callbackAt = urls.findIndex((u) => u.startsWith(`${origin}/callback?`));
  expect(callbackAt, `a /callback with code and state in ${JSON.stringify(urls)}`).toBeGreaterThanOrEqual(0);
  expect(new URL(urls[callbackAt] as string).searchParams.has('code')).toBe(true);
  // Chromium may report the /callback document more than once; it is processed when the URL first moves on.
  const processedAt = urls.findIndex((u, i) => i > callbackAt && !u.startsWith(`${origin}/callback`));
  expect(processedAt, 'the portal moved on from /callback').toBeGreaterThan(callbackAt);
  expect.soft(new URL(urls[processedAt] as string).pathname).toBe('/carregando');
  const afterCallback = urls.slice(processedAt).filter((u) => isPortalUrl(u, origin));
  expect.soft(afterCallback.map((u) => new URL(u).pathname)).toEqual(expect.arrayContaining(['/carregando', '/pix', '/segredo', '/redirect']));
  for (const url of afterCallback) {
    const params = new URL(url).searchParams;
    expect.soft(params.has('code') || params.has('state'), `code or state in ${url}`).toBe(false);
  }

  // No secret in any requested URL; the token only as the bearer of the bank's API and userinfo.
  const cpf = CUSTOMERS[customer].cpf;
  const cpfDigits = cpf.replace(/\D/g, '');
  const secrets = { cpf, cpfDigits, smsCode, token };
  for (const request of requests) {
    const url = decodeURIComponent(request.url);
    for (const [name, value] of Object.entries(secrets)) expect.soft(url.includes(value), `${name} in ${request.method} ${request.url}`).toBe(false);
    for (const [header, value] of Object.entries(request.headers)) {
      if (!value.includes(token)) continue;
      const path = new URL(request.url).pathname;
      const bearerAllowed = path.startsWith('/api/') || path.endsWith('/protocol/openid-connect/userinfo');
      expect.soft(header, `token in header ${header} of ${request.method} ${path}`).toBe('authorization');
      expect.soft(bearerAllowed, `token sent to ${request.method} ${path}`).toBe(true);
      expect.soft(value).toBe(`Bearer ${token}`);
    }
    expect.soft(request.body.includes(token), `token in the body of ${request.method} ${request.url}`).toBe(false);
  }
  const apiCalls = requests.filter((r) => new URL(r.url).pathname.startsWith('/api/canais/'));
  expect.soft(apiCalls.length).toBeGreaterThan(0);
  for (const call of apiCalls) expect.soft(call.headers.authorization, `${call.method} ${call.url}`).toBe(`Bearer ${token}`);

  // The console: the fixture checks CPF and token patterns; the SMS code and the raw token too.
  for (const value of [smsCode, token, cpfDigits]) expect.soft(consoleLines.filter((l) => l.includes(value))).toEqual([]);
});

/**
 * Scenario erro-carga-422 (another customer's CPF): the alert page offers 'Acessar outra conta'. Logs
 * in, reads the tokens, logs out through the provider (its 'Sair' page) and stops at the new login.
 */
async function logOutFromAlertPage(page: Page, origin: string) {
  const urls = watchMainFrame(page);
  const requests = watchRequests(page);
  const customer = smsCustomer();
  const { consentId, portalUrl } = await createConsent(page.request, 'erro-carga-422', customer);
  await page.goto(portalUrl);
  await logIn(page, customer);

  const before = await expectCleanScreen(page, /\/responses\/alerta$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Não é possível continuar' })).toBeVisible();
  const oldToken = accessTokenOf(before);
  const [oldUserKey] = oidcUserKeys(before);
  const oldUserEntry = before.session[oldUserKey as string] as string;
  const oldIdToken = (JSON.parse(oldUserEntry) as { id_token: string }).id_token;

  const navigatedBefore = urls.length;
  const requestedBefore = requests.length;
  await page.getByRole('button', { name: 'Acessar outra conta' }).click();
  // The provider asks to confirm the logout while its session is alive.
  const sair = page.getByRole('button', { name: 'Sair' });
  await expect(sair.or(page.getByLabel('CPF'))).toBeVisible();
  if (await sair.isVisible()) {
    // The portal cleared the tab before leaving (the provider's page shares the origin here).
    expect(oidcUserKeys(await storageOf(page))).toEqual([]);
    await sair.click();
  }
  // The entry went on to a fresh login.
  await expect(page.getByLabel('CPF')).toBeVisible();
  return {
    customer,
    consentId,
    // The provider returns to the exactly registered `{origin}/` (Keycloak refuses a per-journey
    // query); the intent waited in the tab's sessionStorage (docs/decisions/010).
    entry: `${origin}/`,
    oldToken,
    oldIdToken,
    oldUserEntry,
    urls: urls.slice(navigatedBefore),
    requests: requests.slice(requestedBefore),
  };
}

test("logout from the alert page ('Acessar outra conta') clears the tokens and returns to the entry with the intent", async ({
  page,
  baseURL,
}) => {
  const out = await logOutFromAlertPage(page, new URL(baseURL as string).origin);
  expect(out.urls, 'back at the portal entry with the intent').toContain(out.entry);

  const afterLogout = await storageOf(page);
  expect(oidcUserKeys(afterLogout), 'oidc user entry after logout').toEqual([]);
  expect(Object.values(afterLogout.session).filter((v) => v.includes(out.oldToken) || v === out.oldUserEntry)).toEqual([]);
  expect(afterLogout.session['portal.intentId']).toBe(out.consentId);
  expect(afterLogout.local).toBe(0);
  for (const request of out.requests) expect(request.url.includes(out.oldToken), `access token in ${request.url}`).toBe(false);

  // The provider's logout ended the grant: the old token no longer opens the bank's API.
  const withOldToken = await page.request.get(`/api/canais/v1/consentimento/${encodeURIComponent(out.consentId)}`, {
    headers: { Authorization: `Bearer ${out.oldToken}`, Accept: 'application/json' },
  });
  expect(withOldToken.status()).toBe(401);

  // Logging in again starts a new session with a new token, for the same intent.
  await logIn(page, out.customer);
  const again = await expectCleanScreen(page, /\/responses\/alerta$/);
  expect(accessTokenOf(again)).not.toBe(out.oldToken);
  expect(again.session['portal.intentId']).toBe(out.consentId);
});

test('the logout URL carries no id token (its `sub` is the CPF)', async ({ page, baseURL }) => {
  // An id_token_hint would put the id token (CPF and name inside) in the logout URL: browser
  // history, proxy and provider logs. Without it oidc-client-ts sends client_id.
  const out = await logOutFromAlertPage(page, new URL(baseURL as string).origin);
  const leaking = out.requests.map((r) => r.url).filter((url) => url.includes(out.oldIdToken) || /eyJ[\w-]{10,}\./.test(url));
  expect(leaking).toEqual([]);
});
