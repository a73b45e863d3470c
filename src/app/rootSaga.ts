import { all, call, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { journeySaga } from '../journey/journeySaga';
import { routeEntered, type LocationState } from '../journey/locationSlice';
import { authoriseSaga } from '../features/consent/authoriseSaga';
import { cancelSaga, confirmSaga, requireConfirmationSaga } from '../features/consent/confirmSagas';
import { alertExitRequested, authoriseRequested, cancelRequested, confirmRequested, sentAuthorisationCheck } from '../features/consent/consentSlice';
import { settleSentAuthorisationSaga } from '../features/consent/sentAuthorisation';
import { requireConsentSaga } from '../features/consent/consentSagas';
import { modalConfirmedSaga } from '../features/consent/modalEffects';
import { alertExitSaga } from '../features/consent/refuseSaga';
import { authorisationsWatcher } from '../features/authorisations/authorisationsSagas';
import { fieldDataSaga } from '../features/metrics/fieldDataSaga';
import { modalConfirmed } from '../features/modal/modalSlice';
import { resendSmsSaga } from '../features/security/securitySagas';
import { smsRequested } from '../features/security/securitySlice';
import { leaveToSiteSaga, logoutSaga } from '../features/session/sessionSagas';
import { logoutRequested, siteRequested } from '../features/session/sessionSlice';
import { toastLifetimeSaga } from '../features/toast/toastSagas';
import { authorisationActionsSaga } from '../features/authorisations/actions/authorisationActionsSagas';
import { toastShown } from '../features/toast/toastSlice';
import { routeOf, routeScreens } from './routeTable';
import { contained, keepAlive, toDefaultPage } from './sagaFailure';

/**
 * The work each route starts when the customer arrives (routeTable.ts). `takeLatest` cancels the
 * previous route's work when the customer moves on, so timers and polling never outlive their screen.
 */
export function* routeSaga(action: PayloadAction<LocationState>): Generator<unknown, void, unknown> {
  const { path, search } = action.payload;
  const line = routeOf(path);
  if (line.needsConsent && !((yield call(requireConsentSaga)) as boolean)) return;
  if (line.needsConfirmation && !((yield call(requireConfirmationSaga)) as boolean)) return;
  if (line.work) yield call(line.work, search);
}

/**
 * The customer's events, each handled once at a time (`takeLeading`: a second click does nothing),
 * and the journey saga, which makes every move they lead to (held for the next screen's code, and
 * fetching ahead, with the screens' table).
 */
function* journeyWatchers(): Generator<unknown, void, unknown> {
  yield all([
    call(journeySaga, routeScreens),
    takeLatest(routeEntered.type, routeSaga),
    takeLeading(confirmRequested.type, confirmSaga),
    takeLeading(cancelRequested.type, cancelSaga),
    takeLeading(authoriseRequested.type, authoriseSaga),
    takeLeading(sentAuthorisationCheck.type, settleSentAuthorisationSaga),
    takeLeading(modalConfirmed.type, modalConfirmedSaga),
    takeLeading(alertExitRequested.type, alertExitSaga),
    takeLeading(logoutRequested.type, logoutSaga),
    takeLeading(siteRequested.type, leaveToSiteSaga),
    takeLeading(smsRequested.type, resendSmsSaga),
    call(authorisationsWatcher),
  ]);
}

function* toastWatcher(): Generator<unknown, void, unknown> {
  yield takeEvery(toastShown.type, toastLifetimeSaga);
}

/**
 * Four parts that cannot stop one another (docs/decisions/027). The journey, restarted after an
 * unexpected failure, which takes the customer to the default page. The toasts, restarted quietly.
 * The field data, not restarted: measuring is never worth a journey, and a second start would count
 * the journey twice. The changes to the customer's authorisations (docs/decisions/078), restarted
 * quietly: a change an error interrupts ends said as failed where it was asked, never on a journey page.
 */
export function* rootSaga(): Generator<unknown, void, unknown> {
  yield all([
    call(keepAlive, journeyWatchers, toDefaultPage),
    call(keepAlive, toastWatcher),
    call(contained, fieldDataSaga),
    call(keepAlive, authorisationActionsSaga),
  ]);
}
