import { test as base, expect } from '@playwright/test';

interface Violation {
  directive: string;
  blocked: string;
  source: string;
  page: string;
}

/**
 * Every end-to-end test runs with two watchers: any Content-Security-Policy violation fails it, and
 * so does console output that carries a CPF, a token or a one-time code.
 */
export const test = base.extend<{ securityWatch: void }>({
  securityWatch: [
    async ({ page }, use) => {
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
      page.on('console', (message) => consoleLines.push(message.text()));
      await use();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
      const leaks = consoleLines.filter((line) => /\b\d{3}\.?\d{3}\.?\d{3}-?\d{2}\b|Bearer |access_token|eyJ[\w-]{10,}/.test(line));
      expect(leaks, 'console output with a CPF or a token').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
