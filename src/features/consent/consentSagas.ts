import { call, put, select } from 'redux-saga/effects';
import { parseEnvelope } from '../../api/envelope';
import { request, type BffResult } from '../../api/request';
import { navigateTo } from '../../app/navigation';
import { PATHS } from '../../app/paths';
import { preloadScreen } from '../../app/screenModules';
import type { RootState } from '../../app/rootReducer';
import { consentLoaded, consentLoadFailed, consentRequested } from './consentSlice';
import { loadFailureOutcome, routeAfterLoad } from './routing';

/** `/carregando`: fetch the consent and route by its kind, or by the error catalogue. */
export function* loadConsentSaga(): Generator<unknown, void, unknown> {
  const { intentId, authenticated } = (yield select((s: RootState) => s.session)) as RootState['session'];
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
  const next = routeAfterLoad(consent);
  yield call(preloadScreen, next);
  yield put(consentLoaded(consent));
  yield call(navigateTo, next, true);
}

/** Confirmation routes are reachable only with a loaded consent (SPEC §2, §5). */
export function* requireConsentSaga(): Generator<unknown, boolean, unknown> {
  const consent = (yield select((s: RootState) => s.consent.consent)) as RootState['consent']['consent'];
  if (consent) return true;
  yield call(navigateTo, PATHS.entry, true);
  return false;
}
