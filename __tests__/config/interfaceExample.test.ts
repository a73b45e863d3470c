import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseConfig } from '../../src/config/appConfig';

/**
 * INTERFACE §2's example /config.json must work exactly as written (issue 31, point 1): checks
 * outside the project serve it byte for byte. e2e/interface-config.spec.ts completes a journey with
 * the same file; this test holds the file to the interface and to the parser.
 */
const EXAMPLE = path.resolve(__dirname, '../../e2e/fixtures/interface-config.json');
const INTERFACE = path.resolve(__dirname, '../../../shared/INTERFACE.md');

describe("INTERFACE §2's example /config.json", () => {
  const bytes = readFileSync(EXAMPLE, 'utf8');

  it('is accepted as it is, with every optional key at its default', () => {
    const result = parseConfig(JSON.parse(bytes));
    expect(result).toMatchObject({
      ok: true,
      config: {
        productName: 'Cooperativa Exemplo',
        bffBaseUrl: 'http://127.0.0.1:8080/api',
        oidc: { url: 'http://127.0.0.1:8080/idp', realm: 'openfinance', clientId: 'consent-portal' },
        metricsUrl: null,
      },
    });
  });

  // The interface document sits beside the repository on the team's machines and in CI.
  (existsSync(INTERFACE) ? it : it.skip)('is the block INTERFACE §2 shows, byte for byte', () => {
    const section = readFileSync(INTERFACE, 'utf8').split(/^## /m).find((s) => s.startsWith('2.')) ?? '';
    const block = /```json\n([\s\S]*?)```/.exec(section)?.[1];
    expect(block).toBe(bytes);
  });
});
