import { test as base, expect, type BrowserContext } from '@playwright/test';

export interface Violation {
  directive: string;
  blocked: string;
  /** The offending value's first characters: for a Trusted Types violation, the sink and what it was given. */
  sample: string;
  source: string;
  page: string;
}

/**
 * Records every Content-Security-Policy violation in every page of the context, from its first
 * script on: the portal's, and the bank's pages a test opens beside it.
 */
export async function watchCspViolations(context: BrowserContext, into: Violation[]): Promise<void> {
  await context.exposeFunction('__reportCspViolation', (v: Violation) => into.push(v));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportCspViolation: (v: object) => void }).__reportCspViolation({
        directive: e.violatedDirective,
        blocked: e.blockedURI,
        sample: e.sample,
        source: `${e.sourceFile}:${e.lineNumber}`,
        page: location.pathname,
      });
    });
  });
}

/**
 * Every end-to-end test runs with three watchers: any Content-Security-Policy violation fails it
 * (Trusted Types ones included: a string reaching an HTML or script sink, a policy the CSP does not
 * name), so does console output that carries a CPF, a token or a one-time code, and so does a saga
 * that failed (the page survives it, docs/decisions/027, but it is a defect). A failed test carries
 * the page's errors, so that a run on a machine that is gone afterwards still says what the page saw.
 * A test that causes a violation on purpose takes `cspViolations`, checks them, and empties it; one
 * that opens a context of its own watches it into the same list (watchCspViolations).
 */
export const test = base.extend<{ cspViolations: Violation[]; securityWatch: void }>({
  cspViolations: [
    async ({}, use) => {
      await use([]);
    },
    { scope: 'test' },
  ],
  securityWatch: [
    async ({ context, page, cspViolations: violations }, use, testInfo) => {
      const consoleLines: string[] = [];
      await watchCspViolations(context, violations);
      const pageErrors: string[] = [];
      page.on('console', (message) => {
        consoleLines.push(message.text());
        if (message.type() === 'error') pageErrors.push(`${new URL(page.url()).pathname}: ${message.text()}`);
      });
      page.on('pageerror', (error) => pageErrors.push(`${new URL(page.url()).pathname}: ${error.name}: ${error.message}`));
      await use();
      if (testInfo.status !== testInfo.expectedStatus && pageErrors.length > 0) {
        await testInfo.attach('page errors', { body: pageErrors.join('\n'), contentType: 'text/plain' });
      }
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
      const leaks = consoleLines.filter((line) => /\b\d{3}\.?\d{3}\.?\d{3}-?\d{2}\b|Bearer |access_token|eyJ[\w-]{10,}/.test(line));
      expect(leaks, 'console output with a CPF or a token').toEqual([]);
      expect(consoleLines.filter((line) => line.startsWith('saga failed')), 'sagas that failed').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
