import type { User, UserManager } from 'oidc-client-ts';
import { call, put, select } from 'redux-saga/effects';
import { journey } from '../../journey/journeyTable';
import { getConfig } from '../../config/currentConfig';
import { sessionExpiredNow, storedIdToken, userManager, setSessionUser } from '../../auth/oidc';
import { endProviderSessionInBackground, logoutForm, submitLogoutForm } from '../../auth/providerLogout';
import { sessionStore, type AfterLogout } from '../../auth/sessionStore';
import { continueAfterLogout } from './entrySaga';
import { journeyProblem } from './sessionEvents';
import { journeyEnded, loggedIn, selectIntentId, sessionExpired } from './sessionSlice';

/** The journey is over in this tab: the intent and the tokens go, from storage and from memory. */
export function* endJourneySaga(): Generator<unknown, void, unknown> {
  yield call(sessionStore.clear);
  yield call(setSessionUser, null);
  yield put(journeyEnded());
}

/**
 * The journey is over, at the provider too (docs/decisions/010): the tab is cleared, then the
 * provider's session ends by an RP-initiated logout sent as a form POST with the ID token as
 * `id_token_hint` (no confirmation page), and the customer goes on from `/` to `after`.
 * Without an ID token there is no provider session of ours to end: straight on to `after` (the
 * next journey still asks for a password: prompt=login).
 */
export function* endJourneyAtProviderSaga(after: AfterLogout): Generator<unknown, void, unknown> {
  const config = getConfig();
  const idToken = (yield call(storedIdToken, config)) as string | null;
  yield call(endJourneySaga);
  if (!idToken) {
    yield call(continueAfterLogout, after);
    return;
  }
  yield call(sessionStore.keepAfterLogout, after);
  yield call(submitLogoutForm, logoutForm(config, window.location.origin, idToken));
}

/** 'Ir para o site' and 'Sair' on the result pages: the journey ends, the bank's website opens. */
export function* leaveToSiteSaga(): Generator<unknown, void, unknown> {
  yield call(endJourneyAtProviderSaga, { to: 'site' });
}

/**
 * `/callback`: finish the code exchange, end the provider's session in the background (decision
 * 068), drop code and state from the URL, load the consent.
 */
export function* callbackSaga(): Generator<unknown, void, unknown> {
  try {
    const manager = (yield call(userManager)) as UserManager;
    const user = (yield call([manager, manager.signinRedirectCallback])) as User;
    yield call(setSessionUser, user);
    // The provider's session has done its work: a tab closed from here on leaves it nothing to reuse.
    if (user.id_token) yield call(endProviderSessionInBackground, getConfig(), user.id_token);
    yield put(loggedIn({ userName: typeof user.profile.name === 'string' ? user.profile.name : null }));
    yield put(journey.sessionReady());
  } catch {
    yield put(journeyProblem('login-failed'));
    yield put(journey.journeyStopped());
  }
}

/**
 * 'Acessar outra conta' (SPEC §4 "Session") and 'Entrar novamente' after an expired session: the
 * journey ends here and at the provider, then a fresh login starts for the same intent. The
 * provider returns to its registered `/` (no `?intent_id=`: Keycloak compares it exactly); the
 * intent waits in this tab's storage.
 */
export function* logoutSaga(): Generator<unknown, void, unknown> {
  const intentId = (yield select(selectIntentId)) as string | null;
  const redirectUri = (yield call(sessionStore.redirectUri)) as string | null;
  yield call(endJourneyAtProviderSaga, { to: 'login', intentId, redirectUri });
}

/** Whether the access token's life is over (before a decision is sent with it). */
export function* sessionHasExpired(): Generator<unknown, boolean, unknown> {
  return (yield call(sessionExpiredNow, getConfig())) as boolean;
}

/**
 * The access token expired mid-journey (the tab was left idle, or the BFF answered 401): nothing
 * was decided. The entry screen explains and offers 'Entrar novamente' (logoutSaga). The ID token
 * stays until then, so that the provider's session ends without a confirmation page.
 */
export function* sessionExpiredSaga(): Generator<unknown, void, unknown> {
  yield call(setSessionUser, null);
  yield put(sessionExpired());
  yield put(journey.backToStart());
}
