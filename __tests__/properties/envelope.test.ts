import fc from 'fast-check';
import { ENVELOPE_MEMBER } from '../../src/api/contract';
import { parseEnvelope } from '../../src/api/envelope';
import { toFailure } from '../../src/api/failure';
import { deviceFormFor } from '../../src/features/security/securitySagas';
import { anyAnswer, envelopeOf, RUNS, VALID } from './arbitraries';

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

describe('toFailure on random error bodies', () => {
  const errorLike = fc.oneof(
    fc.anything(),
    fc.record(
      {
        status: fc.oneof(fc.integer({ min: -1, max: 999 }), fc.string(), fc.constant('FETCH_ERROR'), fc.constant(null)),
        data: fc.oneof(
          fc.anything(),
          fc.record(
            { message: fc.oneof(fc.string(), fc.anything()), details: fc.oneof(fc.array(fc.oneof(fc.record({ message: fc.anything() }), fc.anything())), fc.anything()) },
            { requiredKeys: [] },
          ),
        ),
        error: fc.string(),
      },
      { requiredKeys: [] },
    ),
  );

  it('never throws and always answers the BffFailure shape', () => {
    fc.assert(
      fc.property(errorLike, (error) => {
        const failure = toFailure(error);
        expect(failure.status === null || Number.isFinite(failure.status)).toBe(true);
        expect(failure.message === null || (typeof failure.message === 'string' && failure.message.trim() !== '')).toBe(true);
        expect(Array.isArray(failure.details)).toBe(true);
        for (const d of failure.details) expect(typeof d).toBe('string');
      }),
      RUNS,
    );
  });
});

describe('deviceFormFor on random tipo values', () => {
  it('maps the two known devices and everything else to the QR form', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.constantFrom('TOKEN_SMS', 'ASSINATURA_ELETRONICA', 'UNITOKEN_QRCODE', 'token_sms', ' TOKEN_SMS')), (tipo) => {
        const form = deviceFormFor(tipo);
        expect(['sms', 'signature', 'qr']).toContain(form);
        if (tipo === 'TOKEN_SMS') expect(form).toBe('sms');
        else if (tipo === 'ASSINATURA_ELETRONICA') expect(form).toBe('signature');
        else expect(form).toBe('qr');
      }),
      RUNS,
    );
  });
});
