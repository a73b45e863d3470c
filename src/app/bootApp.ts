import { sessionStore } from '../auth/sessionStore';
import { alertRestored, sentAuthorisationCheck } from '../features/consent/consentSlice';
import type { SessionState } from '../features/session/sessionEvents';
import { sessionRestored } from '../features/session/sessionSlice';
import { locationOf, routeEntered, type LocationState } from '../journey/locationSlice';
import { registerNavigator } from '../journey/navigation';
import { yieldToMain } from '../platform/yieldToMain';
import { showLoadError } from './bootScreens';
import { isScreenReady, preloadNextScreens, preloadScreen } from './routeTable';
import { rootReducer } from './rootReducer';
import { rootSaga } from './rootSaga';
import { createAppStore, type AppStore } from './store';

type View = Promise<{ mountApp: (store: AppStore) => void }>;

/** How long a move waits for the next screen's code before going on without it. */
export const NEXT_SCREEN_WAIT_MS = 3_000;

/**
 * Creates the store and starts the current route's work at once; React and the router load in
 * parallel as the `app` chunk. Every route change reaches the store as `routeEntered`, whether a
 * saga navigated (before or after React mounted) or the customer used back/forward: the screen
 * follows the store's location, and the route's saga starts on it.
 */
export async function bootApp(session: SessionState, view: View): Promise<void> {
  const start = locationOf(`${window.location.pathname}${window.location.search}`);
  void preloadScreen(start.path);
  const store = createAppStore({ preloadedState: { location: start } });
  store.dispatch(sessionRestored(session));
  const alert = sessionStore.alert();
  if (alert) store.dispatch(alertRestored(alert));

  // The route's work first (e.g. the consent's request), then, a task later, the screens it may lead
  // to, so their downloads never hold its request back.
  const enter = (at: LocationState) => {
    store.dispatch(routeEntered(at));
    setTimeout(() => preloadNextScreens(at.path), 0);
  };

  let last = `${window.location.pathname}${window.location.search}`;
  const announce = (path: string) => {
    const url = new URL(path, window.location.origin);
    if (`${url.pathname}${url.search}` === last) return;
    last = `${url.pathname}${url.search}`;
    const at = locationOf(path);
    // Deferred so a saga that navigated finishes its step before the next route's work starts.
    queueMicrotask(() => enter(at));
  };
  window.addEventListener('popstate', () => announce(`${window.location.pathname}${window.location.search}`));

  // A move waits for the next screen's code (bounded): the current screen stays until the next can
  // render at once. A screen that suspends shows its fallback, and React then holds its reveal back
  // for a while (docs/performance.md). A later move supersedes one still waiting.
  let moves = 0;
  registerNavigator((path, { replace }) => {
    const move = ++moves;
    const go = () => {
      if (move !== moves) return;
      if (replace) window.history.replaceState(null, '', path);
      else window.history.pushState(null, '', path);
      announce(path);
    };
    const pathname = new URL(path, window.location.origin).pathname;
    if (isScreenReady(pathname)) {
      go();
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, NEXT_SCREEN_WAIT_MS);
    });
    void Promise.race([preloadScreen(pathname), waited]).then(() => {
      clearTimeout(timer);
      go();
    });
  });

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
  // consent stands before any screen of it is offered again (docs/decisions/043).
  if (session.authenticated && sessionStore.authorisationSent(session.intentId)) store.dispatch(sentAuthorisationCheck());
  else enter(start);
}
