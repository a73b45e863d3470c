import { sessionRestored, type SessionState } from '../features/session/sessionSlice';
import { routeEntered } from './events';
import { registerNavigator } from './navigation';
import { createAppStore, type AppStore } from './store';

/**
 * Creates the store and starts the current route's work at once; React, the router and Ant Design
 * load in parallel as the `app` chunk.
 */
let appLoading: Promise<unknown> | null = null;

function mountApp(store: AppStore): void {
  appLoading ??= import(/* webpackChunkName: "app" */ './mountApp').then(({ mountApp: mount }) => mount(store));
}

export function bootApp(session: SessionState): void {
  const store = createAppStore();
  store.dispatch(sessionRestored({ intentId: session.intentId, authenticated: session.authenticated, userName: session.userName }));

  // Until the router mounts, sagas move the customer through history.
  registerNavigator((path, { replace }) => {
    if (replace) window.history.replaceState(null, '', path);
    else window.history.pushState(null, '', path);
    const url = new URL(path, window.location.origin);
    queueMicrotask(() => store.dispatch(routeEntered({ path: url.pathname, search: url.search })));
  });

  mountApp(store);
  store.dispatch(routeEntered({ path: window.location.pathname, search: window.location.search }));
}
