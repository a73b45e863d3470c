import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { request } from '../../../src/api/bff';
import type { EnrolmentTerms } from '../../../src/api/contract';
import { rootReducer } from '../../../src/app/rootReducer';
import { routeSaga } from '../../../src/app/rootSaga';
import { authoriseSaga } from '../../../src/features/consent/authoriseSaga';
import { confirmSaga } from '../../../src/features/consent/confirmSagas';
import {
  authoriseRequested,
  consentLoaded,
  decisionSubmitted,
  termsShown,
  termsConfirmed,
} from '../../../src/features/consent/consentSlice';
import { sendAuthorisation } from '../../../src/features/consent/decisionRequests';
import { securityScreenSaga } from '../../../src/features/security/securitySagas';
import { routeEntered } from '../../../src/journey/locationSlice';
import { journey } from '../../../src/journey/journeyTable';
import { enrolmentConsent, pixConsent, scheduledPixRequest, sharingLoaded, sharingData } from '../../support/consents';
import { withJourney, movedTo } from '../../support/journey';
import { confirmation, onRoute, withConsent } from '../../support/state';

/**
 * The terms sent are the terms on screen when the customer pressed Confirmar (issue 42, point 2;
 * docs/decisions/065): a confirmation frozen by 'Confirmar', dropped once the customer is back on
 * the consent's screen, and /segredo's work refusing to start without one.
 */
const FIVE_THOUSAND: EnrolmentTerms = { limiteTransacao: '5000.00', limiteDiario: null, validade: null };
const ONE_HUNDRED: EnrolmentTerms = { limiteTransacao: '100.00', limiteDiario: null, validade: null };
const at = (path: string) => routeEntered({ path, search: '' });

describe('the confirmation in the store', () => {
  const confirmed = (): ReturnType<typeof rootReducer> =>
    [consentLoaded(enrolmentConsent()), termsShown(FIVE_THOUSAND), termsConfirmed(confirmation({ terms: FIVE_THOUSAND }))].reduce(
      rootReducer,
      rootReducer(undefined, { type: '@@init' }),
    );

  it.each(['/vinculo', '/pix', '/pix/agendamento', '/compartilhamento', '/pix/recorrente', '/pix/sweeping', '/pix/automatico'])(
    'is dropped when the customer is back on a consent screen (%s)',
    (path) => expect(rootReducer(confirmed(), at(path)).consent.confirmed).toBeNull(),
  );

  it.each(['/segredo', '/responses/processando', '/redirect'])('holds on %s', (path) =>
    expect(rootReducer(confirmed(), at(path)).consent.confirmed).toEqual(confirmation({ terms: FIVE_THOUSAND })),
  );

  it('is dropped by a change of the enrolment terms on screen, which the screen keeps to show again', () => {
    const state = rootReducer(confirmed(), termsShown(ONE_HUNDRED));
    expect(state.consent.confirmed).toBeNull();
    expect(state.consent.draft).toEqual(ONE_HUNDRED);
  });

  it('survives a JSON round trip (the store stays serializable)', () =>
    expect(JSON.parse(JSON.stringify(confirmed().consent))).toEqual(confirmed().consent));
});

describe("'Confirmar' freezes what the screen shows", () => {
  it('the enrolment: the terms on screen now, not those of an earlier confirmation', () =>
    expectSaga(withJourney(confirmSaga))
      .withState(onRoute('/vinculo', withConsent(enrolmentConsent(), { draft: ONE_HUNDRED, confirmed: confirmation({ terms: FIVE_THOUSAND }) })))
      .provide([])
      .put(termsConfirmed(confirmation({ terms: ONE_HUNDRED })))
      .put(journey.confirmed())
      .put(movedTo('/segredo', false))
      .run());
});

describe('/segredo without a fresh Confirmar (history Forward)', () => {
  const enter = (state: ReturnType<typeof withConsent>, path = '/segredo') =>
    expectSaga(withJourney(routeSaga), at(path)).withState(onRoute(path, state)).provide([[matchers.call.fn(securityScreenSaga), undefined]]);

  it.each([
    ['an enrolment', enrolmentConsent(), '/vinculo'],
    ['a Pix', pixConsent(), '/pix'],
    ['a scheduled Pix', pixConsent(scheduledPixRequest()), '/pix/agendamento'],
    ['a sharing', sharingLoaded(sharingData()), '/compartilhamento'],
  ])("%s: back to the consent's screen; no device lookup, no SMS", (_name, consent, screen) =>
    enter(withConsent(consent, { confirmed: null }))
      .put(journey.confirmationNeeded({ kind: consent.kind, scheduled: screen === '/pix/agendamento' }))
      .put(movedTo(screen, true))
      .not.call.fn(securityScreenSaga)
      .not.call.fn(request)
      .run(),
  );

  it('with terms confirmed since the screen: the security work starts', () =>
    enter(withConsent(enrolmentConsent(), { confirmed: confirmation({ terms: ONE_HUNDRED }) }))
      .call(securityScreenSaga, '')
      .not.put.actionType(routeEntered.type)
      .run());
});

describe('an authorisation without a confirmation sends nothing', () => {
  it('no decision starts, no request leaves', () =>
    expectSaga(authoriseSaga, authoriseRequested({ kind: 'sms', code: '123456' }))
      .withState(withConsent(enrolmentConsent(), { draft: FIVE_THOUSAND, confirmed: null }))
      .not.put(decisionSubmitted('authorise'))
      .not.call.fn(request)
      .run());

  it('with one, the body carries the confirmed terms, not the screen’s later ones', () =>
    expectSaga(sendAuthorisation, enrolmentConsent(), { kind: 'sms', code: '123456' }, confirmation({ terms: ONE_HUNDRED }), false)
      .withState(withConsent(enrolmentConsent(), { draft: FIVE_THOUSAND, confirmed: confirmation({ terms: ONE_HUNDRED }) }))
      .provide([[matchers.call.fn(request), { ok: true, data: {} }]])
      .call(request, 'patchStatus', {
        path: '/canais/v1/vinculos/urn%3Abanco%3Aenrollment%3A1f2e/status/AUTORIZADO',
        body: { ...ONE_HUNDRED, conta: { id: 'c-1' }, tokenSMS: '123456', canal: 1 },
      })
      .run());
});
