import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { logIn, smsCustomer, startJourney } from './support/bank';

/**
 * WCAG 1.4.10 and 1.4.4: at 320 px wide, and at 200% zoom of a 1280 px window (a 640 px layout
 * viewport), nothing needs horizontal scrolling and every action stays reachable.
 */
async function expectNoHorizontalScroll(page: Page, where: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `horizontal overflow on ${where}`).toBeLessThanOrEqual(0);
}

for (const [label, viewport] of [
  ['320 px', { width: 320, height: 640 }],
  ['200% zoom', { width: 640, height: 400 }],
] as const) {
  test(`screens reflow at ${label}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    for (const scenario of ['pix-imediato', 'compartilhamento', 'sweeping', 'automatico']) {
      await startJourney(page, scenario, smsCustomer());
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoHorizontalScroll(page, scenario);
      const confirm = page.getByRole('main').getByRole('button', { name: /^Confirmar/ }).first();
      await confirm.scrollIntoViewIfNeeded();
      await expect(confirm).toBeInViewport();
      if (scenario === 'pix-imediato') {
        await confirm.click();
        await expect(page.getByRole('group', { name: 'Código recebido por SMS' })).toBeVisible();
        await expectNoHorizontalScroll(page, '/segredo');
        // The line saying what the code confirms (decision 065) may push the boxes below a 400 px
        // window: scrolled to, all six fit in it together.
        await page.getByLabel('Dígito 1 de 6').scrollIntoViewIfNeeded();
        for (let digit = 1; digit <= 6; digit += 1) await expect(page.getByLabel(`Dígito ${digit} de 6`)).toBeInViewport();
      }
      await page.context().clearCookies();
      await page.goto('/config.json');
      await page.evaluate(() => sessionStorage.clear());
    }
    await page.goto('/responses/expirado');
    await expect(page.getByRole('heading', { level: 1, name: 'Tempo expirado' })).toBeVisible();
    await expectNoHorizontalScroll(page, '/responses/expirado');
  });
}

/** Every layout shift of the pages the test opens from here on, each as its value and what moved. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { shifts: string[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as PerformanceEntry & { value: number; sources?: { node?: Node | null }[] };
        shifts.push(`${shift.value.toFixed(3)} ${(shift.sources ?? []).map((s) => (s.node as Element | null)?.className ?? '?').join(', ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** What moved while the page was starting is not these tests' question: from here on, nothing may. */
async function forgetShifts(page: Page) {
  await page.evaluate(() => ((window as unknown as { shifts: string[] }).shifts.length = 0));
}

/** The shifts recorded, read two frames on: a shift is reported after the frame that made it. */
async function shiftsSoFar(page: Page): Promise<string[]> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))));
  return page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);
}

/** Holds the requests to `url` until the returned function is called. */
async function hold(page: Page, url: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * A consent that is slow to load: React draws the loading screen, then the consent screen replaces
 * it. Nothing the customer saw on the loading screen may move (a layout shift): the footer, if it
 * were in view there, would be pushed down by the longer screen (decision 057).
 */
test('the consent screen replaces the loading screen without moving what was in view', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await recordShifts(page);
  const release = await hold(page, /\/(canais\/v1\/consentimento|openfinance\/v3\/consentimentos)\//);
  await startJourney(page, 'pix-imediato', smsCustomer());
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Aguarde enquanto carregamos os dados de sua solicitação.' })).toBeVisible();
  await forgetShifts(page);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmação' })).toBeVisible();
  expect(await shiftsSoFar(page)).toEqual([]);
});

/**
 * The authorisations' list opened with its code still coming down: React draws the route's
 * fallback, then the list replaces it. As after the loading screen, nothing in view may move: the
 * footer sat at the viewport's bottom under the fallback's one line, and the list pushed it away
 * (the bench read a CLS of 0.109 in loads of the list, decision 057).
 */
test("the authorisations' list replaces its code's fallback without moving what was in view", async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/autorizacoes');
  await logIn(page, 'ana');
  await expect(page.getByRole('heading', { level: 1, name: 'Minhas autorizações' })).toBeVisible();
  await recordShifts(page);
  const release = await hold(page, /\/assets\/authorisations\.[^/]*\.js$/);
  // A reload keeps the tab's session: the page starts again with the list's code not yet in.
  await page.reload({ waitUntil: 'commit' });
  await expect(page.getByRole('main').getByText('Carregando...')).toBeVisible();
  await forgetShifts(page);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Minhas autorizações' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Ativas' })).toBeVisible();
  expect(await shiftsSoFar(page)).toEqual([]);
});
