import type { User, UserManager } from 'oidc-client-ts';
import { call, put, select } from 'redux-saga/effects';
import type { PreauthRecord } from '../../api/contract';
import { request } from '../../api/request';
import { leaveTo, navigateTo } from '../../app/navigation';
import { PATHS } from '../../app/paths';
import type { RootState } from '../../app/rootReducer';
import { getConfig } from '../../config/currentConfig';
import { userManager, setSessionUser } from '../../session/oidc';
import { sessionStore } from '../../session/sessionStore';
import { detectOs } from '../../platform/device';
import { intentReceived, journeyEnded, journeyProblem, loggedIn, loginStarted } from './sessionSlice';

export function buildPreauth(intentId: string, redirectUri: string | null, href: string, userAgent: string): PreauthRecord {
  const { os, osVersion } = detectOs(userAgent);
  return {
    consentId: intentId,
    uriAuthorizationEndpoint: redirectUri ?? '',
    osVersion,
    os,
    type: 'AWAITING_USER_AUTH',
    step: 'REDIRECT_TARGET',
    completeURL: href,
  };
}

export function* startLogin(): Generator<unknown, void, unknown> {
  yield put(loginStarted());
  const manager = (yield call(userManager)) as UserManager;
  yield call([manager, manager.signinRedirect]);
}

/** Android with the app's deep link configured: the entry hands the customer to the app instead of the web login. */
export function prefersApp(): boolean {
  return Boolean(getConfig().appDeepLink) && detectOs(navigator.userAgent).os === 'Android';
}

/**
 * `/`: keep the intent, post the pre-auth record (errors ignored), then log in, or on Android hand
 * over to the app at `/redirecionamento` (SPEC §2 "Entry screen").
 */
export function* entrySaga(search: string): Generator<unknown, void, unknown> {
  const params = new URLSearchParams(search);
  const fromUrl = params.get('intent_id')?.trim() || null;
  const session = (yield select((s: RootState) => s.session)) as RootState['session'];

  if (fromUrl) {
    const redirectUri = params.get('redirect_uri');
    yield call(sessionStore.keepEntry, fromUrl, redirectUri);
    yield put(intentReceived({ intentId: fromUrl }));
    yield call(request, 'postPreauth', buildPreauth(fromUrl, redirectUri, window.location.href, navigator.userAgent));
    if (session.authenticated && session.intentId === fromUrl) {
      yield call(navigateTo, PATHS.loading, true);
      return;
    }
    if ((yield call(prefersApp)) as boolean) {
      // On Android the bank's app takes over (SPEC §2 "Entry screen"); the hand-off passes it the
      // intent and redirect_uri kept above (a path alone: the pre-mount navigator drops queries).
      yield call(navigateTo, PATHS.handoff, true);
      return;
    }
    yield call(startLogin);
    return;
  }
  if (session.intentId && session.authenticated) {
    // A reload or a guard sent the customer back here: resume the kept intent.
    yield call(navigateTo, PATHS.loading, true);
    return;
  }
  if (session.intentId) {
    yield call(startLogin);
    return;
  }
  yield put(journeyProblem('missing-intent'));
  yield call(navigateTo, PATHS.responses, true);
}

/** `/callback`: finish the code exchange, drop code and state from the URL, load the consent. */
export function* callbackSaga(): Generator<unknown, void, unknown> {
  try {
    const manager = (yield call(userManager)) as UserManager;
    const user = (yield call([manager, manager.signinRedirectCallback])) as User;
    yield call(setSessionUser, user);
    yield put(loggedIn({ userName: typeof user.profile.name === 'string' ? user.profile.name : null }));
    yield call(navigateTo, PATHS.loading, true);
  } catch {
    yield put(journeyProblem('login-failed'));
    yield call(navigateTo, PATHS.responses, true);
  }
}

/**
 * Logout ('Acessar outra conta', SPEC §4 "Session"): clears the journey and returns through the
 * provider's logout to the entry with the intent id, where the customer logs in again. The id token
 * is read before the tab is cleared: the provider's logout takes it as a hint.
 */
export function* logoutSaga(): Generator<unknown, void, unknown> {
  const intentId = (yield select((s: RootState) => s.session.intentId)) as string | null;
  const back = `${window.location.origin}/${intentId ? `?intent_id=${encodeURIComponent(intentId)}` : ''}`;
  let manager: UserManager | null = null;
  let user: User | null = null;
  try {
    manager = (yield call(userManager)) as UserManager;
    user = (yield call([manager, manager.getUser])) as User | null;
  } catch {
    // Logging out must still clear the tab when the client or its store fails.
  }
  yield call(sessionStore.clear);
  yield call(setSessionUser, null);
  yield put(journeyEnded());
  try {
    if (!manager) throw new Error('no OIDC client');
    yield call([manager, manager.signoutRedirect], { id_token_hint: user?.id_token, post_logout_redirect_uri: back });
  } catch {
    // Without the provider's logout the tab is already clean: the entry starts a fresh login.
    yield call(leaveTo, back);
  }
}
