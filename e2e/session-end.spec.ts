import type { Page } from '@playwright/test';
import { test, expect } from './support/test';
import { consentRecord, createConsent, latestSmsCode, smsCustomer } from './support/bank';
import { confirmButton, expectBackAtInitiator, expectResult, isPaymentAuthorise, pixToSecurity, recordRequests, typeSmsCode } from './support/journey';
import {
  expectLoginForm,
  expectNothingOf,
  logInAtProvider,
  onKeycloak,
  pagesNaming,
  recordProviderPages,
  startJourneyAtProvider,
  watchLogoutConfirmations,
} from './support/provider';

/**
 * Sign-in and sign-out as a real Keycloak does them (issue #12, docs/decisions/010): every journey
 * asks for the password, every journey's end ends the provider's session too (no confirmation page
 * on the way), and an expired session at Confirmar ends in a clear screen with one decision or none.
 * Runs against the embedded provider (npm run test:e2e) and a real Keycloak (npm run test:keycloak).
 */

const BANK_WEBSITE = /^https:\/\/www\.cooperativaexemplo\.com\.br\//;
const stubBankWebsite = (page: Page) =>
  page.route(BANK_WEBSITE, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: '<!doctype html><title>Site do banco</title><h1>Site da cooperativa</h1>' }),
  );
/** The payment source shown on the Pix screen: each customer's own account (mocks/customers.ts). */
const ACCOUNT = { maria: '12345-6', carlos: '45678-9' } as const;

// Maria and Carlos both take part in these journeys: one at a time. Only the expiry journey reads an
// SMS code, of this worker's own customer (smsCustomer), so no parallel test reads the same outbox.
test.describe.configure({ mode: 'serial' });

test('two journeys in a row in one browser: the second asks for a password and shows only Carlos\'s consent', async ({ page }) => {
  const confirmations = watchLogoutConfirmations(page);
  await page.clock.install();
  const maria = await startJourneyAtProvider(page, 'pix-imediato', 'maria');
  await expect(page).toHaveURL(/\/pix$/);
  await expect(page.getByRole('main').getByText(ACCOUNT.maria)).toBeVisible();
  // Maria refuses and is sent back to the initiator: her journey is over.
  await page.getByRole('button', { name: 'Cancelar transação' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sim, cancelar' }).click();
  await expectBackAtInitiator(page, 'REJECTED');
  expect((await consentRecord(page.request, maria)).decisions).toBe(1);

  // Carlos, next in the queue, on the same browser: the provider asks for a password.
  const carlos = await createConsent(page.request, 'pix-imediato', 'carlos');
  await page.goto(carlos.portalUrl);
  await logInAtProvider(page, 'carlos');
  await expect(page).toHaveURL(/\/pix$/);
  await expect(page.getByRole('main').getByText(ACCOUNT.carlos)).toBeVisible();
  await expect(page.getByText(ACCOUNT.maria)).toHaveCount(0);
  await expect(page.getByText('Maria Oliveira')).toHaveCount(0);
  expect((await consentRecord(page.request, carlos.consentId)).decisions).toBe(0);
  expect(confirmations).toEqual([]);
});

test("'Sair' ends the provider's session: the next authorization request shows the login form", async ({ page }) => {
  const confirmations = watchLogoutConfirmations(page);
  await stubBankWebsite(page);
  await startJourneyAtProvider(page, 'erro-carga-422', 'maria');
  await expectResult(page, /\/responses\/alerta$/, 'Não é possível continuar');
  await page.getByRole('button', { name: 'Sair', exact: true }).click();
  await expect(page).toHaveURL(BANK_WEBSITE);
  await expect(page.getByRole('heading', { name: 'Site da cooperativa' })).toBeVisible();
  await page.goto('/config.json');
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);

  const next = await createConsent(page.request, 'pix-imediato', 'carlos');
  await page.goto(next.portalUrl);
  await expectLoginForm(page);
  expect(confirmations).toEqual([]);
});

test("'Acessar outra conta' goes straight to a fresh login for the same intent, with no confirmation page", async ({ page }) => {
  const confirmations = watchLogoutConfirmations(page);
  const consentId = await startJourneyAtProvider(page, 'erro-carga-422', 'maria');
  await expectResult(page, /\/responses\/alerta$/, 'Não é possível continuar');
  await page.getByRole('button', { name: 'Acessar outra conta' }).click();
  await logInAtProvider(page, 'carlos');
  // The same intent, loaded again for the other account.
  await expectResult(page, /\/responses\/alerta$/, 'Não é possível continuar');
  await expect.poll(async () => (await consentRecord(page.request, consentId)).calls.filter((c) => c.name === 'load').length).toBe(2);
  expect(confirmations).toEqual([]);
});

// The journey nobody ends with a button (the tab closed, the phone handed on): the portal ends the
// provider's session after its login (decision 068), and the provider itself must ask for the
// password anyway (docs/decisions/041), even when the portal's own authorization request comes back
// with prompt=login deleted.
test('a journey left by closing the tab: its authorization request without prompt shows the login form; no refresh token was issued', async ({ page }) => {
  const isAuth = (url: string) => new URL(url).pathname.endsWith('/protocol/openid-connect/auth');
  const authRequest = page.waitForRequest((request) => isAuth(request.url()));
  const tokenResponse = page.waitForResponse((response) => response.url().endsWith('/protocol/openid-connect/token') && response.request().method() === 'POST');
  await startJourneyAtProvider(page, 'pix-imediato', 'maria');
  await expect(page).toHaveURL(/\/pix$/);
  await expect(page.getByRole('main').getByText(ACCOUNT.maria)).toBeVisible();
  const tokens = (await (await tokenResponse).json()) as Record<string, unknown>;
  expect(typeof tokens.access_token).toBe('string');
  expect(Object.keys(tokens)).not.toContain('refresh_token');
  const storedRefresh = await page.evaluate(() => Object.keys(sessionStorage).filter((key) => /"refresh_token":"/.test(sessionStorage.getItem(key) ?? '')).length);
  expect(storedRefresh).toBe(0);

  const replay = new URL((await authRequest).url());
  expect(replay.searchParams.get('prompt')).toBe('login');
  replay.searchParams.delete('prompt');
  const context = page.context();
  await page.close();
  const next = await context.newPage();
  await next.goto(replay.toString());
  await expectLoginForm(next);
  await expect(next.getByText(ACCOUNT.maria)).toHaveCount(0);
});

// Issue 42, point 6 (docs/decisions/068): the shared phone. The first customer's tab is closed in the
// middle of a journey, with no button; the next one, in the same browser, goes all the way through.
test("a journey left by closing the tab: the next customer logs in, finishes, and no page shows the first one's name, CPF or username", async ({ page }) => {
  const next = smsCustomer() === 'maria' ? 'maria' : 'carlos';
  const first = next === 'maria' ? 'carlos' : 'maria';
  await startJourneyAtProvider(page, 'pix-imediato', first);
  await expect(page).toHaveURL(/\/pix$/);
  await expect(page.getByRole('main').getByText(ACCOUNT[first])).toBeVisible();
  const context = page.context();
  await page.close();

  const providerPages = recordProviderPages(context);
  const tab = await context.newPage();
  await tab.clock.install();
  const consent = await createConsent(tab.request, 'pix-imediato', next);
  await tab.goto(consent.portalUrl);
  await expectLoginForm(tab);
  if (onKeycloak()) await expect(tab.locator('#username')).toHaveValue('');
  await expectNothingOf(tab, first);
  await logInAtProvider(tab, next);
  await expect(tab).toHaveURL(/\/pix$/);
  await expect(tab.getByRole('main').getByText(ACCOUNT[next])).toBeVisible();
  await expectNothingOf(tab, first);
  const sentAfter = await pixToSecurity(tab);
  await expectNothingOf(tab, first);
  await typeSmsCode(tab, await latestSmsCode(tab.request, next, sentAfter));
  await confirmButton(tab).click();
  await expectBackAtInitiator(tab, 'AUTHORISED');
  expect((await consentRecord(tab.request, consent.consentId)).decisions).toBe(1);

  // The provider's account console: absent or disabled in the realm (no app that could show anyone),
  // and nothing of the first customer.
  const accountConsole = await tab.goto('/idp/realms/openfinance/account');
  if (onKeycloak()) expect(accountConsole?.status()).toBe(404);
  await expectNothingOf(tab, first);
  await expect.poll(() => providerPages.length).toBeGreaterThan(0);
  expect(pagesNaming(providerPages, first)).toEqual([]);
});

test('the token expires while the customer is on /segredo: Confirmar explains, nothing is sent, one decision after a fresh login', async ({ page }) => {
  const confirmations = watchLogoutConfirmations(page);
  await page.clock.install();
  const customer = smsCustomer();
  const consentId = await startJourneyAtProvider(page, 'pix-imediato', customer);
  const sentAfter = await pixToSecurity(page);
  const code = await latestSmsCode(page.request, customer, sentAfter);
  await typeSmsCode(page, code);

  // The tab was left idle past the access token's life (30 min, deploy/keycloak/openfinance-realm.json).
  const authorisations = recordRequests(page, isPaymentAuthorise);
  await page.clock.setSystemTime(Date.now() + 31 * 60 * 1000);
  await confirmButton(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sua sessão expirou' })).toBeVisible();
  await expect(page.getByText('Nada foi confirmado')).toBeVisible();
  expect(authorisations).toHaveLength(0);
  expect((await consentRecord(page.request, consentId)).decisions).toBe(0);

  // Back to the device's real time; 'Entrar novamente' logs in afresh for the same intent.
  await page.clock.setSystemTime(Date.now());
  await page.getByRole('button', { name: 'Entrar novamente' }).click();
  await logInAtProvider(page, customer);
  const sentAgain = await pixToSecurity(page);
  await typeSmsCode(page, await latestSmsCode(page.request, customer, sentAgain));
  await confirmButton(page).click();
  await expectBackAtInitiator(page, 'AUTHORISED');
  expect(authorisations).toHaveLength(1);
  expect((await consentRecord(page.request, consentId)).decisions).toBe(1);
  expect(confirmations).toEqual([]);
});
