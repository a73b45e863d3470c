import { PATHS } from './paths';

/**
 * How each screen's code is fetched. routes.tsx lazy-loads screens through these, and the load saga
 * calls `preloadScreen` as soon as it knows where the consent goes, so the screen's chunk downloads
 * while React is still arriving instead of after it.
 */
export const screenModules = {
  entry: () => import(/* webpackChunkName: "entry-screen" */ '../features/session/EntryScreen'),
  callback: () => import(/* webpackChunkName: "callback" */ '../features/session/CallbackScreen'),
  loading: () => import(/* webpackChunkName: "loading" */ '../features/consent/LoadingScreen'),
  pix: () => import(/* webpackChunkName: "pix" */ '../features/payment/PixScreen'),
  pixScheduled: () => import(/* webpackChunkName: "pix-scheduled" */ '../features/payment/PixScheduledScreen'),
  pixRecurring: () => import(/* webpackChunkName: "pix-recurring" */ '../features/recurring/RecurringScreen'),
  pixSweeping: () => import(/* webpackChunkName: "pix-sweeping" */ '../features/recurring/SweepingScreen'),
  pixAutomatic: () => import(/* webpackChunkName: "pix-automatic" */ '../features/recurring/AutomaticScreen'),
  sharing: () => import(/* webpackChunkName: "sharing" */ '../features/sharing/SharingScreen'),
  security: () => import(/* webpackChunkName: "security" */ '../features/security/SecurityScreen'),
  redirect: () => import(/* webpackChunkName: "redirect" */ '../features/results/RedirectScreen'),
  results: () => import(/* webpackChunkName: "results" */ '../features/results/ResultScreen'),
  handoff: () => import(/* webpackChunkName: "handoff" */ '../features/results/HandoffScreen'),
} as const;

/** antd's theme provider and CSS, for the screens and modals that use antd components. */
export const loadAntdScope = () => import(/* webpackChunkName: "antd-scope" */ '../ui/AntdScope');

const NEEDS_ANTD: ReadonlySet<keyof typeof screenModules> = new Set(['sharing', 'security', 'handoff']);

const BY_PATH: Record<string, keyof typeof screenModules> = {
  [PATHS.pix]: 'pix',
  [PATHS.pixScheduled]: 'pixScheduled',
  [PATHS.pixRecurring]: 'pixRecurring',
  [PATHS.pixSweeping]: 'pixSweeping',
  [PATHS.pixAutomatic]: 'pixAutomatic',
  [PATHS.sharing]: 'sharing',
  [PATHS.security]: 'security',
  [PATHS.redirect]: 'redirect',
};

/** Starts downloading a screen's chunk; webpack returns the same promise when React asks for it later. */
export function preloadScreen(path: string): void {
  const key = BY_PATH[path] ?? (path.startsWith(PATHS.responses) ? 'results' : undefined);
  if (!key) return;
  void screenModules[key]().catch(() => undefined);
  if (NEEDS_ANTD.has(key)) void loadAntdScope().catch(() => undefined);
}
