import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FirefoxBrowser } from './firefox';
import { EnginePage, type EngineName } from './page';
import { PHONE, expectNoProblems } from './steps';
import { SessionTimeout, WebKitServer } from './webkit';

/**
 * Opens the engine once per suite and a fresh browser session (no cookies, no storage) per journey,
 * at a phone's width. A journey that fails leaves a screenshot in test-results/engines/.
 */
export interface EngineHost {
  newPage(): Promise<EnginePage>;
  close(): Promise<void>;
}

export async function openEngine(engine: EngineName): Promise<EngineHost> {
  if (engine === 'webkit') {
    const port = Number(process.env.WEBKIT_DRIVER_PORT ?? 8582);
    let server = await WebKitServer.start(port);
    let restarts = 0;
    return {
      // A driver that hangs starting a session is replaced once (a new server on the next port);
      // a second hang fails the journey by name.
      newPage: async () => {
        try {
          return new EnginePage(await server.session());
        } catch (error) {
          if (!(error instanceof SessionTimeout) || restarts > 0) throw error;
          restarts += 1;
          console.error(`${(error as Error).message}: restarting WebKitWebDriver once`);
          server.stop();
          server = await WebKitServer.start(port + restarts);
          return new EnginePage(await server.session());
        }
      },
      close: async () => server.stop(),
    };
  }
  const firefox = await FirefoxBrowser.launch();
  return {
    newPage: async () => new EnginePage(await firefox.session()),
    close: () => firefox.close(),
  };
}

const RESULTS = join(process.cwd(), 'test-results', 'engines');

/** Runs one journey in a fresh session; every journey ends without an error, console error or CSP violation. */
export async function journey(host: EngineHost, name: string, run: (page: EnginePage) => Promise<void>) {
  const page = await host.newPage();
  try {
    await page.setViewport(PHONE.width, PHONE.height);
    await run(page);
    await expectNoProblems(page);
  } catch (error) {
    try {
      mkdirSync(RESULTS, { recursive: true });
      writeFileSync(join(RESULTS, `${page.engine}-${name.replace(/[^\w-]+/g, '-')}.png`), await page.screenshot());
      const problems = await page.unexpectedProblems();
      if (problems.length > 0) console.error(`${page.engine} problems during '${name}':\n  ${problems.join('\n  ')}`);
    } catch {
      // the page may be gone; the error below is what matters
    }
    throw error;
  } finally {
    await page.close().catch(() => undefined);
  }
}
