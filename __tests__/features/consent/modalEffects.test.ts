import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import type { StaticProvider } from 'redux-saga-test-plan/providers';
import { request } from '../../../src/api/bff';
import { setConfig } from '../../../src/config/currentConfig';
import { modalConfirmedSaga } from '../../../src/features/consent/modalEffects';
import { decisionAccepted, termsConfirmed } from '../../../src/features/consent/consentSlice';
import { readBankConsentState } from '../../../src/features/consent/bankConsentState';
import { confirmation, onRoute, stateWith, withConsent } from '../../support/state';
import { pixConsent, recurringConsent, sharingData, sharingLoaded } from '../../support/consents';
import { testConfig } from '../../support/testConfig';
import { journey } from '../../../src/journey/journeyTable';
import { withJourney, movedTo } from '../../support/journey';
import { routeEntered } from '../../../src/journey/location';

/** The bank, asked before any refusal, says the consent still awaits the customer (docs/decisions/067). */
const bankAwaits: StaticProvider = [matchers.call.fn(readBankConsentState), { status: 'pending' }];
const fail = (status: number | null, message: string | null = null) => ({ ok: false, failure: { status, message, details: [] } });
const redirectInfo = { urlRedirecionamento: 'https://iniciadora.example/retorno', urlLogoIniciadora: 'https://iniciadora.example/logo.png' };
beforeAll(() => setConfig(testConfig));

describe('cancel modals (SPEC §4 "Modal types and effects")', () => {
  it('CANCEL sends REJEITADO for the payment and goes to /redirect', () =>
    expectSaga(withJourney(modalConfirmedSaga))
      .withState(onRoute('/pix', stateWith({ ...withConsent(pixConsent()), modal: { type: 'CANCEL', showModal: false } })))
      .provide([bankAwaits, [matchers.call.fn(request), { ok: true, data: redirectInfo }]])
      .call.like({ fn: request, args: ['decidePayment', { consentId: 'urn:cooperativa:C1', status: 'REJEITADO' }] })
      .put(decisionAccepted(redirectInfo))
      .put(journey.returnToInitiator())
      .put(movedTo('/redirect', true))
      .run());

  it('CANCEL-SHARE refuses the share by the consent id the customer arrived with, not the share id (SPEC §4; issue 13, point 4)', () =>
    expectSaga(withJourney(modalConfirmedSaga))
      .withState(onRoute('/pix', stateWith({ ...withConsent(sharingLoaded(sharingData({ id: 'comp-1' }))), modal: { type: 'CANCEL-SHARE', showModal: false } })))
      .provide([bankAwaits, [matchers.call.fn(request), { ok: true, data: { urlRedirect: redirectInfo.urlRedirecionamento } }]])
      .call(request, 'rejectShare', 'urn:cooperativa:C1')
      .not.call(request, 'rejectShare', 'comp-1')
      .put(journey.returnToInitiator())
      .put(movedTo('/redirect', true))
      .run());

  it('a failed refusal goes to /responses', () =>
    expectSaga(withJourney(modalConfirmedSaga))
      .withState(onRoute('/pix', stateWith({ ...withConsent(pixConsent()), modal: { type: 'CANCEL', showModal: false } })))
      .provide([bankAwaits, [matchers.call.fn(request), fail(500)]])
      .put(journey.journeyStopped())
      .put(movedTo('/responses', true))
      .run());

  it('RECURRING confirm goes to /segredo, the terms confirmed only now', () =>
    expectSaga(withJourney(modalConfirmedSaga))
      .withState(onRoute('/pix', { ...withConsent(recurringConsent(), { confirmed: null }), modal: { type: 'RECURRING', showModal: false } }))
      .provide([])
      .put(termsConfirmed(confirmation()))
      .put(journey.confirmed())
      .put(movedTo('/segredo', false))
      .run());

  it('INFO confirm does nothing', () =>
    expectSaga(withJourney(modalConfirmedSaga)).withState(onRoute('/pix', stateWith({ modal: { type: 'INFO', showModal: false } }))).not.put.actionType(routeEntered.type).not.call.fn(request).run());
});
