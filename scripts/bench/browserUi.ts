import type { Browser } from '@playwright/test';

/** How long a new window's own UI is looked for; a Chromium without it has none to wait for. */
const UI_APPEARS_MS = 2_000;
/** At most this long for it to load and go idle. */
const UI_IDLE_MS = 10_000;

/**
 * Waits until the browser's own UI pages have loaded and gone idle. Chromium (here 156) opens each
 * new window with its omnibox popup as WebUI pages (`chrome://omnibox-popup.top-chrome/`): about a
 * second of CPU in a renderer of their own, as the window opens. A fresh context per run is a new
 * window, so without this wait that work ran beside the page under measurement, on a 2-core
 * machine (docs/decisions/037). Pages other than the browser's own are not touched.
 */
export async function browserUiIdle(browser: Browser): Promise<void> {
  const cdp = await browser.newBrowserCDPSession();
  try {
    const started = Date.now();
    let ui: { targetId: string }[] = [];
    while (ui.length === 0 && Date.now() - started < UI_APPEARS_MS) {
      const { targetInfos } = await cdp.send('Target.getTargets');
      ui = targetInfos.filter((target) => target.type === 'browser_ui');
      if (ui.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // Playwright's CDP sessions have no child sessions: the page is reached through messages.
    const answers = new Map<number, () => void>();
    cdp.on('Target.receivedMessageFromTarget', ({ message }) => {
      const id = (JSON.parse(message) as { id?: number }).id;
      if (id !== undefined) answers.get(id)?.();
    });
    const idle = `new Promise((resolve) => {
      const idle = () => requestIdleCallback(() => resolve(true), { timeout: ${UI_IDLE_MS} });
      if (document.readyState === 'complete') idle(); else addEventListener('load', idle, { once: true });
    })`;
    await Promise.all(
      ui.map(async ({ targetId }, index) => {
        const { sessionId } = await cdp.send('Target.attachToTarget', { targetId, flatten: false });
        const id = index + 1;
        const answered = new Promise<void>((resolve) => answers.set(id, resolve));
        const message = JSON.stringify({ id, method: 'Runtime.evaluate', params: { expression: idle, awaitPromise: true } });
        await cdp.send('Target.sendMessageToTarget', { sessionId, message });
        await Promise.race([answered, new Promise((resolve) => setTimeout(resolve, UI_IDLE_MS))]);
        await cdp.send('Target.detachFromTarget', { sessionId }).catch(() => undefined);
      }),
    );
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}
