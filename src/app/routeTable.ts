import type { ComponentType } from 'react';
import type { Screens } from '../journey/journeySaga';
import { ROUTE_FACTS, routeFactsOf, type ScreenName } from '../journey/paths';
import { KINDS } from '../kinds/registry';
import { arrival, type Arrival } from './arrival';
import { loadConsentSaga } from '../features/consent/consentSagas';
import { redirectSaga } from '../features/consent/redirectSaga';
import { authorisationRouteSaga, authorisationsRouteSaga } from '../features/authorisations/authorisationsSagas';
import { handoffSaga } from '../features/handoff/handoffSagas';
import { securityScreenSaga } from '../features/security/securitySagas';
import { entrySaga } from '../features/session/entrySaga';
import { callbackSaga } from '../features/session/sessionSagas';

export type ScreenModule = { default: ComponentType };
type RouteWork = (search: string) => Generator<unknown, void, unknown>;

/** A screen and what arriving at it does; which paths it draws is journey/paths.ts's (ROUTE_FACTS, decision 072). */
export interface RouteLine {
  /**
   * The screen's code, in a chunk of its own (a kind's, from its module: the five payment screens
   * share one, `payment`: one request, decision 034): fetched when the customer reaches it or is about to.
   */
  screen?: () => Promise<ScreenModule>;
  /**
   * The screen is in the app's own chunk (routes.tsx imports it): rendered at once, never suspended.
   * This table does not import it: the store chunk, which holds this table, must not wait for React.
   */
  eager?: true;
  /** The screen renders Ant Design components: antd's theme and CSS load with it. */
  antd?: true;
  /** Confirmation routes show a loaded consent: without one the customer goes back to `/` (SPEC §2, §5). */
  needsConsent?: true;
  /**
   * The route acts on terms the customer confirmed: without a 'Confirmar' since she was last on the
   * consent's screen, she goes back there and its work never starts (docs/decisions/065).
   */
  needsConfirmation?: true;
  /** What arriving starts; leaving the route cancels it, timers and polling included. */
  work?: RouteWork;
}

/** The lines of the screens no consent kind owns, keyed by the names journey/paths.ts gives them. */
const PORTAL_LINES = {
  entry: {
    screen: () => import(/* webpackChunkName: "entry-screen" */ '../features/session/EntryScreen'),
    work: entrySaga,
  },
  callback: {
    screen: () => import(/* webpackChunkName: "callback" */ '../features/session/CallbackScreen'),
    work: callbackSaga,
  },
  loading: {
    screen: () => import(/* webpackChunkName: "loading" */ '../features/consent/LoadingScreen'),
    work: loadConsentSaga,
  },
  security: {
    screen: () => import(/* webpackChunkName: "security" */ '../features/security/SecurityScreen'),
    antd: true,
    needsConsent: true,
    needsConfirmation: true,
    work: securityScreenSaga,
  },
  redirect: {
    screen: () => import(/* webpackChunkName: "redirect" */ '../features/results/RedirectScreen'),
    work: redirectSaga,
  },
  handoff: {
    screen: () => import(/* webpackChunkName: "handoff" */ '../features/handoff/HandoffScreen'),
    antd: true,
    work: handoffSaga,
  },
  // The customer's authorisations (INTERFACE §7): one chunk for the list and an item's page, so
  // opening an item waits for no other download.
  authorisations: {
    screen: () => import(/* webpackChunkName: "authorisations" */ '../features/authorisations/AuthorisationsScreen'),
    work: authorisationsRouteSaga,
  },
  authorisation: {
    screen: () => import(/* webpackChunkName: "authorisations" */ '../features/authorisations/AuthorisationScreen'),
    work: authorisationRouteSaga,
  },
  // Result and error pages: in the app's own chunk, so an error shows without one more download,
  // and without a suspended render whose reveal waits on a timer.
  results: {
    eager: true,
  },
} satisfies Partial<Record<ScreenName, RouteLine>>;

/**
 * Each kind's confirmation screens, as its module names them (its `screen` and `screenCode`,
 * docs/decisions/070): a loaded consent is what they show (SPEC §2, §5).
 */
const KIND_LINES = Object.values(KINDS).flatMap(({ kind, screen, screenCode: { load } }) => {
  const paths = typeof screen === 'string' ? [screen] : [screen.immediate, screen.scheduled];
  const loads = typeof load === 'function' ? [load] : [load.immediate, load.scheduled];
  if (loads.length !== paths.length) throw new Error(`routeTable: ${kind} names ${paths.length} screens and ${loads.length} loaders`);
  return paths.map((path, i): [ScreenName, RouteLine] => [
    routeFactsOf(path).screen,
    { screen: loads[i], needsConsent: true },
  ]);
});

/**
 * The journey on one page (SPEC §2, INTERFACE §5): every screen, the work arriving there starts, and
 * its code, keyed by the names journey/paths.ts's route table gives them. The route saga, the router
 * and the screens' code (`routeScreens`: the journey saga's hold and what it fetches ahead) all
 * read this table.
 */
const KIND_LINES_BY_NAME: Partial<Record<ScreenName, RouteLine>> = Object.fromEntries(KIND_LINES);
export const ROUTES = { ...PORTAL_LINES, ...KIND_LINES_BY_NAME } as Readonly<Record<ScreenName, RouteLine>>;

// A screen name of journey/paths.ts that neither list draws fails every test that loads this table.
for (const { screen } of Object.values(ROUTE_FACTS)) if (!ROUTES[screen]) throw new Error(`routeTable: no line for the screen "${screen}"`);

/** The line for a path, by the route table's one matcher: its own, or the result pages' for `/responses/*` and any unknown path. */
export function routeOf(path: string): RouteLine {
  return ROUTES[routeFactsOf(path).screen];
}

/** antd's theme provider and CSS, for the screens that use antd components. */
export const antdScope = arrival(() => import(/* webpackChunkName: "antd-scope" */ '../ui/AntdScope'));
type AntdScopeModule = NonNullable<ReturnType<typeof antdScope.arrived>>;

/** A screen's code, and antd's scope once it has arrived (which the screens that need it wait for). */
export interface ArrivedScreen {
  screen: ScreenModule;
  scope: AntdScopeModule | null;
}

/** Each screen's code, remembered once it has arrived: React renders it at once. */
const screens = new Map<RouteLine, Arrival<ScreenModule>>();

/** A line's screen (null for the screens in the app's own chunk): arrived once its code has, and antd's scope if it needs it. */
export function screenArrival(line: RouteLine): Arrival<ArrivedScreen> | null {
  if (!line.screen) return null;
  const code = screens.get(line) ?? arrival(line.screen);
  screens.set(line, code);
  return {
    load: () => Promise.all([code.load(), line.antd ? antdScope.load() : null]).then(([screen, scope]) => ({ screen, scope })),
    arrived: () => {
      const screen = code.arrived();
      const scope = antdScope.arrived();
      return screen && (scope || !line.antd) ? { screen, scope } : null;
    },
  };
}

/** Whether the screen of a path can render at once (eager screens always can, once React has mounted). */
export const isScreenReady = (path: string): boolean => {
  const line = routeOf(path);
  return line.eager === true || screenArrival(line)?.arrived() != null;
};

/**
 * Whether a screen is worth fetching ahead of the move to it (the journey table's `usual` lines say
 * which moves are usual): the login's return leaves the network idle for a few round trips, and
 * `/carregando` fetches every kind's confirmation screen beside the consent's request (decisions
 * 062, 074): together they are small, and the answer finds its screen here whatever its kind. Not
 * the screens with antd (many times their size, it would slow React's own download).
 */
const worthAhead = (line: RouteLine): boolean => !line.antd;

/** The screens' code for the journey saga (journey/journeySaga.ts): its hold, and what it fetches ahead. */
export const routeScreens: Screens = {
  ready: (path) => isScreenReady(path),
  load: (path) => preloadScreen(path),
  ahead: (paths) => {
    for (const line of new Set(paths.map(routeOf))) if (worthAhead(line)) void preloadLine(line);
  },
};

/**
 * Starts downloading a screen's chunk (webpack returns the same promise when React asks for it
 * later); resolves when it has arrived, or failed (React's own request then shows the failure).
 */
export function preloadScreen(path: string): Promise<void> {
  return preloadLine(routeOf(path));
}

function preloadLine(line: RouteLine): Promise<void> {
  return Promise.resolve(screenArrival(line)?.load()).then(
    () => undefined,
    () => undefined,
  );
}
