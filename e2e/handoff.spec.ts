import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { auditScreen } from './support/audit';
import { createConsent, smsCustomer } from './support/bank';
import { extendConfig, installHeldClock, pumpClockUntil, watchNavigationRequests } from './support/journey';

/**
 * SPEC §2 "Entry screen" and "Mobile hand-off screen", docs/configuration.md "Mobile hand-off":
 * Android customers with the app configured are handed to the app from `/redirecionamento`; other
 * systems are sent to the bank's website.
 */

const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const APP = {
  appDeepLink: 'cooperativaexemplo://openfinance/consentimento',
  androidPackage: 'br.com.cooperativaexemplo',
} as const;
const PLAY_STORE = 'https://play.google.com/store/apps/details?id=br.com.cooperativaexemplo';
const BUTTON = 'Continuar no app Cooperativa Exemplo Mobile';
const WEBSITE = 'https://www.cooperativaexemplo.com.br/';

const continueButton = (page: Page) => page.getByRole('button', { name: BUTTON, exact: true });
const handoffHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Redirecionamento' });

/** The hand-off screen as SPEC §2 describes it. */
async function expectHandoffScreen(page: Page) {
  await expect(page).toHaveURL(/\/redirecionamento(\?.*)?$/);
  await expect(handoffHeading(page)).toBeVisible();
  await expect(page.getByText(/Você será direcionado para o app Cooperativa Exemplo Mobile/)).toBeVisible();
  await expect(page.getByRole('main').getByRole('button')).toHaveText([BUTTON]);
}

/**
 * Checks the Android intent URL: the app's link with the journey's query, the package and, when the
 * customer pressed the button (a user gesture), the store fallback. The automatic attempt has none:
 * Android Chrome follows the fallback at once without a gesture (docs/handoff.md).
 */
function expectIntentUrl(url: string | undefined, consentId: string, baseURL: string, userGesture = true) {
  expect(url, 'navigation to the intent URL').toBeDefined();
  const [beforeFragment = '', fragment = ''] = (url as string).split('#');
  const [target, query = ''] = beforeFragment.split('?');
  expect(target).toBe('intent://openfinance/consentimento');
  const params = new URLSearchParams(query);
  expect(params.get('intent_id')).toBe(consentId);
  expect(params.get('redirect_uri')).toBe(`${baseURL}/iniciadora/autorizacao`);
  expect(fragment).toBe(
    userGesture
      ? `Intent;scheme=cooperativaexemplo;package=br.com.cooperativaexemplo;S.browser_fallback_url=${encodeURIComponent(PLAY_STORE)};end`
      : 'Intent;scheme=cooperativaexemplo;package=br.com.cooperativaexemplo;end',
  );
}

const intentAttempts = (urls: string[]) => urls.filter((u) => u.startsWith('intent:'));

test.describe('Android with the app configured', () => {
  test.use({ userAgent: ANDROID_UA });

  test('the entry goes to the hand-off screen, and after 5 s it tries the app through the intent URL', async ({ page, baseURL }) => {
    await extendConfig(page, APP);
    const navigations = await watchNavigationRequests(page);
    // Held from the start: the page's timers only run when the test moves the clock.
    await installHeldClock(page);
    const { consentId, portalUrl } = await createConsent(page.request, 'pix-imediato', smsCustomer());
    await page.goto(portalUrl, { waitUntil: 'commit' });
    const elapsed = await pumpClockUntil(page, () => handoffHeading(page).isVisible());
    await expectHandoffScreen(page);
    // No web login on Android: the provider was never asked.
    expect(navigations.filter((u) => u.includes('/idp/'))).toEqual([]);
    // The pre-auth record was posted by the entry with the system read from the user agent.
    const preauth = (await (await page.request.get('/banco/api/preauth')).json()) as { consentId: string; os: string; osVersion: string }[];
    expect(preauth.filter((p) => p.consentId === consentId)).toEqual([expect.objectContaining({ os: 'Android', osVersion: '14' })]);

    // The hand-off started after the clock was held: 4 s on, nothing yet.
    await page.clock.fastForward(4000 - elapsed);
    await page.waitForTimeout(300);
    expect(intentAttempts(navigations)).toEqual([]);
    // It started before the screen showed: 5 s after that, the app was tried, once.
    await page.clock.fastForward(elapsed + 1000);
    await expect.poll(() => intentAttempts(navigations).length).toBe(1);
    expectIntentUrl(intentAttempts(navigations)[0], consentId, baseURL as string, false);
    // Without the app, headless Chromium refuses the intent: the customer still has the screen and its button.
    await expectHandoffScreen(page);
  });

  test('the hand-off screen passes the accessibility audit', async ({ page }) => {
    // The screen of an Android customer whose app is not configured but whose store page is: its
    // attempt is an https navigation, answered here with 204 so the page stays (an intent URL would
    // leave Chromium with a navigation that never settles, and the audit waits for the network).
    await extendConfig(page, { androidPackage: APP.androidPackage });
    await page.route(`${PLAY_STORE}`, (route) => route.fulfill({ status: 204 }));
    const navigations = await watchNavigationRequests(page);
    await page.clock.install();
    await page.goto('/redirecionamento?intent_id=urn%3Acooperativaexemplo%3Ahandoff');
    await expectHandoffScreen(page);
    await auditScreen(page, 'handoff');
    await page.clock.fastForward(5000);
    await expect.poll(() => navigations.filter((u) => u === PLAY_STORE).length).toBe(1);
    await expectHandoffScreen(page);
  });

  test('at 320 px the button wraps its long label inside itself (antd keeps button labels on one line)', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.clock.install();
    await page.goto('/redirecionamento?intent_id=urn%3Acooperativaexemplo%3Ahandoff');
    await expectHandoffScreen(page);
    const button = continueButton(page);
    const fits = await button.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return [...el.querySelectorAll('span')].every((span) => {
        const label = span.getBoundingClientRect();
        return label.left >= box.left - 0.5 && label.right <= box.right + 0.5 && label.bottom <= box.bottom + 0.5;
      });
    });
    expect(fits, 'the label stays inside the button').toBe(true);
  });

  test('the button tries the app at once, before the 5 s', async ({ page, baseURL }) => {
    await extendConfig(page, APP);
    const navigations = await watchNavigationRequests(page);
    await page.clock.install();
    const { consentId, portalUrl } = await createConsent(page.request, 'pix-imediato', smsCustomer());
    await page.goto(portalUrl);
    await expectHandoffScreen(page);
    await continueButton(page).click();
    await expect.poll(() => intentAttempts(navigations).length).toBe(1);
    expectIntentUrl(intentAttempts(navigations)[0], consentId, baseURL as string);
  });

  test('without appDeepLink the entry goes to the web login', async ({ page }) => {
    const { portalUrl } = await createConsent(page.request, 'pix-imediato', smsCustomer());
    await page.goto(portalUrl);
    await expect(page).toHaveURL(/\/idp\/interacao\//);
    await expect(page.getByLabel('CPF')).toBeVisible();
  });
});

test.describe('desktop', () => {
  /** The bank's website (`bankWebsiteUrl`) as a stub page. */
  async function stubWebsite(page: Page) {
    await page.route(`${WEBSITE}**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: '<!doctype html><title>Site</title><h1>Site da cooperativa</h1>' }),
    );
  }

  test('the entry ignores the app on a desktop and goes to the web login', async ({ page }) => {
    await extendConfig(page, APP);
    const { portalUrl } = await createConsent(page.request, 'pix-imediato', smsCustomer());
    await page.goto(portalUrl);
    await expect(page).toHaveURL(/\/idp\/interacao\//);
  });

  test('the hand-off button leads to the bank website', async ({ page }) => {
    await extendConfig(page, { ...APP, bankWebsiteUrl: WEBSITE });
    await stubWebsite(page);
    const navigations = await watchNavigationRequests(page);
    await page.clock.install();
    await page.goto('/redirecionamento?intent_id=urn%3Acooperativaexemplo%3Ahandoff&redirect_uri=http%3A%2F%2F127.0.0.1%2Fx');
    await expectHandoffScreen(page);
    await continueButton(page).click();
    await expect(page).toHaveURL(WEBSITE);
    await expect(page.getByRole('heading', { name: 'Site da cooperativa' })).toBeVisible();
    expect(intentAttempts(navigations)).toEqual([]);
    expect(navigations.filter((u) => u.startsWith('cooperativaexemplo:'))).toEqual([]);
  });

  test('after 5 s the hand-off goes to the bank website by itself', async ({ page }) => {
    await extendConfig(page, { ...APP, bankWebsiteUrl: WEBSITE });
    await stubWebsite(page);
    await installHeldClock(page);
    await page.goto('/redirecionamento?intent_id=urn%3Acooperativaexemplo%3Ahandoff', { waitUntil: 'commit' });
    const elapsed = await pumpClockUntil(page, () => handoffHeading(page).isVisible());
    await expectHandoffScreen(page);
    await page.clock.fastForward(4000 - elapsed);
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/\/redirecionamento(\?.*)?$/);
    await page.clock.fastForward(elapsed + 1000);
    await expect(page).toHaveURL(WEBSITE);
    await expect(page.getByRole('heading', { name: 'Site da cooperativa' })).toBeVisible();
  });
});
