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
} as const;

/** SPEC §2's result types, plus `decidido` (a consent already decided; docs/decisions/016). */
export type ResultType = 'alerta' | 'cancelado' | 'compartilhamento-recusado' | 'decidido' | 'expirado' | 'processando' | 'redirect';

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

export interface RouteFacts {
  readonly kind: RouteKind;
  /** Empty: the page names nothing ahead, not even main.js. */
  readonly preload: readonly PreloadGroup[];
}

const app: RouteFacts = { kind: 'app', preload: APP_GROUPS };

/**
 * Every route and what a server must know of it, written once (decision 051): main.js reads the
 * kinds (routeKindOf); the build writes the whole table, with files in place of groups, to
 * `routes.json` beside index.html, which the simulated bank and deploy/write-config.sh (nginx) read
 * by key. A key is a path, `{path}/*` for every path below it, or `*` for every other path.
 */
export const ROUTE_FACTS: Readonly<Record<string, RouteFacts>> = {
  [PATHS.entry]: { kind: 'entry', preload: [] },
  // The login's code exchange comes first there, which the app's files would slow (decision 026).
  [PATHS.callback]: { kind: 'app', preload: [] },
  // As every app route: naming its screen and the payment screens here too bought nothing measured
  // (decision 062); the store chunk asks for them beside the consent's request.
  [PATHS.loading]: app,
  [PATHS.pix]: app,
  [PATHS.pixScheduled]: app,
  [PATHS.pixRecurring]: app,
  [PATHS.pixSweeping]: app,
  [PATHS.pixAutomatic]: app,
  [PATHS.sharing]: app,
  [PATHS.enrolment]: app,
  [PATHS.security]: app,
  [PATHS.redirect]: app,
  [PATHS.handoff]: app,
  // SPEC §2's result pages, drawn by the app as every page (decision 056). Lines of their own: what
  // an unknown path names (`*`) may change without them.
  [PATHS.responses]: app,
  [`${PATHS.responses}/*`]: app,
  [PATHS.deviceError]: app,
  [`${PATHS.deviceError}/*`]: app,
  // The document's own name is no route: the app shows the default result page there, and its page
  // names nothing, as the entry's (whose document it is).
  '/index.html': { kind: 'app', preload: [] },
  // Any other path shows the default result page too (app/routeTable.ts).
  '*': app,
};

/**
 * The key of `keys` (ROUTE_FACTS's, or routes.json's) that answers `path`: the path itself, else the
 * longest `{path}/*` above it, else `*`.
 */
export function routeKeyOf(path: string, keys: Iterable<string>): string {
  let found = '*';
  for (const key of keys) {
    if (key === path) return key;
    if (key.endsWith('/*') && path.startsWith(key.slice(0, -1)) && key.length > found.length) found = key;
  }
  return found;
}

/** What a page opened at `path` does first: app/main.ts's one branch. */
export const routeKindOf = (path: string): RouteKind => ROUTE_FACTS[routeKeyOf(path, Object.keys(ROUTE_FACTS))]?.kind ?? 'app';
