import { sessionStore } from '../auth/sessionStore';
import { alertRestored, sentAuthorisationCheck } from '../features/consent/consentSlice';
import type { SessionState } from '../features/session/sessionEvents';
import { sessionRestored } from '../features/session/sessionSlice';
import { followStore } from '../journey/history';
import { locationOf, routeEntered } from '../journey/locationSlice';
import { isAuthorisationsPath } from '../journey/paths';
import { yieldToMain } from '../platform/yieldToMain';
import { showLoadError } from './bootScreens';
import { preloadScreen } from './routeTable';
import { rootReducer } from './rootReducer';
import { rootSaga } from './rootSaga';
import { createAppStore, type AppStore } from './store';

type View = Promise<{ mountApp: (store: AppStore) => void }>;

/**
 * Creates the store and starts the current route's work at once; React and the router load in
 * parallel as the `app` chunk. Every route change reaches the store as `routeEntered`, whether the
 * journey saga moved the customer (before or after React mounted) or she used Back or Forward: the
 * screen follows the store's location, history follows it too (journey/history.ts), and the
 * route's saga starts on it.
 */
export async function bootApp(session: SessionState, view: View): Promise<void> {
  const start = locationOf(`${window.location.pathname}${window.location.search}`);
  void preloadScreen(start.path);
  const store = createAppStore({ preloadedState: { location: start } });
  store.dispatch(sessionRestored(session));
  const alert = sessionStore.alert();
  if (alert) store.dispatch(alertRestored(alert));

  // History follows the store from here on, and Back and Forward reach it.
  followStore(store);

  // `npm run dev`: an edited reducer, saga or route table swaps into this store instead of reloading
  // the page, so the journey's state is kept (views swap through React Fast Refresh). Absent from
  // production builds.
  import.meta.webpackHot?.accept(['./rootReducer', './rootSaga', './routeTable', './store'], () => store.hotSwap(rootReducer, rootSaga));
  import.meta.webpackHot?.accept('./bootScreens');

  view
    .then(async ({ mountApp }) => {
      // React's modules were evaluated in the task that resolved `view`; mounting is another.
      await yieldToMain();
      mountApp(store);
    })
    .catch(() => showLoadError());
  // Starting the sagas was one task; the route's work (e.g. the consent's request) is the next.
  await yieldToMain();
  // An authorisation this tab sent and never had the answer to (a reload): the bank says where the
  // consent stands before any screen of it is offered again (docs/decisions/043). Not on the
  // customer's authorisations' pages, which offer no consent's screen (docs/decisions/076).
  if (session.authenticated && !isAuthorisationsPath(start.path) && sessionStore.authorisationSent(session.intentId)) store.dispatch(sentAuthorisationCheck());
  else store.dispatch(routeEntered(start));
}
