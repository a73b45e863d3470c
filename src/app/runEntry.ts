import { runSaga, stdChannel } from 'redux-saga';
import { call, cancel, fork } from 'redux-saga/effects';
import type { Task } from 'redux-saga';
import { entrySaga } from '../features/session/entrySaga';
import { intentReceived, journeyProblem, type SessionState } from '../features/session/sessionEvents';
import { journeySaga } from '../journey/journeySaga';
import { registerNavigator } from '../journey/navigation';

/** The entry saga beside the journey saga, which makes its moves, as the app's root saga does. */
function* entryJourney(search: string): Generator<unknown, void, unknown> {
  const moves = (yield fork(journeySaga)) as Task;
  yield call(entrySaga, search);
  yield cancel(moves);
}

/**
 * Runs the entry saga without a store (SPEC §2 "Entry screen"): usually it ends in the provider's
 * login page. When it sends the customer elsewhere in the portal (a journey event, moved by the
 * journey saga as in the app), this navigator writes the path to history and the app boots there.
 */
export function runEntry(search: string, session: SessionState, startApp: () => void): void {
  registerNavigator((path, { replace }) => {
    if (replace) window.history.replaceState(null, '', path);
    else window.history.pushState(null, '', path);
    registerNavigator(null);
    startApp();
  });
  // No store yet: what the app must still know (the intent just received, why the entry stopped)
  // is kept in the session handed to the app.
  const channel = stdChannel();
  const dispatch = (action: { type: string }) => {
    if (intentReceived.match(action)) session.intentId = action.payload.intentId;
    if (journeyProblem.match(action)) session.problem = action.payload;
    channel.put(action);
  };
  runSaga({ channel, getState: () => ({ session }), dispatch }, entryJourney, search);
}
