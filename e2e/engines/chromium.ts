import { chromium, type Browser, type BrowserContext, type ElementHandle, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium';
import type { Backend } from './page';

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
    const page = await context.newPage();
    const backend = new ChromiumBackend(context, page, `Chromium ${this.browser.version()}`);
    return backend;
  }

  async close() {
    await this.browser.close();
  }
}

export class ChromiumBackend implements Backend<ElementHandle> {
  readonly engine = 'chromium' as const;
  private readonly problems: string[] = [];

  constructor(
    private readonly context: BrowserContext,
    private readonly page: Page,
    readonly version: string,
  ) {
    page.on('console', (message) => {
      if (message.type() === 'error') this.problems.push(`console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => this.problems.push(`uncaught error: ${String(error)}`));
  }

  async goto(url: string) {
    await this.page.goto(url);
  }

  async url() {
    return this.page.url();
  }

  async setViewport(width: number, height: number) {
    await this.page.setViewportSize({ width, height });
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
    await this.page.keyboard.press(`Control+${letter.toUpperCase()}`);
  }

  async screenshot() {
    return this.page.screenshot({ type: 'png' });
  }

  drainProtocolProblems(): string[] {
    return this.problems.splice(0);
  }

  async close() {
    await this.context.close();
  }
}
