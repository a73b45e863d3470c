import assert from 'node:assert/strict';
import { callCount } from '../harness/bankApi';
import { NOTIFICATIONS_OVER_CONTENT, VALUES_BROKEN_MID_TOKEN } from '../harness/layoutRules';
import * as shared from '../harness/steps';
import { BANK_HTTP, BASE_URL, consentRecord, latestSmsCode, type CustomerKey } from './bank';
import type { AnyEngine, EnginePage } from './page';

/**
 * Journey steps for WebKit and Firefox on the driver-neutral EnginePage: the steps every engine
 * walks (e2e/harness/steps.ts, Chromium's too), plus what only these journeys check on the way:
 * no value rendered wrong on each screen (a date or a number an engine parses differently), and
 * nothing of the journey left in the portal's storage at the end. No fake clock: the 5 s redirect
 * and the 10 s QR poll are waited in real time (no timing is asserted).
 */
export { confirmButton, digitBox, fillSignature, smsDigits, tabTo, typeSmsCode, wrongCode } from '../harness/steps';

export const PHONE = { width: 375, height: 740 } as const;
export const NARROW = 320;

const main = shared.main;

/** Opens the portal for a new consent of the scenario and logs in at the bank's provider. */
export function startJourney(page: EnginePage, scenario: string, customer: CustomerKey): Promise<string> {
  return shared.startJourney(page, BANK_HTTP, scenario, customer);
}

export async function expectHeading(page: EnginePage, name: string | RegExp) {
  await page.waitForVisible({ role: 'heading', level: 1, name });
}

export async function expectText(page: EnginePage, text: string | RegExp) {
  await page.waitForVisible({ text, within: main });
}

/** Nothing rendered wrong in this engine on the screen shown now: no date or number gone wrong. */
export async function expectSaneText(page: EnginePage, where: string | RegExp) {
  const text = await page.evaluate<string>("document.body.innerText");
  assert.doesNotMatch(text, /Invalid Date|NaN|undefined|\[object Object\]/, `${page.engine}: a value rendered wrong on ${where}`);
}

/**
 * Issue 34's two layout rules on the screen shown now, at the window's current width: no notification
 * over a heading or a control, no short value broken inside (e2e/harness/layoutRules.ts).
 */
export async function expectLayoutRules(page: EnginePage, where: string | RegExp) {
  const width = await page.evaluate<number>('innerWidth');
  assert.deepEqual(await page.evaluate<string[]>(NOTIFICATIONS_OVER_CONTENT), [], `${page.engine}: a notification covers content on ${where} at ${width} px`);
  assert.deepEqual(await page.evaluate<string[]>(VALUES_BROKEN_MID_TOKEN), [], `${page.engine}: a value breaks inside on ${where} at ${width} px`);
}

/** A level-1 heading, a non-empty screen, and no date or number gone wrong in this engine. */
export async function expectScreen(page: EnginePage, path: RegExp, heading: string | RegExp) {
  await shared.expectAt(page, path, heading);
  await expectSaneText(page, path);
  await expectLayoutRules(page, path);
}

/**
 * No horizontal scroll at 320 CSS pixels (WCAG 1.4.10), then back to the phone's width. The
 * document must not be wider than the viewport.
 */
export async function expectNoHorizontalScrollAt320(page: EnginePage, where: string) {
  await page.setViewport(NARROW, PHONE.height);
  try {
    const overflow = await page.waitFor(`layout at ${NARROW} px`, async () => {
      const [width, scroll] = await page.evaluate<[number, number]>('[innerWidth, document.documentElement.scrollWidth]');
      return width === NARROW ? { width, scroll } : null;
    });
    assert.ok(overflow.scroll <= overflow.width, `${page.engine}: ${where} scrolls sideways at ${NARROW} px (scrollWidth ${overflow.scroll})`);
    await expectLayoutRules(page, where);
  } finally {
    await page.setViewport(PHONE.width, PHONE.height);
  }
}

/**
 * For a screen that moves on by itself (the redirect screen after 5 s): the window is narrowed
 * before the screen appears, since resizing a real WebKit window can outlast the screen. Run
 * `check` on the screen at 320 px, then the window is restored.
 */
export async function atNarrowWidth(page: EnginePage, reach: () => Promise<void>, where: string, check: () => Promise<void>) {
  await page.setViewport(NARROW, PHONE.height);
  try {
    await page.waitFor(`layout at ${NARROW} px`, async () => ((await page.evaluate<number>('innerWidth')) === NARROW ? true : null));
    await reach();
    const [width, scroll] = await page.evaluate<[number, number]>('[innerWidth, document.documentElement.scrollWidth]');
    assert.ok(scroll <= width, `${page.engine}: ${where} scrolls sideways at ${NARROW} px (scrollWidth ${scroll})`);
    await expectLayoutRules(page, where);
    await check();
  } finally {
    await page.setViewport(PHONE.width, PHONE.height);
  }
}

/** From the immediate Pix screen, checked, to /segredo. Returns the time before the SMS was sent. */
export async function pixToSecurity(page: EnginePage): Promise<number> {
  await expectScreen(page, /\/pix$/, 'Confirmação');
  await expectText(page, 'Você possui até 5 minutos para confirmá-la.');
  await expectLayoutRules(page, '/pix');
  const sentAfter = await shared.pixToSecurity(page);
  await expectSaneText(page, /\/segredo$/);
  await expectLayoutRules(page, '/segredo');
  return sentAfter;
}

/** From the data-sharing screen to /segredo, checked. */
export async function sharingToSecurity(page: EnginePage): Promise<void> {
  await expectLayoutRules(page, '/compartilhamento');
  await shared.sharingToSecurity(page);
  await expectSaneText(page, /\/segredo$/);
  await expectLayoutRules(page, '/segredo');
}

/** The level-1 heading has the focus, where the portal puts it on arriving at a screen. */
export async function expectHeadingFocused(page: EnginePage, name: string) {
  await page.waitFor(`'${name}' focused`, () => page.evaluate<boolean>(`document.activeElement?.tagName === 'H1' && document.activeElement.textContent.trim() === ${JSON.stringify(name)}`));
}

/** The radios of the account choice (INTERFACE §6.1), in the screen's order. */
export const ACCOUNT_RADIOS = "Array.from(document.querySelectorAll('main .accounts input[type=radio]'))";

/** Which account is checked and which has the focus, by position in the choice (-1: none). */
async function accountChoiceState(page: EnginePage) {
  return page.evaluate<{ checked: number; focused: number }>(
    `(() => { const radios = ${ACCOUNT_RADIOS}; return { checked: radios.findIndex((r) => r.checked), focused: radios.indexOf(document.activeElement) }; })()`,
  );
}

/**
 * Whether the arrows in a radio group go round past its last radio. Firefox (and Chromium) wrap;
 * WebKit stops at the last, as Safari does. Native radios move as the engine moves them
 * (docs/decisions/052-choosing-the-paying-account.md): either way the unavailable account is never
 * stopped on.
 */
const ARROWS_WRAP: Record<AnyEngine, boolean> = { chromium: true, firefox: true, webkit: false };

/**
 * From the screen's heading, by keyboard alone, an SMS customer's savings account chosen (the
 * second of three; the third cannot be chosen, mocks/customers.ts): Tab into the choice, Space on
 * the first account, the arrows down to the savings account and past it, where the unavailable one
 * is skipped, and back to the savings account where the engine went round.
 */
export async function chooseSavingsByKeyboard(page: EnginePage) {
  await shared.tabTo(page, /^Conta Corrente /);
  const expectState = async (key: string, checked: number, focused = checked) =>
    assert.deepEqual(await accountChoiceState(page), { checked, focused }, `${page.engine}: the account chosen and focused after ${key}`);
  await expectState('Tab', -1, 0);
  await page.press('Space');
  await expectState('Space', 0);
  await page.press('ArrowDown');
  await expectState('ArrowDown', 1);
  await page.press('ArrowDown');
  if (!ARROWS_WRAP[page.engine]) {
    await expectState('ArrowDown from the last account that can pay', 1);
    return;
  }
  await expectState('ArrowDown from the last account that can pay, round to the first', 0);
  await page.press('ArrowUp');
  await expectState('ArrowUp from the first account, round past the unavailable one', 1);
}

/**
 * By keyboard alone from a confirmation screen to /redirect: Tab to its button, Enter, /segredo with
 * its heading focused, the SMS code typed, Enter. Returns the one authorisation body `watchFetch`
 * recorded.
 */
export async function confirmWithSmsByKeyboard(page: EnginePage, button: string, customer: CustomerKey): Promise<unknown> {
  await shared.tabTo(page, button);
  const sentAfter = Date.now() - 1000;
  await page.press('Enter');
  await expectScreen(page, /\/segredo$/, 'Para sua segurança');
  await expectHeadingFocused(page, 'Para sua segurança');
  await shared.smsCodeByKeyboard(page, await latestSmsCode(customer, sentAfter));
  await page.waitForUrl(/\/redirect$/);
  const sent = await sentBodies(page);
  assert.equal(sent.length, 1, `${page.engine}: one authorisation sent`);
  return sent[0];
}

/** Copies the text and pastes it into a box with the keyboard, as a customer pastes a code. */
export async function pasteIntoBox(page: EnginePage, box: number, text: string) {
  await page.copyToClipboard(text);
  await page.pasteInto(shared.digitBox(box));
}

/** /redirect (checked), the real 5 s, then the initiator's return page with the consent's status. */
export async function expectBackAtInitiator(page: EnginePage, status: 'AUTHORISED' | 'REJECTED', onRedirect?: () => Promise<void>) {
  await shared.expectBackAtInitiator(page, status, async () => {
    await expectSaneText(page, /\/redirect$/);
    await expectLayoutRules(page, '/redirect');
    if (onRedirect) await onRedirect();
  });
  await expectStorageCleared(page);
}

/** Back at the initiator with the consent's status, and nothing of the journey left in the portal's storage. */
export async function expectAtInitiator(page: EnginePage, status: 'AUTHORISED' | 'REJECTED') {
  await shared.expectAtInitiator(page, status);
  await expectStorageCleared(page);
}

/**
 * The journey ended: nothing of it stays in the portal's session storage (read on a page of the
 * same origin; not /config.json, which WebKit dresses in its JSON viewer's inline styles).
 */
async function expectStorageCleared(page: EnginePage) {
  await page.goto(`${BASE_URL}/iniciadora`);
  assert.equal(await page.evaluate<number>('sessionStorage.length'), 0, `${page.engine}: session storage left behind`);
}

export async function calls(consentId: string, name: string): Promise<number> {
  return callCount(await consentRecord(consentId), name);
}

/**
 * Records the bodies the portal sends to URLs matching `pattern`, and optionally rewrites the JSON
 * answers (script injection into this document; the SPA keeps it until it leaves the portal).
 */
export async function watchFetch(page: EnginePage, pattern: RegExp, rewriteAnswer?: Record<string, unknown>) {
  await page.evaluate(`(() => {
    const pattern = new RegExp(${JSON.stringify(pattern.source)});
    const rewrite = ${JSON.stringify(rewriteAnswer ?? null)};
    const sent = (window.__engineSent = []);
    const original = window.fetch;
    window.fetch = async function (input, init) {
      const url = typeof input === 'string' ? input : input.url;
      if (!pattern.test(url)) return original.apply(this, arguments);
      // RTK Query hands fetch a Request; other callers a URL and init.
      sent.push(init && typeof init.body === 'string' ? init.body : typeof input === 'string' ? null : await input.clone().text());
      const response = await original.apply(this, arguments);
      if (!rewrite || !response.ok) return response;
      const body = Object.assign(await response.json(), rewrite);
      return new Response(JSON.stringify(body), { status: response.status, headers: response.headers });
    };
    return true;
  })()`);
}

export async function sentBodies(page: EnginePage): Promise<unknown[]> {
  const bodies = await page.evaluate<(string | null)[]>('window.__engineSent || []');
  return bodies.map((b) => (b === null ? null : JSON.parse(b)));
}

/** The problems every journey must end without: uncaught errors, console errors, CSP violations. */
export async function expectNoProblems(page: EnginePage) {
  assert.deepEqual(await page.unexpectedProblems(), [], `${page.engine}: uncaught errors, console errors or CSP violations`);
}

/**
 * Phone-browser details (issue #11, point 4) on the screen shown now:
 * - every text field at 16 px or more (iOS Safari zooms into a page whose focused field is smaller);
 * - every tap target at least 24 × 24 CSS px (WCAG 2.2, 2.5.8), a checkbox measured with its label,
 *   inline links and buttons inside a sentence exempt as the criterion allows;
 * - no style rule sized by `100vh` (on phones it includes the space under the browser's bars).
 */
export async function expectPhoneDetails(page: EnginePage, where: string) {
  const found = await page.evaluate<{ smallText: string[]; smallTargets: string[]; vh: string[] }>(`(() => {
    const visible = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
    const name = (el) => (el.getAttribute('aria-label') || el.textContent || el.getAttribute('placeholder') || el.tagName).trim().slice(0, 40);
    const smallText = [];
    for (const el of document.querySelectorAll('input:not([type=checkbox]):not([type=radio]):not([type=hidden]), select, textarea')) {
      if (!visible(el)) continue;
      const size = parseFloat(getComputedStyle(el).fontSize);
      if (size < 16) smallText.push(name(el) + ': ' + size + 'px');
    }
    const targets = [];
    for (const el of document.querySelectorAll('button, a[href], input, select, textarea, [role=button], [role=checkbox], [role=link]')) {
      if (!visible(el) || el.disabled) continue;
      if (getComputedStyle(el).display === 'inline') continue;
      const box = el.type === 'checkbox' || el.type === 'radio' ? el.closest('label') || el : el;
      if (!targets.some((t) => t.box === box)) targets.push({ el, box, r: box.getBoundingClientRect() });
    }
    // Under 24 × 24 passes by the criterion's spacing exception: a 24 px circle centred on the
    // target meets no other target and no other undersized target's circle.
    const small = (t) => t.r.width < 23.5 || t.r.height < 23.5;
    const centre = (r) => [r.left + r.width / 2, r.top + r.height / 2];
    const distanceToRect = ([x, y], r) => Math.hypot(Math.max(r.left - x, 0, x - r.right), Math.max(r.top - y, 0, y - r.bottom));
    const smallTargets = [];
    for (const t of targets.filter(small)) {
      const c = centre(t.r);
      const clash = targets.find((o) => o !== t && (small(o) ? Math.hypot(c[0] - centre(o.r)[0], c[1] - centre(o.r)[1]) < 24 : distanceToRect(c, o.r) < 12));
      if (clash) smallTargets.push(name(t.el) + ': ' + Math.round(t.r.width) + 'x' + Math.round(t.r.height) + ' too close to ' + name(clash.el));
    }
    const vh = [];
    const scan = (rules) => {
      for (const rule of rules) {
        if (rule.cssRules) scan(rule.cssRules);
        if (rule.style && /(^|[^\\w.])100vh/.test(rule.cssText)) vh.push(rule.cssText.slice(0, 80));
      }
    };
    for (const sheet of document.styleSheets) {
      try { scan(sheet.cssRules); } catch (_) { /* another origin's sheet */ }
    }
    return { smallText, smallTargets, vh };
  })()`);
  assert.deepEqual(found.smallText, [], `${page.engine}: text fields under 16 px on ${where}`);
  assert.deepEqual(found.smallTargets, [], `${page.engine}: tap targets under 24 × 24 px on ${where}`);
  assert.deepEqual(found.vh, [], `${page.engine}: rules sized by 100vh on ${where}`);
  await expectLayoutRules(page, where);
}
