import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import type { EffectProviders } from 'redux-saga-test-plan/providers';
import { request } from '../../../src/api/bff';
import { setConfig } from '../../../src/config/currentConfig';
import { authoriseSaga } from '../../../src/features/consent/authoriseSaga';
import { AUTHORISE_TIMEOUT_MS, LATE_ANSWER_WAIT_MS } from '../../../src/features/consent/sentAuthorisation';
import { sendAuthorisation } from '../../../src/features/consent/decisionRequests';
import { readBankConsentState, type BankConsentState } from '../../../src/features/consent/bankConsentState';
import { sessionStore } from '../../../src/auth/sessionStore';
import { rootReducer } from '../../../src/app/rootReducer';
import { afterNextPaint } from '../../../src/platform/afterNextPaint';
import {
  authoriseRequested,
  decisionAccepted,
  decisionRefused,
  credentialSpent,
  decisionSubmitted,
  lateAnswerAwaited,
  lateAnswerGivenUp,
  lateAnswerReceived,
  type Credential,
} from '../../../src/features/consent/consentSlice';
import { modalConfirmed, modalDismissed, modalOpened } from '../../../src/features/modal/modalSlice';
import { confirmation, loggedInSession, onRoute, stateWith, withConsent } from '../../support/state';
import { pixConsent, pixRequest, sharingConsent } from '../../support/consents';
import { testConfig } from '../../support/testConfig';
import { sessionExpiredSaga } from '../../../src/features/session/sessionSagas';
import { entrySaga, startLogin } from '../../../src/features/session/entrySaga';
import { sessionExpired } from '../../../src/features/session/sessionSlice';
import { sessionExpiredNow, storedIdToken } from '../../../src/auth/oidc';
import { journey } from '../../../src/journey/journeyTable';
import { withJourney, movedTo } from '../../support/journey';
import { routeEntered } from '../../../src/journey/location';

const sms: Credential = { kind: 'sms', code: '123456' };
const fail = (status: number | null, message: string | null = null) => ({ ok: false, failure: { status, message, details: [] } });
const redirectInfo = { urlRedirecionamento: 'https://iniciadora.example/retorno', urlLogoIniciadora: 'https://iniciadora.example/logo.png' };
beforeAll(() => setConfig(testConfig));
/**
 * Stubs the sending (forked, so it outlives the 10 s race) and the two waits on its answer: the
 * 10 s race ({ answer } or { timeout }) and the processing page's wait ({ answer } or { giveUp }),
 * with the given winners, in order. `sent` lists each sending's arguments; `cancelled` counts the
 * sendings given up.
 */
let bankSays: BankConsentState = { status: 'pending' };
let askedBank = 0;
beforeEach(() => {
  bankSays = { status: 'pending' };
  askedBank = 0;
});
function raceWinners(...winners: object[]) {
  const queue = [...winners];
  const sent: unknown[][] = [];
  const waits: number[] = [];
  let cancelled = 0;
  const providers: EffectProviders = {
    fork: (effect, next) => {
      if (effect.fn !== sendAuthorisation) return next();
      sent.push(effect.args);
      return { sending: sent.length };
    },
    race: (effect, next) => {
      const racers = effect as unknown as Record<string, { payload?: { args?: unknown[] } }>;
      const timer = racers.timeout ?? racers.giveUp;
      if (!timer || !('answer' in racers)) return next();
      waits.push(Number(timer.payload?.args?.[0]));
      return queue.shift();
    },
    // Only the stubbed sending's cancel is counted (and stubbed); the journey saga's is real.
    cancel: (task, next) => {
      if (typeof task !== 'object' || task === null || !('sending' in task)) return next();
      cancelled += 1;
      return undefined;
    },
    // Navigation is observed, not performed; the bank's word on the consent is `bankSays`.
    call: (effect, next) => {
      if (effect.fn === readBankConsentState) {
        askedBank += 1;
        return bankSays;
      }
      return next();
    },
  };
  return { sent, waits, providers, cancelled: () => cancelled };
}
/**
 * Fresh login and provider logout (docs/decisions/010): every journey ends at the provider with an
 * RP-initiated logout sent as a form POST (the ID token never in a URL), to the exactly registered
 * `{origin}/`, and goes on from there to what the tab kept (sessionStorage, no token, no CPF).
 */
const ID_TOKEN = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiI1Mjk5ODIyNDcyNSJ9.c2ln';
const USER_KEY = 'oidc.user:http://bank.test/idp/realms/openfinance:consent-portal';
beforeEach(() => window.sessionStorage.clear());
const storeUser = (expiresAt: number) =>
  window.sessionStorage.setItem(USER_KEY, JSON.stringify({ id_token: ID_TOKEN, access_token: 'AT', expires_at: expiresAt, profile: { name: 'Maria' } }));

describe('authorise (SPEC §4 main flow, §8 "Authorise payment")', () => {
  const start = (state = withConsent(pixConsent())) => expectSaga(withJourney(authoriseSaga), authoriseRequested(sms)).withReducer(rootReducer, onRoute('/segredo', state));

  it('sends the payment request with the SMS code, channel 1, code 169, no overdraft', () =>
    expectSaga(sendAuthorisation, pixConsent(), sms, confirmation(), false)
      .provide([[matchers.call.fn(request), { ok: true, data: redirectInfo }]])
      .call(request, 'decidePayment', {
        consentId: 'urn:cooperativa:C1',
        status: 'AUTORIZADO',
        body: { ...pixRequest(), canal: 1, codTransacao: 169, usarChequeEspecial: false, tokenSMS: '123456' },
      })
      .run());

  it('on success keeps the redirect data and goes to /redirect', () =>
    start()
      .provide(raceWinners({ answer: { ok: true, data: redirectInfo } }).providers)
      .put(decisionSubmitted('authorise'))
      .put(decisionAccepted(redirectInfo))
      .put(journey.returnToInitiator())
      .put(movedTo('/redirect', true))
      .run());

  it("draws the busy button before the request is built and sent (the tap's frame waits for nothing else)", async () => {
    const races = raceWinners({ answer: { ok: true, data: redirectInfo } });
    const order: string[] = [];
    await start()
      .provide({
        ...races.providers,
        put: (effect, next) => {
          if (effect.action.type === decisionSubmitted.type) order.push('busy');
          return next();
        },
        call: (effect, next) => {
          if (effect.fn !== afterNextPaint) return races.providers.call!(effect, next);
          order.push('frame drawn');
          return undefined;
        },
        fork: (effect, next) => {
          if (effect.fn === sendAuthorisation) order.push('sent');
          return races.providers.fork!(effect, next);
        },
      })
      .run();
    expect(order).toEqual(['busy', 'frame drawn', 'sent']);
  });

  it('after 10 s without an answer goes to /responses/processando and keeps waiting there', async () => {
    const races = raceWinners({ timeout: true }, { giveUp: true });
    await start()
      .provide(races.providers)
      .put(lateAnswerAwaited())
      .put(journey.answerAwaited())
      .put(movedTo('/responses/processando', true))
      .put(lateAnswerGivenUp())
      .not.put.actionType(decisionAccepted.type)
      .run();
    expect(races.waits).toEqual([AUTHORISE_TIMEOUT_MS, LATE_ANSWER_WAIT_MS]);
    expect(LATE_ANSWER_WAIT_MS).toBe(120_000);
    // One sending, given up (not sent again) when the wait ends.
    expect(races.sent).toHaveLength(1);
    expect(races.cancelled()).toBe(1);
  });

  it('an approval that comes on the processing page carries the journey on to /redirect', async () => {
    const races = raceWinners({ timeout: true }, { answer: { ok: true, data: redirectInfo } });
    await start()
      .provide(races.providers)
      .put(journey.answerAwaited())
      .put(movedTo('/responses/processando', true))
      .put(lateAnswerReceived())
      .put(decisionAccepted(redirectInfo))
      .put(journey.returnToInitiator())
      .put(movedTo('/redirect', true))
      .not.put(lateAnswerGivenUp())
      .run();
    expect(races.sent).toHaveLength(1);
    expect(races.cancelled()).toBe(0);
  });

  it('a late refusal of the code takes the customer back to the form with the message', () =>
    start()
      .provide(raceWinners({ timeout: true }, { answer: fail(422, 'Código inválido') }).providers)
      .put(journey.answerAwaited())
      .put(movedTo('/responses/processando', true))
      .put(journey.lateAnswerForForm())
      .put(movedTo('/segredo', true))
      .put(decisionRefused('Código inválido'))
      .run());

  it('a late 420 goes to the expired page, not back to the form', () =>
    start()
      .provide(raceWinners({ timeout: true }, { answer: fail(420) }).providers)
      .put(journey.consentExpired())
      .put(movedTo('/responses/expirado', true))
      .not.put(journey.lateAnswerForForm())
      .not.put(movedTo('/segredo', true))
      .run());

  it('an answer in time never shows the processing page', () =>
    start()
      .provide(raceWinners({ answer: fail(422, 'Código inválido') }).providers)
      .put(decisionRefused('Código inválido'))
      .not.put(lateAnswerAwaited())
      .not.put.actionType(routeEntered.type)
      .run());

  it('does nothing when a decision is already in flight (one request per confirmation)', () =>
    start(withConsent(pixConsent(), { decision: 'submitting' })).not.put.actionType(decisionSubmitted.type).not.call.fn(sendAuthorisation).run());

  it.each([403, 422, 423])('%i shows the server message under the form', (status) =>
    start().provide(raceWinners({ answer: fail(status, 'Código inválido') }).providers).put(decisionRefused('Código inválido')).not.put.actionType(routeEntered.type).run(),
  );

  it.each([
    [403, false],
    [422, false],
    [423, true],
  ])('%i tells the forms the credential is spent (locked: %p)', (status, locked) =>
    start().provide(raceWinners({ answer: fail(status, 'Código inválido') }).providers).put(credentialSpent({ locked })).run(),
  );

  it('428 tells the forms the credential is spent', () =>
    start().provide(raceWinners({ answer: fail(428, 'Saldo insuficiente') }).providers).put(credentialSpent({ locked: false })).run());

  it('a network error spends nothing: the same code may be confirmed again', () =>
    start().provide(raceWinners({ answer: fail(null) }).providers).not.put.actionType(credentialSpent.type).run());

  it('420 goes to the expired page', () =>
    start().provide(raceWinners({ answer: fail(420) }).providers).put(journey.consentExpired()).put(movedTo('/responses/expirado', true)).run());

  it('428 opens the insufficient-funds modal', () =>
    start()
      .provide(raceWinners({ answer: fail(428, 'Saldo insuficiente') }).providers)
      .put(modalOpened({ type: 'FUNDS', text: 'Saldo insuficiente' }))
      .run());

  it('another status goes to /responses', () =>
    start().provide(raceWinners({ answer: fail(500) }).providers).put(journey.journeyStopped()).put(movedTo('/responses', true)).run());

  it('a network error shows a message under the form', () =>
    start()
      .provide(raceWinners({ answer: fail(null) }).providers)
      .put(decisionRefused('Não foi possível conectar ao banco. Verifique sua conexão e tente novamente.'))
      .run());

  it('300 asks about the overdraft; Sim re-sends with usarChequeEspecial and redirects', async () => {
    const races = raceWinners({ answer: fail(300, 'Usar o cheque especial?') }, { answer: { ok: true, data: redirectInfo } });
    await start()
      .provide(races.providers)
      .put(modalOpened({ type: 'OVERDRAFT', text: 'Usar o cheque especial?' }))
      .dispatch(modalConfirmed())
      .put(decisionAccepted(redirectInfo))
      .put(journey.returnToInitiator())
      .put(movedTo('/redirect', true))
      .run();
    expect(races.sent.map((args) => args[3])).toEqual([false, true]);
  });

  it('300 then Voltar closes without sending again', async () => {
    const races = raceWinners({ answer: fail(300, 'Usar o cheque especial?') });
    await start().provide(races.providers).dispatch(modalDismissed()).put(decisionRefused(null)).run();
    expect(races.sent).toHaveLength(1);
  });

  it('a failure after accepting the overdraft goes to /responses', () =>
    start()
      .provide(raceWinners({ answer: fail(300, 'x') }, { answer: fail(422, 'limite') }).providers)
      .dispatch(modalConfirmed())
      .put(journey.journeyStopped())
      .put(movedTo('/responses', true))
      .run());
});

/**
 * Docs/decisions/043: the tab remembers an authorisation it sent until it knows the bank's answer,
 * and asks the bank where the consent stands before it shows an error that may hide a decision.
 */
describe('an authorisation whose answer may be lost', () => {
  const start = (state = withConsent(pixConsent())) => expectSaga(withJourney(authoriseSaga), authoriseRequested(sms)).withReducer(rootReducer, onRoute('/segredo', state));
  const NETWORK = 'Não foi possível conectar ao banco. Verifique sua conexão e tente novamente.';
  const sentRecord = () => sessionStore.authorisationSent('urn:cooperativa:C1');

  /** What the tab had recorded at the moment the request left. */
  async function recordWhenSent(state = withConsent(pixConsent())): Promise<unknown> {
    let recorded: unknown = 'not sent';
    const races = raceWinners({ timeout: true }, { giveUp: true });
    await start(state)
      .provide({
        ...races.providers,
        fork: (effect, next) => {
          if (effect.fn === sendAuthorisation) recorded = sentRecord();
          return races.providers.fork!(effect, next);
        },
      })
      .run();
    return recorded;
  }

  it('is recorded in the tab (consent id, time, kind; no code) before the request leaves', async () => {
    expect(await recordWhenSent()).toEqual({ intentId: 'urn:cooperativa:C1', at: expect.any(Number), kind: 'PAGAMENTO', subject: 'payment' });
    expect(JSON.stringify(window.sessionStorage)).not.toContain('123456');
  });

  it('an answer lost on its way back, the bank says authorised: the redirect, as if it had come', async () => {
    bankSays = { status: 'authorised', redirect: redirectInfo };
    await start()
      .provide(raceWinners({ answer: fail(null) }).providers)
      .put(decisionAccepted(redirectInfo))
      .put(journey.returnToInitiator())
      .put(movedTo('/redirect', true))
      .not.put.actionType(decisionRefused.type)
      .not.call(request, 'rejectConsent', 'urn:cooperativa:C1')
      .run();
    expect(sentRecord()).toBeNull();
  });

  it("'already decided' (422), the bank says authorised: the redirect, not the error", async () => {
    bankSays = { status: 'authorised', redirect: redirectInfo };
    await start()
      .provide(raceWinners({ answer: fail(422, 'Este consentimento já foi decidido.') }).providers)
      .put(decisionAccepted(redirectInfo))
      .put(journey.returnToInitiator())
      .put(movedTo('/redirect', true))
      .not.put.actionType(decisionRefused.type)
      .run();
    expect(askedBank).toBe(1);
  });

  it.each([
    ['refused', { status: 'refused', expired: false, redirect: {} }, journey.consentDecided(), '/responses/decidido'],
    ['expired', { status: 'refused', expired: true, redirect: {} }, journey.consentExpired(), '/responses/expirado'],
  ] as const)('a lost answer, the bank says %s: its result page', async (_case, state, next, page) => {
    bankSays = state;
    await start().provide(raceWinners({ answer: fail(null) }).providers).put(next).put(movedTo(page, true)).not.put.actionType(decisionRefused.type).run();
    expect(sentRecord()).toBeNull();
  });

  it("a lost answer on a consent still pending: SPEC's network message, nothing left in doubt", async () => {
    await start().provide(raceWinners({ answer: fail(null) }).providers).put(decisionRefused(NETWORK)).not.put.actionType(routeEntered.type).run();
    expect(askedBank).toBe(1);
    expect(sentRecord()).toBeNull();
  });

  it('a lost answer the bank cannot be asked about: the network message, and the tab keeps the record for a reload', async () => {
    bankSays = { status: 'unknown' };
    await start().provide(raceWinners({ answer: fail(null) }).providers).put(decisionRefused(NETWORK)).run();
    expect(sentRecord()).toMatchObject({ intentId: 'urn:cooperativa:C1' });
  });

  it('a wrong code (422) on a pending consent: the message under the form, the record gone', async () => {
    await start().provide(raceWinners({ answer: fail(422, 'Código inválido') }).providers).put(decisionRefused('Código inválido')).run();
    expect(askedBank).toBe(1);
    expect(sentRecord()).toBeNull();
  });

  it.each([403, 423, 428, 500])('%i says nothing of a decision: the bank is not asked', async (status) => {
    await start().provide(raceWinners({ answer: fail(status, 'x') }).providers).run();
    expect(askedBank).toBe(0);
    expect(sentRecord()).toBeNull();
  });

  it('the processing page waited in vain, the bank says authorised: the redirect', async () => {
    bankSays = { status: 'authorised', redirect: redirectInfo };
    await start()
      .provide(raceWinners({ timeout: true }, { giveUp: true }).providers)
      .put(journey.returnToInitiator())
      .put(movedTo('/redirect', true))
      .not.put(lateAnswerGivenUp())
      .run();
  });

  it('the processing page waited in vain on a pending consent: the wait is given up and the way back may be offered', async () => {
    await start().provide(raceWinners({ timeout: true }, { giveUp: true }).providers).put(lateAnswerGivenUp()).run();
    expect(sentRecord()).toBeNull();
  });

  it('the processing page waited in vain and the bank cannot be asked: the record outlives the wait, so the way back and a reload ask first (decision 067)', async () => {
    bankSays = { status: 'unknown' };
    await start().provide(raceWinners({ timeout: true }, { giveUp: true }).providers).put(lateAnswerGivenUp()).run();
    expect(askedBank).toBe(1);
    expect(sentRecord()).toMatchObject({ intentId: 'urn:cooperativa:C1' });
  });

  it('a data sharing is recorded as one (the waiting page speaks of a sharing after a reload)', async () => {
    expect(await recordWhenSent(withConsent(sharingConsent()))).toMatchObject({ kind: 'DADOS' });
  });
});

describe('an expired session at Confirmar', () => {
  const sms: Credential = { kind: 'sms', code: '123456' };

  it('knows the token is past its life by the device clock, and keeps the ID token for the logout', () => {
    storeUser(1_000);
    expect(sessionExpiredNow(testConfig, 999)).toBe(false);
    expect(sessionExpiredNow(testConfig, 1_000)).toBe(true);
    expect(storedIdToken(testConfig)).toBe(ID_TOKEN);
  });

  it('sends no decision and explains, keeping the intent', () => {
    storeUser(Date.now() / 1000 - 1);
    return expectSaga(withJourney(authoriseSaga), authoriseRequested(sms))
      .withState(onRoute('/segredo', withConsent(pixConsent())))
      .provide([])
      .not.call.fn(request)
      .not.put.actionType(decisionSubmitted.type)
      .put(sessionExpired())
      .put(journey.backToStart())
      .put(movedTo('/', true))
      .run();
  });

  it('a 401 from the bank (token expired at the provider) also ends in the explanation', () =>
    expectSaga(withJourney(authoriseSaga), authoriseRequested(sms))
      .withState(onRoute('/segredo', withConsent(pixConsent())))
      .provide([
        {
          race: () => ({ answer: { ok: false, failure: { status: 401, message: 'x', details: [] } } }),
          fork: (effect, next) => (effect.fn === sendAuthorisation ? {} : next()),
        },
      ])
      .call(sessionExpiredSaga)
      .put(sessionExpired())
      .put(journey.backToStart())
      .put(movedTo('/', true))
      .run());

  it("the entry keeps the explanation on screen instead of logging in at once", () =>
    expectSaga(withJourney(entrySaga), '')
      .withState(stateWith({ session: { ...loggedInSession, authenticated: false, problem: 'session-expired' } }))
      .provide([[matchers.call.fn(startLogin), undefined]])
      .not.call.fn(startLogin)
      .run());
});
