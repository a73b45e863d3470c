import { runSaga, stdChannel } from 'redux-saga';
import { call, cancel, fork } from 'redux-saga/effects';
import type { Task } from 'redux-saga';
import { entrySaga } from '../features/session/entrySaga';
import { intentReceived, journeyProblem, type SessionState } from '../features/session/sessionEvents';
import { writeHistory } from '../journey/history';
import { journeySaga } from '../journey/journeySaga';
import { locationOf, routeEntered } from '../journey/location';

/** The entry saga beside the journey saga, which makes its moves, as the app's root saga does. */
function* entryJourney(search: string): Generator<unknown, void, unknown> {
  const moves = (yield fork(journeySaga)) as Task;
  yield call(entrySaga, search);
  yield cancel(moves);
}

/**
 * Runs the entry saga without a store (SPEC §2 "Entry screen"): usually it ends in the provider's
 * login page. When it sends the customer elsewhere in the portal (a journey event, which the
 * journey saga turns into a location as in the app), there is no store to hold that location:
 * history takes it directly, and the app boots there (its store starts from history). No hold for a
 * screen's code here: the app fetches the screen as it boots.
 */
export function runEntry(search: string, session: SessionState, startApp: () => void): void {
  let moved = false;
  // No store yet: what the app must still know (the intent just received, why the entry stopped)
  // is kept in the session handed to the app.
  const channel = stdChannel();
  const dispatch = (action: { type: string }) => {
    if (intentReceived.match(action)) session.intentId = action.payload.intentId;
    if (journeyProblem.match(action)) session.problem = action.payload;
    if (routeEntered.match(action) && !moved) {
      moved = true;
      writeHistory(action.payload);
      startApp();
    }
    channel.put(action);
  };
  // The journey table is read at the customer's place: here, the entry route.
  const location = locationOf(`${window.location.pathname}${search}`);
  runSaga({ channel, getState: () => ({ session, location }), dispatch }, entryJourney, search);
}
