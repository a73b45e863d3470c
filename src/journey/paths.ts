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
  security: '/segredo',
  redirect: '/redirect',
  responses: '/responses',
  deviceError: '/response',
  handoff: '/redirecionamento',
} as const;

/** SPEC §2's result types, plus `decidido` (a consent already decided; docs/decisions/016). */
export type ResultType = 'alerta' | 'cancelado' | 'compartilhamento-recusado' | 'decidido' | 'expirado' | 'processando' | 'redirect';

export const resultPath = (type: ResultType) => `${PATHS.responses}/${type}`;
