import './base.css';
import { fetchConfig } from '../config/appConfig';
import { setConfig } from '../config/currentConfig';
import { copy } from '../copy/ptBR';
import { configureOidc, loadOidcLibrary, setAccessToken, storedSession } from '../auth/oidc';
import { sessionStore } from '../auth/sessionStore';
import { showBootText, showConfigError, showLoadError } from './bootScreens';
import { PATHS } from '../journey/paths';
import { yieldToMain } from '../platform/yieldToMain';
import { decodeLogosAhead } from '../ui/logos';

/**
 * Start-up. The entry route (`/`) only redirects to the login: it loads the entry chunk and never
 * the store, React or Ant Design. Every other route starts downloading the store chunk at once, in
 * parallel with /config.json, and the route's work (e.g. the consent load) starts as soon as both
 * are in; React and antd follow in parallel (see docs/decisions/003).
 */
const { pathname, search } = window.location;
const isEntry = pathname === PATHS.entry;
const loadApp = () => import(/* webpackChunkName: "store" */ './storeChunk').then(({ evaluateBootApp }) => evaluateBootApp());
const loadView = () => import(/* webpackChunkName: "app" */ './mountApp');
// Every download a route needs starts at once: the OIDC client where the login happens (the
// entry, /callback), the store (to start the route's work) and React (to show it).
if (isEntry || pathname === PATHS.callback) void loadOidcLibrary().catch(() => undefined);
const appBoot = isEntry ? null : loadApp();
// Requested in the next task: each script inserted costs the main thread a few milliseconds on a
// slow phone, and all of them in one task made the longest task of the start. (The screen of a page
// opened directly is requested by the store chunk, which knows every route: app/routeTable.ts.)
const appView = isEntry ? null : yieldToMain().then(loadView);

async function boot(): Promise<void> {
  const result = await fetchConfig();
  if (!result.ok) {
    showConfigError();
    return;
  }
  setConfig(result.config);
  configureOidc(result.config);
  const stored = storedSession(result.config);
  setAccessToken(stored?.accessToken ?? null);
  const session = {
    intentId: sessionStore.intentId(),
    authenticated: stored !== null,
    userName: stored?.userName ?? null,
    problem: null,
  };

  if (!isEntry) {
    const { bootApp } = await (appBoot ?? loadApp());
    // The store chunk's modules were evaluated in tasks of their own (storeChunk.ts); creating the
    // store is the next.
    await yieldToMain();
    await bootApp(session, appView ?? loadView());
    // The route's work (e.g. the consent's request) is under way: while it and React are on the
    // network, the header's logos are prepared for React's first render (ui/logos.ts).
    void decodeLogosAhead();
    return;
  }
  showBootText(copy.app.redirectingToLogin);
  const { runEntry } = await import(/* webpackChunkName: "entry" */ './runEntry');
  // The entry may send the customer on inside the portal (resume, hand-off, error page): the app takes over there.
  runEntry(search, session, () => {
    loadApp()
      .then(({ bootApp }) => bootApp(session, loadView()))
      .catch(() => showLoadError());
  });
}

// A chunk that cannot be fetched (connection lost mid-load) must not leave 'Carregando...' forever.
boot().catch(() => showLoadError());

// `npm run dev`: the boot screens' code and copy are only used before the app mounts; an edit to
// them (the copy module above all) must not reload the page and lose the journey.
import.meta.webpackHot?.accept(['./bootScreens', '../copy/ptBR']);
