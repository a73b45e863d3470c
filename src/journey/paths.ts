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

/** The paths of screens other than the result pages. */
const SCREEN_PATHS: ReadonlySet<string> = new Set(Object.values(PATHS).filter((path) => path !== PATHS.responses && path !== PATHS.deviceError));

/**
 * The result pages: `/responses`, `/responses/{type}`, `/response` and every path no other screen
 * owns (SPEC §2). The same rule as app/routeTable.ts's `routeOf`, for main.js, which does not load it.
 */
export const isResultPath = (path: string): boolean => !SCREEN_PATHS.has(path);
