import './base.css';
// The portal's layout styles: the early result page (below) is drawn before the app's own CSS loads.
import '../ui/layout.css';
import { fetchConfig } from '../config/appConfig';
import { setConfig } from '../config/currentConfig';
import { copy } from '../copy/ptBR';
import { configureOidc, loadOidcLibrary, setAccessToken, storedSession } from '../auth/oidc';
import { sessionStore } from '../auth/sessionStore';
import { showBootText, showConfigError, showLoadError } from './bootScreens';
import { isResultPath, PATHS } from '../journey/paths';
import { afterNextPaint } from '../platform/afterNextPaint';
import { yieldToMain } from '../platform/yieldToMain';
import { decodeLogosAhead } from '../ui/logos';

/**
 * Start-up. The entry route (`/`) only redirects to the login: it loads the entry chunk and never
 * the store, React or Ant Design. Every other route starts downloading the store chunk at once, in
 * parallel with /config.json, and the route's work (e.g. the consent load) starts as soon as both
 * are in; React and antd follow in parallel (see docs/decisions/003). A result page opened directly
 * is drawn first, and requests the app after that (docs/decisions/040).
 */
const { pathname, search } = window.location;
const isEntry = pathname === PATHS.entry;
const loadApp = () => import(/* webpackChunkName: "store" */ './storeChunk').then(({ evaluateBootApp }) => evaluateBootApp());
const loadView = () => import(/* webpackChunkName: "app" */ './mountApp');
// A result page opened directly draws itself first, and only then requests the app
// (docs/decisions/040): its text is all the customer came for, and it is on screen before the
// app's files compete for the network and the main thread.
const isEarlyResult = !isEntry && isResultPath(pathname);
// Its code is a chunk of its own (every other route's main.js stays as small): named in the result
// pages' Link header (deploy/app-preload.ts), it is on its way beside main.js. Without it, the page
// waits for the app as any other.
const earlyPage = isEarlyResult ? import(/* webpackChunkName: "early-result" */ './earlyResultPage').catch(() => null) : null;
// Every download a route needs starts at once: the OIDC client where the login happens (the
// entry, /callback), the store (to start the route's work) and React (to show it).
if (isEntry || pathname === PATHS.callback) void loadOidcLibrary().catch(() => undefined);
// The view is requested in the next task: each script inserted costs the main thread a few
// milliseconds on a slow phone, and all of them in one task made the longest task of the start.
// (The screen of a page opened directly is requested by the store chunk, which knows every route:
// app/routeTable.ts.)
const requestApp = () => ({ boot: loadApp(), view: yieldToMain().then(loadView) });
const app = isEntry || isEarlyResult ? null : requestApp();
// The header's logos are SVG documents the browser builds on first use: built while /config.json
// is on its way, they cost the early page's first frame nothing (ui/logos.ts).
if (isEarlyResult) void decodeLogosAhead();

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
    if (isEarlyResult) {
      const alert = sessionStore.alert();
      (await earlyPage)?.showEarlyResultPage({
        path: pathname,
        productName: result.config.productName,
        sharing: alert?.sharing === true,
        alertMessage: alert?.message ?? null,
        // No way back while an authorisation this tab sent has no known answer (docs/decisions/043).
        canReturn: session.authenticated && session.intentId !== null && sessionStore.authorisationSent(session.intentId) === null,
        // Only the entry finds an intent missing, and it starts the app itself (runEntry).
        missingIntent: false,
      });
      await afterNextPaint();
    }
    const { boot: appBoot, view } = app ?? requestApp();
    const { bootApp } = await appBoot;
    // The store chunk's modules were evaluated in tasks of their own (storeChunk.ts); creating the
    // store is the next.
    await yieldToMain();
    await bootApp(session, view);
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
