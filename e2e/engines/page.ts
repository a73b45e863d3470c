import type { JourneyPage, Key, Target } from '../harness/page';
import { LOCATE_SOURCE, WATCH_SOURCE, describeTarget, serialiseTarget } from './inPage';

/**
 * The driver-neutral layer of the cross-engine journeys: what a journey step may do with a page.
 * One backend per protocol (WebDriver classic through selenium for WebKit, WebDriver BiDi through
 * puppeteer for Firefox) implements the few primitives; waiting, locating and the watchers live
 * here once. An EnginePage is a JourneyPage (e2e/harness/page.ts): it walks the steps Chromium's
 * Playwright specs walk.
 */

export type EngineName = 'webkit' | 'firefox';
/** Every engine the layer drives: Chromium only for the screen gallery. */
export type AnyEngine = EngineName | 'chromium';

/** The primitives a protocol must offer. `Handle` is the protocol's element reference. */
export interface Backend<Handle = unknown> {
  readonly engine: AnyEngine;
  /** Browser name and version, for the report. */
  readonly version: string;
  goto(url: string): Promise<void>;
  url(): Promise<string>;
  /** Sets the layout viewport (CSS pixels) to width × height. */
  setViewport(width: number, height: number): Promise<void>;
  /** Evaluates a JavaScript expression in the page; returns its JSON value. */
  evaluate<T>(expression: string): Promise<T>;
  /** The first element `expression` evaluates to, or null. */
  element(expression: string): Promise<Handle | null>;
  /** A real click (the protocol's pointer input) on the element. */
  click(element: Handle): Promise<void>;
  /** Real key presses into the focused element. */
  keys(text: string): Promise<void>;
  /** Presses one named key into the focused element. */
  press(key: Key): Promise<void>;
  /** Control + the letter (copy, paste, select all on Linux). */
  shortcut(letter: 'a' | 'c' | 'v'): Promise<void>;
  screenshot(): Promise<Buffer>;
  /** Problems the protocol itself reports (console errors, uncaught errors), drained. */
  drainProtocolProblems(): string[];
  close(): Promise<void>;
}

export class TimeoutError extends Error {}

const POLL_MS = 100;

export class EnginePage implements JourneyPage {
  private readonly problems: string[] = [];
  /** Problems expected by the journey (e.g. the logo that is meant to fail); matched and dropped. */
  private readonly expected: RegExp[] = [];

  constructor(private readonly backend: Backend) {}

  get engine(): AnyEngine {
    return this.backend.engine;
  }

  get version(): string {
    return this.backend.version;
  }

  async goto(url: string) {
    await this.collect();
    await this.backend.goto(url);
    await this.collect();
  }

  url() {
    return this.backend.url();
  }

  setViewport(width: number, height: number) {
    return this.backend.setViewport(width, height);
  }

  /** Evaluates an expression (JavaScript source) in the page. */
  evaluate<T>(expression: string): Promise<T> {
    return this.backend.evaluate<T>(expression);
  }

  /** Polls `probe` until it returns something truthy; fails with `what` after `timeoutMs`. */
  async waitFor<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 15_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    let lastError: unknown;
    for (;;) {
      try {
        await this.collect();
        const value = await probe();
        if (value) return value;
      } catch (error) {
        // A page in the middle of a navigation refuses scripts for a moment.
        lastError = error;
      }
      if (Date.now() > deadline) throw new TimeoutError(`${this.engine}: timed out waiting for ${what}${lastError ? ` (last error: ${String(lastError)})` : ''}`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  async waitForUrl(pattern: RegExp, timeoutMs = 15_000): Promise<string> {
    return this.waitFor(`URL ${pattern}`, async () => {
      const url = await this.backend.url();
      return pattern.test(url) ? url : null;
    }, timeoutMs);
  }

  private locateExpression(target: Target, all: boolean) {
    return `(${LOCATE_SOURCE})(${JSON.stringify(serialiseTarget(target))}, ${all})`;
  }

  /** Whether the target is visible now. */
  async isVisible(target: Target): Promise<boolean> {
    return this.backend.evaluate<boolean>(`!!${this.locateExpression(target, false)}`);
  }

  /** How many visible elements match now. */
  count(target: Target): Promise<number> {
    return this.backend.evaluate<number>(`${this.locateExpression(target, true)}.length`);
  }

  async waitForVisible(target: Target, timeoutMs?: number) {
    await this.waitFor(describeTarget(target), () => this.isVisible(target), timeoutMs);
  }

  async waitForHidden(target: Target, timeoutMs?: number) {
    await this.waitFor(`${describeTarget(target)} to disappear`, async () => !(await this.isVisible(target)), timeoutMs);
  }

  /** Waits for the target to be visible and enabled, then clicks it as a customer would. */
  async click(target: Target) {
    const element = await this.waitFor(`${describeTarget(target)} (enabled, to click)`, async () => {
      const expression = `(() => { const el = ${this.locateExpression(target, false)}; return el && !el.disabled && el.getAttribute('aria-disabled') !== 'true' ? el : null; })()`;
      return this.backend.element(expression);
    });
    await this.backend.click(element);
    await this.collect();
  }

  /** Clicks the field, then types the text with real key presses. */
  async type(target: Target, text: string) {
    await this.click(target);
    await this.backend.keys(text);
    await this.collect();
  }

  /** Real key presses into whatever has focus. */
  async keys(text: string) {
    await this.backend.keys(text);
  }

  press(key: Key) {
    return this.backend.press(key);
  }

  /**
   * Puts the text on the system clipboard the way a customer does: selected in a field and copied
   * with Control+C (a scratch field, removed after). Script-made paste events cannot carry data in
   * Firefox, so pasting goes through the real clipboard.
   */
  async copyToClipboard(text: string) {
    await this.backend.evaluate(`(() => {
      const scratch = document.createElement('textarea');
      scratch.id = '__engineScratch';
      scratch.value = ${JSON.stringify(text)};
      // Through the CSSOM: a style attribute would be a CSP violation (style-src-attr).
      Object.assign(scratch.style, { position: 'fixed', top: '0', left: '0', width: '10em', height: '2em', zIndex: '2147483647' });
      document.body.appendChild(scratch);
      scratch.focus();
      scratch.select();
      return true;
    })()`);
    await this.backend.shortcut('c');
    await this.backend.evaluate("document.getElementById('__engineScratch').remove()");
  }

  /** Clicks the field and pastes the clipboard with Control+V. */
  async pasteInto(target: Target) {
    await this.click(target);
    await this.backend.shortcut('v');
    await this.collect();
  }

  /** Runs a script with the target element as `el`; returns its JSON value. */
  async onElement<T>(target: Target, body: string): Promise<T> {
    await this.waitForVisible(target);
    return this.backend.evaluate<T>(`((el) => { ${body} })(${this.locateExpression(target, false)})`);
  }

  value(target: Target): Promise<string> {
    return this.onElement<string>(target, 'return el.value;');
  }

  text(target: Target): Promise<string> {
    return this.onElement<string>(target, "return (el.innerText || el.textContent || '').replace(/\\s+/g, ' ').trim();");
  }

  /** The visible texts of every match, in document order. */
  texts(target: Target): Promise<string[]> {
    return this.backend.evaluate<string[]>(
      `${this.locateExpression(target, true)}.map((el) => (el.innerText || el.textContent || '').replace(/\\s+/g, ' ').trim())`,
    );
  }

  attribute(target: Target, name: string): Promise<string | null> {
    return this.onElement<string | null>(target, `return el.getAttribute(${JSON.stringify(name)});`);
  }

  screenshot() {
    return this.backend.screenshot();
  }

  /** A problem the journey provokes on purpose (e.g. a logo that must fail to load). */
  expectProblem(pattern: RegExp) {
    this.expected.push(pattern);
  }

  /** Gathers the page's and the protocol's problems so far. */
  async collect() {
    try {
      const fromPage = await this.backend.evaluate<string[]>(WATCH_SOURCE);
      this.problems.push(...fromPage);
    } catch {
      // Mid-navigation: the next call gathers them.
    }
    this.problems.push(...this.backend.drainProtocolProblems());
  }

  /** Every uncaught error, console error and CSP violation seen, minus the expected ones. */
  async unexpectedProblems(): Promise<string[]> {
    await this.collect();
    return this.problems.filter((p) => !this.expected.some((re) => re.test(p)));
  }

  close() {
    return this.backend.close();
  }
}
