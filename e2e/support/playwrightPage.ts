import type { Locator, Page } from '@playwright/test';
import type { JourneyPage, Target } from '../harness/page';
import { expect } from './test';

/**
 * Playwright's Page as a JourneyPage (e2e/harness/page.ts), so that Chromium's specs walk the
 * steps of e2e/harness/steps.ts. Waiting is Playwright's own (web-first assertions, actionability),
 * and a target that matches more than one element fails the step (Playwright's strict mode).
 */
export function locate(page: Page, target: Target): Locator {
  const scope: Page | Locator = target.within ? locate(page, target.within) : page;
  if ('role' in target) {
    const name = typeof target.name === 'string' ? { name: target.name, exact: target.exact !== false } : target.name ? { name: target.name } : {};
    return scope.getByRole(target.role, { ...name, ...(target.level ? { level: target.level } : {}) });
  }
  if ('label' in target) return scope.getByLabel(target.label, { exact: true });
  if ('placeholder' in target) return scope.getByPlaceholder(target.placeholder, { exact: true });
  if ('text' in target) return scope.getByText(target.text, typeof target.text === 'string' ? { exact: target.exact !== false } : {});
  return scope.locator(target.css);
}

export function onPlaywright(page: Page): JourneyPage {
  return {
    goto: async (url) => {
      await page.goto(url);
    },
    waitForUrl: (pattern, timeout) => expect(page).toHaveURL(pattern, { timeout }),
    waitForVisible: (target, timeout) => expect(locate(page, target)).toBeVisible({ timeout }),
    click: (target) => locate(page, target).click(),
    type: async (target, text) => {
      await locate(page, target).click();
      await page.keyboard.type(text);
    },
    keys: (text) => page.keyboard.type(text),
    press: (key) => page.keyboard.press(key),
    evaluate: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
    value: (target) => locate(page, target).inputValue(),
    waitFor: async <T>(what: string, probe: () => Promise<T | null | undefined | false>, timeout?: number) => {
      let value: T | null | undefined | false = null;
      await expect
        .poll(async () => (value = await probe()), { message: what, timeout })
        .toBeTruthy();
      return value as T;
    },
  };
}
