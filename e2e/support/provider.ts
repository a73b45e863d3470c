import type { BrowserContext, Page, Response } from '@playwright/test';
import { test, expect } from './test';
import { CUSTOMERS, createConsent, logIn, type CustomerKey } from './bank';

/**
 * The login journeys run against two providers: the simulated bank's embedded one (npm run
 * test:e2e) and a real Keycloak 26 (npm run test:keycloak, playwright.keycloak.config.ts). These
 * helpers speak to whichever runs, as the customer would: through its login form.
 */
export const onKeycloak = (): boolean => test.info().config.metadata?.provider === 'keycloak';

/** The provider's login form is on screen (its password field, empty). */
export async function expectLoginForm(page: Page) {
  await expect(page).toHaveURL(/\/idp\//);
  const password = onKeycloak() ? page.locator('#password') : page.getByLabel('Senha');
  await expect(password).toBeVisible();
  await expect(password).toHaveValue('');
}

/** Types the customer's CPF and password into the provider's login form. */
export async function logInAtProvider(page: Page, customer: CustomerKey) {
  await expectLoginForm(page);
  if (!onKeycloak()) {
    await logIn(page, customer);
    return;
  }
  const { cpf, senha } = CUSTOMERS[customer];
  await page.locator('#username').fill(cpf.replace(/\D/g, ''));
  await page.locator('#password').fill(senha);
  await page.locator('#kc-login').click();
}

/** Opens the portal for a new consent of the scenario and logs in at the provider. */
export async function startJourneyAtProvider(page: Page, scenario: string, customer: CustomerKey) {
  const { consentId, portalUrl } = await createConsent(page.request, scenario, customer);
  await page.goto(portalUrl);
  await logInAtProvider(page, customer);
  return consentId;
}

/**
 * Watches for a logout confirmation page (the provider asking "do you want to log out?"), which
 * must never appear on the way: Keycloak's `logout-confirm` page, the embedded provider's 'Deseja
 * sair da sua conta?'. Returns the list of the ones seen.
 */
export function watchLogoutConfirmations(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', (response: Response) => {
    if (!/\/protocol\/openid-connect\/logout/.test(response.url())) return;
    if (!(response.headers()['content-type'] ?? '').includes('text/html')) return;
    void response
      .text()
      .then((body) => {
        if (/Deseja sair da sua conta\?|logout-confirm|kc-logout/.test(body)) seen.push(response.url());
      })
      .catch(() => undefined);
  });
  return seen;
}

/**
 * What of a customer a page could show another person: the name, the CPF as typed and as the
 * provider's username (digits only), and the e-mail the Keycloak test users have
 * (e2e/keycloak/test-users.json).
 */
export function tracesOf(customer: CustomerKey): string[] {
  const { cpf, name } = CUSTOMERS[customer];
  const first = name.split(' ')[0]?.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase() ?? '';
  return [name, cpf, cpf.replace(/\D/g, ''), `${first}@teste.invalid`];
}

/**
 * Records every page the provider sends to the browser from now on (HTML under /idp/, any status):
 * its address and its markup, field values included.
 */
export function recordProviderPages(context: BrowserContext): { url: string; html: string }[] {
  const pages: { url: string; html: string }[] = [];
  context.on('response', (response: Response) => {
    if (!new URL(response.url()).pathname.startsWith('/idp/')) return;
    if (!(response.headers()['content-type'] ?? '').includes('text/html')) return;
    void response
      .text()
      // The simulated bank's login page lists its seeded test customers for developers, the same
      // list for everyone whatever the session (mocks/pages.ts): not a trace of the previous login.
      .then((html) => pages.push({ url: response.url().split('?')[0] ?? '', html: html.replace(/<details class="dica">[\s\S]*?<\/details>/, '') }))
      .catch(() => undefined);
  });
  return pages;
}

/** The addresses of the recorded pages that show anything of `customer` (never the traces themselves). */
export const pagesNaming = (pages: { url: string; html: string }[], customer: CustomerKey): string[] =>
  pages.filter((page) => tracesOf(customer).some((trace) => page.html.includes(trace))).map((page) => page.url);

/** The page's visible text shows nothing of `customer` (checked as a boolean, so a failure prints no CPF). */
export async function expectNothingOf(page: Page, customer: CustomerKey) {
  const text = await page.locator('body').innerText();
  expect(
    tracesOf(customer).map((trace) => text.includes(trace)),
    `${new URL(page.url()).pathname} shows the previous customer's name, CPF or username`,
  ).toEqual(tracesOf(customer).map(() => false));
}
