import { runSaga } from 'redux-saga';
import { entrySaga } from '../features/session/entrySaga';
import { intentReceived, journeyProblem, type SessionState } from '../features/session/sessionEvents';
import { registerNavigator } from '../journey/navigation';

/**
 * Runs the entry saga without a store (SPEC §2 "Entry screen"): usually it ends in the provider's
 * login page. When it sends the customer elsewhere in the portal, the path is written to history
 * and the app boots there.
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
  const dispatch = (action: { type: string }) => {
    if (intentReceived.match(action)) session.intentId = action.payload.intentId;
    if (journeyProblem.match(action)) session.problem = action.payload;
  };
  runSaga({ getState: () => ({ session }), dispatch }, entrySaga, search);
}
