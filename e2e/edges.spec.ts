import type { Page } from '@playwright/test';
import { expect, test, watchCspViolations } from './support/test';
import { consentRecord, createConsent, logIn, smsCustomer, startJourney } from './support/bank';
import { expectScreen } from './support/guards';
import { extendConfig } from './support/journey';
import { MESSAGES } from '../mocks/scenarios';

/**
 * Issue 13, the portal's side: hostile or stale input at the journey's edges. What the customer
 * sees, and what leaves for the bank.
 */

const DECIDED_TITLE = 'Solicitação já respondida';
const DECIDED_MESSAGE = /Esta transação já foi autorizada ou recusada e não pode ser confirmada novamente/;
const MISSING_INTENT = /Não encontramos a solicitação a ser autorizada/;
const CONFIG_ERROR = 'Não foi possível iniciar o portal';

/** Every request the page sends to the BFF (`/api/`). */
function bffRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) urls.push(request.url());
  });
  return urls;
}

test('point 3: a consent already decided is never offered for confirmation again', async ({ page, browser, cspViolations }) => {
  const customer = smsCustomer();
  const { consentId, portalUrl } = await createConsent(page.request, 'pix-imediato', customer);
  await page.goto(portalUrl);
  await logIn(page, customer);
  await expect(page).toHaveURL(/\/pix$/);
  await page.getByRole('button', { name: 'Cancelar transação' }).click();
  await page.getByRole('button', { name: 'Sim, cancelar' }).click();
  await expect.poll(async () => (await consentRecord(page.request, consentId)).status).toBe('REJECTED');

  // The customer comes back with the same link, in a new tab: a fresh login, then the result page.
  const context = await browser.newContext();
  await watchCspViolations(context, cspViolations);
  const again = await context.newPage();
  await again.goto(portalUrl);
  await logIn(again, customer);
  await expect(again).toHaveURL(/\/responses\/decidido$/);
  await expect(again.getByRole('heading', { level: 1, name: DECIDED_TITLE })).toBeVisible();
  await expect(again.getByText(DECIDED_MESSAGE)).toBeVisible();
  await expect(again.getByRole('button', { name: 'Confirmar transação' })).toHaveCount(0);
  await expect(again.getByRole('main').getByRole('button')).toHaveText(['Ir para o site da Cooperativa Exemplo', 'Voltar para a outra instituição']);
  // The way back returns the customer; the bank keeps the decision (docs/decisions/024), and, asked
  // first, says it is decided: no refusal call leaves (docs/decisions/067).
  await again.getByRole('button', { name: 'Voltar para a outra instituição' }).click();
  await expect(again).toHaveURL(/\/redirect$/);
  await expect(again).toHaveURL(/\/iniciadora\/retorno\?consentId=/, { timeout: 15_000 });
  await expect(again.getByText('Status do consentimento: REJECTED')).toBeVisible();
  const record = await consentRecord(page.request, consentId);
  expect(record.decisions).toBe(1);
  expect(record.calls.filter((c) => c.name === 'rejected')).toHaveLength(0);
  expect(record.calls.map((c) => c.name)).toContain('consentV3');
  await context.close();
});

test.describe('point 5: intent_id must be shaped like an Open Finance consent id', () => {
  for (const intent of ['urn:cooperativaexemplo:../../canais/v1/seguranca', 'urn:cooperativaexemplo:C1/status/AUTORIZADO', 'C1DD33123', 'urn:x:a b']) {
    test(`${JSON.stringify(intent)}: the missing-intent explanation, no call to the BFF`, async ({ page }) => {
      const calls = bffRequests(page);
      await page.goto(`/?intent_id=${encodeURIComponent(intent)}&redirect_uri=${encodeURIComponent('https://iniciadora.example/a')}`);
      await expectScreen(page, 'Algo deu errado');
      await expect(page.getByText(MISSING_INTENT)).toBeVisible();
      expect(calls).toEqual([]);
      expect(await page.evaluate(() => sessionStorage.getItem('portal.intentId'))).toBeNull();
    });
  }
});

test.describe('point 5: every URL of /config.json passes the server-URL guard', () => {
  for (const [key, value] of [
    ['bffBaseUrl', 'https://user:secret@127.0.0.1/api'],
    ['bffBaseUrl', 'http://bank.example/api'],
    ['bankWebsiteUrl', 'javascript:alert(1)'],
    ['appStoreUrl', 'http://apps.example/app'],
  ] as const) {
    test(`${key} ${value}: the configuration error page`, async ({ page }) => {
      await extendConfig(page, { [key]: value });
      await page.goto('/?intent_id=urn%3Acooperativaexemplo%3AC1');
      await expect(page.getByRole('heading', { level: 1, name: CONFIG_ERROR })).toBeVisible();
    });
  }
});

test('point 7: reloading /responses/alerta keeps its message, in this tab only', async ({ page }) => {
  await startJourney(page, 'erro-carga-422', smsCustomer());
  await expect(page).toHaveURL(/\/responses\/alerta$/);
  await expect(page.getByText(MESSAGES.cpf)).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(/\/responses\/alerta$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Não é possível continuar' })).toBeVisible();
  await expect(page.getByText(MESSAGES.cpf)).toBeVisible();
  await expect(page.getByRole('main').getByRole('button')).toHaveText(['Acessar outra conta', 'Sair']);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
});

/**
 * The record reaches the bank although the page leaves for the login at once. (Chromium's renderer
 * still reports a keepalive request whose page left as net::ERR_ABORTED in `requestfailed`, while the
 * browser completes it: the bank's record is the proof, not that event.)
 */
test('point 8: the pre-auth record reaches the bank under a slow network although the page leaves for the login', async ({ page }) => {
  // A slow 3G-like link (Chromium's network emulation; the e2e run in Chromium, playwright.config.ts).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 800, downloadThroughput: 200_000, uploadThroughput: 50_000 });
  const { consentId, portalUrl } = await createConsent(page.request, 'pix-imediato', smsCustomer());
  await page.goto(portalUrl);
  await expect(page.getByLabel('CPF')).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(async () => ((await (await page.request.get('/banco/api/preauth')).json()) as { consentId: string }[]).filter((p) => p.consentId === consentId).length)
    .toBe(1);
});
