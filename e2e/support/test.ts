import { test as base, expect } from '@playwright/test';

interface Violation {
  directive: string;
  blocked: string;
  source: string;
  page: string;
}

/**
 * Every end-to-end test runs with three watchers: any Content-Security-Policy violation fails it, so
 * does console output that carries a CPF, a token or a one-time code, and so does a saga that failed
 * (the page survives it, docs/decisions/027, but it is a defect). A failed test carries the page's
 * errors, so that a run on a machine that is gone afterwards still says what the page saw.
 */
export const test = base.extend<{ securityWatch: void }>({
  securityWatch: [
    async ({ page }, use, testInfo) => {
      const violations: Violation[] = [];
      const consoleLines: string[] = [];
      await page.exposeFunction('__reportCspViolation', (v: Violation) => violations.push(v));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          (window as unknown as { __reportCspViolation: (v: object) => void }).__reportCspViolation({
            directive: e.violatedDirective,
            blocked: e.blockedURI,
            source: `${e.sourceFile}:${e.lineNumber}`,
            page: location.pathname,
          });
        });
      });
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
