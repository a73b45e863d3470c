import type { ConsentKind } from '../api/contract';
/** Every route of the portal (SPEC §2, INTERFACE §5): grep here to find every way into a screen. */
export const PATHS = {
  entry: '/',
  callback: '/callback',
  loading: '/carregando',
  pix: '/pix',
  pixScheduled: '/pix/agendamento',
  pixRecurring: '/pix/recorrente',
  pixSweeping: '/pix/sweeping',
  pixAutomatic: '/pix/automatico',
  sharing: '/compartilhamento',
  enrolment: '/vinculo',
  security: '/segredo',
  redirect: '/redirect',
  responses: '/responses',
  deviceError: '/response',
  handoff: '/redirecionamento',
  /** The customer's authorisations (INTERFACE §7.1): opened directly, never part of a consent journey. */
  authorisations: '/autorizacoes',
} as const;

/** A path of the portal's own: every one has its line in ROUTE_FACTS (a missing line fails the build). */
export type Path = (typeof PATHS)[keyof typeof PATHS];

/**
 * Each kind's confirmation screen (SPEC §2, §4 "Routing after load"); a Pix payment has two, now or
 * scheduled. Each kind's module names its own from here (its `screen`). Here rather than read from
 * the kinds' registry, because the entry page runs the journey table without the store, and the
 * kinds' modules bring the store's code with them (docs/decisions/007: the entry's JavaScript).
 */
export const KIND_SCREENS = {
  PAGAMENTO: { immediate: PATHS.pix, scheduled: PATHS.pixScheduled },
  DADOS: PATHS.sharing,
  RECORRENTE: PATHS.pixRecurring,
  SWEEPING: PATHS.pixSweeping,
  AUTOMATICO: PATHS.pixAutomatic,
  VINCULO: PATHS.enrolment,
} as const satisfies { readonly [K in ConsentKind]: Path | { readonly immediate: Path; readonly scheduled: Path } };

/** SPEC §2's result types, plus `decidido` (a consent already decided; docs/decisions/016): the pages below `/responses`. */
export const RESULT_TYPES = ['alerta', 'cancelado', 'compartilhamento-recusado', 'decidido', 'expirado', 'processando', 'redirect'] as const;
export type ResultType = (typeof RESULT_TYPES)[number];
/** The result types whose page a kind's module gives (its `resultPage`, src/kinds/kindModule.ts); features/results has the others'. */
export type KindResultType = Extract<ResultType, 'compartilhamento-recusado'>;

export const resultPath = (type: ResultType) => `${PATHS.responses}/${type}`;

/** What a page opened at a route does first (decision 051). */
export type RouteKind =
  /** Redirects to the login: never loads the app (SPEC §2). */
  | 'entry'
  /** Loads the app (the store, then React) at once (app/main.ts); the result pages too (decision 056). */
  | 'app';

/**
 * What every app route loads at once, in the order it needs it: the chunk groups a page's `Link`
 * header names after main.js (decision 026), as app/main.ts names them. The build turns them into
 * files (deploy/app-preload.ts), and fails on a name no chunk has.
 */
export const APP_GROUPS = ['store', 'app'] as const;
export type PreloadGroup = (typeof APP_GROUPS)[number];

/**
 * The line of app/routeTable.ts's `ROUTES` that draws a page: a path's own line (named as in
 * `PATHS`), one authorisation's page for every path below `/autorizacoes/`, or the result pages' for
 * every path that has no screen of its own.
 */
export type ScreenName = Exclude<keyof typeof PATHS, 'responses' | 'deviceError'> | 'results' | 'authorisation';

/** One authorisation's page (INTERFACE §7.1): its id percent-encoded, one path segment. */
export const authorisationPath = (id: string) => `${PATHS.authorisations}/${encodeURIComponent(id)}`;

export interface RouteFacts {
  readonly kind: RouteKind;
  /** Empty: the page names nothing ahead, not even main.js. */
  readonly preload: readonly PreloadGroup[];
  readonly screen: ScreenName;
}

const app = (screen: ScreenName): RouteFacts => ({ kind: 'app', preload: APP_GROUPS, screen });
const result = app('results');

/**
 * The portal's routes, written once (decision 072): every other list of routes is a projection of
 * this one. A key is a path, `{path}/*` for every path below it, or `*` for every other path, which
 * is react-router's syntax too: the router's patterns are these keys (app/routes.tsx). main.js
 * reads the kinds (routeKindOf), the route saga and the router the screens (app/routeTable.ts), the
 * build writes each route's preload as nginx's `map` and as `routes.json` for the node servers
 * (deploy/app-preload.ts).
 */
export const ROUTE_FACTS = {
  [PATHS.entry]: { kind: 'entry', preload: [], screen: 'entry' },
  // The login's code exchange comes first there, which the app's files would slow (decision 026).
  [PATHS.callback]: { kind: 'app', preload: [], screen: 'callback' },
  // As every app route: naming its screen and the payment screens here too bought nothing measured
  // (decision 062); the store chunk asks for them beside the consent's request.
  [PATHS.loading]: app('loading'),
  [PATHS.pix]: app('pix'),
  [PATHS.pixScheduled]: app('pixScheduled'),
  [PATHS.pixRecurring]: app('pixRecurring'),
  [PATHS.pixSweeping]: app('pixSweeping'),
  [PATHS.pixAutomatic]: app('pixAutomatic'),
  [PATHS.sharing]: app('sharing'),
  [PATHS.enrolment]: app('enrolment'),
  [PATHS.security]: app('security'),
  [PATHS.redirect]: app('redirect'),
  [PATHS.handoff]: app('handoff'),
  [PATHS.authorisations]: app('authorisations'),
  '/autorizacoes/*': app('authorisation'),
  // SPEC §2's result pages, drawn by the app as every page (decision 056). Lines of their own: what
  // an unknown path names (`*`) may change without them.
  [PATHS.responses]: result,
  '/responses/*': result,
  [PATHS.deviceError]: result,
  '/response/*': result,
  // The document's own name is no route: the app shows the default result page there, and its page
  // names nothing, as the entry's (whose document it is).
  '/index.html': { kind: 'app', preload: [], screen: 'results' },
  // Any other path shows the default result page too.
  '*': result,
} as const satisfies { readonly [P in Path]: RouteFacts } & Readonly<Record<string, RouteFacts>>;

export type RouteKey = keyof typeof ROUTE_FACTS;
const ROUTE_KEYS = Object.keys(ROUTE_FACTS) as RouteKey[];

/**
 * The portal's one matcher (decision 072): the key of `keys` (the table's, or routes.json's) that
 * answers `path`: the path itself, else the longest `{path}/*` above it, else `*`.
 */
export function routeKeyOf(path: string, keys: Iterable<string> = ROUTE_KEYS): string {
  let found = '*';
  for (const key of keys) {
    if (key === path) return key;
    if (key.endsWith('/*') && path.startsWith(key.slice(0, -1)) && key.length > found.length) found = key;
  }
  return found;
}

/** The table's line for `path`. */
export const routeFactsOf = (path: string): RouteFacts => ROUTE_FACTS[routeKeyOf(path) as RouteKey];

/** What a page opened at `path` does first: app/main.ts's one branch. */
export const routeKindOf = (path: string): RouteKind => routeFactsOf(path).kind;

/**
 * Whether a path is one of the customer's authorisations' pages (INTERFACE §7.1): the only places a
 * login without an intent comes back to, read by the same matcher as every route.
 */
export function isAuthorisationsPath(path: string): boolean {
  const { screen } = routeFactsOf(path);
  return screen === 'authorisations' || screen === 'authorisation';
}

/**
 * The authorisation a path below `/autorizacoes/` names: its one segment, percent-decoded; null when
 * there is none (`/autorizacoes/`), more than one, or a malformed encoding. The bank's paths encode it
 * again (api/contract.ts's `BFF_PATHS`), so no id can change the call it goes into.
 */
export function authorisationIdOf(path: string): string | null {
  const prefix = `${PATHS.authorisations}/`;
  if (!path.startsWith(prefix)) return null;
  const segment = path.slice(prefix.length);
  if (!segment || segment.includes('/')) return null;
  try {
    return decodeURIComponent(segment) || null;
  } catch {
    return null;
  }
}
