import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
export const WIDTHS = [360, 1280] as const;
const SCREENS_DIR = path.resolve(__dirname, '../../test-results/screens');

/**
 * Audits what is on screen now with axe-core (WCAG 2.2 A and AA) at each width, and saves a
 * screenshot of each under test-results/screens/ for a human look.
 */
export async function auditScreen(page: Page, name: string, options: { include?: string } = {}) {
  // Each audit is heavy work (axe at two widths, two screenshots): the test that audits a screen
  // gets the time for it on top of its own, so a journey that audits several screens on a busy
  // 2-core machine is not cut short by the default test timeout.
  test.info().setTimeout(test.info().timeout + 30_000);
  const original = page.viewportSize() ?? { width: 1280, height: 720 };
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    // Let layout settle (fonts, lazy chunks) before auditing. Bounded: 'networkidle' fires once, and
    // a page that never had 500 ms without a request before a test held one of its answers (the
    // processing pages) would never reach it: the test then hung here until its own timeout.
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    // And let finite animations end: axe measures contrast with the opacity of the moment, and a
    // modal audited during antd's opening fade fails on colours the customer never sees settled.
    // Endless ones (spinners) never end and do not fade the text.
    await page.waitForFunction(() =>
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    );
    let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
    if (options.include) builder = builder.include(options.include);
    const { violations } = await builder.analyze();
    const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(summary, `axe violations on ${name} at ${width}px`).toEqual([]);
    await page.screenshot({ path: path.join(SCREENS_DIR, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(original);
}
