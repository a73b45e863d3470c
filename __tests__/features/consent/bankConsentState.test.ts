import fc from 'fast-check';
import { bankConsentStateOf } from '../../../src/features/consent/bankConsentState';
import { RUNS } from '../../support/arbitraries';

/** The bank's word on a consent (docs/decisions/043), read without trusting its shape. */
const ok = (data: unknown) => bankConsentStateOf({ ok: true, data });
const fail = (status: number | null) => bankConsentStateOf({ ok: false, failure: { status, message: null, details: [] } });
const back = { urlRedirecionamento: 'https://iniciadora.example/retorno', urlLogoIniciadora: 'https://iniciadora.example/logo.png' };

describe("the bank's state of a consent", () => {
  it.each(['AWAITING_AUTHORISATION', 'AWAITING_AUTHORIZATION', 'PARTIALLY_ACCEPTED'])('%s is pending', (status) => {
    expect(ok({ data: { status } })).toEqual({ status: 'pending' });
  });

  it.each(['AUTHORISED', 'AUTHORIZED', 'CONSUMED', 'Autorizado'])('%s is authorised, with the return data the BFF adds', (status) => {
    expect(ok({ data: { status }, redirecionamento: back })).toEqual({ status: 'authorised', redirect: back });
  });

  it('authorised without return data: an empty redirect (the redirect page then says the way back failed)', () => {
    expect(ok({ data: { status: 'AUTHORISED' }, redirecionamento: { urlRedirecionamento: 42 } })).toEqual({ status: 'authorised', redirect: {} });
  });

  it('refused, and expired when the reason says the time ran out (or the bank answers 420)', () => {
    expect(ok({ data: { status: 'REJECTED', rejection: { reason: { code: 'REJEITADO_USUARIO' } } } })).toEqual({ status: 'refused', expired: false, redirect: {} });
    expect(ok({ data: { status: 'REJECTED', rejection: { reason: { code: 'TEMPO_EXPIRADO_AUTORIZACAO' } } } })).toEqual({ status: 'refused', expired: true, redirect: {} });
    expect(fail(420)).toEqual({ status: 'refused', expired: true, redirect: {} });
  });

  it('refused, with the return data the BFF adds once decided: the way back follows it (docs/decisions/067)', () => {
    expect(ok({ data: { status: 'REJECTED', rejection: { reason: { code: 'REJEITADO_USUARIO' } } }, redirecionamento: back })).toEqual({
      status: 'refused',
      expired: false,
      redirect: back,
    });
  });

  it.each([null, 500, 404, 401])('no readable answer (%s) is unknown: nothing is decided on it', (status) => {
    expect(fail(status)).toEqual({ status: 'unknown' });
  });

  it('any other body is unknown, never a decision', () => {
    fc.assert(
      fc.property(fc.anything(), (body) => {
        const state = ok(body);
        if (state.status !== 'unknown') {
          const status = (body as { data: { status: string } }).data.status;
          expect(typeof status).toBe('string');
        }
      }),
      RUNS,
    );
  });
});
