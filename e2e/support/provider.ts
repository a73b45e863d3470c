import type { Page, Response } from '@playwright/test';
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
