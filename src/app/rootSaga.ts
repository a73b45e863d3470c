import { all, call, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { routeEntered } from './events';
import { PATHS } from './paths';
import { callbackSaga, entrySaga, leaveToSiteSaga, logoutSaga } from '../features/session/sessionSagas';
import { logoutRequested, siteRequested } from '../features/session/sessionSlice';
import { loadConsentSaga, requireConsentSaga } from '../features/consent/consentSagas';
import { CONFIRMATION_PATHS } from '../features/consent/routing';
import { alertExitSaga, authoriseSaga, modalConfirmedSaga, redirectSaga } from '../features/consent/decisionSagas';
import { alertExitRequested, authoriseRequested, cancelRequested, confirmRequested } from '../features/consent/consentSlice';
import { cancelSaga, confirmSaga } from '../features/consent/confirmSagas';
import { securityScreenSaga, sendSmsSaga } from '../features/security/securitySagas';
import { smsRequested } from '../features/security/securitySlice';
import { modalConfirmed } from '../features/modal/modalSlice';
import { toastShown } from '../features/toast/toastSlice';
import { toastLifetimeSaga } from '../features/toast/toastSagas';
import { handoffSaga } from '../features/handoff/handoffSagas';

/**
 * The work each route starts when the customer arrives. `takeLatest` cancels the previous route's
 * work when the customer moves on, so timers and polling never outlive their screen.
 */
export function* routeSaga(action: PayloadAction<{ path: string; search: string }>): Generator<unknown, void, unknown> {
  const { path, search } = action.payload;
  if (path === PATHS.security) {
    if ((yield call(requireConsentSaga)) as boolean) yield call(securityScreenSaga);
    return;
  }
  if (CONFIRMATION_PATHS.includes(path)) {
    yield call(requireConsentSaga);
    return;
  }
  switch (path) {
    case PATHS.entry:
      yield call(entrySaga, search);
      return;
    case PATHS.callback:
      yield call(callbackSaga);
      return;
    case PATHS.loading:
      yield call(loadConsentSaga);
      return;
    case PATHS.redirect:
      yield call(redirectSaga);
      return;
    case PATHS.handoff:
      yield call(handoffSaga, search);
      return;
  }
}

export function* rootSaga() {
  yield all([
    takeLatest(routeEntered.type, routeSaga),
    takeLeading(confirmRequested.type, confirmSaga),
    takeLeading(cancelRequested.type, cancelSaga),
    takeLeading(authoriseRequested.type, authoriseSaga),
    takeLeading(modalConfirmed.type, modalConfirmedSaga),
    takeLeading(alertExitRequested.type, alertExitSaga),
    takeLeading(logoutRequested.type, logoutSaga),
    takeLeading(siteRequested.type, leaveToSiteSaga),
    takeLeading(smsRequested.type, sendSmsSaga),
    takeEvery(toastShown.type, toastLifetimeSaga),
  ]);
}
