import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium';
import { TEST_RUNS_SMS_PER_CUSTOMER_HOUR } from './mocks/options';

/**
 * End-to-end in Debian's Chromium (Playwright cannot download its own browsers here) against the
 * simulated bank serving the production build on one origin.
 */
const port = Number(process.env.E2E_PORT ?? 8181);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: 'npx tsx mocks/main.ts',
    url: `${baseURL}/config.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: { BANK_PORT: String(port), BANK_HOST: '127.0.0.1', LOG: 'silent', SLOW_MS: '15000', SMS_PER_CUSTOMER_HOUR: String(TEST_RUNS_SMS_PER_CUSTOMER_HOUR) },
  },
});
