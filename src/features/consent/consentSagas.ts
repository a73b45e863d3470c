import { call, put, select } from 'redux-saga/effects';
import { parseEnvelope } from '../../api/envelope';
import { request, type BffResult } from '../../api/bff';
import { isConsentId, sessionStore } from '../../auth/sessionStore';
import { journey } from '../../journey/journeyTable';
import { selectSession } from '../session/sessionSlice';
import {
  bankAnswered,
  consentAlreadyDecided,
  consentLoaded,
  consentLoadFailed,
  consentRequested,
  selectHasConsent,
  sentAuthorisationCheck,
} from './consentSlice';
import { sentAuthorisationOfJourney } from './sentAuthorisation';
import { loadFailureOutcome } from './errorCatalogue';
import { nextAfterLoad } from './routing';
import { accountsConsentId } from './payingAccount';
import { lookupAccountsSaga } from '../accounts/accountsSaga';

/** `/carregando`: fetch the consent and move on by its kind, or by the error catalogue. */
export function* loadConsentSaga(): Generator<unknown, void, unknown> {
  const { intentId, authenticated } = (yield select(selectSession)) as ReturnType<typeof selectSession>;
  if (!authenticated) {
    yield put(journey.backToStart());
    return;
  }
  if (!isConsentId(intentId)) {
    // No intent, or a kept one not shaped like a consent id: no call leaves for the BFF.
    yield put(journey.journeyStopped());
    return;
  }
  if ((yield call(sentAuthorisationOfJourney)) !== null) {
    // Back from a new login with an authorisation still in doubt: the bank's word on it comes first.
    yield put(sentAuthorisationCheck());
    return;
  }
  yield put(consentRequested());
  yield call(sessionStore.keepAlert, null);
  const result = (yield call(request, 'getConsent', intentId)) as BffResult<unknown>;
  yield put(bankAnswered({ call: 'load', status: result.ok ? 200 : result.failure.status }));
  if (!result.ok) {
    const outcome = loadFailureOutcome(result.failure);
    yield put(consentLoadFailed(outcome.alert ?? null));
    // Reloading /responses/alerta keeps its message: sessionStorage, this tab, until the journey ends.
    if (outcome.alert) yield call(sessionStore.keepAlert, outcome.alert);
    yield put(outcome.next);
    return;
  }
  const consent = parseEnvelope(result.data);
  if (!consent) {
    yield put(consentLoadFailed(null));
    yield put(journey.journeyStopped());
    return;
  }
  const next = nextAfterLoad(consent);
  if (journey.consentDecided.match(next)) {
    yield put(consentAlreadyDecided({ kind: consent.kind }));
    yield put(next);
    return;
  }
  // The accounts to choose from come before the screen, which then waits on nothing (INTERFACE §6.1);
  // a consent going anywhere else (the default page, an expired consent) needs none.
  const accountsId = accountsConsentId(consent);
  if (journey.consentReady.match(next) && accountsId !== null && !((yield call(lookupAccountsSaga, accountsId)) as boolean)) return;
  yield put(consentLoaded(consent));
  yield put(next);
}

/** Confirmation routes are reachable only with a loaded consent (SPEC §2, §5). */
export function* requireConsentSaga(): Generator<unknown, boolean, unknown> {
  if ((yield select(selectHasConsent)) as boolean) return true;
  yield put(journey.backToStart());
  return false;
}
