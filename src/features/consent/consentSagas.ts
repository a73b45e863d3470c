import { call, put, select } from 'redux-saga/effects';
import { parseEnvelope } from '../../api/envelope';
import { request, type BffResult } from '../../api/bff';
import { sessionStore } from '../../auth/sessionStore';
import { navigateTo } from '../../journey/navigation';
import { PATHS, resultPath } from '../../journey/paths';
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
import { isConsentId } from '../../api/consentId';
import { routeAfterLoad } from './routing';

/** `/carregando`: fetch the consent and route by its kind, or by the error catalogue. */
export function* loadConsentSaga(): Generator<unknown, void, unknown> {
  const { intentId, authenticated } = (yield select(selectSession)) as ReturnType<typeof selectSession>;
  if (!authenticated) {
    yield call(navigateTo, PATHS.entry, true);
    return;
  }
  if (!isConsentId(intentId)) {
    // No intent, or a kept one not shaped like a consent id: no call leaves for the BFF.
    yield call(navigateTo, PATHS.responses, true);
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
    yield call(navigateTo, outcome.to, true);
    return;
  }
  const consent = parseEnvelope(result.data);
  if (!consent) {
    yield put(consentLoadFailed(null));
    yield call(navigateTo, PATHS.responses, true);
    return;
  }
  const to = routeAfterLoad(consent);
  if (to === resultPath('decidido')) {
    yield put(consentAlreadyDecided({ sharing: consent.kind === 'DADOS', ...(consent.kind === 'VINCULO' ? { enrolment: true } : {}) }));
    yield call(navigateTo, to, true);
    return;
  }
  yield put(consentLoaded(consent));
  yield call(navigateTo, to, true);
}

/** Confirmation routes are reachable only with a loaded consent (SPEC §2, §5). */
export function* requireConsentSaga(): Generator<unknown, boolean, unknown> {
  if ((yield select(selectHasConsent)) as boolean) return true;
  yield call(navigateTo, PATHS.entry, true);
  return false;
}
