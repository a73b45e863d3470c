import type { UserManager } from 'oidc-client-ts';
import { call, put, select } from 'redux-saga/effects';
import { applyBffHeaders } from '../../api/bffHeaders';
import { BFF_PATHS, type PreauthRecord } from '../../api/contract';
import { journey } from '../../journey/journeyTable';
import { leaveTo } from '../../journey/navigation';
import { getConfig } from '../../config/currentConfig';
import { safeUrl } from '../../platform/safeUrl';
import { userManager } from '../../auth/oidc';
import { isConsentId, sessionStore, type AfterLogout } from '../../auth/sessionStore';
import { detectOs } from '../../platform/device';
import { intentReceived, journeyProblem, loginStarted, type SessionState } from './sessionEvents';

/**
 * The entry route's saga. It runs before the store and React exist (see app/runEntry.ts), so it
 * imports no slice, no RTK Query API and no React: the entry page stays small on a cheap phone.
 */
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

/**
 * Posts the pre-auth record (SPEC §7), beside the saga that reads the id from the URL. It is the one BFF call made outside RTK
 * Query: the entry page runs before the store exists and must stay small (docs/decisions/007).
 *
 * The login redirect follows at once, so the record must outlive the page (docs/decisions/017): a
 * keepalive fetch, which the browser completes after the document is gone, and which the entry does
 * not wait for (a slow network never delays the login). Not a beacon: a beacon cannot send the
 * `Accept: application/json` the BFF requires (INTERFACE §4). The specification ignores its
 * errors, and so does this.
 */
export function postPreauth(record: PreauthRecord): Promise<void> {
  try {
    void fetch(`${getConfig().bffBaseUrl}${BFF_PATHS.preauth()}`, {
      method: 'POST',
      headers: applyBffHeaders(new Headers({ 'Content-Type': 'application/json' })),
      body: JSON.stringify(record),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // Ignored (SPEC §7): the login goes on.
  }
  return Promise.resolve();
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
 * Back from the provider's logout at `/` (its registered address, no per-journey query): on to
 * what this tab kept before it logged out.
 */
export function* continueAfterLogout(after: AfterLogout): Generator<unknown, void, unknown> {
  switch (after.to) {
    case 'login':
      if (!after.intentId) {
        yield put(journeyProblem('missing-intent'));
        yield put(journey.journeyStopped());
        return;
      }
      // 'Acessar outra conta' or an expired session: a fresh login for the same intent.
      yield call(sessionStore.keepEntry, after.intentId, after.redirectUri);
      yield put(intentReceived({ intentId: after.intentId }));
      yield call(startLogin);
      return;
    case 'site':
      yield call(leaveTo, getConfig().bankWebsiteUrl);
      return;
    case 'initiator': {
      const target = safeUrl(after.url);
      if (target) yield call(leaveTo, target);
      else yield put(journey.noWayBack());
      return;
    }
    case 'result':
      // The one result page kept across a logout: the redirect error page (redirectSaga).
      yield put(journey.noWayBack());
      return;
  }
}

/**
 * `/`: keep the intent, post the pre-auth record (errors ignored), then log in, or on Android hand
 * over to the app at `/redirecionamento` (SPEC §2 "Entry screen").
 */
export function* entrySaga(search: string): Generator<unknown, void, unknown> {
  const params = new URLSearchParams(search);
  const given = params.get('intent_id');
  const fromUrl = given?.trim() || null;
  const session = (yield select((s: { session: SessionState }) => s.session)) as SessionState;

  if (given !== null && !isConsentId(fromUrl)) {
    // Not the shape of a consent id (a path, a query, a script): nothing is kept, posted or logged
    // in with it; the customer gets the missing-intent explanation (issue 13, point 5).
    yield put(journeyProblem('missing-intent'));
    yield put(journey.journeyStopped());
    return;
  }
  if (!fromUrl) {
    const after = (yield call(sessionStore.takeAfterLogout)) as AfterLogout | null;
    if (after) {
      yield call(continueAfterLogout, after);
      return;
    }
  }
  if (session.problem === 'session-expired') {
    // The explanation stays on screen until the customer chooses to log in again (EntryScreen).
    return;
  }

  if (fromUrl) {
    const redirectUri = params.get('redirect_uri');
    yield call(sessionStore.keepEntry, fromUrl, redirectUri);
    yield put(intentReceived({ intentId: fromUrl }));
    yield call(postPreauth, buildPreauth(fromUrl, redirectUri, window.location.href, navigator.userAgent));
    if (session.authenticated && session.intentId === fromUrl) {
      yield put(journey.sessionReady());
      return;
    }
    if ((yield call(prefersApp)) as boolean) {
      // On Android the bank's app takes over (SPEC §2 "Entry screen"); the hand-off passes it the
      // intent and redirect_uri kept above (a path alone: the pre-mount navigator drops queries).
      yield put(journey.appPreferred());
      return;
    }
    yield call(startLogin);
    return;
  }
  if (session.intentId && session.authenticated) {
    // A reload or a guard sent the customer back here: resume the kept intent.
    yield put(journey.sessionReady());
    return;
  }
  if (session.intentId) {
    yield call(startLogin);
    return;
  }
  yield put(journeyProblem('missing-intent'));
  yield put(journey.journeyStopped());
}
