import fc from 'fast-check';
import { safeUrl } from '../../src/platform/safeUrl';
import { RUNS } from '../support/arbitraries';

describe('safeUrl on random input', () => {
  const candidates = fc.oneof(
    fc.anything(),
    fc.string(),
    fc.webUrl({ withQueryParameters: true, withFragments: true, authoritySettings: { withUserInfo: true, withPort: true } }),
    fc.tuple(fc.constantFrom('', ' ', '\t', '\u0000', '/', '\\', '//'), fc.constantFrom('https://', 'http://', 'javascript:', 'data:'), fc.string()).map((p) => p.join('')),
  );

  it('never throws; anything accepted is an absolute https URL (http only on loopback) without credentials, and stable', () => {
    fc.assert(
      fc.property(candidates, (candidate) => {
        const result = safeUrl(candidate);
        if (result === null) return;
        const url = new URL(result);
        expect(url.username + url.password).toBe('');
        if (url.protocol === 'http:') {
          expect(url.hostname).toMatch(/^(localhost|\[::1\]|127\.\d+\.\d+\.\d+)$/);
        } else expect(url.protocol).toBe('https:');
        expect(safeUrl(result)).toBe(result);
      }),
      RUNS,
    );
  });
});
