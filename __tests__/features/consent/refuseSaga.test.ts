import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import type { StaticProvider } from 'redux-saga-test-plan/providers';
import { request } from '../../../src/api/bff';
import { navigateTo } from '../../../src/journey/navigation';
import { alertExitSaga } from '../../../src/features/consent/refuseSaga';
import { decisionAccepted, returnFailed, returnStarted } from '../../../src/features/consent/consentSlice';
import { loggedInSession, stateWith, withConsent } from '../../support/state';
import { pixConsent } from '../../support/consents';
import { journey } from '../../../src/journey/journeyTable';
import { withJourney } from '../../support/journey';

const back = { urlRedirecionamento: 'https://iniciadora.example/retorno', urlLogoIniciadora: 'https://iniciadora.example/logo.png' };
const nav: StaticProvider = [matchers.call.fn(navigateTo), undefined];

describe('the way back to the initiator (SPEC §4 "Alert page", docs/decisions/024)', () => {
  it('calls the rejected endpoint with the loaded consent id and goes to /redirect with its answer', () =>
    expectSaga(withJourney(alertExitSaga))
      .withState(withConsent(pixConsent()))
      .provide([[matchers.call.fn(request), { ok: true, data: back }], nav])
      .put(returnStarted())
      .call(request, 'rejectConsent', 'urn:cooperativa:C1')
      .put(decisionAccepted(back))
      .put(journey.returnToInitiator())
      .call(navigateTo, '/redirect', true)
      .run());

  it('without a loaded consent (expired, decided) uses the intent id the customer arrived with', () =>
    expectSaga(withJourney(alertExitSaga))
      .withState(stateWith({ session: { ...loggedInSession, intentId: 'urn:cooperativa:X9' } }))
      .provide([[matchers.call.fn(request), { ok: true, data: back }], nav])
      .call(request, 'rejectConsent', 'urn:cooperativa:X9')
      .put(journey.returnToInitiator())
      .call(navigateTo, '/redirect', true)
      .run());

  it('a failed call goes to /responses and lets the customer try again', () =>
    expectSaga(withJourney(alertExitSaga))
      .withState(withConsent(pixConsent()))
      .provide([[matchers.call.fn(request), { ok: false, failure: { status: 500, message: null, details: [] } }], nav])
      .put(returnFailed())
      .put(journey.journeyStopped())
      .call(navigateTo, '/responses', true)
      .not.put.actionType(decisionAccepted.type)
      .run());

  it('without any id sends nothing', () =>
    expectSaga(withJourney(alertExitSaga)).withState(stateWith()).provide([nav]).not.call.fn(request).put(journey.journeyStopped()).call(navigateTo, '/responses', true).run());
});
