import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import type { StaticProvider } from 'redux-saga-test-plan/providers';
import { request } from '../../../src/api/bff';
import { qrScreenSaga } from '../../../src/features/security/qrSagas';
import { deviceFormFor, resendSmsSaga, securityScreenSaga, sendSmsSaga } from '../../../src/features/security/securitySagas';
import { deviceLookupStarted, deviceResolved, smsFailed, smsSending, smsSent } from '../../../src/features/security/securitySlice';
import { toastShown } from '../../../src/features/toast/toastSlice';
import { journey } from '../../../src/journey/journeyTable';
import { withJourney, movedTo } from '../../support/journey';
import { onRoute } from '../../support/state';

const qr: StaticProvider = [matchers.call.fn(qrScreenSaga), undefined];
const sms: StaticProvider = [matchers.call.fn(sendSmsSaga), undefined];
const device = (tipo: string): StaticProvider => [matchers.call(request, 'getSecurityDevice', undefined), { ok: true, data: { tipo } }];

describe('security device lookup (SPEC §2 "Security screen", §4, §8)', () => {
  it('shows the loading state, then the SMS form, and sends a code as it opens', () =>
    expectSaga(withJourney(securityScreenSaga)).withState(onRoute('/segredo'))
      .provide([device('TOKEN_SMS'), sms, qr])
      .put(deviceLookupStarted())
      .put(deviceResolved('sms'))
      .call(sendSmsSaga, 'first')
      .not.call.fn(qrScreenSaga)
      .run());

  it('ASSINATURA_ELETRONICA gives the signature form, with nothing sent', () =>
    expectSaga(withJourney(securityScreenSaga)).withState(onRoute('/segredo'))
      .provide([device('ASSINATURA_ELETRONICA'), sms, qr])
      .put(deviceResolved('signature'))
      .not.call.fn(sendSmsSaga)
      .not.call.fn(qrScreenSaga)
      .run());

  it('any other type gives the QR view and starts its polling inside the route saga', () =>
    expectSaga(withJourney(securityScreenSaga)).withState(onRoute('/segredo')).provide([device('UNITOKEN_QRCODE'), sms, qr]).put(deviceResolved('qr')).call(qrScreenSaga).run());

  it('a failed lookup goes to /response, replacing /segredo', () =>
    expectSaga(withJourney(securityScreenSaga)).withState(onRoute('/segredo'))
      .provide([[matchers.call.fn(request), { ok: false, failure: { status: 500, message: 'Falha', details: [] } }], sms, qr])
      .put(journey.deviceUnavailable())
      .put(movedTo('/response', true))
      .not.put.actionType(deviceResolved.type)
      .run());

  it('a lookup without an answer also goes to /response', () =>
    expectSaga(withJourney(securityScreenSaga)).withState(onRoute('/segredo'))
      .provide([[matchers.call.fn(request), { ok: false, failure: { status: null, message: null, details: [] } }], sms, qr])
      .put(journey.deviceUnavailable())
      .put(movedTo('/response', true))
      .run());

  it('maps device types', () => {
    expect(deviceFormFor('TOKEN_SMS')).toBe('sms');
    expect(deviceFormFor('ASSINATURA_ELETRONICA')).toBe('signature');
    expect(deviceFormFor('UNITOKEN')).toBe('qr');
    expect(deviceFormFor(undefined)).toBe('qr');
  });
});

describe('SMS send (SPEC §8 "Security errors")', () => {
  it('tells the customer a code was sent ("novo" only on a resend)', () =>
    expectSaga(sendSmsSaga, 'first')
      .provide([[matchers.call.fn(request), { ok: true, data: {} }]])
      .call(request, 'sendSms', undefined)
      .put(smsSent())
      .put(toastShown('Enviamos um código por SMS.'))
      .not.put(toastShown('Enviamos um novo código por SMS.'))
      .run());

  it("'Reenviar SMS' sends again and says it is a new code", () =>
    expectSaga(resendSmsSaga)
      .provide([[matchers.call.fn(request), { ok: true, data: {} }]])
      .call(request, 'sendSms', undefined)
      .put(smsSent())
      .put(toastShown('Enviamos um novo código por SMS.'))
      .run());

  it('a failed send keeps the server message for the form, not in a passing toast', () =>
    expectSaga(sendSmsSaga, 'resend')
      .provide([[matchers.call.fn(request), { ok: false, failure: { status: 422, message: 'Limite de envios de SMS atingido.', details: [] } }]])
      .put(smsSending())
      .put(smsFailed('Limite de envios de SMS atingido.'))
      .not.put.actionType(toastShown.type)
      .not.put(smsSent())
      .run());

  it('a send without an answer keeps the connection message for the form', () =>
    expectSaga(sendSmsSaga, 'resend')
      .provide([[matchers.call.fn(request), { ok: false, failure: { status: null, message: null, details: [] } }]])
      .put(smsFailed('Não foi possível conectar ao banco. Verifique sua conexão e tente novamente.'))
      .run());
});
