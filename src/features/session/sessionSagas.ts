import type { User, UserManager } from 'oidc-client-ts';
import { call, put, select } from 'redux-saga/effects';
import { leaveTo, navigateTo } from '../../journey/navigation';
import { PATHS } from '../../journey/paths';
import { getConfig } from '../../config/currentConfig';
import { userManager, setSessionUser } from '../../auth/oidc';
import { sessionStore } from '../../auth/sessionStore';
import { journeyProblem } from './sessionEvents';
import { journeyEnded, loggedIn, selectIntentId } from './sessionSlice';

/** The journey is over in this tab: the intent and the tokens go, from storage and from memory. */
export function* endJourneySaga(): Generator<unknown, void, unknown> {
  yield call(sessionStore.clear);
  yield call(setSessionUser, null);
  yield put(journeyEnded());
}

/** 'Ir para o site' and 'Sair' on the result pages: the journey ends, the bank's website opens. */
export function* leaveToSiteSaga(): Generator<unknown, void, unknown> {
  yield call(endJourneySaga);
  yield call(leaveTo, getConfig().bankWebsiteUrl);
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
 * provider's logout to the entry with the intent id, where the customer logs in again.
 */
export function* logoutSaga(): Generator<unknown, void, unknown> {
  const intentId = (yield select(selectIntentId)) as string | null;
  const back = `${window.location.origin}/${intentId ? `?intent_id=${encodeURIComponent(intentId)}` : ''}`;
  let manager: UserManager | null = null;
  try {
    manager = (yield call(userManager)) as UserManager;
  } catch {
    // Logging out must still clear the tab when the client or its store fails.
  }
  yield call(endJourneySaga);
  try {
    if (!manager) throw new Error('no OIDC client');
    // No id_token_hint: it would put the id token (the customer's CPF and name) in the logout URL,
    // hence in history and logs. The tab is already clear, so the client sends its client_id.
    yield call([manager, manager.signoutRedirect], { post_logout_redirect_uri: back });
  } catch {
    // Without the provider's logout the tab is already clean: the entry starts a fresh login.
    yield call(leaveTo, back);
  }
}
