/**
 * `npm run bench` (after `npm run build`): the portal's performance figures against its budgets,
 * under Lighthouse's mobile conditions, on the simulated bank started in-process. Prints a table,
 * writes bench-results/latest.json, exits 1 when a budget is exceeded (2 on error or timeout).
 * docs/performance.md explains every figure.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { CATEGORIES, launchLighthouseChrome, runLighthouse, type LighthouseChrome, type LighthouseRun } from './lighthouse';
import {
  CHROMIUM,
  CONDITIONS,
  launchBrowser,
  loggedInSession,
  measureConsent,
  measureEntry,
  measureReference,
  median,
  SETTLE_MS,
  shortName,
  type EntryRun,
  type ScreenRun,
} from './measure';
import { createConsent, REFERENCE_PATH, ROOT, startBank, type Bank } from './server';

const RUNS = Math.max(5, Number(process.env.BENCH_RUNS ?? 5));
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
const DEADLINE_MS = Number(process.env.BENCH_DEADLINE_MS ?? 10 * 60_000);
/** Development aid: BENCH_ONLY=entry,consent,reference,lighthouse runs only those parts. */
const ONLY = new Set((process.env.BENCH_ONLY ?? 'entry,consent,reference,lighthouse').split(',').map((s) => s.trim()));
const RESULT_PAGE = '/responses/expirado';
/** 1 KB = 1000 bytes throughout. */
const KB = 1000;

const BUDGETS = {
  entryJsGzip: 40 * KB,
  consentVisibleMs: 2500,
  cls: 0.05,
  tbtMs: 200,
  lighthouseScore: 0.95,
} as const;

interface Figure {
  id: string;
  label: string;
  value: number | string | boolean | null;
  unit: '' | 'ms' | 'bytes' | 'score' | 'ratio';
  budget?: string;
  ok?: boolean;
}

const figures: Figure[] = [];
const add = (figure: Figure) => figures.push(figure);

function show(f: Figure): string {
  if (f.value === null) return 'n/a';
  if (typeof f.value === 'boolean') return f.value ? 'sim' : 'não';
  if (typeof f.value === 'string') return f.value;
  switch (f.unit) {
    case 'ms':
      return `${Math.round(f.value)} ms`;
    case 'bytes':
      return `${(f.value / KB).toFixed(1)} KB`;
    case 'score':
      return f.value.toFixed(2);
    case 'ratio':
      return Number.isFinite(f.value) ? `${f.value.toFixed(2)}×` : 'n/a';
    default:
      return f.value < 1 ? f.value.toFixed(3) : String(Math.round(f.value * 1000) / 1000);
  }
}

function table(rows: Figure[]): string {
  const cells = rows.map((f) => [f.label, show(f), f.budget ?? '—', f.ok === undefined ? '' : f.ok ? 'ok' : 'FAIL']);
  const header = ['Figure', 'Value', 'Budget', ''];
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] ?? '').length)));
  const line = (c: string[]) => `| ${c.map((v, i) => v.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...cells.map(line)].join('\n');
}

const ratio = (ours: number, reference: number) => (reference > 0 ? ours / reference : Number.NaN);
const log = (message: string) => console.log(`[bench] ${message}`);

async function repeat<T>(label: string, times: number, run: (i: number) => Promise<T>, describe: (r: T) => string): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < times; i += 1) {
    const result = await run(i);
    log(`${label} ${i + 1}/${times}: ${describe(result)}`);
    results.push(result);
  }
  return results;
}

function screenFigures(prefix: string, name: string, runs: ScreenRun[], budgets: boolean, visibleLabel: string) {
  const m = (pick: (r: ScreenRun) => number) => median(runs.map(pick));
  const visible = m((r) => r.visibleMs);
  const tbt = m((r) => r.tbtMs);
  const cls = m((r) => r.cls);
  add({ id: `${prefix}.visibleMs`, label: `${name}: ${visibleLabel}`, value: visible, unit: 'ms', ...(budgets ? { budget: `≤ ${BUDGETS.consentVisibleMs} ms`, ok: visible <= BUDGETS.consentVisibleMs } : {}) });
  add({ id: `${prefix}.fcpMs`, label: `${name}: FCP`, value: m((r) => r.fcpMs), unit: 'ms' });
  add({ id: `${prefix}.lcpMs`, label: `${name}: LCP`, value: m((r) => r.lcpMs), unit: 'ms' });
  add({ id: `${prefix}.tbtMs`, label: `${name}: TBT (FCP → visible + ${SETTLE_MS / 1000} s)`, value: tbt, unit: 'ms', ...(budgets ? { budget: `≤ ${BUDGETS.tbtMs} ms`, ok: tbt <= BUDGETS.tbtMs } : {}) });
  add({ id: `${prefix}.cls`, label: `${name}: CLS`, value: cls, unit: '', ...(budgets ? { budget: `≤ ${BUDGETS.cls}`, ok: cls <= BUDGETS.cls } : {}) });
  add({ id: `${prefix}.jsGzip`, label: `${name}: JS (gzip)`, value: m((r) => r.jsGzip), unit: 'bytes' });
  add({ id: `${prefix}.cssGzip`, label: `${name}: CSS (gzip)`, value: m((r) => r.cssGzip), unit: 'bytes' });
}

async function main(): Promise<number> {
  const started = Date.now();
  const gzip = process.env.BENCH_GZIP === '1';
  let bank: Bank | undefined;
  let browser: Browser | undefined;
  let lighthouseChrome: LighthouseChrome | undefined;
  const cleanup = async () => {
    await browser?.close().catch(() => undefined);
    browser = undefined;
    await lighthouseChrome?.close().catch(() => undefined);
    lighthouseChrome = undefined;
    await bank?.close().catch(() => undefined);
    bank = undefined;
  };
  const watchdog = setTimeout(() => {
    console.error(`[bench] mais de ${DEADLINE_MS / 60_000} min: interrompido.`);
    void cleanup().finally(() => process.exit(2));
  }, DEADLINE_MS);
  const stop = (signal: NodeJS.Signals) => {
    console.error(`[bench] ${signal}: encerrando.`);
    void cleanup().finally(() => process.exit(2));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  try {
    bank = await startBank({ gzip });
    const { base, dist } = bank;
    log(`banco simulado em ${base} (dist copiado para ${dist}${gzip ? ', gzip ligado' : ', sem compressão, como o banco serve'})`);
    browser = await launchBrowser();
    const b = browser;
    const chromiumVersion = b.version();

    // Entry page.
    let entry: EntryRun[] = [];
    if (ONLY.has('entry')) {
    entry = await repeat<EntryRun>('entrada', RUNS, () => measureEntry(b, base, dist), (r) =>
      `${Math.round(r.msToAuthRequest)} ms, JS ${(r.jsGzip / KB).toFixed(1)} KB, CSS ${(r.cssGzip / KB).toFixed(1)} KB, antd ${r.antd ? 'sim' : 'não'} [${r.assets.map((a) => shortName(a.url)).join(', ')}]`,
    );
    const entryJs = median(entry.map((r) => r.jsGzip));
    const entryAntd = entry.some((r) => r.antd);
    add({ id: 'entry.msToAuthRequest', label: 'Entrada: navegação → pedido de autorização', value: median(entry.map((r) => r.msToAuthRequest)), unit: 'ms' });
    add({ id: 'entry.jsGzip', label: 'Entrada: JS antes do redirect (gzip)', value: entryJs, unit: 'bytes', budget: `≤ ${BUDGETS.entryJsGzip / KB} KB`, ok: entryJs <= BUDGETS.entryJsGzip });
    add({ id: 'entry.cssGzip', label: 'Entrada: CSS antes do redirect (gzip)', value: median(entry.map((r) => r.cssGzip)), unit: 'bytes' });
    add({ id: 'entry.antd', label: 'Entrada: Ant Design carregado', value: entryAntd, unit: '', budget: 'não', ok: !entryAntd });
    }

    // Consent screen.
    let consent: ScreenRun[] = [];
    if (ONLY.has('consent')) {
    const session = await loggedInSession(b, base);
    log('sessão obtida pelo login na interface (não medido)');
    consent = await repeat<ScreenRun>('consentimento', RUNS, () => measureConsent(b, base, dist, session), (r) =>
      `visível ${Math.round(r.visibleMs)} ms, LCP ${Math.round(r.lcpMs)} ms (${r.lcpElement}), TBT ${Math.round(r.tbtMs)} ms, CLS ${r.cls.toFixed(3)}, ` +
      `JS ${(r.jsGzip / KB).toFixed(1)} KB, CSS ${(r.cssGzip / KB).toFixed(1)} KB, status ${r.statusAfter ?? '?'}`,
    );
    const stale = consent.filter((r) => r.statusAfter !== 'AWAITING_AUTHORISATION');
    if (stale.length) throw new Error(`consentimento fora de AWAITING_AUTHORISATION após a medição: ${stale.map((r) => `${r.consentId} ${r.statusAfter}`).join(', ')}`);
    screenFigures('consent', 'Consentimento', consent, true, '/carregando → consent-visible');
    for (const route of ['/carregando', '/pix']) {
      add({ id: `consent.route${route}.jsGzip`, label: `Consentimento: JS pedido em ${route} (gzip)`, value: median(consent.map((r) => r.byRoute[route]?.jsGzip ?? 0)), unit: 'bytes' });
      add({ id: `consent.route${route}.cssGzip`, label: `Consentimento: CSS pedido em ${route} (gzip)`, value: median(consent.map((r) => r.byRoute[route]?.cssGzip ?? 0)), unit: 'bytes' });
    }

    }

    // Reference.
    let reference: ScreenRun[] = [];
    if (ONLY.has('reference')) {
    reference = await repeat<ScreenRun>('referência', RUNS, () => measureReference(b, base, dist), (r) =>
      `LCP ${Math.round(r.lcpMs)} ms (${r.lcpElement}), TBT ${Math.round(r.tbtMs)} ms, CLS ${r.cls.toFixed(3)}, CSS ${(r.cssGzip / KB).toFixed(1)} KB`,
    );
    screenFigures('reference', 'Referência', reference, false, `${REFERENCE_PATH} → LCP`);
    }
    if (consent.length && reference.length) {
    const med = (runs: ScreenRun[], pick: (r: ScreenRun) => number) => median(runs.map(pick));
    add({ id: 'ratio.visible', label: 'Razão nosso/referência: visível', value: ratio(med(consent, (r) => r.visibleMs), med(reference, (r) => r.visibleMs)), unit: 'ratio' });
    add({ id: 'ratio.lcp', label: 'Razão nosso/referência: LCP', value: ratio(med(consent, (r) => r.lcpMs), med(reference, (r) => r.lcpMs)), unit: 'ratio' });
    add({
      id: 'ratio.bytes',
      label: 'Razão nosso/referência: JS+CSS (gzip)',
      value: ratio(med(consent, (r) => r.jsGzip + r.cssGzip), med(reference, (r) => r.jsGzip + r.cssGzip)),
      unit: 'ratio',
    });
    }
    await browser.close();
    browser = undefined;

    // Lighthouse.
    lighthouseChrome = await launchLighthouseChrome();
    const chrome = lighthouseChrome;
    const lighthouse: Record<string, LighthouseRun[]> = {};
    const pages: { id: string; name: string; url: () => Promise<string> }[] = [
      { id: 'entry', name: 'entrada', url: async () => (await createConsent(base, 'pix-imediato', 'maria')).portalUrl },
      { id: 'result', name: RESULT_PAGE, url: async () => `${base}${RESULT_PAGE}` },
    ];
    for (const page of ONLY.has('lighthouse') ? pages : []) {
      const runs = await repeat<LighthouseRun>(`lighthouse ${page.name}`, LIGHTHOUSE_RUNS, async () => runLighthouse(await page.url(), chrome.port), (r) =>
        `${CATEGORIES.map((c) => `${c} ${r.scores[c] ?? 'n/a'}`).join(', ')} → ${r.finalUrl}${r.runtimeError ? ` ERRO ${r.runtimeError}` : ''}`,
      );
      lighthouse[page.id] = runs;
      // The provider's login page carries an interaction id: one label for all runs.
      const finals = [...new Set(runs.map((r) => new URL(r.finalUrl || r.requestedUrl).pathname.replace(/\/interacao\/[^/]+/, '/interacao/{uid}')))];
      for (const category of CATEGORIES) {
        const scores = runs.map((r) => r.scores[category]).filter((s): s is number => s !== null);
        const score = scores.length === runs.length ? median(scores) : null;
        add({
          id: `lighthouse.${page.id}.${category}`,
          label: `Lighthouse ${page.name} (→ ${finals.join(', ')}): ${category}`,
          value: score,
          unit: 'score',
          budget: `≥ ${BUDGETS.lighthouseScore}`,
          ok: score !== null && score >= BUDGETS.lighthouseScore,
        });
      }
    }
    await lighthouseChrome.close();
    lighthouseChrome = undefined;

    // Report.
    const failed = figures.filter((f) => f.ok === false);
    const elapsedS = Math.round((Date.now() - started) / 1000);
    console.log(`\n${table(figures)}\n`);
    console.log(`Mediana de ${RUNS} execuções (Lighthouse: ${LIGHTHOUSE_RUNS}), ${elapsedS} s. ${failed.length ? `${failed.length} orçamento(s) estourado(s).` : 'Todos os orçamentos ok.'}`);
    const gitHead = (() => {
      try {
        return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
      } catch {
        return null;
      }
    })();
    const out = path.join(ROOT, 'bench-results', 'latest.json');
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(
      out,
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          gitHead,
          node: process.version,
          chromium: { path: CHROMIUM, version: chromiumVersion },
          conditions: { ...CONDITIONS, coldCache: 'fresh browser context per run', gzipServed: gzip, runs: RUNS, lighthouseRuns: LIGHTHOUSE_RUNS },
          budgets: BUDGETS,
          ok: failed.length === 0,
          elapsedSeconds: elapsedS,
          figures,
          runs: { entry, consent, reference, lighthouse },
        },
        null,
        2,
      )}\n`,
    );
    log(`resultado em ${path.relative(ROOT, out)}`);
    return failed.length ? 1 : 0;
  } finally {
    clearTimeout(watchdog);
    await cleanup();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('[bench] falhou:', error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(2);
  },
);
