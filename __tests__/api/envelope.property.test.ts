import fc from 'fast-check';
import { ENVELOPE_MEMBER } from '../../src/api/contract';
import { parseEnvelope } from '../../src/api/envelope';
import { anyAnswer, envelopeOf, RUNS, VALID } from '../support/arbitraries';

describe('parseEnvelope on hostile answers (INTERFACE §4)', () => {
  it('accepts the valid envelope of each kind', () => {
    for (const consent of VALID) expect(parseEnvelope(envelopeOf(consent))).toEqual(consent);
  });

  it('never throws; returns null or a consent whose data is the member of its tipo', () => {
    fc.assert(
      fc.property(anyAnswer, (raw) => {
        const parsed = parseEnvelope(raw);
        if (parsed === null) return;
        const envelope = raw as Record<string, unknown>;
        expect(envelope.tipo).toBe(parsed.kind);
        expect(Object.keys(ENVELOPE_MEMBER)).toContain(parsed.kind);
        expect(parsed.data).toBe(envelope[ENVELOPE_MEMBER[parsed.kind]]);
        expect(typeof parsed.data).toBe('object');
        expect(parsed.data).not.toBeNull();
      }),
      RUNS,
    );
  });
});
