import { call, delay, race, select, take } from 'redux-saga/effects';
import type { AppConfig } from '../../config/appConfig';
import { getConfig } from '../../config/currentConfig';
import { leaveTo } from '../../journey/navigation';
import { detectOs, type Os } from '../../platform/device';
import { sessionStore } from '../../auth/sessionStore';
import { endJourneySaga } from '../session/sessionSagas';
import { handoffRequested } from './handoffEvents';
import { handoffPlan, type HandoffPlan } from './handoffPlan';
import { selectIntentId } from '../session/sessionSlice';

/** Mobile hand-off delay (SPEC §9). */
export const HANDOFF_DELAY_MS = 5_000;
/** How long iOS gets to bring the app forward before the App Store page is opened instead. */
export const STORE_FALLBACK_MS = 2_500;

export const currentOs = (): Os => detectOs(navigator.userAgent).os;
/** Still in front after the deep link: the app did not open (iOS gives no other signal). */
export const pageInFront = (): boolean => document.visibilityState === 'visible';

/**
 * The query handed to the app: the one the customer arrived with, or, after a reload without it,
 * the intent kept in this tab.
 */
export function handoffQuery(search: string, intentId: string | null, redirectUri: string | null): string {
  if (new URLSearchParams(search).get('intent_id')) return search;
  if (!intentId) return '';
  const params = new URLSearchParams({ intent_id: intentId });
  if (redirectUri) params.set('redirect_uri', redirectUri);
  return `?${params.toString()}`;
}

/** One attempt to open the app, with the platform's fallback (SPEC §2 "Mobile hand-off screen"). */
function* openAppSaga(query: string, userGesture = true): Generator<unknown, void, unknown> {
  const os = (yield call(currentOs)) as Os;
  const config = (yield call(getConfig)) as AppConfig;
  const plan: HandoffPlan = handoffPlan(os, config, query, userGesture);
  if (plan.leavesJourney) {
    // To the bank's website: nothing of the journey stays in this tab.
    yield call(endJourneySaga);
  }
  yield call(leaveTo, plan.open);
  if (!plan.fallback) return;
  yield delay(STORE_FALLBACK_MS);
  if ((yield call(pageInFront)) as boolean) yield call(leaveTo, plan.fallback);
}

/**
 * `/redirecionamento`: after 5 s, or at once when the customer presses the button, try the app;
 * the button tries again afterwards. Runs as the route's saga, so leaving the route stops it.
 */
export function* handoffSaga(search: string): Generator<unknown, void, unknown> {
  // The store may not know the intent yet when the entry handed over before the app booted; the
  // tab keeps it (sessionStore.keepEntry), like the redirect_uri.
  const fromStore = (yield select(selectIntentId)) as string | null;
  const intentId = fromStore ?? ((yield call(sessionStore.intentId)) as string | null);
  const redirectUri = (yield call(sessionStore.redirectUri)) as string | null;
  const query = handoffQuery(search, intentId, redirectUri);
  const first = (yield race({ timer: delay(HANDOFF_DELAY_MS), pressed: take(handoffRequested.type) })) as { pressed?: unknown };
  // The timed attempt is no user gesture (Android Chrome's rule, see handoffPlan); the button is.
  yield call(openAppSaga, query, Boolean(first.pressed));
  for (;;) {
    yield take(handoffRequested.type);
    yield call(openAppSaga, query, true);
  }
}
