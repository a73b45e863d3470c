import { sessionRestored, type SessionState } from '../features/session/sessionSlice';
import { routeEntered } from './events';
import { registerNavigator } from './navigation';
import { createAppStore } from './store';

/**
 * Creates the store and starts the current route's work at once; React, the router and Ant Design
 * load in parallel as the `app` chunk.
 */
type View = Promise<typeof import('./mountApp')>;

export function bootApp(session: SessionState, view: View): void {
  const store = createAppStore();
  store.dispatch(sessionRestored(session));

  // Until the router mounts, sagas move the customer through history.
  registerNavigator((path, { replace }) => {
    if (replace) window.history.replaceState(null, '', path);
    else window.history.pushState(null, '', path);
    const url = new URL(path, window.location.origin);
    queueMicrotask(() => store.dispatch(routeEntered({ path: url.pathname, search: url.search })));
  });

  void view.then(({ mountApp }) => mountApp(store));
  store.dispatch(routeEntered({ path: window.location.pathname, search: window.location.search }));
}
