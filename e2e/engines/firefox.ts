import puppeteer, { type Browser, type BrowserContext, type ElementHandle, type Page } from 'puppeteer-core';
import { FIREFOX, requireEngine } from './engines';
import { WATCH_SOURCE } from './inPage';
import type { Backend } from './page';

/**
 * Firefox ESR through puppeteer-core over WebDriver BiDi (Playwright's BiDi channel fails with this
 * ESR, and there is no geckodriver package). One browser per suite, a fresh browser context (own
 * cookies and storage) per journey.
 */
export class FirefoxBrowser {
  private constructor(private readonly browser: Browser) {}

  static async launch(): Promise<FirefoxBrowser> {
    requireEngine('firefox');
    const browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: FIREFOX,
      headless: true,
      // No update checks, telemetry or remote settings on a closed network.
      extraPrefsFirefox: { 'app.update.enabled': false, 'datareporting.policy.dataSubmissionEnabled': false, 'browser.shell.checkDefaultBrowser': false },
    });
    return new FirefoxBrowser(browser);
  }

  async session(): Promise<FirefoxBackend> {
    const context = await this.browser.createBrowserContext();
    const page = await context.newPage();
    const version = await this.browser.version();
    const backend = new FirefoxBackend(context, page, version);
    await backend.init();
    return backend;
  }

  async close() {
    await this.browser.close();
  }
}

export class FirefoxBackend implements Backend<ElementHandle> {
  readonly engine = 'firefox' as const;
  private readonly problems: string[] = [];

  constructor(
    private readonly context: BrowserContext,
    private readonly page: Page,
    readonly version: string,
  ) {}

  async init() {
    this.page.on('console', (message) => {
      if (message.type() === 'error') this.problems.push(`console error: ${message.text()}`);
    });
    this.page.on('pageerror', (error) => this.problems.push(`uncaught error: ${String(error)}`));
    // The watcher from the first byte of every document (WebDriver BiDi preload script).
    await this.page.evaluateOnNewDocument(WATCH_SOURCE);
  }

  async goto(url: string) {
    await this.page.goto(url);
  }

  async url() {
    return this.page.url();
  }

  async setViewport(width: number, height: number) {
    await this.page.setViewport({ width, height });
  }

  evaluate<T>(expression: string): Promise<T> {
    return this.page.evaluate(expression) as Promise<T>;
  }

  async element(expression: string): Promise<ElementHandle | null> {
    const handle = await this.page.evaluateHandle(expression);
    const element = handle.asElement() as ElementHandle | null;
    if (!element) await handle.dispose();
    return element;
  }

  async click(element: ElementHandle) {
    await element.click();
  }

  async keys(text: string) {
    await this.page.keyboard.type(text);
  }

  async press(key: 'Enter' | 'Tab' | 'Backspace') {
    await this.page.keyboard.press(key);
  }

  async shortcut(letter: 'a' | 'c' | 'v') {
    await this.page.keyboard.down('Control');
    await this.page.keyboard.press(`Key${letter.toUpperCase()}` as 'KeyA');
    await this.page.keyboard.up('Control');
  }

  async screenshot() {
    return Buffer.from(await this.page.screenshot({ type: 'png' }));
  }

  drainProtocolProblems(): string[] {
    return this.problems.splice(0);
  }

  async close() {
    await this.context.close();
  }
}
