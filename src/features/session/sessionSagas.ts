import type { User, UserManager } from 'oidc-client-ts';
import { call, put, select } from 'redux-saga/effects';
import { journey } from '../../journey/journeyTable';
import { isAuthorisationsPath } from '../../journey/paths';
import { getConfig } from '../../config/currentConfig';
import { exchangeLoginCode, sessionExpiredNow, storedIdToken, userManager, setSessionUser } from '../../auth/oidc';
import { endProviderSessionInBackground, logoutForm, submitLogoutForm } from '../../auth/providerLogout';
import { sessionStore, type AfterLogout } from '../../auth/sessionStore';
import { continueAfterLogout } from './entrySaga';
import { journeyProblem, loginStarted } from './sessionEvents';
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
 * A fresh login from one of the customer's authorisations' pages (INTERFACE §7.1): no intent, no
 * pre-auth record. The page's path rides with the login's own state, which oidc-client-ts keeps in
 * this tab's sessionStorage under the `state` the provider echoes (never in a URL of ours); the
 * login's return reads it back (callbackSaga). Not in the entry's code: the entry never starts it.
 */
export function* startLoginReturningTo(path: string): Generator<unknown, void, unknown> {
  yield put(loginStarted());
  const manager = (yield call(userManager)) as UserManager;
  yield call([manager, manager.signinRedirect], { state: { returnTo: path } satisfies LoginReturn });
}

/** What a login started by `startLoginReturningTo` carries through the provider's round trip. */
export interface LoginReturn {
  returnTo: string;
}

/** The page a login's state names, if it names one: only a path of the customer's authorisations. */
export function loginReturnOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const { returnTo } = state as Record<string, unknown>;
  return typeof returnTo === 'string' && returnTo.startsWith('/') && !returnTo.startsWith('//') && isAuthorisationsPath(returnTo) ? returnTo : null;
}

/**
 * `/callback`: finish the code exchange, end the provider's session in the background (decision
 * 068), drop code and state from the URL, load the consent, or go back to the customer's
 * authorisations when the login started there (docs/decisions/076).
 */
export function* callbackSaga(): Generator<unknown, void, unknown> {
  try {
    const user = (yield call(exchangeLoginCode)) as User;
    yield call(setSessionUser, user);
    // The provider's session has done its work: a tab closed from here on leaves it nothing to reuse.
    if (user.id_token) yield call(endProviderSessionInBackground, getConfig(), user.id_token);
    yield put(loggedIn({ userName: typeof user.profile.name === 'string' ? user.profile.name : null }));
    // A login started on the customer's authorisations goes back there; no consent loads.
    const returnTo = loginReturnOf(user.state);
    yield put(returnTo ? journey.authorisationsSignedIn(returnTo) : journey.sessionReady());
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
