import { call, put, select } from 'redux-saga/effects';
import { parseEnvelope } from '../../api/envelope';
import { request, type BffResult } from '../../api/bff';
import { navigateTo } from '../../journey/navigation';
import { PATHS } from '../../journey/paths';
import { selectSession } from '../session/sessionSlice';
import { consentLoaded, consentLoadFailed, consentRequested, selectHasConsent } from './consentSlice';
import { loadFailureOutcome } from './errorCatalogue';
import { routeAfterLoad } from './routing';

/** `/carregando`: fetch the consent and route by its kind, or by the error catalogue. */
export function* loadConsentSaga(): Generator<unknown, void, unknown> {
  const { intentId, authenticated } = (yield select(selectSession)) as ReturnType<typeof selectSession>;
  if (!authenticated) {
    yield call(navigateTo, PATHS.entry, true);
    return;
  }
  if (!intentId) {
    yield call(navigateTo, PATHS.responses, true);
    return;
  }
  yield put(consentRequested());
  const result = (yield call(request, 'getConsent', intentId)) as BffResult<unknown>;
  if (!result.ok) {
    const outcome = loadFailureOutcome(result.failure);
    yield put(consentLoadFailed(outcome.alert ?? null));
    yield call(navigateTo, outcome.to, true);
    return;
  }
  const consent = parseEnvelope(result.data);
  if (!consent) {
    yield put(consentLoadFailed(null));
    yield call(navigateTo, PATHS.responses, true);
    return;
  }
  yield put(consentLoaded(consent));
  yield call(navigateTo, routeAfterLoad(consent), true);
}

/** Confirmation routes are reachable only with a loaded consent (SPEC §2, §5). */
export function* requireConsentSaga(): Generator<unknown, boolean, unknown> {
  if ((yield select(selectHasConsent)) as boolean) return true;
  yield call(navigateTo, PATHS.entry, true);
  return false;
}
