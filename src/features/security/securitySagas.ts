import { call, put } from 'redux-saga/effects';
import type { SecurityDeviceAnswer } from '../../api/contract';
import { request, type BffResult } from '../../api/bff';
import { journey } from '../../journey/journeyTable';
import { copy } from '../../copy/ptBR';
import { toastShown } from '../toast/toastSlice';
import { qrScreenSaga } from './qrSagas';
import { deviceLookupStarted, deviceResolved, smsFailed, smsLimitReached, smsSending, smsSent, type DeviceForm } from './securitySlice';

/** SPEC §4 "Security device type": anything but SMS or signature is the QR code view. */
export function deviceFormFor(tipo: unknown): DeviceForm {
  if (tipo === 'TOKEN_SMS') return 'sms';
  if (tipo === 'ASSINATURA_ELETRONICA') return 'signature';
  return 'qr';
}

/**
 * `/segredo`: look the device up; the SMS form sends a code as it opens; the QR view polls for as
 * long as the customer stays (the route's saga is cancelled on leaving, and the polling with it).
 */
export function* securityScreenSaga(): Generator<unknown, void, unknown> {
  yield put(deviceLookupStarted());
  const result = (yield call(request, 'getSecurityDevice', undefined)) as BffResult<SecurityDeviceAnswer>;
  if (!result.ok) {
    yield put(journey.deviceUnavailable());
    return;
  }
  const form = deviceFormFor(result.data?.tipo);
  yield put(deviceResolved(form));
  if (form === 'sms') yield call(sendSmsSaga, 'first');
  if (form === 'qr') yield call(qrScreenSaga);
}

/**
 * Sends a code: the first as `/segredo` opens, later ones when the customer asks ('novo código' only
 * then). A failure stays on the form with the server's message (SPEC §8 "Security errors") until a
 * send succeeds; Confirmar waits for it.
 */
export function* sendSmsSaga(send: 'first' | 'resend'): Generator<unknown, void, unknown> {
  yield put(smsSending());
  const result = (yield call(request, 'sendSms', undefined)) as BffResult<unknown>;
  if (result.ok) {
    yield put(smsSent());
    yield put(toastShown(send === 'first' ? copy.security.smsSent : copy.security.smsResent));
  } else if (result.failure.status === 429) {
    // The bank sends no more codes for now: its message says what to do, and resending cannot help.
    yield put(smsLimitReached(result.failure.message ?? copy.security.smsLimit));
  } else {
    yield put(smsFailed(result.failure.message ?? copy.security.networkError));
  }
}

/** 'Reenviar SMS'. */
export function* resendSmsSaga(): Generator<unknown, void, unknown> {
  yield call(sendSmsSaga, 'resend');
}
