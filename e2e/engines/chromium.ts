import { chromium, type Browser, type ElementHandle, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium';
import { PuppetBackend } from './puppetBackend';

/**
 * Chromium through Playwright, behind the same driver-neutral layer: used by the screen gallery
 * (scripts/screens/), so that one list of steps renders every screen in the three engines. The
 * Chromium journeys themselves stay in Playwright's own specs (e2e/*.spec.ts).
 */
export class ChromiumBrowser {
  private constructor(private readonly browser: Browser) {}

  static async launch(): Promise<ChromiumBrowser> {
    return new ChromiumBrowser(await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }));
  }

  async session(): Promise<ChromiumBackend> {
    const context = await this.browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    const backend = new ChromiumBackend(await context.newPage(), context, `Chromium ${this.browser.version()}`);
    backend.init();
    return backend;
  }

  async close() {
    await this.browser.close();
  }
}

export class ChromiumBackend extends PuppetBackend<Page, ElementHandle> {
  readonly engine = 'chromium' as const;

  init() {
    this.page.on('console', this.onConsole);
    this.page.on('pageerror', this.onPageError);
  }

  async setViewport(width: number, height: number) {
    await this.page.setViewportSize({ width, height });
  }

  async shortcut(letter: 'a' | 'c' | 'v') {
    await this.page.keyboard.press(`Control+${letter.toUpperCase()}`);
  }

  async screenshot() {
    return this.page.screenshot({ type: 'png' });
  }
}
