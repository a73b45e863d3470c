import './base.css';
import { fetchConfig } from '../config/appConfig';
import { setConfig } from '../config/currentConfig';
import { copy } from '../copy/ptBR';
import { createUserManager, setSessionUser } from '../session/oidc';
import { sessionStore } from '../session/sessionStore';
import { sessionRestored } from '../features/session/sessionSlice';
import { showBootText, showConfigError } from './bootScreens';
import { routeEntered } from './events';
import { registerNavigator } from './navigation';
import { PATHS } from './paths';
import { createAppStore, type AppStore } from './store';

/**
 * Start-up: config, session, store, then the route's work starts at once. The React app (and Ant
 * Design) load in parallel, except on the entry route, which only redirects to the login.
 */
let appLoading: Promise<unknown> | null = null;

function mountApp(store: AppStore): void {
  appLoading ??= import(/* webpackChunkName: "app" */ './mountApp').then(({ mountApp: mount }) => mount(store));
}

async function boot(): Promise<void> {
  const result = await fetchConfig();
  if (!result.ok) {
    showConfigError();
    return;
  }
  setConfig(result.config);
  const manager = createUserManager(result.config);
  const user = await manager.getUser().catch(() => null);
  setSessionUser(user);

  const store = createAppStore();
  store.dispatch(
    sessionRestored({
      intentId: sessionStore.intentId(),
      authenticated: Boolean(user && !user.expired),
      userName: typeof user?.profile.name === 'string' ? user.profile.name : null,
    }),
  );

  // Until the router mounts, sagas move the customer through history and the app loads on demand.
  registerNavigator((path, { replace }) => {
    if (replace) window.history.replaceState(null, '', path);
    else window.history.pushState(null, '', path);
    mountApp(store);
    const url = new URL(path, window.location.origin);
    queueMicrotask(() => store.dispatch(routeEntered({ path: url.pathname, search: url.search })));
  });

  const { pathname, search } = window.location;
  if (pathname === PATHS.entry) showBootText(copy.app.redirectingToLogin);
  else mountApp(store);
  store.dispatch(routeEntered({ path: pathname, search }));
}

void boot();
