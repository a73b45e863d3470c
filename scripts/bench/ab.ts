/**
 * `npm run bench:ab`: two builds compared in one run, their loads interleaved (A B, then B A, round
 * after round) so that both meet the same spells of a shared machine. Each build is served by a site
 * of its own, as `npm run bench` serves one (server.ts: nginx, the ingress, the link, the simulated
 * bank). Prints both medians with their spread, the ratio B / A, a bootstrap interval of it and
 * Mann-Whitney's p (abStats.ts), as a markdown table for docs/performance.md; writes
 * bench-results/ab-latest.json. Exits 0 when it measured, 2 on an error or past its deadline: the
 * comparison is read, not judged.
 *
 * Environment: BENCH_AB=<distA>,<distB> (two build folders, required), BENCH_AB_NAMES=<a>,<b> (the
 * table's names, default the folders'), BENCH_ONLY=consent,<a kind's route, e.g. /vinculo>,
 * interactions,entry,login (the figures a mechanism was made for; default consent), BENCH_RUNS
 * (loads of each build per figure, at least 10, default 10; BENCH_SMOKE=1 allows fewer, not valid
 * for reading), BENCH_CPU_RATE (a fixed slowdown, advised: both builds then meet the same phone),
 * BENCH_PROTOCOL (h2 or h1, default h2), BENCH_NETWORK (link or emulated), BENCH_DEADLINE_MS
 * (default 40 min).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { compare, markdown, type Comparison } from './abStats';
import { KIND_SCREENS } from './budgets';
import { calibrate, calibrationDoubt, machineIndex } from './calibrate';
import { runBench, type Lifecycle } from './lifecycle';
import {
  CONDITIONS,
  launchBrowser,
  loggedInSession,
  measureAfterLogin,
  measureConsent,
  measureEnrolmentInteractions,
  measureEntry,
  measureKind,
  measurePixInteractions,
  measureSharingInteractions,
  setCpuRate,
  setEmulatedNetwork,
  type ScreenRun,
  type Session,
} from './measure';
import { makeCertificate, ROOT, snapshotDist, startSite, type Protocol, type Site } from './server';

const log = (message: string) => console.log(`[bench:ab] ${message}`);
const SMOKE = process.env.BENCH_SMOKE === '1';
const RUNS = Math.max(SMOKE ? 1 : 10, Number(process.env.BENCH_RUNS ?? 10) || 10);
const DEADLINE_MS = Number(process.env.BENCH_DEADLINE_MS ?? 40 * 60_000) || 40 * 60_000;
const PROTOCOL = (process.env.BENCH_PROTOCOL ?? 'h2') as Protocol;
const NETWORK = process.env.BENCH_NETWORK ?? 'link';
const FIGURES = (process.env.BENCH_ONLY ?? 'consent').split(',').map((part) => part.trim()).filter(Boolean);
const KNOWN = ['consent', 'interactions', 'entry', 'login', ...KIND_SCREENS.map((kind) => kind.route)];

interface Build {
  name: string;
  source: string;
  site: Site;
  session: Session | null;
}

/** Each figure's loads, by build, in the order they were first seen. */
class Samples {
  private readonly rows = new Map<string, { unit: Comparison['unit']; a: number[]; b: number[] }>();
  add(figure: string, unit: Comparison['unit'], side: 'a' | 'b', value: number): void {
    const row = this.rows.get(figure) ?? { unit, a: [], b: [] };
    row[side].push(value);
    this.rows.set(figure, row);
  }
  comparisons(): Comparison[] {
    return [...this.rows].map(([figure, row]) => compare(figure, row.unit, row.a, row.b));
  }
  raw(): Record<string, { unit: string; a: number[]; b: number[] }> {
    return Object.fromEntries(this.rows);
  }
}

function screen(samples: Samples, side: 'a' | 'b', name: string, run: ScreenRun): string {
  samples.add(`${name}: visible`, 'ms', side, run.visibleMs);
  samples.add(`${name}: LCP`, 'ms', side, run.lcpMs);
  samples.add(`${name}: TBT`, 'ms', side, run.tbtMs);
  return `visible ${Math.round(run.visibleMs)} ms, LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms`;
}

/** One load (or one set of taps) of a figure on one build; returns what to log. */
async function measure(browser: Browser, build: Build, side: 'a' | 'b', figure: string, samples: Samples): Promise<string> {
  const { site, session } = build;
  const needSession = () => {
    if (!session) throw new Error('no session');
    return session;
  };
  if (figure === 'consent') return screen(samples, side, 'Consent /pix', await measureConsent(browser, site, needSession()));
  const kind = KIND_SCREENS.find((k) => k.route === figure);
  if (kind) return screen(samples, side, kind.route, await measureKind(browser, site, needSession(), kind.scenario, kind.route));
  if (figure === 'entry') {
    const run = await measureEntry(browser, site);
    samples.add('Entry: JS before the redirect (gzip)', 'bytes', side, run.jsGzip);
    samples.add('Entry: navigation → authorization request', 'ms', side, run.msToAuthRequest);
    return `JS ${(run.jsGzip / 1000).toFixed(1)} KB, ${Math.round(run.msToAuthRequest)} ms`;
  }
  if (figure === 'login') {
    const ms = await measureAfterLogin(browser, site, 'portal');
    samples.add("'Entrar' → consent visible", 'ms', side, ms);
    return `${Math.round(ms)} ms`;
  }
  // interactions: the taps the budgets hold, each step its own row.
  const taps = [
    ...(await measurePixInteractions(browser, site, needSession())),
    ...(await measureSharingInteractions(browser, site, needSession())),
    ...(await measureEnrolmentInteractions(browser, site, needSession())),
  ];
  for (const tap of taps) samples.add(`Tap: ${tap.step}`, 'ms', side, tap.latencyMs);
  return taps.map((tap) => `${tap.step} ${Math.round(tap.latencyMs)}`).join(', ');
}

async function main(life: Lifecycle): Promise<number> {
  const dists = (process.env.BENCH_AB ?? '').split(',').map((part) => part.trim()).filter(Boolean);
  if (dists.length !== 2) throw new Error('BENCH_AB must name two build folders: BENCH_AB=<distA>,<distB>');
  const unknown = FIGURES.filter((figure) => !KNOWN.includes(figure));
  if (unknown.length || !FIGURES.length) throw new Error(`BENCH_ONLY: ${unknown.join(', ') || 'nothing'} is not one of ${KNOWN.join(', ')}`);
  if (PROTOCOL !== 'h2' && PROTOCOL !== 'h1') throw new Error(`BENCH_PROTOCOL must be h2 or h1, not ${String(PROTOCOL)}`);
  if (NETWORK !== 'link' && NETWORK !== 'emulated') throw new Error(`BENCH_NETWORK must be link or emulated, not ${NETWORK}`);
  const network = NETWORK === 'link' ? { rttMs: CONDITIONS.latencyMs, downloadKbps: CONDITIONS.downloadKbps, uploadKbps: CONDITIONS.uploadKbps } : null;
  setEmulatedNetwork(!network);
  const names = (process.env.BENCH_AB_NAMES ?? '').split(',').map((part) => part.trim());
  const started = Date.now();
  const builds: Build[] = [];
  const certificate = PROTOCOL === 'h2' ? life.folder(makeCertificate()) : null;
  for (const [i, source] of dists.entries()) {
    const snapshot = life.folder(snapshotDist(path.resolve(source)));
    const site = await life.open(() => startSite(PROTOCOL, snapshot, certificate, network), (why) => log(`${why}; starting it again on other ports`));
    builds.push({ name: names[i] || path.basename(path.resolve(source)) || source, source: path.resolve(source), site, session: null });
    log(`${i ? 'B' : 'A'} = ${source} at ${site.base}, its own nginx and simulated bank`);
  }
  const browser = await life.open(() => launchBrowser(certificate?.spki ?? null));
  const calibration = await calibrate(browser);
  setCpuRate(calibration.rate);
  log(`CPU slowdown ${calibration.rate.toFixed(2)}× (${calibration.source}; BenchmarkIndex ${Math.round(calibration.index)})`);
  if (FIGURES.some((figure) => figure !== 'entry' && figure !== 'login')) {
    for (const build of builds) build.session = await loggedInSession(browser, build.site);
    log('logged in on both sites through the UI, sessions kept (not measured)');
  }
  const samples = new Samples();
  const [a, b] = builds as [Build, Build];
  for (let round = 0; round < RUNS; round += 1) {
    // A B, then B A: neither build always meets the machine first.
    const order: [Build, 'a' | 'b'][] = round % 2 === 0 ? [[a, 'a'], [b, 'b']] : [[b, 'b'], [a, 'a']];
    for (const figure of FIGURES) {
      for (const [build, side] of order) {
        const said = await measure(browser, build, side, figure, samples);
        log(`${figure} ${round + 1}/${RUNS} ${side.toUpperCase()} (${build.name}): ${said}`);
      }
    }
  }
  const end = await machineIndex(browser);
  const doubt = calibrationDoubt(calibration, end);
  await life.release(browser);

  const rows = samples.comparisons();
  const elapsed = Math.round((Date.now() - started) / 1000);
  const conditions =
    `\`npm run bench:ab\`, ${new Date().toISOString().slice(0, 10)}: A = ${a.name} (${a.source}), B = ${b.name} (${b.source}); ` +
    `${RUNS} loads of each per figure, interleaved A B / B A; ${PROTOCOL === 'h2' ? 'HTTPS/HTTP/2' : 'HTTP/1.1'} through deploy/nginx, ` +
    `${network ? 'slow 4G at the connection level' : "the browser's network emulation"}, CPU ${calibration.rate.toFixed(2)}× (${calibration.source}), ${elapsed} s.` +
    (doubt ? ` WARNING: ${doubt}.` : '') +
    (SMOKE ? ` SMOKE RUN (BENCH_SMOKE=1): fewer than 10 loads, NOT VALID FOR READING.` : '');
  console.log(`\n${conditions}\n\n${markdown(rows, { a: a.name, b: b.name })}\n`);
  console.log('Reading: B / A is the ratio of the medians; the interval resamples each build\'s loads (4000 times); "within noise" when it holds 1.00.');
  const out = path.join(ROOT, 'bench-results', 'ab-latest.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(
    out,
    `${JSON.stringify({ date: new Date().toISOString(), a: { name: a.name, source: a.source }, b: { name: b.name, source: b.source }, runs: RUNS, smoke: SMOKE, protocol: PROTOCOL, network: NETWORK, calibration: { ...calibration, atEnd: end, doubt }, comparisons: rows, samples: samples.raw() }, null, 2)}\n`,
  );
  log(`written ${path.relative(ROOT, out)}`);
  return 0;
}

void runBench({ name: 'bench:ab', deadlineMs: DEADLINE_MS }, main);
