/**
 * `npm run bench` (after `npm run build`): the portal's performance figures against its budgets
 * (budgets.ts, decision 073: ratios measured in the same run, plus Core Web Vitals' "good" line),
 * under Lighthouse's mobile conditions with the CPU slowdown calibrated to the machine (calibrate.ts),
 * served as customers get it: the project's nginx configuration behind an HTTPS/HTTP/2 ingress, the
 * simulated bank behind it (server.ts). Prints the figures for reading and the budgets, writes
 * bench-results/latest.json, exits 1 when a budget is exceeded, 2 on error or timeout.
 * docs/performance.md explains every figure.
 *
 * Environment: BENCH_PROTOCOL (h2 = HTTPS with HTTP/2, the default; h1 = plain HTTP/1.1; both = the
 * two, interleaved run by run, budgets held by h2's figures), BENCH_RUNS (≥ 5, default 5; with
 * BENCH_SMOKE=1 as few as 1, a run that only checks the bench works, not valid for budgets),
 * BENCH_LIGHTHOUSE_RUNS (default 5), BENCH_CPU_RATE (a fixed slowdown instead of the calibrated one),
 * BENCH_NETWORK (link = slow 4G at the connection level in front of the ingress, the default;
 * emulated = the browser's request-level emulation, as measured before docs/decisions/058),
 * BENCH_ONLY=entry,consent,floor,packages,kinds,enrolment,authorisations,login,reference,interactions,lighthouse
 * (development aid; `kinds` every other kind's confirmation screen, interleaved with the immediate
 * Pix's; `enrolment` the device enrolment's screen alone and, with `interactions`, its taps;
 * `packages` the packages floor; `authorisations` the customer's authorisations' list and its floor),
 * BENCH_DEADLINE_MS (default 20 min per protocol), CHROMIUM_PATH (default /usr/bin/chromium),
 * NGINX_PATH (default /usr/sbin/nginx).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { calibrate, calibrationDoubt, machineIndex, REFERENCE_INDEX, REFERENCE_RATE, type Calibration } from './calibrate';
import { aimDistance, AIM_PACKAGES_RATIO, BUDGETS, judge, KB, OTHER_KINDS, PIX_ROUTE, type KindRoute, type RunMedians, type ScreenMedians } from './budgets';
import { runBench, type Lifecycle } from './lifecycle';
import { CATEGORIES, launchLighthouseChrome, runLighthouse, type LighthouseChrome, type LighthouseRun } from './lighthouse';
import {
  CHROMIUM,
  CONDITIONS,
  launchBrowser,
  loggedInSession,
  measureAfterLogin,
  measureAuthorisations,
  measureConsent,
  measureKind,
  measureEnrolmentInteractions,
  measureEntry,
  measureFloor,
  measurePixInteractions,
  measureReference,
  measureSharingInteractions,
  median,
  setCpuRate,
  setEmulatedNetwork,
  SETTLE_MS,
  shortName,
  type EntryRun,
  type InteractionRun,
  type ScreenRun,
  type Session,
} from './measure';
import { PACKAGES_FLOOR_PATH } from './packagesFloor';
import { AUTHORISATIONS_FLOOR_PATH, AUTHORISATIONS_PATH, createConsent, FLOOR_PATH, makeCertificate, REFERENCE_PATH, ROOT, snapshotDist, startSite, type Protocol, type Site } from './server';

const PROTOCOL_SETTING = process.env.BENCH_PROTOCOL ?? 'h2';
const PROTOCOLS: Protocol[] = ({ h2: ['h2'], h1: ['h1'], both: ['h2', 'h1'] } as Record<string, Protocol[]>)[PROTOCOL_SETTING] ?? [];
/** The protocol whose figures the budgets hold: what customers get. */
const PRIMARY: Protocol = PROTOCOLS[0] ?? 'h2';
const NETWORK_SETTING = process.env.BENCH_NETWORK ?? 'link';
/** The network between the browser and the ingress: Lighthouse's slow 4G, played by the link (link.ts). */
const LINK = { rttMs: CONDITIONS.latencyMs, downloadKbps: CONDITIONS.downloadKbps, uploadKbps: CONDITIONS.uploadKbps };
const BOTH = PROTOCOLS.length > 1;
/** A smoke run (BENCH_SMOKE=1) may take fewer than five runs: it checks that the bench works, its figures hold nothing. */
const SMOKE = process.env.BENCH_SMOKE === '1';
const RUNS = Math.max(SMOKE ? 1 : 5, Number(process.env.BENCH_RUNS ?? 5) || 5);
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5) || 5);
// Every kind's screen in the consent's rounds made a full run longer than the 15 minutes that held before.
const DEADLINE_MS = Number(process.env.BENCH_DEADLINE_MS ?? PROTOCOLS.length * 20 * 60_000) || PROTOCOLS.length * 20 * 60_000;
const ONLY = new Set((process.env.BENCH_ONLY ?? 'entry,consent,floor,packages,kinds,enrolment,authorisations,login,reference,interactions,lighthouse').split(',').map((part) => part.trim()));
/** The kinds' screens measured beside the Pix: all of them, or the enrolment's alone (BENCH_ONLY=enrolment). */
const KINDS = ONLY.has('kinds') ? OTHER_KINDS : OTHER_KINDS.filter((kind) => ONLY.has('enrolment') && kind.route === '/vinculo');
/** The kinds are held to the Pix's time in the same rounds: measuring one measures the Pix too. */
const WANTS_CONSENT = ONLY.has('consent') || KINDS.length > 0;
/** Result pages audited by Lighthouse: the expired page and the default error page (SPEC §8). */
const RESULT_PAGES = ['/responses/expirado', '/responses'] as const;

interface Figure {
  id: string;
  label: string;
  value: number | boolean | null;
  unit: '' | 'ms' | 'bytes' | 'score' | 'ratio' | 'yes/no' | 'index' | 'rate';
  budget?: string;
  ok?: boolean;
  /** false: shown against the budget for comparison (the other protocol of BENCH_PROTOCOL=both), not held to it. */
  counts?: boolean;
}

type Add = (figure: Figure) => void;
const figures: Figure[] = [];
const add: Add = (figure) => figures.push(figure);
/** A protocol's figures: with BENCH_PROTOCOL=both, named by protocol, and held to the budgets only for the primary one. */
const addFor = (site: Site): Add => (figure) => {
  if (!BOTH) return add(figure);
  add({ ...figure, id: `${site.protocol}.${figure.id}`, label: `[${site.protocol}] ${figure.label}`, ...(figure.ok === undefined ? {} : { counts: site.protocol === PRIMARY }) });
};
const tag = (site: Site) => (BOTH ? ` [${site.protocol}]` : '');
/** Each protocol's medians, filled as the sections end; budgets.ts judges them at the end. */
const medians = new Map<Protocol, RunMedians>();
const mediansOf = (site: Site): RunMedians => {
  const found = medians.get(site.protocol);
  if (found) return found;
  const fresh: RunMedians = {};
  medians.set(site.protocol, fresh);
  return fresh;
};
const screenMedians = (runs: ScreenRun[]): ScreenMedians => ({
  visibleMs: median(runs.map((r) => r.visibleMs)),
  lcpMs: median(runs.map((r) => r.lcpMs)),
  tbtMs: median(runs.map((r) => r.tbtMs)),
  cls: median(runs.map((r) => r.cls)),
});
const log = (message: string) => console.log(`[bench] ${message}`);
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const ratio = (ours: number, reference: number) => (reference > 0 ? ours / reference : Number.NaN);

function show(f: Figure): string {
  if (f.value === null || (typeof f.value === 'number' && Number.isNaN(f.value))) return 'n/a';
  if (typeof f.value === 'boolean') return f.value ? 'yes' : 'no';
  switch (f.unit) {
    case 'ms':
      return `${Math.round(f.value)} ms`;
    case 'bytes':
      return kb(f.value);
    case 'score':
      return f.value.toFixed(2);
    case 'ratio':
      return `${f.value.toFixed(3)}×`;
    case 'rate':
      return `${f.value.toFixed(2)}×`;
    case 'index':
      return `${Math.round(f.value)}`;
    default:
      return f.value.toFixed(3);
  }
}

function table(rows: Figure[]): string {
  const verdict = (f: Figure) => (f.ok === undefined ? '' : f.counts === false ? (f.ok ? '(ok)' : '(over)') : f.ok ? 'ok' : 'FAIL');
  const cells = rows.map((f) => [f.label, show(f), f.budget ?? '—', verdict(f)]);
  const header = ['Figure', 'Value', 'Budget', ''];
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] ?? '').length)));
  const line = (c: string[]) => `| ${c.map((v, i) => v.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...cells.map(line)].join('\n');
}

/**
 * Every site in turn, RUNS rounds; the order flips each round so that neither protocol always
 * meets the machine first (BENCH_PROTOCOL=both). One site: RUNS runs in a row.
 */
async function rounds(sites: Site[], times: number, each: (site: Site, round: number) => Promise<void>): Promise<void> {
  for (let i = 0; i < times; i += 1) {
    for (const site of i % 2 === 0 ? sites : [...sites].reverse()) await each(site, i);
  }
}

/** RUNS runs of one measure on every site (interleaved), logged, by protocol. */
async function repeat<T>(sites: Site[], label: string, run: (site: Site) => Promise<T>, describe: (r: T) => string): Promise<Map<Protocol, T[]>> {
  const out = new Map<Protocol, T[]>(sites.map((site) => [site.protocol, []]));
  await rounds(sites, RUNS, async (site, i) => {
    const result = await run(site);
    log(`${label} ${i + 1}/${RUNS}${tag(site)}: ${describe(result)}`);
    out.get(site.protocol)?.push(result);
  });
  return out;
}

const chunks = (r: { assets: { url: string }[] }) => r.assets.map((a) => shortName(a.url)).join(', ');
const of = <T>(map: Map<Protocol, T[]>, site: Site): T[] => map.get(site.protocol) ?? [];

async function entrySection(browser: Browser, sites: Site[]): Promise<Map<Protocol, EntryRun[]>> {
  const all = await repeat(sites, 'entry', (site) => measureEntry(browser, site), (r) =>
    `${Math.round(r.msToAuthRequest)} ms, JS ${kb(r.jsGzip)}, CSS ${kb(r.cssGzip)}, antd ${r.antd ? 'yes' : 'no'} [${chunks(r)}]`,
  );
  for (const site of sites) {
    const runs = of(all, site);
    const put = addFor(site);
    const js = median(runs.map((r) => r.jsGzip));
    const antd = runs.some((r) => r.antd);
    put({ id: 'entry.msToAuthRequest', label: 'Entry: navigation → authorization request', value: median(runs.map((r) => r.msToAuthRequest)), unit: 'ms' });
    put({ id: 'entry.cssGzip', label: 'Entry: CSS before the redirect (gzip)', value: median(runs.map((r) => r.cssGzip)), unit: 'bytes' });
    mediansOf(site).entry = { jsGzip: js, antd };
  }
  return all;
}

/** A screen's figures for reading: what budgets.ts holds them to is in the budgets' table. */
function screenFigures(put: Add, prefix: string, name: string, runs: ScreenRun[], visibleLabel: string): void {
  const m = (pick: (r: ScreenRun) => number) => median(runs.map(pick));
  put({ id: `${prefix}.visibleMs`, label: `${name}: ${visibleLabel}`, value: m((r) => r.visibleMs), unit: 'ms' });
  put({ id: `${prefix}.fcpMs`, label: `${name}: FCP`, value: m((r) => r.fcpMs), unit: 'ms' });
  put({ id: `${prefix}.lcpMs`, label: `${name}: LCP`, value: m((r) => r.lcpMs), unit: 'ms' });
  put({ id: `${prefix}.tbtMs`, label: `${name}: TBT (FCP → visible + ${SETTLE_MS / 1000} s)`, value: m((r) => r.tbtMs), unit: 'ms' });
  put({ id: `${prefix}.cls`, label: `${name}: CLS`, value: m((r) => r.cls), unit: '' });
  put({ id: `${prefix}.jsGzip`, label: `${name}: JS (gzip)`, value: m((r) => r.jsGzip), unit: 'bytes' });
  put({ id: `${prefix}.cssGzip`, label: `${name}: CSS (gzip)`, value: m((r) => r.cssGzip), unit: 'bytes' });
}

const describeScreen = (r: ScreenRun) =>
  `visible ${Math.round(r.visibleMs)} ms${r.domMs === undefined ? '' : ` (DOM ready ${Math.round(r.domMs)} ms)`}, LCP ${Math.round(r.lcpMs)} ms (${r.lcpElement}), TBT ${Math.round(r.tbtMs)} ms, CLS ${r.cls.toFixed(3)}, ` +
  `JS ${kb(r.jsGzip)}, CSS ${kb(r.cssGzip)}${r.statusAfter ? `, consent ${r.statusAfter}` : ''}`;

type ScreenMap = Map<Protocol, ScreenRun[]>;
interface Screens {
  consent: ScreenMap;
  floor: ScreenMap;
  packagesFloor: ScreenMap;
  /** The other kinds' screens by route. */
  kinds: Map<KindRoute, ScreenMap>;
}

/**
 * The consent screen, the floors and the other kinds' screens, one run of each in turn. Their ratios
 * are the budgets; taken one series after the other, a machine whose speed drifts in between
 * (another job starting) moved a ratio by itself: unchanged code's medians minutes apart differed by
 * more than any change under study (docs/performance-log.md, the fourth session).
 */
async function screenRuns(browser: Browser, sites: Site[], sessions: Map<Protocol, Session>): Promise<Screens> {
  const perSite = (): ScreenMap => new Map(sites.map((site) => [site.protocol, []]));
  const screens: Screens = { consent: perSite(), floor: perSite(), packagesFloor: perSite(), kinds: new Map(KINDS.map((kind) => [kind.route, perSite()])) };
  await rounds(sites, RUNS, async (site, i) => {
    const session = sessions.get(site.protocol);
    if (!session) throw new Error(`no session for ${site.protocol}`);
    const measured = async (map: ScreenMap | undefined, label: string, measure: () => Promise<ScreenRun>) => {
      const run = await measure();
      log(`${label} ${i + 1}/${RUNS}${tag(site)}: ${describeScreen(run)}`);
      map?.get(site.protocol)?.push(run);
    };
    if (WANTS_CONSENT) await measured(screens.consent, 'consent', () => measureConsent(browser, site, session));
    if (ONLY.has('floor')) await measured(screens.floor, 'floor', () => measureFloor(browser, site, session));
    if (ONLY.has('packages') && site.packagesFloor) await measured(screens.packagesFloor, 'packages floor', () => measureFloor(browser, site, session, PACKAGES_FLOOR_PATH));
    // After the floors, so that the consent and its floors stay one after the other; the kinds'
    // order turns each round so that none always follows the Pix or always comes last.
    const turn = KINDS.length ? i % KINDS.length : 0;
    for (const { route, scenario } of [...KINDS.slice(turn), ...KINDS.slice(0, turn)]) {
      await measured(screens.kinds.get(route), route, () => measureKind(browser, site, session, scenario, route));
    }
  });
  return screens;
}

/** The runs left the consent as they found it: awaiting the customer, nothing decided by the bench. */
function stillAwaiting(what: string, runs: ScreenRun[]): void {
  const stale = runs.filter((r) => r.statusAfter !== 'AWAITING_AUTHORISATION');
  if (stale.length) throw new Error(`${what} not AWAITING_AUTHORISATION after its run: ${stale.map((r) => `${r.consentId} ${r.statusAfter}`).join(', ')}`);
}

const bytesOn = (put: Add, prefix: string, name: string, route: string, runs: ScreenRun[]) => {
  for (const kind of ['js', 'css'] as const) {
    const key = kind === 'js' ? 'jsGzip' : 'cssGzip';
    put({ id: `${prefix}.route${route}.${key}`, label: `${name}: ${kind.toUpperCase()} requested on ${route} (gzip)`, value: median(runs.map((r) => r.byRoute[route]?.[key] ?? 0)), unit: 'bytes' });
  }
};

function consentSection(put: Add, runs: ScreenRun[]): void {
  stillAwaiting('consent', runs);
  screenFigures(put, 'consent', `Consent ${PIX_ROUTE}`, runs, '/carregando → consent-visible');
  for (const route of ['/carregando', PIX_ROUTE]) bytesOn(put, 'consent', 'Consent', route, runs);
}

/** Another kind's confirmation screen: its own figures, for reading; budgets.ts holds it to the Pix's time. */
function kindSection(put: Add, route: KindRoute, runs: ScreenRun[], consent: ScreenRun[]): void {
  stillAwaiting(route, runs);
  screenFigures(put, `kind${route}`, route, runs, '/carregando → consent-visible');
  if (consent.length) put({ id: `kind${route}.overPixMs`, label: `${route} − ${PIX_ROUTE}: visible`, value: median(runs.map((r) => r.visibleMs)) - median(consent.map((r) => r.visibleMs)), unit: 'ms' });
  bytesOn(put, `kind${route}`, route, route, runs);
}

/**
 * The customer's authorisations' list (`/autorizacoes`) and its floor, one run of each per round, the
 * order turning each round so that neither always meets the machine first (decision 083). Both open
 * directly with the same restored session and make the same call; their ratio is a budget.
 */
async function authorisationsSection(browser: Browser, sites: Site[], sessions: Map<Protocol, Session>): Promise<{ list: ScreenMap; floor: ScreenMap }> {
  const list: ScreenMap = new Map(sites.map((site) => [site.protocol, []]));
  const floor: ScreenMap = new Map(sites.map((site) => [site.protocol, []]));
  await rounds(sites, RUNS, async (site, i) => {
    const session = sessions.get(site.protocol);
    if (!session) throw new Error(`no session for ${site.protocol}`);
    const sides = [
      { side: 'portal' as const, map: list, label: AUTHORISATIONS_PATH },
      { side: 'floor' as const, map: floor, label: 'authorisations floor' },
    ];
    for (const { side, map, label } of i % 2 === 0 ? sides : [...sides].reverse()) {
      const run = await measureAuthorisations(browser, site, session, side);
      log(`${label} ${i + 1}/${RUNS}${tag(site)}: ${describeScreen(run)}`);
      map.get(site.protocol)?.push(run);
    }
  });
  for (const site of sites) {
    const put = addFor(site);
    const ours = of(list, site);
    const theirs = of(floor, site);
    screenFigures(put, 'authorisations', `List ${AUTHORISATIONS_PATH}`, ours, `${AUTHORISATIONS_PATH} → authorisations-visible`);
    screenFigures(put, 'authorisationsFloor', 'List floor', theirs, `${AUTHORISATIONS_FLOOR_PATH} → authorisations-visible`);
    mediansOf(site).authorisations = { listMs: median(ours.map((r) => r.visibleMs)), floorMs: median(theirs.map((r) => r.visibleMs)) };
  }
  return { list, floor };
}

/**
 * The customer's own path from 'Entrar' to the consent (measureAfterLogin), and the login floor doing
 * the same redirects, token exchange and consent work without the app, one run of each in turn like
 * the consent and its floor. Reported as a ratio, not held to a budget.
 */
async function afterLoginSection(browser: Browser, sites: Site[]): Promise<{ portal: Map<Protocol, number[]>; floor: Map<Protocol, number[]> }> {
  const portal = new Map<Protocol, number[]>(sites.map((site) => [site.protocol, []]));
  const floor = new Map<Protocol, number[]>(sites.map((site) => [site.protocol, []]));
  await rounds(sites, RUNS, async (site, i) => {
    const ours = await measureAfterLogin(browser, site, 'portal');
    const theirs = await measureAfterLogin(browser, site, 'floor');
    log(`after-login ${i + 1}/${RUNS}${tag(site)}: 'Entrar' → consent-visible ${Math.round(ours)} ms, login floor ${Math.round(theirs)} ms`);
    portal.get(site.protocol)?.push(ours);
    floor.get(site.protocol)?.push(theirs);
  });
  for (const site of sites) {
    const put = addFor(site);
    const ours = median(of(portal, site));
    const theirs = median(of(floor, site));
    put({ id: 'afterLogin.visibleMs', label: "After the login: 'Entrar' → consent-visible", value: ours, unit: 'ms' });
    put({ id: 'floorLogin.visibleMs', label: "Login floor: 'Entrar' → consent-visible (same redirects, token exchange, consent)", value: theirs, unit: 'ms' });
    mediansOf(site).afterLogin = { oursMs: ours, floorMs: theirs };
  }
  return { portal, floor };
}

async function referenceSection(browser: Browser, sites: Site[], consent: Map<Protocol, ScreenRun[]>): Promise<Map<Protocol, ScreenRun[]>> {
  const all = await repeat(sites, 'reference', (site) => measureReference(browser, site), describeScreen);
  for (const site of sites) {
    const put = addFor(site);
    const runs = of(all, site);
    const ours = of(consent, site);
    screenFigures(put, 'reference', 'Reference', runs, `${REFERENCE_PATH} → LCP`);
    if (ours.length) {
      const med = (list: ScreenRun[], pick: (r: ScreenRun) => number) => median(list.map(pick));
      put({ id: 'ratio.visible', label: 'Ours / reference: visible', value: ratio(med(ours, (r) => r.visibleMs), med(runs, (r) => r.visibleMs)), unit: 'ratio' });
      put({ id: 'ratio.lcp', label: 'Ours / reference: LCP', value: ratio(med(ours, (r) => r.lcpMs), med(runs, (r) => r.lcpMs)), unit: 'ratio' });
      put({
        id: 'ratio.bytes',
        label: 'Ours / reference: JS + CSS (gzip)',
        value: ratio(med(ours, (r) => r.jsGzip + r.cssGzip), med(runs, (r) => r.jsGzip + r.cssGzip)),
        unit: 'ratio',
      });
    }
  }
  return all;
}

/**
 * The dynamic floor: the same session and network work as the consent screen, without the
 * framework. The ratio is the budget: what the framework may cost on top of the network.
 */
function floorSection(put: Add, runs: ScreenRun[], consent: ScreenRun[]): void {
  screenFigures(put, 'floor', 'Dynamic floor', runs, `${FLOOR_PATH} → consent-visible`);
  // Until decision 039 the floor marked before its frame while the portal marks after its own: that
  // moment and the ratio against it, for comparison with earlier runs (no budget).
  const dom = runs.map((r) => r.domMs).filter((ms): ms is number => ms !== undefined);
  if (dom.length === runs.length && dom.length > 0) {
    put({ id: 'floor.domMs', label: 'Dynamic floor: DOM ready, before its frame (its mark until decision 039)', value: median(dom), unit: 'ms' });
    if (consent.length) {
      put({ id: 'ratio.floorDom', label: 'Ours / dynamic floor: DOM ready (the ratio as read until decision 039)', value: ratio(median(consent.map((r) => r.visibleMs)), median(dom)), unit: 'ratio' });
    }
  }
}

/**
 * The packages floor: the dynamic floor that first downloads and compiles the design card's
 * packages, as this build ships them (its vendor-* chunks), and runs none of their code. The
 * consent's ratio to it is a budget (budgets.ts); its distance to the aim is printed every run.
 */
function packagesFloorSection(put: Add, runs: ScreenRun[], consent: ScreenRun[], floor: ScreenRun[]): void {
  screenFigures(put, 'packagesFloor', 'Packages floor', runs, `${PACKAGES_FLOOR_PATH} → consent-visible`);
  const visible = median(runs.map((r) => r.visibleMs));
  if (floor.length) put({ id: 'packagesFloor.overFloorMs', label: "Packages floor − dynamic floor: the packages' download and compile", value: visible - median(floor.map((r) => r.visibleMs)), unit: 'ms' });
  if (consent.length) {
    const ours = median(consent.map((r) => r.visibleMs));
    const aim = aimDistance(ours, visible);
    put({ id: 'packagesFloor.oursOverMs', label: 'Ours − packages floor: the portal beyond downloading its packages', value: ours - visible, unit: 'ms' });
    put({ id: 'aim.overMs', label: `Distance to the aim (${AIM_PACKAGES_RATIO}× the packages floor): ours − ${AIM_PACKAGES_RATIO} × packages floor`, value: aim.overMs, unit: 'ms' });
    put({ id: 'aim.overRatio', label: `Distance to the aim: ours / packages floor − ${AIM_PACKAGES_RATIO}`, value: aim.overRatio, unit: '' });
  }
}

/** Every tap's latency (Event Timing: input delay + processing + presentation), median over the runs. */
async function interactionSection(browser: Browser, sites: Site[], sessions: Map<Protocol, Session>): Promise<Map<Protocol, InteractionRun[][]>> {
  const describe = (r: InteractionRun[]) => r.map((i) => `${i.step} ${Math.round(i.latencyMs)}`).join(', ');
  const all = new Map<Protocol, InteractionRun[][]>(sites.map((site) => [site.protocol, []]));
  await rounds(sites, RUNS, async (site, i) => {
    const session = sessions.get(site.protocol);
    if (!session) throw new Error(`no session for ${site.protocol}`);
    const pix = await measurePixInteractions(browser, site, session);
    log(`interactions pix ${i + 1}/${RUNS}${tag(site)}: ${describe(pix)}`);
    const sharing = await measureSharingInteractions(browser, site, session);
    log(`interactions sharing ${i + 1}/${RUNS}${tag(site)}: ${describe(sharing)}`);
    all.get(site.protocol)?.push(pix, sharing);
    if (ONLY.has('enrolment')) {
      const enrolment = await measureEnrolmentInteractions(browser, site, session);
      log(`interactions enrolment ${i + 1}/${RUNS}${tag(site)}: ${describe(enrolment)}`);
      all.get(site.protocol)?.push(enrolment);
    }
  });
  for (const site of sites) {
    const runs = of(all, site);
    const steps = [...new Set(runs.flatMap((run) => run.map((i) => i.step)))];
    mediansOf(site).taps = Object.fromEntries(steps.map((step) => [step, median(runs.flatMap((run) => run.filter((i) => i.step === step).map((i) => i.latencyMs)))]));
  }
  return all;
}

/**
 * Lighthouse runs alternate between the pages (and the protocols), so that if the deadline comes
 * close (slow or busy machine) every page keeps the same number of runs. A run that ends in a
 * Lighthouse runtime error (e.g. NO_NAVSTART) is retried once; the median is over the runs that
 * produced a score.
 */
async function lighthouseSection(chrome: LighthouseChrome, sites: Site[], cpuRate: number, deadline: number): Promise<Record<string, LighthouseRun[]>> {
  const pagesOf = (site: Site) => [
    { id: 'entry', name: 'entry', url: async () => (await createConsent(site.api, 'pix-imediato', 'maria')).portalUrl },
    ...RESULT_PAGES.map((path) => ({ id: `result${path}`, name: path, url: async () => `${site.base}${path}` })),
  ];
  const key = (site: Site, page: string) => (BOTH ? `${site.protocol}:${page}` : page);
  const out: Record<string, LighthouseRun[]> = Object.fromEntries(sites.flatMap((site) => pagesOf(site).map((p) => [key(site, p.id), []])));
  const durations: number[] = [];
  const describe = (r: LighthouseRun) =>
    `${CATEGORIES.map((c) => `${c} ${r.scores[c] ?? 'n/a'}`).join(', ')} → ${r.finalUrl}${r.runtimeError ? ` ERROR ${r.runtimeError}` : ''}`;
  rounds: for (let i = 0; i < LIGHTHOUSE_RUNS; i += 1) {
    for (const site of i % 2 === 0 ? sites : [...sites].reverse()) {
      for (const page of pagesOf(site)) {
        for (let attempt = 1; attempt <= 2; attempt += 1) {
          const expected = 1.5 * (durations.length ? Math.max(...durations) : 60_000);
          if (Date.now() + expected > deadline) {
            log(`lighthouse: stopping after ${i} round(s), the deadline is near`);
            break rounds;
          }
          const t0 = Date.now();
          const run = await runLighthouse(await page.url(), chrome.port, cpuRate);
          durations.push(Date.now() - t0);
          log(`lighthouse ${page.name} ${i + 1}/${LIGHTHOUSE_RUNS}${tag(site)}${attempt > 1 ? ' (retry)' : ''}: ${describe(run)}`);
          out[key(site, page.id)]?.push(run);
          if (!run.runtimeError) break;
        }
      }
    }
  }
  for (const site of sites) {
    const scores = pagesOf(site).flatMap((page) => {
      const runs = out[key(site, page.id)] ?? [];
      // The provider's login page carries an interaction id: one label for all runs.
      const finals = [...new Set(runs.map((r) => new URL(r.finalUrl || r.requestedUrl).pathname.replace(/\/interacao\/[^/]+/, '/interacao/{uid}')))];
      return CATEGORIES.map((category) => {
        const scored = runs.map((r) => r.scores[category]).filter((s): s is number => s !== null);
        return { page: page.id === 'entry' ? 'entry' : page.name, category, score: scored.length ? median(scored) : null, detail: `scored ${finals.join(', ') || '—'}, ${scored.length} runs` };
      });
    });
    mediansOf(site).lighthouse = scores;
  }
  return out;
}

/** The machine's index, the slowdown chosen from it, and the simulated phone's index under it. */
function calibrationFigures(calibration: Calibration): void {
  add({ id: 'machine.benchmarkIndex', label: "Machine: Lighthouse's BenchmarkIndex, unthrottled (median)", value: calibration.index, unit: 'index' });
  add({
    id: 'machine.cpuSlowdown',
    label: `CPU slowdown (${calibration.source === 'BENCH_CPU_RATE' ? 'BENCH_CPU_RATE' : `${REFERENCE_RATE}× × index / ${REFERENCE_INDEX}${calibration.source === 'clamped' ? ', clamped' : ''}`})`,
    value: calibration.rate,
    unit: 'rate',
  });
  add({
    id: 'machine.phoneIndex',
    label: `Simulated phone: BenchmarkIndex under that slowdown (${REFERENCE_INDEX} / ${REFERENCE_RATE} = ${Math.round(REFERENCE_INDEX / REFERENCE_RATE)}, less throttling's own overhead)`,
    value: calibration.phoneIndex,
    unit: 'index',
  });
}

function gitHead(): string | null {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

async function main(life: Lifecycle): Promise<number> {
  if (!PROTOCOLS.length) throw new Error(`BENCH_PROTOCOL must be h2, h1 or both, not ${PROTOCOL_SETTING}`);
  if (NETWORK_SETTING !== 'link' && NETWORK_SETTING !== 'emulated') throw new Error(`BENCH_NETWORK must be link or emulated, not ${NETWORK_SETTING}`);
  const network = NETWORK_SETTING === 'link' ? LINK : null;
  setEmulatedNetwork(!network);
  const started = Date.now();
  const dist = life.folder(snapshotDist());
  const certificate = PROTOCOLS.includes('h2') ? life.folder(makeCertificate()) : null;
  const sites: Site[] = [];
  for (const protocol of PROTOCOLS) {
    sites.push(await life.open(() => startSite(protocol, dist, certificate, network), (why) => log(`${protocol}: ${why}; starting it again on other ports`)));
  }
  for (const site of sites) {
    log(`${site.protocol === 'h2' ? 'HTTPS with HTTP/2' : 'plain HTTP/1.1'} at ${site.base}: deploy/nginx/nginx.conf over a copy of dist/ behind the bench's ingress, the simulated bank at ${site.api}`);
  }
  log(network ? `network: slow 4G at the connection level (${network.rttMs} ms round trip, ${(network.downloadKbps / 1024).toFixed(1)} Mbit/s down, ${network.uploadKbps} kbit/s up)` : "network: the browser's emulation (BENCH_NETWORK=emulated)");
  if (certificate) log(`throwaway certificate for 127.0.0.1 and localhost, trusted by its key only (SPKI sha256 ${certificate.spki})`);
  const browser = await life.open(() => launchBrowser(certificate?.spki ?? null));
  const chromiumVersion = browser.version();

  const calibration = await calibrate(browser);
  setCpuRate(calibration.rate);
  calibrationFigures(calibration);
  log(
    `BenchmarkIndex ${Math.round(calibration.index)} (samples ${calibration.samples.map(Math.round).join(', ')}), CPU slowdown ${calibration.rate.toFixed(2)}× ` +
      `(${calibration.source}; ${REFERENCE_RATE}× on the budgets' machine, index ${REFERENCE_INDEX}); under it the index reads ${Math.round(calibration.phoneIndex)} (${REFERENCE_INDEX} / ${REFERENCE_RATE} = ${Math.round(REFERENCE_INDEX / REFERENCE_RATE)}, less throttling's own overhead)`,
  );

  const entry = ONLY.has('entry') ? await entrySection(browser, sites) : new Map<Protocol, EntryRun[]>();
  const wantsScreens = WANTS_CONSENT || ['floor', 'packages'].some((part) => ONLY.has(part));
  const needsSession = wantsScreens || ONLY.has('interactions') || ONLY.has('authorisations');
  const sessions = new Map<Protocol, Session>();
  if (needsSession) {
    for (const site of sites) sessions.set(site.protocol, await loggedInSession(browser, site));
    log('logged in through the UI, session kept (not measured)');
  }
  const empty = () => new Map<Protocol, ScreenRun[]>();
  const screens: Screens = wantsScreens ? await screenRuns(browser, sites, sessions) : { consent: empty(), floor: empty(), packagesFloor: empty(), kinds: new Map() };
  for (const site of sites) {
    const consent = of(screens.consent, site);
    const floor = of(screens.floor, site);
    const packagesFloor = of(screens.packagesFloor, site);
    const own = mediansOf(site);
    if (consent.length) {
      consentSection(addFor(site), consent);
      own.consent = screenMedians(consent);
    }
    if (floor.length) {
      floorSection(addFor(site), floor, consent);
      own.floorMs = median(floor.map((r) => r.visibleMs));
    }
    if (packagesFloor.length) {
      packagesFloorSection(addFor(site), packagesFloor, consent, floor);
      own.packagesFloorMs = median(packagesFloor.map((r) => r.visibleMs));
    }
    if (KINDS.length) {
      own.kinds = {};
      own.kindsRequired = ONLY.has('kinds');
      for (const { route } of KINDS) {
        const runs = of(screens.kinds.get(route) ?? empty(), site);
        if (!runs.length) continue;
        kindSection(addFor(site), route, runs, consent);
        own.kinds[route] = screenMedians(runs);
      }
    }
  }
  // Right after the screens: the same session, its token still fresh.
  const authorisations = ONLY.has('authorisations') ? await authorisationsSection(browser, sites, sessions) : null;
  const afterLogin = ONLY.has('login') ? await afterLoginSection(browser, sites) : null;
  const reference = ONLY.has('reference') ? await referenceSection(browser, sites, screens.consent) : empty();
  const interactions = needsSession && ONLY.has('interactions') ? await interactionSection(browser, sites, sessions) : new Map<Protocol, InteractionRun[][]>();
  // The machine again, as the browser figures end: a shared machine's load may have changed since.
  const endIndex = await machineIndex(browser);
  add({ id: 'machine.benchmarkIndexAtEnd', label: "Machine: BenchmarkIndex after the browser figures (median)", value: endIndex.index, unit: 'index' });
  const doubt = calibrationDoubt(calibration, endIndex);
  log(`BenchmarkIndex after the browser figures ${Math.round(endIndex.index)} (samples ${endIndex.samples.map(Math.round).join(', ')})${doubt ? `. WARNING: ${doubt}` : ''}`);
  await life.release(browser);

  let lighthouse: Record<string, LighthouseRun[]> = {};
  if (ONLY.has('lighthouse')) {
    const chrome = await life.open(() => launchLighthouseChrome(certificate?.spki ?? null));
    // Lighthouse simulates the same network from what it observes: through the link it would count it twice.
    for (const site of sites) await site.shaping(false);
    lighthouse = await lighthouseSection(chrome, sites, calibration.rate, life.deadline - 30_000);
    await life.release(chrome);
  }

  // The budgets, judged from each protocol's medians; BENCH_PROTOCOL=both holds the primary's.
  for (const site of sites) for (const check of judge(mediansOf(site))) addFor(site)(check);
  const failed = figures.filter((f) => f.ok === false && f.counts !== false);
  const elapsedSeconds = Math.round((Date.now() - started) / 1000);
  const served = PROTOCOLS.map((p) => (p === 'h2' ? 'HTTPS/HTTP/2' : 'HTTP/1.1')).join(' and ');
  const smoke = SMOKE ? `SMOKE RUN (BENCH_SMOKE=1, ${RUNS} run(s)): checks that the bench works; NOT VALID FOR BUDGETS. ` : '';
  console.log(`\nFigures, for reading:\n\n${table(figures.filter((f) => f.ok === undefined))}\n`);
  console.log(`Budgets (the exit code; decision 073):\n\n${table(figures.filter((f) => f.ok !== undefined))}\n`);
  for (const site of sites) {
    const { consent, packagesFloorMs } = mediansOf(site);
    if (!consent || packagesFloorMs === undefined) continue;
    const aim = aimDistance(consent.visibleMs, packagesFloorMs);
    console.log(
      `Aim${tag(site)}: consent visible ${AIM_PACKAGES_RATIO}× the packages floor (${Math.round(AIM_PACKAGES_RATIO * packagesFloorMs)} ms); ` +
        `this run ${aim.ratio.toFixed(3)}× (${Math.round(consent.visibleMs)} ms), ${aim.overMs > 0 ? `${Math.round(aim.overMs)} ms (${aim.overRatio.toFixed(3)}×) to go` : 'within it'}.`,
    );
  }
  console.log(
    smoke +
    `Median of ${RUNS} runs (Lighthouse: ${LIGHTHOUSE_RUNS}), Chromium ${chromiumVersion}, served by nginx over ${served}${BOTH ? ` (budgets held by ${PRIMARY})` : ''}, ` +
      `${network ? 'slow 4G at the connection level' : "the browser's network emulation"}, BenchmarkIndex ${Math.round(calibration.index)}, CPU ${calibration.rate.toFixed(2)}×, ${elapsedSeconds} s. ` +
      (doubt ? `WARNING: ${doubt}. ` : '') +
      (failed.length ? `${failed.length} budget(s) exceeded.` : 'All budgets met.'),
  );
  const out = path.join(ROOT, 'bench-results', 'latest.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const byProtocol = <T>(map: Map<Protocol, T>) => (BOTH ? Object.fromEntries(map) : map.get(PRIMARY));
  const report = {
    date: new Date().toISOString(),
    gitHead: gitHead(),
    node: process.version,
    chromium: { path: CHROMIUM, version: chromiumVersion },
    conditions: {
      ...CONDITIONS,
      network: network ? 'link (scripts/bench/link.ts)' : 'emulated (CDP)',
      cpuSlowdown: calibration.rate,
      coldCache: 'fresh browser context per run',
      server: 'nginx (deploy/nginx/nginx.conf, deploy/write-config.sh) behind the bench ingress',
      protocols: PROTOCOLS,
      runs: RUNS,
      lighthouseRuns: LIGHTHOUSE_RUNS,
      only: [...ONLY],
      smoke: SMOKE,
    },
    calibration: { ...calibration, atEnd: endIndex, doubt },
    budgets: BUDGETS,
    medians: byProtocol(medians),
    budgetsHeldBy: PRIMARY,
    ok: failed.length === 0,
    elapsedSeconds,
    figures,
    runs: {
      entry: byProtocol(entry),
      consent: byProtocol(screens.consent),
      floor: byProtocol(screens.floor),
      packagesFloor: byProtocol(screens.packagesFloor),
      kinds: Object.fromEntries([...screens.kinds].map(([route, map]) => [route, byProtocol(map)])),
      authorisations: authorisations ? byProtocol(authorisations.list) : undefined,
      authorisationsFloor: authorisations ? byProtocol(authorisations.floor) : undefined,
      afterLogin: afterLogin ? byProtocol(afterLogin.portal) : undefined,
      floorLogin: afterLogin ? byProtocol(afterLogin.floor) : undefined,
      reference: byProtocol(reference),
      interactions: byProtocol(interactions),
      lighthouse,
    },
  };
  fs.writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  log(`written ${path.relative(ROOT, out)}`);
  return failed.length ? 1 : 0;
}

void runBench({ name: 'bench', deadlineMs: DEADLINE_MS }, main);
