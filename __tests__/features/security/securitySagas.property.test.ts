import fc from 'fast-check';
import { deviceFormFor } from '../../../src/features/security/securitySagas';
import { RUNS } from '../../support/arbitraries';

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
