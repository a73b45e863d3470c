import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { FIREFOX, requireEngine } from './engines';
import { WATCH_SOURCE } from './inPage';
import { PuppetBackend } from './puppetBackend';

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
    const backend = new FirefoxBackend(page, context, version);
    await backend.init();
    return backend;
  }

  async close() {
    await this.browser.close();
  }
}

export class FirefoxBackend extends PuppetBackend<Page, ElementHandle> {
  readonly engine = 'firefox' as const;

  async init() {
    this.page.on('console', this.onConsole);
    this.page.on('pageerror', this.onPageError);
    // The watcher from the first byte of every document (WebDriver BiDi preload script).
    await this.page.evaluateOnNewDocument(WATCH_SOURCE);
  }

  async setViewport(width: number, height: number) {
    await this.page.setViewport({ width, height });
  }

  async shortcut(letter: 'a' | 'c' | 'v') {
    await this.page.keyboard.down('Control');
    await this.page.keyboard.press(`Key${letter.toUpperCase()}` as 'KeyA');
    await this.page.keyboard.up('Control');
  }

  async screenshot() {
    return Buffer.from(await this.page.screenshot({ type: 'png' }));
  }
}
