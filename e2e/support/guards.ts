import { expect, type Page } from '@playwright/test';
import { latestSmsCode, type CustomerKey } from './bank';

/**
 * Watchers for the hardening tests: dialogs that must never open, the main frame's URLs, and
 * the DOM checks that prove a hostile text stayed text.
 */

/** Records (and dismisses) every dialog; a test expects the list to stay empty. */
export function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  return dialogs;
}

/** Every URL the main frame shows, history API changes included, in order. */
export function watchMainFrame(page: Page): string[] {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return urls;
}

/** Paths of the simulated bank that are not the portal (same origin in the tests). */
const NOT_PORTAL = /^\/(api|idp|banco|iniciadora)(\/|$)|^\/config\.json$/;

export function isPortalUrl(url: string, origin: string): boolean {
  if (!url.startsWith(`${origin}/`)) return false;
  return !NOT_PORTAL.test(new URL(url).pathname);
}

/**
 * Records every `src` an <img> ever had in the page, from the first byte: an image whose hostile
 * `src` failed and fell back to another image leaves no trace in the final DOM, but here.
 */
export async function recordImageSources(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __imageSources: string[] }).__imageSources = seen;
    const note = (node: Node) => {
      if (!(node instanceof Element)) return;
      const images = node instanceof HTMLImageElement ? [node] : Array.from(node.querySelectorAll('img'));
      for (const img of images) seen.push(img.getAttribute('src') ?? '');
    };
    new MutationObserver((records) => {
      for (const r of records) {
        if (r.type === 'attributes') note(r.target);
        else r.addedNodes.forEach(note);
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['src'] });
  });
  return () => page.evaluate(() => (window as unknown as { __imageSources?: string[] }).__imageSources ?? []);
}

/** Image sources that must never be used: script, HTML documents, or a payload's `x`. */
export const isHostileImageSource = (src: string) => /^\s*(javascript:|data:text\/html)/i.test(src) || src === 'x';

/**
 * Nothing of a hostile text became markup: no element, attribute handler, script or javascript:
 * link from a payload exists, and the payload that sets `window.__pwned` never ran.
 */
export async function expectNoInjection(page: Page): Promise<void> {
  await expect(page.locator('img[src="x"]'), 'an <img src=x> from a payload').toHaveCount(0);
  await expect(page.locator('svg[onload]'), 'an <svg onload> from a payload').toHaveCount(0);
  await expect(page.locator('[onerror], [onload]'), 'an inline event handler').toHaveCount(0);
  await expect(page.locator('a[href^="javascript:" i]'), 'a javascript: link').toHaveCount(0);
  await expect(page.locator('img[src^="javascript:" i], img[src^="data:text/html" i]'), 'an image from a hostile URL').toHaveCount(0);
  const inlineScripts = await page.evaluate(() => Array.from(document.scripts).filter((s) => !s.src).map((s) => s.textContent ?? ''));
  expect(inlineScripts, 'inline <script> elements').toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned), 'window.__pwned').toBeUndefined();
}

/** On /segredo with the SMS form: types the newest code sent after `sentAfter` and confirms. */
export async function confirmWithSms(page: Page, customer: CustomerKey, sentAfter: number): Promise<string> {
  await expect(page).toHaveURL(/\/segredo$/);
  const code = await latestSmsCode(page.request, customer, sentAfter);
  await page.getByLabel('Dígito 1 de 6').click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Confirmar', exact: true }).click();
  return code;
}

/** The shown h1 and a non-empty #root: the page is never blank. */
export async function expectScreen(page: Page, heading?: string | RegExp): Promise<void> {
  const h1 = page.getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) });
  await expect(h1).toBeVisible();
  await expect(page.locator('#root')).not.toBeEmpty();
  expect((await page.locator('#root').innerText()).trim().length).toBeGreaterThan(0);
}
