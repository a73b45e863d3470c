import { expectSaga } from 'redux-saga-test-plan';
import type { EffectProviders } from 'redux-saga-test-plan/providers';
import { takeLatest } from 'redux-saga/effects';
import type { LoadedConsent } from '../../../src/api/contract';
import { request } from '../../../src/api/bff';
import { routeEntered } from '../../../src/journey/locationSlice';
import { routeSaga } from '../../../src/app/rootSaga';
import { requireConsentSaga } from '../../../src/features/consent/consentSagas';
import { authoriseRequested, decisionAccepted, decisionRefused, formErrorCleared } from '../../../src/features/consent/consentSlice';
import { loginDocument, qrSaga, qrScreenSaga } from '../../../src/features/security/qrSagas';
import { qrAuthorised, qrExpired, qrFailed, qrRestartRequested, qrStarted, qrStatusReceived } from '../../../src/features/security/qrSlice';
import { qrTerms, qrExpiryMs, qrTokenHeader, qrTransaction } from '../../../src/features/security/qrTransaction';
import { delayMs, never } from '../../support/sagaTimers';
import { confirmation, withConsent } from '../../support/state';
import { automaticConsent, enrolmentConsent, paymentConsent, recurringConsent, sharingConsent, sweepingConsent } from '../../support/consents';

const POLL = 10_000;
/** The device clock as the saga reads it. */
const NOW = 1_790_000_000_000;
const pending = (hash: string, challenge: string) => ({ ok: true, data: { status: 'PENDENTE', hash, challenge } });
const authorised = (hash: string) => ({ ok: true, data: { status: 'AUTORIZADO', hash } });
const refused = { ok: true, data: { status: 'RECUSADO' } };
const failed = { ok: false, failure: { status: 500, message: 'Erro', details: [] } };
/**
 * The bank answers `answers` in order (then never again); `fires(ms)` says which timers go off at
 * once, the others never do. No real waiting.
 */
function bank(answers: unknown[], fires: (ms: number) => boolean, login: string | null = null): EffectProviders {
  const queue = [...answers];
  return {
    call(effect, next) {
      if (effect.fn === request) return queue.length > 0 ? queue.shift() : never();
      if (effect.fn === loginDocument) return login;
      if (effect.fn === Date.now) return NOW;
      const ms = delayMs(effect);
      if (ms !== null) return fires(ms) ? true : never();
      return next();
    },
  };
}
const onlyPolling = (ms: number) => ms === POLL;
const pixBody = (hash: string) => ({
  body: { transacao: { codTransacao: 169, data: '2026-11-22', descricao: 'Pix para Paulo Pereira', valor: '1500.50' }, hash },
  tokenQRCode: '11222333000181-52998224725',
});
const run = (consent: LoadedConsent, providers: EffectProviders) => expectSaga(qrSaga).withState(withConsent(consent)).provide(providers);

describe('QR code polling (SPEC §4 "QR view states")', () => {
  it("an enrolment's code is opened for the terms confirmed on the screen and its account, which the bank freezes (decision 064)", () => {
    const consent = enrolmentConsent();
    const terms = { limiteTransacao: '250.00', limiteDiario: '1000.00', validade: null };
    const vinculo = { ...terms, conta: { id: 'c-1' } };
    return expectSaga(qrSaga)
      .withState(withConsent(consent, { confirmed: confirmation({ terms }) }))
      .provide(bank([pending('h1', 'c1'), authorised('h1')], onlyPolling))
      .call(request, 'pollQr', { body: { transacao: qrTransaction(consent, terms), hash: '', vinculo }, tokenQRCode: '52998224725-52998224725' })
      .call(request, 'pollQr', { body: { transacao: qrTransaction(consent, terms), hash: 'h1', vinculo }, tokenQRCode: '52998224725-52998224725' })
      .delay(10)
      .dispatch(decisionAccepted({}))
      .run();
  });

  it("an enrolment that names no account is opened for the chosen one; other kinds carry no terms", () => {
    const terms = { limiteTransacao: '250.00', limiteDiario: null, validade: '2031-11-26' };
    expect(qrTerms(enrolmentConsent({ conta: null }), terms, 'c-2')).toEqual({ vinculo: { ...terms, conta: { id: 'c-2' } } });
    expect(qrTerms(enrolmentConsent({ conta: null }), terms, null)).toBeNull();
    expect(qrTerms(paymentConsent(), terms, 'c-1')).toBeNull();
  });

  it('asks at once with no hash, then every 10 s with the last hash; PENDENTE redraws the code', () =>
    run(paymentConsent(), bank([pending('h1', 'c1'), pending('h2', 'c2'), authorised('h2')], onlyPolling))
      // The view counts down to the code's expiry: 90 s from now for a payment.
      .put(qrStarted({ expiresAt: NOW + 90_000 }))
      .call(request, 'pollQr', pixBody(''))
      .put(qrStatusReceived({ hash: 'h1', challenge: 'c1' }))
      .call(request, 'pollQr', pixBody('h1'))
      .put(qrStatusReceived({ hash: 'h2', challenge: 'c2' }))
      .call(request, 'pollQr', pixBody('h2'))
      .delay(10)
      .dispatch(decisionAccepted({}))
      .run());

  it('waits 10 s between two calls', async () => {
    const waits: number[] = [];
    const providers = bank([pending('h1', 'c1'), failed], (ms) => {
      waits.push(ms);
      return ms === POLL;
    });
    await run(paymentConsent(), providers).put(qrFailed()).run();
    expect(waits).toContain(POLL);
  });

  it('AUTORIZADO keeps the hash as unitoken and authorises with it', () =>
    run(paymentConsent(), bank([pending('h1', 'c1'), authorised('h9')], onlyPolling))
      .put(qrAuthorised('h9'))
      .put(authoriseRequested({ kind: 'qr', unitoken: 'h9' }))
      .not.put(qrFailed())
      .not.put(qrExpired())
      .delay(10)
      .dispatch(decisionAccepted({}))
      .run());

  it('a refused authorisation leaves the used code as failed, so a new one can be asked for', () =>
    run(paymentConsent(), bank([authorised('h9')], onlyPolling))
      .put(authoriseRequested({ kind: 'qr', unitoken: 'h9' }))
      .delay(10)
      .dispatch(decisionRefused('Assinatura inválida'))
      .put(qrFailed())
      .run());

  it('any other status gives state 3 and stops', () =>
    run(paymentConsent(), bank([pending('h1', 'c1'), refused], onlyPolling))
      .put(qrFailed())
      .not.put.actionType(authoriseRequested.type)
      .not.put(qrExpired())
      .run());

  it('a failed call gives state 3', () =>
    run(paymentConsent(), bank([failed], onlyPolling)).put(qrFailed()).not.put.actionType(qrStatusReceived.type).run());

  it('AUTORIZADO without a hash is a failure, not an authorisation', () =>
    run(paymentConsent(), bank([{ ok: true, data: { status: 'AUTORIZADO' } }], onlyPolling))
      .put(qrFailed())
      .not.put.actionType(authoriseRequested.type)
      .run());

  it('a payment code expires after 90 s: state 2, polling stops', () =>
    run(paymentConsent(), bank([pending('h1', 'c1'), authorised('h1')], (ms) => ms === 90_000))
      .put(qrStatusReceived({ hash: 'h1', challenge: 'c1' }))
      .put(qrExpired())
      .not.put(qrFailed())
      .not.put.actionType(authoriseRequested.type)
      .run());

  it('a sharing code expires after 30 min', () =>
    run(sharingConsent(), bank([pending('h1', 'c1')], (ms) => ms === 30 * 60_000))
      .put(qrExpired())
      .run());

  it('expiry depends on the kind', () => {
    expect(qrExpiryMs('PAGAMENTO')).toBe(90_000);
    expect(qrExpiryMs('RECORRENTE')).toBe(90_000);
    expect(qrExpiryMs('SWEEPING')).toBe(90_000);
    expect(qrExpiryMs('AUTOMATICO')).toBe(90_000);
    expect(qrExpiryMs('DADOS')).toBe(1_800_000);
  });
});

describe('QR transaction and tokenQRCode header per kind', () => {
  const cases: [string, () => LoadedConsent, string | null, object][] = [
    [
      'recurring Pix: 169',
      recurringConsent,
      null,
      {
        body: { transacao: { codTransacao: 169, data: '2026-12-05', descricao: 'Pix recorrente para Academia Forma Ltda', valor: '250.00' }, hash: '' },
        tokenQRCode: '52998224725-52998224725',
      },
    ],
    [
      'data sharing: 196',
      sharingConsent,
      null,
      {
        body: { transacao: { codTransacao: 196, data: '2026-11-22', descricao: 'Compartilhamento de dados com Receptora S.A.', valor: '0.00' }, hash: '' },
        tokenQRCode: '52998224725-52998224725',
      },
    ],
    [
      'company data sharing: the company, then the logged-in person',
      () => sharingConsent('11.222.333/0001-81'),
      '529.982.247-25',
      {
        body: { transacao: { codTransacao: 196, data: '2026-11-22', descricao: 'Compartilhamento de dados com Receptora S.A.', valor: '0.00' }, hash: '' },
        tokenQRCode: '11222333000181-52998224725',
      },
    ],
    [
      'sweeping: 243',
      sweepingConsent,
      null,
      {
        body: { transacao: { codTransacao: 243, data: '2026-11-23', descricao: 'Vínculo de conta com Iniciadora Exemplo S.A.', valor: '500.00' }, hash: '' },
        tokenQRCode: '52998224725-52998224725',
      },
    ],
    [
      'automatic Pix: 243, user from the login',
      automaticConsent,
      '52998224725',
      {
        body: { transacao: { codTransacao: 243, data: '2026-12-10', descricao: 'Pix Automático para Streaming Bom Ltda', valor: '99.90' }, hash: '' },
        tokenQRCode: '52998224725-52998224725',
      },
    ],
  ];

  it.each(cases)('%s', (_name, consent, login, arg) => run(consent(), bank([failed], onlyPolling, login)).call(request, 'pollQr', arg).run());

  it('a payment sends 169 with businessEntity-loggedUser, punctuation removed', () =>
    run(paymentConsent(), bank([failed], onlyPolling)).call(request, 'pollQr', pixBody('')).run());

  it('without any user document the view fails at once, with no call', () =>
    run(automaticConsent(), bank([], onlyPolling, null)).put(qrFailed()).not.call.fn(request).run());

  it('builds the header as institution-user, the user standing in for a personal account', () => {
    expect(qrTokenHeader({ institution: '11222333000181', user: '52998224725' }, null)).toBe('11222333000181-52998224725');
    expect(qrTokenHeader({ institution: null, user: '52998224725' }, null)).toBe('52998224725-52998224725');
    expect(qrTokenHeader({ institution: null, user: null }, '529.982.247-25')).toBe('52998224725-52998224725');
    expect(qrTokenHeader({ institution: null, user: null }, null)).toBeNull();
  });
});

describe('QR view lifecycle', () => {
  it('"Gerar novo QR Code" starts a new code and clears the old message', async () => {
    let polls = 0;
    const providers: EffectProviders = {
      call(effect, next) {
        if (effect.fn === request) {
          polls += 1;
          return failed;
        }
        const ms = delayMs(effect);
        if (ms !== null) return never();
        return next();
      },
    };
    await expectSaga(qrScreenSaga)
      .withState(withConsent(paymentConsent()))
      .provide(providers)
      .put(qrFailed())
      .delay(10)
      .dispatch(qrRestartRequested())
      .put(formErrorCleared())
      .silentRun(50);
    expect(polls).toBe(2);
  });

  it('leaving /segredo cancels the polling (the route saga runs with takeLatest)', async () => {
    let polls = 0;
    let atLeave: number | null = null;
    const providers: EffectProviders = {
      call(effect, next) {
        if (effect.fn === request && effect.args[0] === 'getSecurityDevice') return { ok: true, data: { tipo: 'UNITOKEN_QRCODE' } };
        if (effect.fn === request && effect.args[0] === 'pollQr') {
          polls += 1;
          return pending(`h${polls}`, 'c');
        }
        // The next route's saga starts: note how often the code was asked for until then.
        if (effect.fn === requireConsentSaga && atLeave === null && polls > 0) atLeave = polls;
        const ms = delayMs(effect);
        // Polling every 2 ms instead of 10 s; the expiry never fires.
        if (ms === POLL) return new Promise((resolve) => setTimeout(() => resolve(true), 2));
        if (ms !== null) return never();
        return next();
      },
    };
    function* routes() {
      yield takeLatest(routeEntered.type, routeSaga);
    }
    await expectSaga(routes)
      .withState(withConsent(paymentConsent()))
      .provide(providers)
      .dispatch(routeEntered({ path: '/segredo', search: '' }))
      .delay(20)
      .dispatch(routeEntered({ path: '/pix', search: '' }))
      .silentRun(80);
    expect(atLeave).not.toBeNull();
    expect(atLeave).toBeGreaterThan(1);
    expect(polls).toBe(atLeave);
  });
});
