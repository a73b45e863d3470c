import type { Page, Route } from '@playwright/test';
import { expect, test } from './support/test';
import { createConsent, logIn, smsCustomer } from './support/bank';
import { expectScreen } from './support/guards';

/**
 * The screens a route's work leads to come down while that work runs (the journey table's
 * `aheadFrom`, fetched by the journey saga, decision 071): every kind's confirmation screen's code is
 * here before the consent's answer, so the answer costs no further download whatever its kind
 * (decision 074). The dialogs'
 * code comes down once a confirmation screen is painted (app/Layout.tsx), so 'Cancelar transação'
 * opens its dialog without a download.
 */

/** The confirmation screens' code: the five payment screens share one chunk (decision 034), the enrolment and the data sharing have theirs. */
const CONFIRMATION_SCREENS = ['payment', 'enrolment', 'sharing'];
/** The chunk's name, from a URL or a path. */
const chunkOf = (url: string) => /\/assets\/([a-z0-9-]+)\.[0-9a-f]+\.js$/.exec(new URL(url, 'http://portal').pathname)?.[1] ?? null;

/**
 * The chunks the page has finished downloading, and those it requests once `watchRequests` is set.
 * Not the field-data chunk: it comes on its own timer (2 s after the first screen), tap or no tap.
 */
function watchChunks(page: Page) {
  const arrived = new Set<string>();
  const requested: string[] = [];
  let watching = false;
  page.on('requestfinished', (request) => {
    const chunk = chunkOf(request.url());
    if (chunk) arrived.add(chunk);
  });
  page.on('request', (request) => {
    const chunk = chunkOf(request.url());
    if (chunk && chunk !== 'web-vitals' && watching) requested.push(chunk);
  });
  return {
    arrived,
    requested,
    watchRequests: () => void (watching = true),
    reset: () => arrived.clear(),
  };
}

/** Holds every consent load; the test lets each one go. */
async function holdConsentLoads(page: Page): Promise<Route[]> {
  const held: Route[] = [];
  await page.route('**/api/canais/v1/consentimento/*', (route) => void held.push(route));
  return held;
}

/**
 * A fresh login for a consent of the scenario, its load held on /carregando until every confirmation
 * screen's code has arrived; the held loads and the chunks watched.
 */
async function atLoadingWithScreensHere(page: Page, scenario: string) {
  const customer = smsCustomer();
  const { portalUrl } = await createConsent(page.request, scenario, customer);
  const held = await holdConsentLoads(page);
  const chunks = watchChunks(page);
  await page.goto(portalUrl);
  await logIn(page, customer);
  await expect(page).toHaveURL(/\/carregando$/);
  await expect.poll(() => held.length).toBe(1);
  await expect.poll(() => CONFIRMATION_SCREENS.filter((chunk) => !chunks.arrived.has(chunk))).toEqual([]);
  return { held, chunks };
}

test("after the login, the confirmation screens' code arrives before the consent's answer, the dialogs' once the screen shows", async ({ page }) => {
  const { held, chunks } = await atLoadingWithScreensHere(page, 'pix-imediato');
  expect(chunks.arrived.has('modal')).toBe(false);

  chunks.watchRequests();
  await held[0]?.continue();
  await expect(page).toHaveURL(/\/pix$/);
  await expectScreen(page, 'Confirmação');
  await expect.poll(() => chunks.arrived.has('modal')).toBe(true);
  // The closed dialog is mounted ahead, in an idle moment: nothing of it is shown or announced.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await expect(page.locator('dialog[open], [role="dialog"]')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const preloaded = chunks.requested.length;
  expect(chunks.requested).toContain('modal');
  expect(chunks.requested.filter((chunk) => CONFIRMATION_SCREENS.includes(chunk))).toEqual([]);
  await page.getByRole('button', { name: 'Cancelar transação' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(chunks.requested).toHaveLength(preloaded);
});

test("a page opened at /carregando fetches its screen's and the confirmation screens' code once, beside the consent's request, before its answer", async ({ page }) => {
  const customer = smsCustomer();
  const { portalUrl } = await createConsent(page.request, 'pix-imediato', customer);
  const held = await holdConsentLoads(page);
  const chunks = watchChunks(page);
  await page.goto(portalUrl);
  await logIn(page, customer);
  await expect(page).toHaveURL(/\/carregando$/);
  await expect.poll(() => held.length).toBe(1);

  chunks.reset();
  const requests: string[] = [];
  page.on('request', (request) => void requests.push(new URL(request.url()).pathname));
  const [document] = await Promise.all([page.waitForResponse((response) => response.request().isNavigationRequest()), page.reload()]);
  await expect.poll(() => held.length).toBe(2);
  // Its first response names what every app route names (decision 062): the store chunk asks for the screens.
  const named = [...(document.headers().link ?? '').matchAll(/<([^>]+)>/g)].map((m) => chunkOf(m[1] ?? ''));
  const screens = ['loading', ...CONFIRMATION_SCREENS];
  expect(named.filter((chunk) => chunk !== null && screens.includes(chunk))).toEqual([]);
  await expect.poll(() => screens.filter((chunk) => !requests.some((file) => chunkOf(file) === chunk))).toEqual([]);
  for (const chunk of screens) {
    expect([chunk, requests.filter((file) => chunkOf(file) === chunk)]).toEqual([chunk, [expect.any(String)]]);
  }
  await expect.poll(() => CONFIRMATION_SCREENS.filter((chunk) => !chunks.arrived.has(chunk))).toEqual([]);

  chunks.watchRequests();
  await held[1]?.continue();
  await expect(page).toHaveURL(/\/pix$/);
  await expectScreen(page, 'Confirmação');
  // The screen's code was here already (the dialogs' code may follow it: it comes once the screen shows).
  expect(chunks.requested.filter((chunk) => CONFIRMATION_SCREENS.includes(chunk))).toEqual([]);
  await held[0]?.abort().catch(() => undefined);
});

for (const [scenario, path] of [
  ['compartilhamento', /\/compartilhamento$/],
  ['vinculo-conta-fixa', /\/vinculo$/],
] as const) {
  test(`${scenario}: the consent's answer finds its screen's code already here, and the screen shows with no further download`, async ({ page }) => {
    const { held, chunks } = await atLoadingWithScreensHere(page, scenario);
    chunks.watchRequests();
    await held[0]?.continue();
    await expect(page).toHaveURL(path);
    await expectScreen(page);
    expect(chunks.requested.filter((chunk) => CONFIRMATION_SCREENS.includes(chunk))).toEqual([]);
  });
}

test("a page opened on an app route asks for the app's code with the page, each file once", async ({ page }) => {
  const customer = smsCustomer();
  const { portalUrl } = await createConsent(page.request, 'pix-imediato', customer);
  await page.goto(portalUrl);
  await logIn(page, customer);
  await expectScreen(page, 'Confirmação');

  const requests = new Map<string, number>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/') || pathname === '/config.json') requests.set(pathname, (requests.get(pathname) ?? 0) + 1);
  });
  const [document] = await Promise.all([page.waitForResponse((response) => response.request().isNavigationRequest()), page.reload()]);
  await expectScreen(page, 'Confirmação');

  // The HTML's response names /config.json and main.css (decision 060), main.js (decision 033), then
  // the store and the app (React among them): the browser requests them as the page arrives, not once
  // main.js has run, and takes each from that request (no second download, /config.json's included).
  const named = [...(document.headers().link ?? '').matchAll(/<([^>]+)>/g)].map((m) => m[1] ?? '');
  expect(named.slice(0, 3)).toEqual(['/config.json', expect.stringMatching(/^\/assets\/main\.[0-9a-f]+\.css$/), expect.stringMatching(/^\/assets\/main\.[0-9a-f]+\.js$/)]);
  expect(named.some((file) => /\/vendor-react\.[0-9a-f]+\.js$/.test(file))).toBe(true);
  for (const file of named) expect([file, requests.get(file)]).toEqual([file, 1]);
  // Each left before the first script the app's own code asked for (the screen's chunk): none waited
  // for main.js to run.
  const started = await page.evaluate(() =>
    Object.fromEntries(performance.getEntriesByType('resource').map((entry) => [new URL(entry.name).pathname, entry.startTime])),
  );
  const byCode = Object.entries(started).filter(([file]) => /^\/assets\/.+\.js$/.test(file) && !named.includes(file));
  expect(byCode.length).toBeGreaterThan(0);
  const firstByCode = Math.min(...byCode.map(([, t]) => t));
  for (const file of named) expect([file, (started[file] ?? Infinity) < firstByCode]).toEqual([file, true]);
});

test("the header's logos come inside the app's code: no request of their own, both drawn with the consent", async ({ page }) => {
  const customer = smsCustomer();
  const { portalUrl } = await createConsent(page.request, 'pix-imediato', customer);
  const images: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image' && !request.url().startsWith('data:')) images.push(new URL(request.url()).pathname);
  });
  await page.goto(portalUrl);
  await logIn(page, customer);
  await expectScreen(page, 'Confirmação');
  for (const name of [/^Logo da Cooperativa Exemplo/, 'Open Finance Brasil']) {
    const logo = page.getByRole('banner').getByRole('img', { name });
    await expect(logo).toHaveAttribute('src', /^data:image\/svg\+xml,/);
    // Drawn, not a broken image with its alternative text: a bad data URL has no natural size.
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  }
  expect(images.filter((image) => /(bank|open-finance)-logo/.test(image))).toEqual([]);
});

// Decision 084: at the login's return the code exchange needs /config.json and the OIDC client, not
// the app's code, and the consent follows the tokens without a user-info round trip. The store chunk is held here until the token request is sent (or a while passes):
// an exchange that waited for the app would be sent only after the hold.
test("at the login's return the code exchange is sent while the app's code is still downloading, and no user info is asked", async ({ page }) => {
  const customer = smsCustomer();
  const { portalUrl } = await createConsent(page.request, 'pix-imediato', customer);
  let tokenAsked = false;
  let tokenAskedDuringHold: boolean | null = null;
  const userInfoAsked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('/protocol/openid-connect/token')) tokenAsked = true;
    if (pathname.endsWith('/protocol/openid-connect/userinfo')) userInfoAsked.push(pathname);
  });
  await page.route(/\/assets\/store\.[0-9a-f]+\.js$/, async (route) => {
    for (let waited = 0; !tokenAsked && waited < 8000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
    tokenAskedDuringHold ??= tokenAsked;
    await route.continue();
  });
  await page.goto(portalUrl);
  await logIn(page, customer);
  await expect(page).toHaveURL(/\/pix$/);
  await expectScreen(page, 'Confirmação');
  expect(tokenAskedDuringHold).toBe(true);
  // No screen shows the customer's name: the provider is not asked for it, one round trip less.
  expect(userInfoAsked).toEqual([]);
});
