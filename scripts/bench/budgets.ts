/**
 * The budgets that decide `npm run bench`'s exit code (decision 073, docs/performance.md): ratios
 * measured in the same run, plus Core Web Vitals' "good" line as the only absolute. Pure functions
 * of the run's medians, so that the rules are tested without a browser
 * (__tests__/tooling/benchBudgets.test.ts). The absolute times stay in the table for reading.
 */

/** 1 KB = 1000 bytes throughout. */
export const KB = 1000;

export const BUDGETS = {
  /** Consent visible over the packages floor's: the portal's own work beyond downloading and compiling its packages. */
  packagesFloorRatio: 1.1,
  /** Consent visible over the dynamic floor's: the stack and the portal beyond the same network work without a framework. */
  dynamicFloorRatio: 1.45,
  /** Each kind's confirmation screen over the immediate Pix's, measured interleaved in the same rounds. */
  kindRatio: 1.1,
  /** 'Entrar' → consent visible over the login floor's same redirects, token exchange and consent. */
  afterLoginRatio: 1.4,
  /** The customer's authorisations' list first on screen over its floor's: the same call and list without a framework (decision 083). */
  authorisationsFloorRatio: 1.45,
  /** Core Web Vitals' "good" line. */
  lcpMs: 2500,
  cls: 0.05,
  tbtMs: 100,
  /** Each tap's latency as INP measures it (Event Timing). */
  interactionMs: 100,
  entryJsGzip: 40 * KB,
  /** Lighthouse performance, accessibility and best practices on the entry page. */
  lighthouseScore: 0.95,
  /** Lighthouse performance on the result pages (their other categories keep `lighthouseScore`). */
  resultPerformance: 0.98,
} as const;

/** Beyond the budgets: the portal's own work near zero. Printed every run, never judged. */
export const AIM_PACKAGES_RATIO = 1.05;

/**
 * The seven confirmation screens and the scenario (docs/simulated-bank.md) each is measured with:
 * fixed accounts, so that no account choice comes between the consent's answer and the screen.
 * `/pix` is the immediate Pix, the consent measure itself and every other kind's yardstick.
 */
export const KIND_SCREENS = [
  { route: '/pix', scenario: 'pix-imediato' },
  { route: '/pix/agendamento', scenario: 'pix-agendado' },
  { route: '/pix/recorrente', scenario: 'recorrente' },
  { route: '/pix/sweeping', scenario: 'sweeping' },
  { route: '/pix/automatico', scenario: 'automatico' },
  { route: '/compartilhamento', scenario: 'compartilhamento' },
  { route: '/vinculo', scenario: 'vinculo-conta-fixa' },
] as const;
export type KindRoute = (typeof KIND_SCREENS)[number]['route'];
export const PIX_ROUTE: KindRoute = '/pix';
/** The kinds held to the Pix's time: every screen but the Pix's own. */
export const OTHER_KINDS = KIND_SCREENS.filter((kind) => kind.route !== PIX_ROUTE);

export interface ScreenMedians {
  visibleMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export interface LighthouseScore {
  /** `entry` or a result page's path. */
  page: string;
  category: string;
  score: number | null;
  /** What the label adds (which page was scored, over how many runs). */
  detail?: string;
}

/** One run's medians, as far as it measured them (BENCH_ONLY). */
export interface RunMedians {
  /** The immediate Pix through `/carregando` (the consent measure). */
  consent?: ScreenMedians;
  floorMs?: number;
  packagesFloorMs?: number;
  /** The other kinds' screens, measured in the consent's rounds. */
  kinds?: Partial<Record<KindRoute, ScreenMedians>>;
  /** Every kind was asked for: one missing fails. */
  kindsRequired?: boolean;
  afterLogin?: { oursMs: number; floorMs: number };
  /** `/autorizacoes` and its floor, measured in the same rounds: each one's median visible time. */
  authorisations?: { listMs: number; floorMs: number };
  /** Each tap step's median latency. */
  taps?: Record<string, number>;
  entry?: { jsGzip: number; antd: boolean };
  lighthouse?: LighthouseScore[];
}

export interface Check {
  id: string;
  label: string;
  value: number | boolean | null;
  unit: '' | 'ms' | 'bytes' | 'score' | 'ratio' | 'yes/no';
  budget: string;
  ok: boolean;
}

const ratio = (ours: number, reference: number) => (reference > 0 ? ours / reference : Number.NaN);
/** A value that is missing or not a number never passes. */
const within = (value: number | null | undefined, max: number) => typeof value === 'number' && !Number.isNaN(value) && value <= max;
const atLeast = (value: number | null | undefined, min: number) => typeof value === 'number' && !Number.isNaN(value) && value >= min;
const times = (n: number) => `≤ ${n.toFixed(2)}×`;

/** LCP, CLS and TBT of one screen against Core Web Vitals' "good" line. */
function vitals(id: string, name: string, screen: ScreenMedians): Check[] {
  return [
    { id: `${id}.lcpMs`, label: `${name}: LCP`, value: screen.lcpMs, unit: 'ms', budget: `≤ ${BUDGETS.lcpMs} ms`, ok: within(screen.lcpMs, BUDGETS.lcpMs) },
    { id: `${id}.cls`, label: `${name}: CLS`, value: screen.cls, unit: '', budget: `≤ ${BUDGETS.cls}`, ok: within(screen.cls, BUDGETS.cls) },
    { id: `${id}.tbtMs`, label: `${name}: TBT`, value: screen.tbtMs, unit: 'ms', budget: `≤ ${BUDGETS.tbtMs} ms`, ok: within(screen.tbtMs, BUDGETS.tbtMs) },
  ];
}

/** Every budget the run's medians can be held to; the exit code is 1 when one is not ok. */
export function judge(run: RunMedians): Check[] {
  const checks: Check[] = [];
  const { consent } = run;
  if (run.entry) {
    checks.push(
      { id: 'entry.jsGzip', label: 'Entry: JS before the redirect (gzip)', value: run.entry.jsGzip, unit: 'bytes', budget: `≤ ${BUDGETS.entryJsGzip / KB} KB`, ok: within(run.entry.jsGzip, BUDGETS.entryJsGzip) },
      { id: 'entry.antd', label: 'Entry: Ant Design loaded', value: run.entry.antd, unit: 'yes/no', budget: 'no', ok: !run.entry.antd },
    );
  }
  if (consent && run.packagesFloorMs !== undefined) {
    const value = ratio(consent.visibleMs, run.packagesFloorMs);
    checks.push({ id: 'ratio.packagesFloor', label: 'Consent visible / packages floor', value, unit: 'ratio', budget: times(BUDGETS.packagesFloorRatio), ok: within(value, BUDGETS.packagesFloorRatio) });
  }
  if (consent && run.floorMs !== undefined) {
    const value = ratio(consent.visibleMs, run.floorMs);
    checks.push({ id: 'ratio.floor', label: 'Consent visible / dynamic floor', value, unit: 'ratio', budget: times(BUDGETS.dynamicFloorRatio), ok: within(value, BUDGETS.dynamicFloorRatio) });
  }
  if (consent) checks.push(...vitals('consent', `Consent ${PIX_ROUTE}`, consent));
  if (run.kinds) {
    for (const { route } of OTHER_KINDS) {
      const screen = run.kinds[route];
      if (!screen) {
        if (run.kindsRequired) checks.push({ id: `kind${route}.measured`, label: `${route}: measured`, value: null, unit: 'ratio', budget: 'measured', ok: false });
        continue;
      }
      const value = consent ? ratio(screen.visibleMs, consent.visibleMs) : Number.NaN;
      checks.push({ id: `kind${route}.ratio`, label: `${route} visible / ${PIX_ROUTE} visible`, value, unit: 'ratio', budget: times(BUDGETS.kindRatio), ok: within(value, BUDGETS.kindRatio) });
      checks.push(...vitals(`kind${route}`, route, screen));
    }
  }
  if (run.afterLogin) {
    const value = ratio(run.afterLogin.oursMs, run.afterLogin.floorMs);
    checks.push({ id: 'ratio.afterLogin', label: "'Entrar' → consent visible / login floor", value, unit: 'ratio', budget: times(BUDGETS.afterLoginRatio), ok: within(value, BUDGETS.afterLoginRatio) });
  }
  if (run.authorisations) {
    const value = ratio(run.authorisations.listMs, run.authorisations.floorMs);
    checks.push({ id: 'ratio.authorisations', label: 'Authorisations list visible / its floor', value, unit: 'ratio', budget: times(BUDGETS.authorisationsFloorRatio), ok: within(value, BUDGETS.authorisationsFloorRatio) });
  }
  for (const [step, ms] of Object.entries(run.taps ?? {})) {
    checks.push({ id: `interaction.${step}`, label: `Tap: ${step} (INP-style latency)`, value: ms, unit: 'ms', budget: `≤ ${BUDGETS.interactionMs} ms`, ok: within(ms, BUDGETS.interactionMs) });
  }
  for (const { page, category, score, detail } of run.lighthouse ?? []) {
    const minimum = page !== 'entry' && category === 'performance' ? BUDGETS.resultPerformance : BUDGETS.lighthouseScore;
    checks.push({
      id: `lighthouse.${page}.${category}`,
      label: `Lighthouse ${page}${detail ? ` (${detail})` : ''}: ${category}`,
      value: score,
      unit: 'score',
      budget: `≥ ${minimum}`,
      ok: atLeast(score, minimum),
    });
  }
  return checks;
}

export const exitCode = (checks: readonly Check[]): 0 | 1 => (checks.every((check) => check.ok) ? 0 : 1);

/** How far the consent is from the aim (1.05× the packages floor): as a ratio and in ms. Negative: within it. */
export function aimDistance(consentMs: number, packagesFloorMs: number): { ratio: number; overRatio: number; overMs: number } {
  const value = ratio(consentMs, packagesFloorMs);
  return { ratio: value, overRatio: value - AIM_PACKAGES_RATIO, overMs: consentMs - AIM_PACKAGES_RATIO * packagesFloorMs };
}
