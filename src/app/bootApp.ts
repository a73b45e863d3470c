import { sessionRestored, type SessionState } from '../features/session/sessionSlice';
import { showLoadError } from './bootScreens';
import { routeEntered } from './events';
import { registerNavigator } from './navigation';
import { createAppStore } from './store';
import { yieldToMain } from './yieldToMain';

/** Tells the sagas the customer is now at `path` (once per change of path or query). */
export type RouteAnnouncer = (path: string) => void;

/**
 * Creates the store and starts the current route's work at once; React and the router load in
 * parallel as the `app` chunk. Every route change reaches the sagas as `routeEntered`, whether a
 * saga navigated (before or after React mounted) or the customer used back/forward.
 */
type View = Promise<typeof import('./mountApp')>;

export async function bootApp(session: SessionState, view: View): Promise<void> {
  const store = createAppStore();
  store.dispatch(sessionRestored(session));

  let last = `${window.location.pathname}${window.location.search}`;
  const announce: RouteAnnouncer = (path) => {
    const { pathname, search } = new URL(path, window.location.origin);
    if (`${pathname}${search}` === last) return;
    last = `${pathname}${search}`;
    // Deferred so a saga that navigated finishes its step before the next route's work starts.
    queueMicrotask(() => store.dispatch(routeEntered({ path: pathname, search })));
  };
  window.addEventListener('popstate', () => announce(`${window.location.pathname}${window.location.search}`));

  // Until the router mounts, sagas move the customer through history.
  registerNavigator((path, { replace }) => {
    if (replace) window.history.replaceState(null, '', path);
    else window.history.pushState(null, '', path);
    announce(path);
  });

  view
    .then(async ({ mountApp }) => {
      // React's modules were evaluated in the task that resolved `view`; mounting is another.
      await yieldToMain();
      mountApp(store, announce);
    })
    .catch(() => showLoadError());
  // Starting the sagas was one task; the route's work (e.g. the consent's request) is the next.
  await yieldToMain();
  store.dispatch(routeEntered({ path: window.location.pathname, search: window.location.search }));
}
