import type { BrowserContext, Page, Request } from '@playwright/test';
import { callCount } from '../harness/bankApi';
import * as steps from '../harness/steps';
import { expect } from './test';
import { CUSTOMERS, consentRecord, latestSmsCode, type ConsentRecord, type CustomerKey } from './bank';
import { locate, onPlaywright } from './playwrightPage';

/**
 * Steps shared by the outcome, security-device and hand-off journeys (e2e/outcomes.spec.ts,
 * e2e/security-devices.spec.ts, e2e/handoff.spec.ts). Everything goes through the UI; the bank's
 * test API is only read (consent records, SMS outbox, pending QR transactions).
 */

/**
 * Test locks (Playwright `lock`): the bank records security calls (device, sendSms,
 * validateSignature, qrCode) on the consent the customer loaded last, so two journeys of the same
 * non-SMS customer running at once would record them on each other's consent. Tests of João or Ana
 * take the customer's lock; the SMS customers are already split per worker (`smsCustomer()`).
 */
export const CUSTOMER_LOCK = {
  joao: 'bank-customer-joao',
  ana: 'bank-customer-ana',
} as const;

/** Names of the consent's recorded calls, in order. */
export const callNames = (record: ConsentRecord) => record.calls.map((c) => c.name);

/** How many times the bank recorded the call for this consent. */
export async function countCalls(page: Page, consentId: string, name: string): Promise<number> {
  return callCount(await consentRecord(page.request, consentId), name);
}

/** The main 'Confirmar' button of the security forms (e2e/harness/steps.ts says which). */
export const confirmButton = (page: Page) => locate(page, steps.confirmButton);

/**
 * Does what sends the customer an SMS and waits until the bank has answered the send. Returns the
 * time before it, for latestSmsCode. For journeys that visit /segredo twice: the first visit's code
 * is then no longer valid, and an outbox read before the second send would still find it.
 */
export async function sendingSms(page: Page, action: () => Promise<unknown>): Promise<number> {
  const sentAfter = Date.now() - 1000;
  const sent = page.waitForResponse((response) => response.url().includes('/seguranca/enviar-token-sms'));
  await action();
  await sent;
  return sentAfter;
}

/** From an immediate Pix confirmation screen to /segredo. Returns the time before the SMS was sent. */
export async function pixToSecurity(page: Page): Promise<number> {
  return steps.pixToSecurity(onPlaywright(page));
}

/** From the data-sharing confirmation screen to /segredo. */
export async function sharingToSecurity(page: Page): Promise<number> {
  return steps.sharingToSecurity(onPlaywright(page));
}

/** From the automatic Pix screen through its 'Continuar' modal to /segredo. */
export async function automaticToSecurity(page: Page): Promise<number> {
  await expect(page).toHaveURL(/\/pix\/automatico$/);
  const sentAfter = Date.now() - 1000;
  await page.getByRole('main').getByRole('button', { name: 'Confirmar', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/segredo$/);
  return sentAfter;
}

/** Types the six digits into the SMS boxes (without confirming). */
export async function typeSmsCode(page: Page, code: string) {
  await steps.typeSmsCode(onPlaywright(page), code);
}

/** Reads the customer's SMS code from the outbox and types it (without confirming). */
export async function fillSmsCode(page: Page, customer: CustomerKey, sentAfter: number): Promise<string> {
  const code = await latestSmsCode(page.request, customer, sentAfter);
  await typeSmsCode(page, code);
  return code;
}

/** A six-digit code that is surely not the one sent: the real one with its first digit changed. */
export const wrongCode = steps.wrongCode;

/** Types the electronic signature (without confirming). */
export async function fillSignature(page: Page, value: string = CUSTOMERS.joao.signature) {
  await steps.fillSignature(onPlaywright(page), value);
}

/** /redirect, then 5 s on the page's clock, then the initiator's return page with the status. */
export async function expectBackAtInitiator(page: Page, status: 'AUTHORISED' | 'REJECTED') {
  await steps.expectBackAtInitiator(onPlaywright(page), status, () => page.clock.fastForward(5000));
}

/** A result page of SPEC §8: its URL, its level-1 title and its message. */
export async function expectResult(page: Page, path: RegExp, title: string, message?: string | RegExp) {
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
  if (message !== undefined) await expect(page.getByRole('main').getByText(message, { exact: typeof message === 'string' })).toBeVisible();
}

/** Collects the requests matching the predicate from now on (to assert that nothing more was sent). */
export function recordRequests(page: Page, predicate: (request: Request) => boolean): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (predicate(request)) seen.push(request);
  });
  return seen;
}

/** The payment authorisation PATCH (SPEC §7). */
export const isPaymentAuthorise = (request: Request) =>
  request.method() === 'PATCH' && /\/api\/canais\/v1\/consentimento\/[^/]+\/status\/AUTORIZADO$/.test(request.url());

/**
 * Serves the bank's own /config.json with extra keys (docs/configuration.md), e.g. `appDeepLink`:
 * the real file is fetched and merged, so the BFF and provider addresses stay the bank's.
 */
export async function extendConfig(page: Page, extra: Record<string, unknown>) {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, ...extra } });
  });
}

/** The QR code POST of /segredo (SPEC §7). */
export const isQrCall = (url: string) => url.endsWith('/api/canais/v1/unitoken-transparente/qr-code');

/**
 * The hash of the QR transaction the portal opened: read from the bank's first answer. Start it
 * before the action that opens /segredo and await it after.
 */
export function nextQrHash(page: Page): Promise<string> {
  return page
    .waitForResponse((r) => isQrCall(r.url()) && r.request().method() === 'POST')
    .then(async (r) => ((await r.json()) as { hash?: string }).hash ?? '');
}

/**
 * Opens the bank's app simulator (/banco/app) on a new page of the context and logs the customer in
 * with her CPF and password, as she opens her bank's app: it shows only her transactions.
 */
export async function openAppSimulator(context: BrowserContext, customer: CustomerKey = 'ana'): Promise<Page> {
  const app = await context.newPage();
  await app.goto('/banco/app');
  await expect(app.getByRole('heading', { name: 'App do banco (simulador)' })).toBeVisible();
  // The page is drawn by the bank: it shows the login form, or the session this context opened before.
  if ((await app.getByLabel('Senha').count()) > 0) {
    await app.getByLabel('CPF').fill(CUSTOMERS[customer].cpf);
    await app.getByLabel('Senha').fill(CUSTOMERS[customer].senha);
    await app.getByRole('button', { name: 'Entrar' }).click();
  }
  await expect(app.getByText(`Conectado como ${CUSTOMERS[customer].name}`)).toBeVisible();
  return app;
}

/**
 * Answers a pending QR transaction in the bank's app simulator (/banco/app), as the customer would
 * in the mobile app: a second page of the same context, logged into the app, the row of this
 * transaction (by its short hash, since other tests' transactions may be pending too) and its
 * 'Aprovar' or 'Recusar' button.
 */
export async function answerInAppSimulator(page: Page, hash: string, action: 'Aprovar' | 'Recusar', customer: CustomerKey = 'ana') {
  expect(hash).toMatch(/^[0-9a-f]{8,}$/);
  const app = await openAppSimulator(page.context(), customer);
  try {
    const row = app.getByRole('row').filter({ has: app.locator('code', { hasText: hash.slice(0, 8) }) });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: action }).click();
    await expect(app).toHaveURL(/\/banco\/app$/);
    await expect(app.getByRole('row').filter({ has: app.locator('code', { hasText: hash.slice(0, 8) }) })).toHaveCount(0);
  } finally {
    await app.close();
  }
}

/**
 * Every navigation the page's scripts ask for, including to schemes Chromium cannot open (an
 * Android `intent://` URL, an app's deep link): Chrome DevTools' Page.frameRequestedNavigation
 * reports them before the browser refuses them, where `page.on('request')` may not.
 * Chromium itself may drop a repeat of the very same external-scheme navigation a moment later, so
 * assert on the first attempt of a page.
 */
export async function watchNavigationRequests(page: Page): Promise<string[]> {
  const urls: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Page.frameRequestedNavigation', (event) => urls.push(event.url));
  await cdp.send('Page.enable');
  return urls;
}

/**
 * Holds the page's fake clock (installed with `page.clock.install()`, which runs in real time) where
 * it is: from here only `fastForward`/`runFor` move it, so a timer started after the hold fires at a
 * known point however slow the machine is. Returns how far the hold itself moved the clock (the
 * page's time keeps running while the call travels, so it aims a little ahead).
 */
export async function holdClock(page: Page): Promise<number> {
  for (const ahead of [100, 300, 1000]) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + ahead);
      return ahead;
    } catch (error) {
      if (ahead === 1000) throw error;
    }
  }
  return 0;
}

/**
 * Moves a held clock on in 50 ms steps until the condition holds (the app needs animation frames
 * to render, and they are fake too). Returns how far the clock was moved.
 */
export async function pumpClockUntil(page: Page, condition: () => Promise<boolean> | boolean): Promise<number> {
  let advanced = 0;
  await expect
    .poll(
      async () => {
        if (await condition()) return true;
        await page.clock.runFor(50);
        advanced += 50;
        return false;
      },
      { intervals: [50], timeout: 20_000 },
    )
    .toBe(true);
  return advanced;
}

/**
 * Installs the page's fake clock already held, before the page loads: every timer of the page
 * starts after the hold. Navigate, then `pumpClockUntil` the screen shows.
 */
export async function installHeldClock(page: Page): Promise<void> {
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
}

/** Pumps a held clock until the promise settles; returns its value and how far the clock was moved. */
export async function pumpClockWhile<T>(page: Page, promise: Promise<T>): Promise<{ value: T; advanced: number }> {
  let settled = false;
  const tracked = promise.finally(() => {
    settled = true;
  });
  const advanced = await pumpClockUntil(page, () => settled);
  return { value: await tracked, advanced };
}

/**
 * Lets the back-end requests that `matches` reach the bank, and keeps the bank's answers from the
 * page until `release()`. For a test that looks at a page a late answer would move on from (the
 * processing page): the bank's slow scenarios answer after SLOW_MS of real time, which an
 * accessibility audit on a busy machine can outlast.
 */
export async function holdAnswers(page: Page, matches: (request: Request) => boolean, pattern = '**/api/canais/**'): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    if (!matches(route.request())) return route.fallback();
    try {
      const response = await route.fetch({ timeout: 0 });
      await released;
      await route.fulfill({ response });
    } catch {
      // The page closed first (the test ended): there is no one left to answer.
    }
  });
  return release;
}

/** Presses Tab until the focused element's accessible text matches, as a keyboard user would (e2e/harness/steps.ts). */
export function tabTo(page: Page, name: string | RegExp, maxTabs = 30) {
  return steps.tabTo(onPlaywright(page), name, maxTabs);
}

/**
 * On /segredo by keyboard alone: the SMS code sent after `sentAfter` typed from the first box, Enter,
 * then the redirect's 5 s on the page's clock, and the initiator's return page, AUTHORISED.
 */
export async function smsCodeByKeyboardToInitiator(page: Page, customer: CustomerKey, sentAfter: number) {
  await expect(page.getByRole('heading', { level: 1, name: 'Para sua segurança' })).toBeFocused();
  await steps.smsCodeByKeyboard(onPlaywright(page), await latestSmsCode(page.request, customer, sentAfter));

  await expect(page).toHaveURL(/\/redirect$/);
  await page.clock.fastForward(5000);
  await expect(page.getByText('Status do consentimento: AUTHORISED')).toBeVisible();
}

/**
 * On the initiator's page, its scenario chosen, by keyboard alone: the customer typed on its select,
 * 'Iniciar', then the bank's login with CPF and password.
 */
export async function startAndLogInByKeyboard(page: Page, customer: CustomerKey) {
  await tabTo(page, 'Cliente');
  await page.keyboard.type(CUSTOMERS[customer].name.split(' ')[0] as string);
  await tabTo(page, 'Iniciar');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('CPF')).toBeVisible();

  await tabTo(page, 'CPF');
  await page.keyboard.type(CUSTOMERS[customer].cpf);
  await page.keyboard.press('Tab');
  await page.keyboard.type(CUSTOMERS[customer].senha);
  await page.keyboard.press('Enter');
}
