import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import type { EffectProviders } from 'redux-saga-test-plan/providers';
import { delay } from 'redux-saga/effects';
import { request } from '../../../src/api/bff';
import { sessionStore } from '../../../src/auth/sessionStore';
import { readBankConsentState, type BankConsentState } from '../../../src/features/consent/bankConsentState';
import { alertExitSaga, refuseSaga } from '../../../src/features/consent/refuseSaga';
import { loadConsentSaga } from '../../../src/features/consent/consentSagas';
import {
  consentAlreadyDecided,
  decisionAccepted,
  lateAnswerGivenUp,
  sentAuthorisationCheck,
  sentAuthorisationFound,
} from '../../../src/features/consent/consentSlice';
import { AUTHORISE_TIMEOUT_MS, LATE_ANSWER_WAIT_MS, STATE_POLL_MS, settleSentAuthorisationSaga } from '../../../src/features/consent/sentAuthorisation';
import { loggedInSession, onRoute, stateWith, withConsent } from '../../support/state';
import { pixConsent } from '../../support/consents';
import { journey } from '../../../src/journey/journeyTable';
import { withJourney, movedTo } from '../../support/journey';
import { routeEntered } from '../../../src/journey/location';

/**
 * Docs/decisions/043: after a reload or a new login, an authorisation this tab sent and never had
 * the answer to is settled with the bank before anything is offered: pending, the waiting page and
 * no way back that refuses; decided, where the decision leads. No refusal ever leaves meanwhile.
 */
const INTENT = loggedInSession.intentId;
const SENT_AT = 1_000_000;
const redirect = { urlRedirecionamento: 'https://iniciadora.example/retorno', urlLogoIniciadora: 'https://iniciadora.example/logo.png' };
const loggedIn = stateWith({ session: loggedInSession });

beforeEach(() => window.sessionStorage.clear());
const recordSent = (sharing = false) =>
  sessionStore.keepAuthorisationSent({ intentId: INTENT, at: SENT_AT, kind: sharing ? 'DADOS' : 'PAGAMENTO', subject: sharing ? 'sharing' : 'scheduled' });

/** redux-saga's `delay` is a call of this function. */
const DELAY = (delay(0) as unknown as { payload: { fn: unknown } }).payload.fn;

/** The bank's answers in order (the last repeats), the clock at each read, and the waits between. */
function bank(answers: BankConsentState[], clock: number[] = []) {
  const asked: string[] = [];
  const waits: number[] = [];
  let reads = 0;
  const providers: EffectProviders = {
    call: (effect, next) => {
      if (effect.fn === readBankConsentState) {
        asked.push(effect.args[0] as string);
        return answers[Math.min(asked.length - 1, answers.length - 1)];
      }
      if (effect.fn === Date.now) return clock[Math.min(reads++, clock.length - 1)] ?? SENT_AT;
      if (effect.fn === DELAY) {
        waits.push(Number(effect.args[0]));
        return undefined;
      }
      return next();
    },
  };
  return { asked, waits, providers };
}

describe('settling an authorisation sent before a reload', () => {
  it('does nothing when this tab sent none', () =>
    expectSaga(withJourney(settleSentAuthorisationSaga)).withState(onRoute('/responses/processando', loggedIn)).provide(bank([]).providers).not.put.actionType(sentAuthorisationFound.type).not.put.actionType(routeEntered.type).run());

  it('waits on the processing page while pending, then follows the authorisation to /redirect', async () => {
    recordSent();
    const b = bank([{ status: 'pending' }, { status: 'pending' }, { status: 'authorised', redirect }], [SENT_AT + 20_000, SENT_AT + 23_000]);
    await expectSaga(withJourney(settleSentAuthorisationSaga))
      .withState(onRoute('/responses/processando', loggedIn))
      .provide(b.providers)
      .put(sentAuthorisationFound({ kind: 'PAGAMENTO', subject: 'scheduled' }))
      .put(journey.answerAwaited())
      .put(movedTo('/responses/processando', true))
      .put(decisionAccepted(redirect))
      .put(journey.returnToInitiator())
      .put(movedTo('/redirect', true))
      .not.put(lateAnswerGivenUp())
      .not.call.like({ fn: request, args: ['rejectConsent'] })
      .run();
    expect(b.asked).toEqual([INTENT, INTENT, INTENT]);
    expect(sessionStore.authorisationSent(INTENT)).toBeNull();
  });

  it.each([
    [{ status: 'refused', expired: true, redirect: {} } as const, journey.consentExpired(), '/responses/expirado'],
    [{ status: 'refused', expired: false, redirect: {} } as const, journey.consentDecided(), '/responses/decidido'],
  ])('a consent the bank refused (%o) goes to its result page', (state, next, page) => {
    recordSent(true);
    return expectSaga(withJourney(settleSentAuthorisationSaga))
      .withState(onRoute('/responses/processando', loggedIn))
      .provide(bank([state]).providers)
      .put(sentAuthorisationFound({ kind: 'DADOS', subject: 'sharing' }))
      .put(consentAlreadyDecided({ kind: 'DADOS' }))
      .put(next)
      .put(movedTo(page, true))
      .run();
  });

  it('still pending when the wait an authorisation is given ends: the wait is given up, the record goes', async () => {
    recordSent();
    const end = SENT_AT + AUTHORISE_TIMEOUT_MS + LATE_ANSWER_WAIT_MS;
    const b = bank([{ status: 'pending' }], [end - 4_000, end - 1_000, end]);
    await expectSaga(withJourney(settleSentAuthorisationSaga)).withState(onRoute('/responses/processando', loggedIn)).provide(b.providers).put(lateAnswerGivenUp()).run();
    expect(b.waits).toEqual([STATE_POLL_MS, 1_000]);
    expect(sessionStore.authorisationSent(INTENT)).toBeNull();
  });

  it('the wait ends while the bank cannot be reached: the page gives up waiting, the record stays for the way back to ask again (decision 067)', async () => {
    recordSent();
    const end = SENT_AT + AUTHORISE_TIMEOUT_MS + LATE_ANSWER_WAIT_MS;
    const b = bank([{ status: 'unknown' }], [end - 1_000, end]);
    await expectSaga(withJourney(settleSentAuthorisationSaga)).withState(onRoute('/responses/processando', loggedIn)).provide(b.providers).put(lateAnswerGivenUp()).run();
    expect(sessionStore.authorisationSent(INTENT)).toMatchObject({ intentId: INTENT });
  });

  it('keeps asking while the bank cannot be reached (nothing is decided on no answer)', async () => {
    recordSent();
    const b = bank([{ status: 'unknown' }, { status: 'unknown' }, { status: 'authorised', redirect }], [SENT_AT, SENT_AT + 3_000]);
    await expectSaga(withJourney(settleSentAuthorisationSaga)).withState(onRoute('/responses/processando', loggedIn)).provide(b.providers).put(journey.returnToInitiator()).put(movedTo('/redirect', true)).run();
    expect(b.asked).toHaveLength(3);
  });

  it("another consent's record is not this journey's", () => {
    sessionStore.keepAuthorisationSent({ intentId: 'urn:cooperativa:OTHER', at: SENT_AT, kind: 'PAGAMENTO', subject: 'payment' });
    return expectSaga(withJourney(settleSentAuthorisationSaga)).withState(onRoute('/responses/processando', loggedIn)).provide(bank([]).providers).not.put.actionType(routeEntered.type).run();
  });
});

describe('nothing refuses a consent whose authorisation is in doubt', () => {
  const noAnswer = { ok: false, failure: { status: null, message: null, details: [] } };
  it("the way back ('Voltar para a outra instituição') asks the bank; unanswered, it sends no rejected call", () => {
    recordSent();
    return expectSaga(withJourney(alertExitSaga))
      .withState(onRoute('/responses/alerta', loggedIn))
      .provide([[matchers.call.fn(request), noAnswer]])
      .call(request, 'getConsentV3', INTENT)
      .put(sentAuthorisationCheck())
      .not.call(request, 'rejectConsent', INTENT)
      .run();
  });

  it('a cancel confirmed on a screen asks the bank; unanswered, it sends no refusal', () => {
    recordSent();
    return expectSaga(withJourney(refuseSaga))
      .withState(onRoute('/pix', withConsent(pixConsent())))
      .provide([[matchers.call.fn(request), noAnswer]])
      .call(request, 'getConsentV3', INTENT)
      .put(sentAuthorisationCheck())
      .not.call.like({ fn: request, args: ['decidePayment'] })
      .run();
  });

  it('without a record, the way back asks the bank, then sends the rejected call while the consent awaits', () =>
    expectSaga(withJourney(alertExitSaga))
      .withState(onRoute('/responses/alerta', loggedIn))
      .provide([[matchers.call(request, 'getConsentV3', INTENT), { ok: true, data: { data: { status: 'AWAITING_AUTHORISATION' } } }], [matchers.call.fn(request), { ok: true, data: redirect }]])
      .call(request, 'rejectConsent', INTENT)
      .run());

  it('the consent is not loaded and offered again after a new login: the bank is asked first', () => {
    recordSent();
    return expectSaga(withJourney(loadConsentSaga))
      .withState(onRoute('/carregando', loggedIn))
      .provide([[matchers.call.fn(request), { ok: true, data: {} }]])
      .put(sentAuthorisationCheck())
      .not.call.fn(request)
      .run();
  });
});
