import type { Key } from '../harness/page';
import type { AnyEngine, Backend } from './page';

/**
 * What Playwright's and puppeteer's pages have in common (puppeteer's API is where Playwright's
 * began): enough for most Backend primitives, written here once for the Chromium (screen gallery)
 * and Firefox backends. Each keeps only what its library does its own way.
 */
interface PuppetPage {
  goto(url: string): Promise<unknown>;
  url(): string;
  evaluate(expression: string): Promise<unknown>;
  evaluateHandle(expression: string): Promise<{ asElement(): unknown; dispose(): Promise<void> }>;
  keyboard: { type(text: string): Promise<void>; press(key: string): Promise<void> };
}

interface PuppetElement {
  click(): Promise<void>;
}

interface PuppetMessage {
  type(): string;
  text(): string;
}

export abstract class PuppetBackend<P extends PuppetPage, Element extends PuppetElement> implements Backend<Element> {
  abstract readonly engine: AnyEngine;
  private readonly problems: string[] = [];

  constructor(
    protected readonly page: P,
    /** The journey's own browser context (cookies, storage), closed with it. */
    private readonly context: { close(): Promise<void> },
    readonly version: string,
  ) {}

  /** Console errors and uncaught errors as the protocol reports them (hand these to the page's events). */
  protected readonly onConsole = (message: PuppetMessage) => {
    if (message.type() === 'error') this.problems.push(`console error: ${message.text()}`);
  };

  protected readonly onPageError = (error: unknown) => {
    this.problems.push(`uncaught error: ${String(error)}`);
  };

  async goto(url: string) {
    await this.page.goto(url);
  }

  async url() {
    return this.page.url();
  }

  evaluate<T>(expression: string): Promise<T> {
    return this.page.evaluate(expression) as Promise<T>;
  }

  async element(expression: string): Promise<Element | null> {
    const handle = await this.page.evaluateHandle(expression);
    const element = handle.asElement() as Element | null;
    if (!element) await handle.dispose();
    return element;
  }

  async click(element: Element) {
    await element.click();
  }

  async keys(text: string) {
    await this.page.keyboard.type(text);
  }

  async press(key: Key) {
    // Puppeteer over WebDriver BiDi knows the space bar by its character only, Playwright by both.
    await this.page.keyboard.press(key === 'Space' ? ' ' : key);
  }

  drainProtocolProblems(): string[] {
    return this.problems.splice(0);
  }

  async close() {
    await this.context.close();
  }

  abstract setViewport(width: number, height: number): Promise<void>;
  abstract shortcut(letter: 'a' | 'c' | 'v'): Promise<void>;
  abstract screenshot(): Promise<Buffer>;
}
