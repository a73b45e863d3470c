import './base.css';
import { fetchConfig } from '../config/appConfig';
import { setConfig } from '../config/currentConfig';
import { copy } from '../copy/ptBR';
import { createUserManager, setSessionUser } from '../session/oidc';
import { sessionStore } from '../session/sessionStore';
import { showBootText, showConfigError } from './bootScreens';
import { PATHS } from './paths';

/**
 * Start-up. The entry route (`/`) only redirects to the login: it loads the entry chunk and never
 * the store, React or Ant Design. Every other route starts downloading the store chunk at once, in
 * parallel with /config.json, and the route's work (e.g. the consent load) starts as soon as both
 * are in; React and antd follow in parallel (see docs/decisions/003).
 */
const { pathname, search } = window.location;
const isEntry = pathname === PATHS.entry;
const loadApp = () => import(/* webpackChunkName: "store" */ './bootApp');
const loadView = () => import(/* webpackChunkName: "app" */ './mountApp');
// Both downloads start at once: the store (to start the route's work) and React with antd (to show it).
const appBoot = isEntry ? null : loadApp();
const appView = isEntry ? null : loadView();

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
  const session = {
    intentId: sessionStore.intentId(),
    authenticated: Boolean(user && !user.expired),
    userName: typeof user?.profile.name === 'string' ? user.profile.name : null,
    problem: null,
  };

  if (!isEntry) {
    (await (appBoot ?? loadApp())).bootApp(session, appView ?? loadView());
    return;
  }
  showBootText(copy.app.redirectingToLogin);
  const { runEntry } = await import(/* webpackChunkName: "entry" */ './runEntry');
  // The entry may send the customer on inside the portal (resume, hand-off, error page): the app takes over there.
  runEntry(search, session, () => void loadApp().then(({ bootApp }) => bootApp(session, loadView())));
}

void boot();
