import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * Runs deploy/write-config.sh as a container start would, with the required variables set; `outputs`
 * says where it writes (CONFIG_OUTPUT, HEADERS_OUTPUT, ...) and may override any of them.
 */
export const runWriteConfig = (outputs: Record<string, string>) =>
  spawnSync('sh', [path.resolve(__dirname, '../../../deploy/write-config.sh')], {
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      PRODUCT_NAME: 'Cooperativa Exemplo',
      BFF_BASE_URL: 'https://bff.example/api',
      OIDC_URL: 'https://login.example',
      OIDC_REALM: 'openfinance',
      OIDC_CLIENT_ID: 'consent-portal',
      ...outputs,
    },
    encoding: 'utf8',
  });
