/**
 * `npm run bench` (after `npm run build`): the portal's performance figures against its budgets,
 * under Lighthouse's mobile conditions with the CPU slowdown calibrated to the machine (calibrate.ts),
 * served as customers get it: the project's nginx configuration behind an HTTPS/HTTP/2 ingress, the
 * simulated bank behind it (server.ts). Prints a table, writes bench-results/latest.json, exits 1
 * when a budget is exceeded, 2 on error or timeout. docs/performance.md explains every figure.
 *
 * Environment: BENCH_PROTOCOL (h2 = HTTPS with HTTP/2, the default; h1 = plain HTTP/1.1; both = the
 * two, interleaved run by run, budgets held by h2's figures), BENCH_RUNS (≥ 5, default 5),
 * BENCH_LIGHTHOUSE_RUNS (default 5), BENCH_CPU_RATE (a fixed slowdown instead of the calibrated one),
 * BENCH_NETWORK (link = slow 4G at the connection level in front of the ingress, the default;
 * emulated = the browser's request-level emulation, as measured before docs/decisions/058),
 * BENCH_ONLY=entry,consent,floor,packages,enrolment,login,reference,interactions,lighthouse (development aid;
 * `enrolment` is the device enrolment's screen and, with `interactions`, its taps; `packages` the
 * packages floor),
 * BENCH_DEADLINE_MS (default 15 min per protocol), CHROMIUM_PATH (default /usr/bin/chromium),
 * NGINX_PATH (default /usr/sbin/nginx).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { calibrate, calibrationDoubt, machineIndex, REFERENCE_INDEX, REFERENCE_RATE, type Calibration } from './calibrate';
import { CATEGORIES, launchLighthouseChrome, runLighthouse, type LighthouseChrome, type LighthouseRun } from './lighthouse';
import {
  CHROMIUM,
  CONDITIONS,
  launchBrowser,
  loggedInSession,
  measureAfterLogin,
  measureConsent,
  measureEnrolment,
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
import { createConsent, FLOOR_PATH, makeCertificate, REFERENCE_PATH, ROOT, snapshotDist, startSite, type Certificate, type Protocol, type Site } from './server';

const PROTOCOL_SETTING = process.env.BENCH_PROTOCOL ?? 'h2';
const PROTOCOLS: Protocol[] = ({ h2: ['h2'], h1: ['h1'], both: ['h2', 'h1'] } as Record<string, Protocol[]>)[PROTOCOL_SETTING] ?? [];
/** The protocol whose figures the budgets hold: what customers get. */
const PRIMARY: Protocol = PROTOCOLS[0] ?? 'h2';
const NETWORK_SETTING = process.env.BENCH_NETWORK ?? 'link';
/** The network between the browser and the ingress: Lighthouse's slow 4G, played by the link (link.ts). */
const LINK = { rttMs: CONDITIONS.latencyMs, downloadKbps: CONDITIONS.downloadKbps, uploadKbps: CONDITIONS.uploadKbps };
const BOTH = PROTOCOLS.length > 1;
const RUNS = Math.max(5, Number(process.env.BENCH_RUNS ?? 5) || 5);
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5) || 5);
const DEADLINE_MS = Number(process.env.BENCH_DEADLINE_MS ?? PROTOCOLS.length * 15 * 60_000) || PROTOCOLS.length * 15 * 60_000;
const ONLY = new Set((process.env.BENCH_ONLY ?? 'entry,consent,floor,packages,enrolment,login,reference,interactions,lighthouse').split(',').map((part) => part.trim()));
/** Result pages audited by Lighthouse: the expired page and the default error page (SPEC §8). */
const RESULT_PAGES = ['/responses/expirado', '/responses'] as const;
/** 1 KB = 1000 bytes throughout. */
const KB = 1000;

const BUDGETS = {
  entryJsGzip: 40 * KB,
  consentVisibleMs: 1600,
  /** Consent visible over the dynamic floor's (same network work, no framework). */
  floorRatio: 1.5,
  cls: 0.05,
  tbtMs: 100,
  /** Each interaction's latency as INP measures it (Event Timing). */
  interactionMs: 100,
  /** Lighthouse performance, accessibility and best practices on the entry page. */
  lighthouseScore: 0.95,
  /** Lighthouse performance on the result pages (their other categories keep `lighthouseScore`). */
  resultPerformance: 0.98,
} as const;

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
    put({ id: 'entry.jsGzip', label: 'Entry: JS before the redirect (gzip)', value: js, unit: 'bytes', budget: `≤ ${kb(BUDGETS.entryJsGzip)}`, ok: js <= BUDGETS.entryJsGzip });
    put({ id: 'entry.cssGzip', label: 'Entry: CSS before the redirect (gzip)', value: median(runs.map((r) => r.cssGzip)), unit: 'bytes' });
    put({ id: 'entry.antd', label: 'Entry: Ant Design loaded', value: antd, unit: 'yes/no', budget: 'no', ok: !antd });
  }
  return all;
}

function screenFigures(put: Add, prefix: string, name: string, runs: ScreenRun[], withBudgets: boolean, visibleLabel: string): void {
  const m = (pick: (r: ScreenRun) => number) => median(runs.map(pick));
  const visible = m((r) => r.visibleMs);
  const tbt = m((r) => r.tbtMs);
  const cls = m((r) => r.cls);
  const budget = (text: string, ok: boolean) => (withBudgets ? { budget: text, ok } : {});
  put({ id: `${prefix}.visibleMs`, label: `${name}: ${visibleLabel}`, value: visible, unit: 'ms', ...budget(`≤ ${BUDGETS.consentVisibleMs} ms`, visible <= BUDGETS.consentVisibleMs) });
  put({ id: `${prefix}.fcpMs`, label: `${name}: FCP`, value: m((r) => r.fcpMs), unit: 'ms' });
  put({ id: `${prefix}.lcpMs`, label: `${name}: LCP`, value: m((r) => r.lcpMs), unit: 'ms' });
  put({ id: `${prefix}.tbtMs`, label: `${name}: TBT (FCP → visible + ${SETTLE_MS / 1000} s)`, value: tbt, unit: 'ms', ...budget(`≤ ${BUDGETS.tbtMs} ms`, tbt <= BUDGETS.tbtMs) });
  put({ id: `${prefix}.cls`, label: `${name}: CLS`, value: cls, unit: '', ...budget(`≤ ${BUDGETS.cls}`, cls <= BUDGETS.cls) });
  put({ id: `${prefix}.jsGzip`, label: `${name}: JS (gzip)`, value: m((r) => r.jsGzip), unit: 'bytes' });
  put({ id: `${prefix}.cssGzip`, label: `${name}: CSS (gzip)`, value: m((r) => r.cssGzip), unit: 'bytes' });
}

const describeScreen = (r: ScreenRun) =>
  `visible ${Math.round(r.visibleMs)} ms${r.domMs === undefined ? '' : ` (DOM ready ${Math.round(r.domMs)} ms)`}, LCP ${Math.round(r.lcpMs)} ms (${r.lcpElement}), TBT ${Math.round(r.tbtMs)} ms, CLS ${r.cls.toFixed(3)}, ` +
  `JS ${kb(r.jsGzip)}, CSS ${kb(r.cssGzip)}${r.statusAfter ? `, consent ${r.statusAfter}` : ''}`;

/**
 * The consent screen and the dynamic floor, one run of each in turn. Their ratio is a budget; taken
 * one series after the other, a machine whose speed drifts in between (another job starting) moved
 * the ratio by itself: unchanged code's medians minutes apart differed by more than any change under
 * study (docs/performance-log.md, the fourth session).
 */
async function screenRuns(
  browser: Browser,
  sites: Site[],
  sessions: Map<Protocol, Session>,
): Promise<{ consent: Map<Protocol, ScreenRun[]>; floor: Map<Protocol, ScreenRun[]>; packagesFloor: Map<Protocol, ScreenRun[]>; enrolment: Map<Protocol, ScreenRun[]> }> {
  const consent = new Map<Protocol, ScreenRun[]>(sites.map((site) => [site.protocol, []]));
  const floor = new Map<Protocol, ScreenRun[]>(sites.map((site) => [site.protocol, []]));
  const packagesFloor = new Map<Protocol, ScreenRun[]>(sites.map((site) => [site.protocol, []]));
  const enrolment = new Map<Protocol, ScreenRun[]>(sites.map((site) => [site.protocol, []]));
  await rounds(sites, RUNS, async (site, i) => {
    const session = sessions.get(site.protocol);
    if (!session) throw new Error(`no session for ${site.protocol}`);
    if (ONLY.has('consent')) {
      const run = await measureConsent(browser, site, session);
      log(`consent ${i + 1}/${RUNS}${tag(site)}: ${describeScreen(run)}`);
      consent.get(site.protocol)?.push(run);
    }
    if (ONLY.has('floor')) {
      const run = await measureFloor(browser, site, session);
      log(`floor ${i + 1}/${RUNS}${tag(site)}: ${describeScreen(run)}`);
      floor.get(site.protocol)?.push(run);
    }
    if (ONLY.has('packages') && site.packagesFloor) {
      const run = await measureFloor(browser, site, session, PACKAGES_FLOOR_PATH);
      log(`packages floor ${i + 1}/${RUNS}${tag(site)}: ${describeScreen(run)}`);
      packagesFloor.get(site.protocol)?.push(run);
    }
    // After the floor, so that the consent and its floor stay one after the other (the ratio above).
    if (ONLY.has('enrolment')) {
      const run = await measureEnrolment(browser, site, session);
      log(`enrolment ${i + 1}/${RUNS}${tag(site)}: ${describeScreen(run)}`);
      enrolment.get(site.protocol)?.push(run);
    }
  });
  return { consent, floor, packagesFloor, enrolment };
}

function consentSection(put: Add, runs: ScreenRun[]): void {
  const stale = runs.filter((r) => r.statusAfter !== 'AWAITING_AUTHORISATION');
  if (stale.length) throw new Error(`consent not AWAITING_AUTHORISATION after its run: ${stale.map((r) => `${r.consentId} ${r.statusAfter}`).join(', ')}`);
  screenFigures(put, 'consent', 'Consent', runs, true, '/carregando → consent-visible');
  for (const route of ['/carregando', '/pix']) {
    for (const kind of ['js', 'css'] as const) {
      const key = kind === 'js' ? 'jsGzip' : 'cssGzip';
      put({ id: `consent.route${route}.${key}`, label: `Consent: ${kind.toUpperCase()} requested on ${route} (gzip)`, value: median(runs.map((r) => r.byRoute[route]?.[key] ?? 0)), unit: 'bytes' });
    }
  }
}

/** The device enrolment's screen (INTERFACE §6.2), held to the consent screen's budgets; its own figures, apart from the Pix screen's. */
function enrolmentSection(put: Add, runs: ScreenRun[]): void {
  const stale = runs.filter((r) => r.statusAfter !== 'AWAITING_AUTHORISATION');
  if (stale.length) throw new Error(`enrolment not AWAITING_AUTHORISATION after its run: ${stale.map((r) => `${r.consentId} ${r.statusAfter}`).join(', ')}`);
  screenFigures(put, 'enrolment', 'Enrolment', runs, true, '/carregando → consent-visible');
  for (const kind of ['js', 'css'] as const) {
    const key = kind === 'js' ? 'jsGzip' : 'cssGzip';
    put({ id: `enrolment.route/vinculo.${key}`, label: `Enrolment: ${kind.toUpperCase()} requested on /vinculo (gzip)`, value: median(runs.map((r) => r.byRoute['/vinculo']?.[key] ?? 0)), unit: 'bytes' });
  }
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
    put({ id: 'ratio.afterLogin', label: "Ours / login floor: 'Entrar' → visible", value: ratio(ours, theirs), unit: 'ratio' });
  }
  return { portal, floor };
}

async function referenceSection(browser: Browser, sites: Site[], consent: Map<Protocol, ScreenRun[]>): Promise<Map<Protocol, ScreenRun[]>> {
  const all = await repeat(sites, 'reference', (site) => measureReference(browser, site), describeScreen);
  for (const site of sites) {
    const put = addFor(site);
    const runs = of(all, site);
    const ours = of(consent, site);
    screenFigures(put, 'reference', 'Reference', runs, false, `${REFERENCE_PATH} → LCP`);
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
  screenFigures(put, 'floor', 'Dynamic floor', runs, false, `${FLOOR_PATH} → consent-visible`);
  if (consent.length) {
    const value = ratio(median(consent.map((r) => r.visibleMs)), median(runs.map((r) => r.visibleMs)));
    put({ id: 'ratio.floor', label: 'Ours / dynamic floor: visible', value, unit: 'ratio', budget: `≤ ${BUDGETS.floorRatio.toFixed(1)}×`, ok: value <= BUDGETS.floorRatio });
  }
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
 * packages, as this build ships them (its vendor-* chunks), and runs none of their code. No budget:
 * what it reads is what the consent's budget leaves for the portal's own code, React's execution,
 * its render and its frame (docs/performance.md).
 */
function packagesFloorSection(put: Add, runs: ScreenRun[], consent: ScreenRun[], floor: ScreenRun[]): void {
  screenFigures(put, 'packagesFloor', 'Packages floor', runs, false, `${PACKAGES_FLOOR_PATH} → consent-visible`);
  const visible = median(runs.map((r) => r.visibleMs));
  if (floor.length) put({ id: 'packagesFloor.overFloorMs', label: "Packages floor − dynamic floor: the packages' download and compile", value: visible - median(floor.map((r) => r.visibleMs)), unit: 'ms' });
  put({ id: 'packagesFloor.leftMs', label: "Consent budget − packages floor: what the budget leaves for the portal's own work", value: BUDGETS.consentVisibleMs - visible, unit: 'ms' });
  if (consent.length) put({ id: 'packagesFloor.oursOverMs', label: 'Ours − packages floor: the portal beyond downloading its packages', value: median(consent.map((r) => r.visibleMs)) - visible, unit: 'ms' });
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
    const put = addFor(site);
    const runs = of(all, site);
    const steps = [...new Set(runs.flatMap((run) => run.map((i) => i.step)))];
    for (const step of steps) {
      const value = median(runs.flatMap((run) => run.filter((i) => i.step === step).map((i) => i.latencyMs)));
      put({
        id: `interaction.${step}`,
        label: `Interaction: ${step} (INP-style latency)`,
        value,
        unit: 'ms',
        budget: `≤ ${BUDGETS.interactionMs} ms`,
        ok: value <= BUDGETS.interactionMs,
      });
    }
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
    const put = addFor(site);
    for (const page of pagesOf(site)) {
      const runs = out[key(site, page.id)] ?? [];
      // The provider's login page carries an interaction id: one label for all runs.
      const finals = [...new Set(runs.map((r) => new URL(r.finalUrl || r.requestedUrl).pathname.replace(/\/interacao\/[^/]+/, '/interacao/{uid}')))];
      for (const category of CATEGORIES) {
        const scores = runs.map((r) => r.scores[category]).filter((s): s is number => s !== null);
        const score = scores.length ? median(scores) : null;
        const minimum = page.id !== 'entry' && category === 'performance' ? BUDGETS.resultPerformance : BUDGETS.lighthouseScore;
        put({
          id: `lighthouse.${page.id}.${category}`,
          label: `Lighthouse ${page.name} (scored ${finals.join(', ') || '—'}, ${scores.length} runs): ${category}`,
          value: score,
          unit: 'score',
          budget: `≥ ${minimum}`,
          ok: score !== null && score >= minimum,
        });
      }
    }
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

async function main(): Promise<number> {
  if (!PROTOCOLS.length) throw new Error(`BENCH_PROTOCOL must be h2, h1 or both, not ${PROTOCOL_SETTING}`);
  if (NETWORK_SETTING !== 'link' && NETWORK_SETTING !== 'emulated') throw new Error(`BENCH_NETWORK must be link or emulated, not ${NETWORK_SETTING}`);
  const network = NETWORK_SETTING === 'link' ? LINK : null;
  setEmulatedNetwork(!network);
  const started = Date.now();
  let sites: Site[] = [];
  let certificate: Certificate | null = null;
  let dist: string | null = null;
  let browser: Browser | undefined;
  let chrome: LighthouseChrome | undefined;
  const cleanup = async () => {
    const [b, c, s, t, d] = [browser, chrome, sites, certificate, dist];
    browser = chrome = undefined;
    sites = [];
    certificate = dist = null;
    await b?.close().catch(() => undefined);
    await c?.close().catch(() => undefined);
    await Promise.all(s.map((site) => site.close().catch(() => undefined)));
    if (t) fs.rmSync(t.dir, { recursive: true, force: true });
    if (d) fs.rmSync(d, { recursive: true, force: true });
  };
  const abort = (why: string) => {
    console.error(`[bench] ${why}: stopping.`);
    void cleanup().finally(() => process.exit(2));
  };
  const watchdog = setTimeout(() => abort(`over ${DEADLINE_MS / 1000} s`), DEADLINE_MS);
  process.once('SIGINT', () => abort('SIGINT'));
  process.once('SIGTERM', () => abort('SIGTERM'));

  try {
    dist = snapshotDist();
    certificate = PROTOCOLS.includes('h2') ? makeCertificate() : null;
    for (const protocol of PROTOCOLS) {
      const snapshot = dist;
      // Once more on a failed start: on a shared machine another process may take a port between
      // the probe that found it free and nginx's bind.
      sites.push(
        await startSite(protocol, snapshot, certificate, network).catch((error: unknown) => {
          log(`${protocol}: ${error instanceof Error ? error.message : String(error)}; starting it again on other ports`);
          return startSite(protocol, snapshot, certificate, network);
        }),
      );
    }
    for (const site of sites) {
      log(`${site.protocol === 'h2' ? 'HTTPS with HTTP/2' : 'plain HTTP/1.1'} at ${site.base}: deploy/nginx/nginx.conf over a copy of dist/ behind the bench's ingress, the simulated bank at ${site.api}`);
    }
    log(network ? `network: slow 4G at the connection level (${network.rttMs} ms round trip, ${(network.downloadKbps / 1024).toFixed(1)} Mbit/s down, ${network.uploadKbps} kbit/s up)` : "network: the browser's emulation (BENCH_NETWORK=emulated)");
    if (certificate) log(`throwaway certificate for 127.0.0.1 and localhost, trusted by its key only (SPKI sha256 ${certificate.spki})`);
    browser = await launchBrowser(certificate?.spki ?? null);
    const chromiumVersion = browser.version();

    const calibration = await calibrate(browser);
    setCpuRate(calibration.rate);
    calibrationFigures(calibration);
    log(
      `BenchmarkIndex ${Math.round(calibration.index)} (samples ${calibration.samples.map(Math.round).join(', ')}), CPU slowdown ${calibration.rate.toFixed(2)}× ` +
        `(${calibration.source}; ${REFERENCE_RATE}× on the budgets' machine, index ${REFERENCE_INDEX}); under it the index reads ${Math.round(calibration.phoneIndex)} (${REFERENCE_INDEX} / ${REFERENCE_RATE} = ${Math.round(REFERENCE_INDEX / REFERENCE_RATE)}, less throttling's own overhead)`,
    );

    const entry = ONLY.has('entry') ? await entrySection(browser, sites) : new Map<Protocol, EntryRun[]>();
    const wantsScreens = ['consent', 'floor', 'packages', 'enrolment'].some((part) => ONLY.has(part));
    const needsSession = wantsScreens || ONLY.has('interactions');
    const sessions = new Map<Protocol, Session>();
    if (needsSession) {
      for (const site of sites) sessions.set(site.protocol, await loggedInSession(browser, site));
      log('logged in through the UI, session kept (not measured)');
    }
    const empty = () => new Map<Protocol, ScreenRun[]>();
    const screens = wantsScreens ? await screenRuns(browser, sites, sessions) : { consent: empty(), floor: empty(), packagesFloor: empty(), enrolment: empty() };
    for (const site of sites) {
      const consent = of(screens.consent, site);
      const floor = of(screens.floor, site);
      const enrolment = of(screens.enrolment, site);
      if (consent.length) consentSection(addFor(site), consent);
      if (floor.length) floorSection(addFor(site), floor, consent);
      const packagesFloor = of(screens.packagesFloor, site);
      if (packagesFloor.length) packagesFloorSection(addFor(site), packagesFloor, consent, floor);
      if (enrolment.length) enrolmentSection(addFor(site), enrolment);
    }
    const afterLogin = ONLY.has('login') ? await afterLoginSection(browser, sites) : null;
    const reference = ONLY.has('reference') ? await referenceSection(browser, sites, screens.consent) : empty();
    const interactions = needsSession && ONLY.has('interactions') ? await interactionSection(browser, sites, sessions) : new Map<Protocol, InteractionRun[][]>();
    // The machine again, as the browser figures end: a shared machine's load may have changed since.
    const endIndex = await machineIndex(browser);
    add({ id: 'machine.benchmarkIndexAtEnd', label: "Machine: BenchmarkIndex after the browser figures (median)", value: endIndex.index, unit: 'index' });
    const doubt = calibrationDoubt(calibration, endIndex);
    log(`BenchmarkIndex after the browser figures ${Math.round(endIndex.index)} (samples ${endIndex.samples.map(Math.round).join(', ')})${doubt ? `. WARNING: ${doubt}` : ''}`);
    await browser.close();
    browser = undefined;

    let lighthouse: Record<string, LighthouseRun[]> = {};
    if (ONLY.has('lighthouse')) {
      chrome = await launchLighthouseChrome(certificate?.spki ?? null);
      // Lighthouse simulates the same network from what it observes: through the link it would count it twice.
      for (const site of sites) await site.shaping(false);
      lighthouse = await lighthouseSection(chrome, sites, calibration.rate, started + DEADLINE_MS - 30_000);
      await chrome.close();
      chrome = undefined;
    }

    const failed = figures.filter((f) => f.ok === false && f.counts !== false);
    const elapsedSeconds = Math.round((Date.now() - started) / 1000);
    const served = PROTOCOLS.map((p) => (p === 'h2' ? 'HTTPS/HTTP/2' : 'HTTP/1.1')).join(' and ');
    console.log(`\n${table(figures)}\n`);
    console.log(
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
      },
      calibration: { ...calibration, atEnd: endIndex, doubt },
      budgets: BUDGETS,
      budgetsHeldBy: PRIMARY,
      ok: failed.length === 0,
      elapsedSeconds,
      figures,
      runs: {
        entry: byProtocol(entry),
        consent: byProtocol(screens.consent),
        floor: byProtocol(screens.floor),
        packagesFloor: byProtocol(screens.packagesFloor),
        enrolment: byProtocol(screens.enrolment),
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
  } finally {
    clearTimeout(watchdog);
    await cleanup();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('[bench] failed:', error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(2);
  },
);
