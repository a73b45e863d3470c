import type { User, UserManager } from 'oidc-client-ts';
import { call, delay, put, race, select, take } from 'redux-saga/effects';
import type { LoadedConsent, QrAnswer, QrRequest } from '../../api/contract';
import { request, type BffResult } from '../../api/bff';
import { userManager } from '../../auth/oidc';
import { authoriseRequested, decisionAbandoned, decisionAccepted, decisionRefused, formErrorCleared, selectConfirmation, selectLoadedConsent, type Confirmation } from '../consent/consentSlice';
import { qrAuthorised, qrExpired, qrFailed, qrRestartRequested, qrStarted, qrStatusReceived } from './qrSlice';
import type { QrTerms } from '../../kinds/kindModule';
import { QR_POLL_INTERVAL_MS, qrDocuments, qrExpiryMs, qrTerms, qrTokenHeader, qrTransaction } from './qrTransaction';

type PollEnd = { authorised: string } | { failed: true };

/** The logged-in customer's CPF from the login's claims, for consents that carry none. */
export function* loginDocument(): Generator<unknown, string | null, unknown> {
  try {
    const manager = (yield call(userManager)) as UserManager;
    const user = (yield call([manager, manager.getUser])) as User | null;
    const profile = (user?.profile ?? {}) as Record<string, unknown>;
    for (const claim of [profile.cpf, profile.preferred_username, profile.sub]) {
      if (typeof claim === 'string' && /^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/.test(claim)) return claim.replace(/\D/g, '');
    }
    return null;
  } catch {
    return null;
  }
}

/**
 * Asks for the code at once, then every 10 s (SPEC §4): PENDENTE draws the new code, AUTORIZADO ends
 * with the hash to send as unitoken, any other status or a failed call ends as failed.
 */
function* pollQrSaga(transacao: QrRequest['transacao'], tokenQRCode: string, terms: QrTerms | null = null): Generator<unknown, PollEnd, unknown> {
  // No hash on the first call: the bank opens a new QR transaction and answers its hash.
  let hash = '';
  for (;;) {
    const body: QrRequest = { transacao, hash, ...terms };
    const result = (yield call(request, 'pollQr', { body, tokenQRCode })) as BffResult<QrAnswer>;
    if (!result.ok) return { failed: true };
    const answer = result.data;
    if (answer?.status === 'PENDENTE' && answer.hash) {
      hash = answer.hash;
      yield put(qrStatusReceived({ hash, challenge: answer.challenge ?? '' }));
      yield delay(QR_POLL_INTERVAL_MS);
      continue;
    }
    if (answer?.status === 'AUTORIZADO' && answer.hash) return { authorised: answer.hash };
    return { failed: true };
  }
}

/**
 * One QR code's life on `/segredo`: polling raced against its expiry (its kind's, SPEC §9).
 * It runs inside the route's saga, so leaving the route cancels the polling and the timer.
 */
export function* qrSaga(): Generator<unknown, void, unknown> {
  const consent = (yield select(selectLoadedConsent)) as LoadedConsent | null;
  if (!consent) return;
  const now = (yield call(Date.now)) as number;
  yield put(qrStarted({ expiresAt: now + qrExpiryMs(consent.kind) }));

  const docs = qrDocuments(consent);
  const fromLogin = docs.user ? null : ((yield call(loginDocument)) as string | null);
  const tokenQRCode = qrTokenHeader(docs, fromLogin);
  if (!tokenQRCode) {
    yield put(qrFailed());
    return;
  }

  // The terms and account frozen by 'Confirmar' (decision 065): the ones the authorisation will carry.
  const confirmed = (yield select(selectConfirmation)) as Confirmation | null;
  const terms = confirmed?.terms ?? null;
  const { end, expired } = (yield race({
    end: call(pollQrSaga, qrTransaction(consent, terms), tokenQRCode, qrTerms(consent, terms, confirmed?.account?.id ?? null)),
    expired: delay(qrExpiryMs(consent.kind)),
  })) as { end?: PollEnd; expired?: true };

  if (expired || !end) {
    yield put(qrExpired());
    return;
  }
  if (!('authorised' in end)) {
    yield put(qrFailed());
    return;
  }

  yield put(qrAuthorised(end.authorised));
  yield put(authoriseRequested({ kind: 'qr', unitoken: end.authorised }));
  // The code is used up: when the bank refuses the authorisation (its message shows under the
  // view), the customer needs a new code, so the view moves to 'failed' and offers one.
  const outcome = (yield take([decisionAccepted.type, decisionRefused.type, decisionAbandoned.type])) as { type: string };
  if (outcome.type !== decisionAccepted.type) yield put(qrFailed());
}

/** The QR view's work: a code, and a new one each time the customer asks after expiry or failure. */
export function* qrScreenSaga(): Generator<unknown, void, unknown> {
  for (;;) {
    yield call(qrSaga);
    yield take(qrRestartRequested.type);
    // The refused code's message belongs to the old code, not to the new one.
    yield put(formErrorCleared());
  }
}
