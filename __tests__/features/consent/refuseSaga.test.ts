import { expectSaga } from 'redux-saga-test-plan';
import type { EffectProviders } from 'redux-saga-test-plan/providers';
import { request, type BffResult } from '../../../src/api/bff';
import { rootReducer, type RootState } from '../../../src/app/rootReducer';
import { sessionStore } from '../../../src/auth/sessionStore';
import { alertExitSaga, refuseSaga } from '../../../src/features/consent/refuseSaga';
import { decisionAccepted, returnFailed, returnStarted, sentAuthorisationCheck } from '../../../src/features/consent/consentSlice';
import { loggedInSession, onRoute, stateWith, withConsent } from '../../support/state';
import { enrolmentConsent, pixConsent } from '../../support/consents';
import { journey } from '../../../src/journey/journeyTable';
import { withJourney, movedTo } from '../../support/journey';

const INTENT = loggedInSession.intentId;
const back = { urlRedirecionamento: 'https://iniciadora.example/retorno', urlLogoIniciadora: 'https://iniciadora.example/logo.png' };
const failure = (status: number | null, message: string | null = null): BffResult<never> => ({ ok: false, failure: { status, message, details: [] } });

/** `GET /openfinance/v3/consentimentos/{id}` bodies (INTERFACE §4). */
const AWAITING = { ok: true, data: { data: { status: 'AWAITING_AUTHORISATION' } } } as const;
const AUTHORISED = { ok: true, data: { data: { status: 'AUTHORISED' }, redirecionamento: back } } as const;
const REFUSED = { ok: true, data: { data: { status: 'REJECTED', rejection: { reason: { code: 'REJEITADO_USUARIO' } } }, redirecionamento: back } } as const;
const EXPIRED = { ok: true, data: { data: { status: 'REJECTED', rejection: { reason: { code: 'TEMPO_EXPIRADO_AUTORIZACAO' } } } } } as const;

/**
 * The BFF: the consent's state answers in turn (the last repeats); every other call (a refusal, the
 * way back) answers `refusal`. Records the endpoints called, in order.
 */
function bff(states: BffResult<unknown>[], refusal: BffResult<unknown> = { ok: true, data: back }) {
  const calls: string[] = [];
  let reads = 0;
  const providers: EffectProviders = {
    call: (effect, next) => {
      if (effect.fn !== request) return next();
      const endpoint = effect.args[0] as string;
      calls.push(endpoint);
      if (endpoint === 'getConsentV3') return states[Math.min(reads++, states.length - 1)];
      return refusal;
    },
  };
  return { calls, providers };
}

const REFUSALS = ['decidePayment', 'patchStatus', 'rejectConsent', 'rejectShare', 'decideConsentStatus'];
const refusalsIn = (calls: string[]) => calls.filter((c) => REFUSALS.includes(c));
const outcomeOf = (state: unknown) => (state as RootState).consent.outcome;
const recordSent = () => sessionStore.keepAuthorisationSent({ intentId: INTENT, at: 1_000_000, kind: 'PAGAMENTO', subject: 'payment' });

beforeEach(() => window.sessionStorage.clear());

describe("'Cancelar' confirmed: a refusal leaves only when the bank says the consent awaits the customer (docs/decisions/067)", () => {
  const onScreen = () => onRoute('/pix', withConsent(pixConsent()));

  it('asks the bank first; still awaiting, it sends REJEITADO and goes to /redirect with its answer', async () => {
    const b = bff([AWAITING]);
    const { storeState } = await expectSaga(withJourney(refuseSaga))
      .withReducer(rootReducer, onScreen())
      .provide(b.providers)
      .call.like({ fn: request, args: ['decidePayment', { consentId: 'urn:cooperativa:C1', status: 'REJEITADO' }] })
      .put(decisionAccepted(back))
      .put(movedTo('/redirect', true))
      .run();
    expect(b.calls).toEqual(['getConsentV3', 'decidePayment']);
    expect(outcomeOf(storeState)).toEqual({ decision: 'refused', subject: 'payment' });
  });

  it('"already decided" (422) because the authorisation won the race: the bank says authorised, the customer goes to /redirect as authorised, not to /responses', async () => {
    const b = bff([AWAITING, AUTHORISED], failure(422, 'Este consentimento já foi decidido.'));
    const { storeState } = await expectSaga(withJourney(refuseSaga))
      .withReducer(rootReducer, onScreen())
      .provide(b.providers)
      .put(decisionAccepted(back))
      .put(movedTo('/redirect', true))
      .not.put(movedTo('/responses', true))
      .run();
    expect(b.calls).toEqual(['getConsentV3', 'decidePayment', 'getConsentV3']);
    expect(outcomeOf(storeState)).toEqual({ decision: 'authorised', subject: 'payment' });
  });

  it('the bank says authorised before anything is sent (an authorisation from elsewhere): no refusal leaves', async () => {
    const b = bff([AUTHORISED]);
    const { storeState } = await expectSaga(withJourney(refuseSaga)).withReducer(rootReducer, onScreen()).provide(b.providers).put(movedTo('/redirect', true)).run();
    expect(refusalsIn(b.calls)).toEqual([]);
    expect(outcomeOf(storeState)?.decision).toBe('authorised');
  });

  it("a lost answer, the bank says refused: the customer's refusal stands and takes them back with the bank's return data", async () => {
    const b = bff([AWAITING, REFUSED], failure(null));
    const { storeState } = await expectSaga(withJourney(refuseSaga))
      .withReducer(rootReducer, onScreen())
      .provide(b.providers)
      .put(decisionAccepted(back))
      .put(movedTo('/redirect', true))
      .run();
    expect(outcomeOf(storeState)?.decision).toBe('refused');
  });

  it('a lost answer, the bank still says awaiting: /responses, whose way back asks again', async () => {
    const b = bff([AWAITING], failure(null));
    await expectSaga(withJourney(refuseSaga)).withReducer(rootReducer, onScreen()).provide(b.providers).put(movedTo('/responses', true)).not.put.actionType(decisionAccepted.type).run();
    expect(b.calls).toEqual(['getConsentV3', 'decidePayment', 'getConsentV3']);
  });

  it('refused on 422 because the consent expired meanwhile: the expired page', async () => {
    const b = bff([AWAITING, EXPIRED], failure(422));
    await expectSaga(withJourney(refuseSaga)).withReducer(rootReducer, onScreen()).provide(b.providers).put(movedTo('/responses/expirado', true)).run();
  });

  it('the bank cannot be asked: nothing is refused, /responses', async () => {
    const b = bff([failure(503)]);
    await expectSaga(withJourney(refuseSaga)).withReducer(rootReducer, onScreen()).provide(b.providers).put(movedTo('/responses', true)).run();
    expect(refusalsIn(b.calls)).toEqual([]);
  });

  it('the bank cannot be asked while an authorisation this tab sent is in doubt: the page that keeps asking, no refusal', async () => {
    recordSent();
    const b = bff([failure(null)]);
    await expectSaga(withJourney(refuseSaga)).withReducer(rootReducer, onScreen()).provide(b.providers).put(sentAuthorisationCheck()).run();
    expect(refusalsIn(b.calls)).toEqual([]);
  });

  it("an authorisation this tab sent, and the bank says the consent awaits the customer: the bank's word ends the record, the refusal leaves", async () => {
    recordSent();
    const b = bff([AWAITING]);
    await expectSaga(withJourney(refuseSaga)).withReducer(rootReducer, onScreen()).provide(b.providers).put(movedTo('/redirect', true)).run();
    expect(b.calls).toEqual(['getConsentV3', 'decidePayment']);
    expect(sessionStore.authorisationSent(INTENT)).toBeNull();
  });

  it('a refusal already in flight is not sent twice', async () => {
    const b = bff([AWAITING]);
    await expectSaga(refuseSaga).withState(withConsent(pixConsent(), { decision: 'submitting' })).provide(b.providers).run();
    expect(b.calls).toEqual([]);
  });
});

describe('the way back to the initiator after any wait (SPEC §4 "Alert page", docs/decisions/024, 067)', () => {
  it('the bank says awaiting: the rejected call with the loaded consent id, then /redirect with its answer', async () => {
    const b = bff([AWAITING]);
    await expectSaga(withJourney(alertExitSaga))
      .withReducer(rootReducer, onRoute('/responses/alerta', withConsent(pixConsent())))
      .provide(b.providers)
      .put(returnStarted())
      .call(request, 'rejectConsent', 'urn:cooperativa:C1')
      .put(decisionAccepted(back))
      .put(journey.returnToInitiator())
      .put(movedTo('/redirect', true))
      .run();
    expect(b.calls).toEqual(['getConsentV3', 'rejectConsent']);
  });

  it('without a loaded consent (expired, decided) asks and refuses by the intent id the customer arrived with', async () => {
    const b = bff([AWAITING]);
    await expectSaga(withJourney(alertExitSaga))
      .withReducer(rootReducer, onRoute('/responses/alerta', stateWith({ session: { ...loggedInSession, intentId: 'urn:cooperativa:X9' } })))
      .provide(b.providers)
      .call(request, 'getConsentV3', 'urn:cooperativa:X9')
      .call(request, 'rejectConsent', 'urn:cooperativa:X9')
      .put(movedTo('/redirect', true))
      .run();
  });

  it('the bank decided while the customer waited (authorised): no refusal, /redirect with the bank’s return data, as authorised', async () => {
    const b = bff([AUTHORISED]);
    const { storeState } = await expectSaga(withJourney(alertExitSaga))
      .withReducer(rootReducer, onRoute('/responses/alerta', stateWith({ session: loggedInSession })))
      .provide(b.providers)
      .put(decisionAccepted(back))
      .put(movedTo('/redirect', true))
      .run();
    expect(b.calls).toEqual(['getConsentV3']);
    expect(outcomeOf(storeState)?.decision).toBe('authorised');
  });

  it('a consent already refused or expired: no call refuses it again, the customer goes back with the bank’s return data', async () => {
    const b = bff([REFUSED]);
    const { storeState } = await expectSaga(withJourney(alertExitSaga))
      .withReducer(rootReducer, onRoute('/responses/alerta', stateWith({ session: loggedInSession })))
      .provide(b.providers)
      .put(decisionAccepted(back))
      .put(movedTo('/redirect', true))
      .run();
    expect(refusalsIn(b.calls)).toEqual([]);
    expect(outcomeOf(storeState)?.decision).toBeNull();
  });

  it('the rejected call answered nothing and the bank says authorised: /redirect as authorised', async () => {
    const b = bff([AWAITING, AUTHORISED], failure(null));
    const { storeState } = await expectSaga(withJourney(alertExitSaga)).withReducer(rootReducer, onRoute('/responses/alerta', withConsent(pixConsent()))).provide(b.providers).put(movedTo('/redirect', true)).run();
    expect(outcomeOf(storeState)?.decision).toBe('authorised');
  });

  it('a failed call, the consent still awaiting: /responses, and the customer may try again', async () => {
    const b = bff([AWAITING], failure(500));
    await expectSaga(withJourney(alertExitSaga))
      .withReducer(rootReducer, onRoute('/responses/alerta', withConsent(pixConsent())))
      .provide(b.providers)
      .put(returnFailed())
      .put(journey.journeyStopped())
      .put(movedTo('/responses', true))
      .not.put.actionType(decisionAccepted.type)
      .run();
  });

  it('the bank cannot be asked: no refusal, /responses', async () => {
    const b = bff([failure(null)]);
    await expectSaga(withJourney(alertExitSaga)).withReducer(rootReducer, onRoute('/responses/alerta', withConsent(pixConsent()))).provide(b.providers).put(returnFailed()).put(movedTo('/responses', true)).run();
    expect(refusalsIn(b.calls)).toEqual([]);
  });

  it('the bank cannot be asked while an authorisation this tab sent is in doubt: the page that keeps asking', async () => {
    recordSent();
    const b = bff([failure(503)]);
    await expectSaga(withJourney(alertExitSaga)).withReducer(rootReducer, onRoute('/responses/alerta', stateWith({ session: loggedInSession }))).provide(b.providers).put(sentAuthorisationCheck()).run();
    expect(refusalsIn(b.calls)).toEqual([]);
    expect(sessionStore.authorisationSent(INTENT)).not.toBeNull();
  });

  it("an enrolment goes back by INTERFACE §6.2's PATCH /canais/v1/vinculos/{enrollmentId}/status/REJEITADO, no body, never the rejected call", async () => {
    const b = bff([AWAITING], { ok: true, data: { urlRedirecionamento: back.urlRedirecionamento } });
    await expectSaga(withJourney(alertExitSaga))
      .withReducer(rootReducer, onRoute('/responses/alerta', withConsent(enrolmentConsent())))
      .provide(b.providers)
      .call(request, 'patchStatus', { path: '/canais/v1/vinculos/urn%3Abanco%3Aenrollment%3A1f2e/status/REJEITADO' })
      .put(decisionAccepted({ urlRedirecionamento: back.urlRedirecionamento, urlLogoIniciadora: 'https://iniciadora.example/logo.svg' }))
      .put(movedTo('/redirect', true))
      .run();
    expect(b.calls).toEqual(['getConsentV3', 'patchStatus']);
  });

  it('without any id sends nothing', () =>
    expectSaga(withJourney(alertExitSaga)).withState(onRoute('/responses/alerta', stateWith())).provide([]).not.call.fn(request).put(journey.journeyStopped()).put(movedTo('/responses', true)).run());
});
