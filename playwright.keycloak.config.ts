import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium';

/**
 * The login journeys against a real Keycloak (npm run test:keycloak): Keycloak 26 on loopback with
 * the realm of deploy/keycloak/ imported (scripts/keycloak/run.sh), and the simulated bank in
 * front of it (KEYCLOAK_URL): the same portal build, the same /idp address, Keycloak's own login,
 * session and logout. Fails, not skips, when Keycloak is not installed.
 */
const port = Number(process.env.E2E_PORT ?? 8181);
const keycloakPort = Number(process.env.KEYCLOAK_PORT ?? 8480);
// Keycloak's management interface (health, metrics) defaults to 9000 whatever the HTTP port: named
// here so that runs side by side (worktrees, CI jobs) never share a port.
const managementPort = Number(process.env.KEYCLOAK_MANAGEMENT_PORT ?? keycloakPort + 1);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './e2e',
  testMatch: ['session-end.spec.ts', 'provider-rules.spec.ts'],
  outputDir: './test-results/e2e-keycloak',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  metadata: { provider: 'keycloak' },
  webServer: [
    {
      command: 'scripts/keycloak/run.sh',
      url: `http://127.0.0.1:${keycloakPort}/idp/realms/openfinance/.well-known/openid-configuration`,
      reuseExistingServer: false,
      // Its first start imports the realm and builds its database: minutes on a loaded 2-core machine.
      timeout: 480_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { PORTAL_ORIGIN: baseURL, KEYCLOAK_PORT: String(keycloakPort), KEYCLOAK_MANAGEMENT_PORT: String(managementPort) },
    },
    {
      command: 'npx tsx mocks/main.ts',
      url: `${baseURL}/config.json`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        BANK_PORT: String(port),
        BANK_HOST: '127.0.0.1',
        LOG: 'silent',
        SLOW_MS: '15000',
        KEYCLOAK_URL: `http://127.0.0.1:${keycloakPort}/idp`,
      },
    },
  ],
});
