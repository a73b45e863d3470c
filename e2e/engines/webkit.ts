import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Builder, Key, type WebDriver, type WebElement } from 'selenium-webdriver';
import { MINIBROWSER, requireEngine } from './engines';
import type { Key as NamedKey } from '../harness/page';
import type { Backend } from './page';

/**
 * WebKit through WebKitGTK's WebDriver server (W3C WebDriver classic) and selenium-webdriver.
 * MiniBrowser needs a display: the server runs under xvfb-run. MiniBrowser's toolbar has a GTK
 * minimum width (447 px) wider than a phone; a GTK style sheet of our own shrinks it, so the window
 * can be 320 or 375 CSS pixels wide like a phone's viewport.
 */

/** How long WebKitWebDriver may take to start MiniBrowser (a few seconds on a quiet machine). */
const SESSION_TIMEOUT_MS = 60_000;

export class SessionTimeout extends Error {
  constructor(ms: number) {
    super(`WebKitWebDriver started no MiniBrowser session within ${ms / 1000} s`);
    this.name = 'SessionTimeout';
  }
}

const SHRINK_TOOLBAR = '* { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 1px; border-width: 0; }\n';

export class WebKitServer {
  private constructor(
    private readonly process: ChildProcess,
    readonly port: number,
    private readonly configHome: string,
  ) {}

  static async start(port: number): Promise<WebKitServer> {
    requireEngine('webkit');
    const configHome = mkdtempSync(join(tmpdir(), 'engines-webkit-'));
    mkdirSync(join(configHome, 'gtk-3.0'));
    writeFileSync(join(configHome, 'gtk-3.0', 'gtk.css'), SHRINK_TOOLBAR);
    const child = spawn('xvfb-run', ['-a', '-s', '-screen 0 1600x1200x24', 'WebKitWebDriver', `--port=${port}`, '--host=127.0.0.1'], {
      detached: true,
      stdio: 'ignore',
      env: { ...process.env, XDG_CONFIG_HOME: configHome },
    });
    const server = new WebKitServer(child, port, configHome);
    const deadline = Date.now() + 20_000;
    for (;;) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/status`);
        if (response.ok) return server;
      } catch {
        // not listening yet
      }
      if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited (${child.exitCode}); is port ${port} free?`);
      if (Date.now() > deadline) {
        server.stop();
        throw new Error(`WebKitWebDriver did not answer on port ${port}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /**
   * A new browser session: a fresh MiniBrowser, no cookies, no storage. Bounded: once, on a loaded
   * CI machine, the driver answered but never started MiniBrowser, and the run waited for ever
   * (node's test runner has no default timeout). It now fails with SessionTimeout, by name.
   */
  async session(): Promise<WebKitBackend> {
    const building = new Builder()
      .usingServer(`http://127.0.0.1:${this.port}`)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
      })
      .build();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new SessionTimeout(SESSION_TIMEOUT_MS)), SESSION_TIMEOUT_MS);
    });
    try {
      const driver = await Promise.race([building, timeout]);
      const capabilities = await driver.getCapabilities();
      return new WebKitBackend(driver, `WebKitGTK ${String(capabilities.get('browserVersion'))}`);
    } finally {
      clearTimeout(timer);
    }
  }

  stop() {
    // xvfb-run and its children (Xvfb, the driver, MiniBrowser) form one process group.
    try {
      if (this.process.pid) process.kill(-this.process.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    rmSync(this.configHome, { recursive: true, force: true });
  }
}

export class WebKitBackend implements Backend<WebElement> {
  readonly engine = 'webkit' as const;

  constructor(
    private readonly driver: WebDriver,
    readonly version: string,
  ) {}

  async goto(url: string) {
    await this.driver.get(url);
  }

  url() {
    return this.driver.getCurrentUrl();
  }

  /**
   * The window is resized until the viewport is width × height. The toolbar takes some height
   * (and, with a scrollbar, width), so the window is corrected by what is missing; and a resize
   * lands asynchronously (Xvfb has no window manager to acknowledge it), so each correction is
   * measured only once the viewport has settled. Measuring too early (a busy CI machine) corrected
   * by a stale size and left the viewport at 265 px instead of 320.
   */
  async setViewport(width: number, height: number) {
    const window = this.driver.manage().window();
    let outer = { width, height };
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const before = await this.innerSize();
      if (before[0] === width && before[1] === height) return;
      await window.setRect(outer);
      const [innerWidth, innerHeight] = await this.settledInnerSize(before);
      if (innerWidth === width && innerHeight === height) return;
      outer = { width: outer.width + (width - innerWidth), height: outer.height + (height - innerHeight) };
    }
  }

  private innerSize() {
    return this.evaluate<[number, number]>('[innerWidth, innerHeight]');
  }

  /** Waits (up to 3 s) for the viewport to leave `before`, then for three equal readings in a row. */
  private async settledInnerSize(before: [number, number]): Promise<[number, number]> {
    const pause = () => new Promise((resolve) => setTimeout(resolve, 100));
    const deadline = Date.now() + 3_000;
    let last = await this.innerSize();
    while (last[0] === before[0] && last[1] === before[1] && Date.now() < deadline) {
      await pause();
      last = await this.innerSize();
    }
    let same = 0;
    while (same < 2 && Date.now() < deadline + 3_000) {
      await pause();
      const now = await this.innerSize();
      same = now[0] === last[0] && now[1] === last[1] ? same + 1 : 0;
      last = now;
    }
    return last;
  }

  evaluate<T>(expression: string): Promise<T> {
    return this.driver.executeScript<T>(`return ${expression};`);
  }

  async element(expression: string): Promise<WebElement | null> {
    return (await this.driver.executeScript<WebElement | null>(`return ${expression};`)) ?? null;
  }

  async click(element: WebElement) {
    await element.click();
  }

  async keys(text: string) {
    await this.driver.actions().sendKeys(text).perform();
  }

  async press(key: NamedKey) {
    const code = { Enter: Key.ENTER, Tab: Key.TAB, Backspace: Key.BACK_SPACE, ArrowDown: Key.ARROW_DOWN, ArrowUp: Key.ARROW_UP, Space: Key.SPACE }[key];
    await this.driver.actions().sendKeys(code).perform();
  }

  async shortcut(letter: 'a' | 'c' | 'v') {
    await this.driver.actions().keyDown(Key.CONTROL).sendKeys(letter).keyUp(Key.CONTROL).perform();
  }

  async screenshot() {
    return Buffer.from(await this.driver.takeScreenshot(), 'base64');
  }

  /** WebDriver classic has no console events: the in-page watcher (page.ts) gathers everything. */
  drainProtocolProblems(): string[] {
    return [];
  }

  async close() {
    await this.driver.quit();
  }
}
