import './base.css';
import { fetchConfig } from '../config/appConfig';
import { setConfig } from '../config/currentConfig';
import { configureOidc, exchangeLoginCode, loadOidcLibrary, setAccessToken, storedSession } from '../auth/oidc';
import { sessionStore } from '../auth/sessionStore';
import type { SessionState } from '../features/session/sessionEvents';
import { showBootText, showConfigError, showLoadError } from './bootScreens';
import { PATHS, routeKindOf } from '../journey/paths';
import { yieldToMain } from '../platform/yieldToMain';

/**
 * Start-up, read top to bottom. A page does one of two things, by its route's kind
 * (journey/paths.ts, decision 051):
 * - `entry` (`/`): only redirects to the login. It loads the entry chunk, never the store, React or
 *   Ant Design (docs/decisions/007).
 * - `app` (every other path, the result pages too: React draws every page, docs/decisions/056):
 *   starts downloading the store chunk at once, in parallel with /config.json, and the route's work
 *   (e.g. the consent load) starts as soon as both are in; React and antd follow in parallel
 *   (docs/decisions/003).
 * Each branch starts its downloads before it waits for anything, then reads what every page needs
 * (`configAndSession`: /config.json and what this tab kept), then goes on.
 */
const { pathname, search } = window.location;

function start(): Promise<void> {
  switch (routeKindOf(pathname)) {
    case 'entry':
      return entryPage();
    case 'app':
      return appPage();
  }
}

// A chunk that cannot be fetched (connection lost mid-load) must not leave 'Carregando...' forever.
start().catch(() => showLoadError());

/** What every page needs before it goes on: the configuration (set for every module), and the session this tab kept; null after showing the config error. */
async function configAndSession(): Promise<SessionState | null> {
  const result = await fetchConfig();
  if (!result.ok) {
    showConfigError();
    return null;
  }
  setConfig(result.config);
  configureOidc(result.config);
  const stored = storedSession(result.config);
  setAccessToken(stored?.accessToken ?? null);
  return {
    intentId: sessionStore.intentId(),
    authenticated: stored !== null,
    userName: stored?.userName ?? null,
    problem: null,
  };
}

/** `/`: the OIDC client comes down beside /config.json; the entry saga then sends the customer to the login (app/runEntry.ts). */
async function entryPage(): Promise<void> {
  void loadOidcLibrary().catch(() => undefined);
  const session = await configAndSession();
  if (!session) return;
  showBootText('redirectingToLogin');
  const { runEntry } = await import(/* webpackChunkName: "entry" */ './runEntry');
  // The entry may send the customer on inside the portal (resume, hand-off, error page): the app takes over there.
  runEntry(search, session, () => {
    loadStore()
      .then(({ bootApp }) => bootApp(session, loadView()))
      .catch(() => showLoadError());
  });
}

/**
 * An app route: every download it needs starts at once. Where the login returns, the OIDC client
 * too, and the code exchange as soon as the configuration is in: its round trips to the provider
 * need none of the app's code (docs/decisions/084; the login saga reads its outcome).
 */
async function appPage(): Promise<void> {
  const loginReturn = pathname === PATHS.callback;
  if (loginReturn) void loadOidcLibrary().catch(() => undefined);
  const app = requestApp();
  const session = await configAndSession();
  if (!session) return;
  if (loginReturn) void exchangeLoginCode().catch(() => undefined);
  await runApp(app, session);
}

function loadStore() {
  return import(/* webpackChunkName: "store" */ './bootApp');
}
function loadView() {
  return import(/* webpackChunkName: "app" */ './mountApp');
}
type App = ReturnType<typeof requestApp>;

/**
 * The store chunk, then the view in the next task: each script inserted costs the main thread a few
 * milliseconds on a slow phone, and all of them in one task made the longest task of the start.
 * (The screen of a page opened directly is requested by the store chunk, which knows every route:
 * app/routeTable.ts.)
 */
function requestApp() {
  return { store: loadStore(), view: yieldToMain().then(loadView) };
}

/** Creates the store and starts the route's work (app/bootApp.ts); React mounts when its chunk is in. */
async function runApp({ store, view }: App, session: SessionState): Promise<void> {
  const { bootApp } = await store;
  // The store chunk was evaluated in the task that resolved its import: creating the store is the next.
  await yieldToMain();
  await bootApp(session, view);
}

// `npm run dev`: the boot screens' code is only used before the app mounts; an edit to it must not
// reload the page and lose the journey.
import.meta.webpackHot?.accept(['./bootScreens']);
