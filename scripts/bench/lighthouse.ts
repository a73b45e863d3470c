/**
 * Lighthouse (npm package, programmatic API, default = mobile preset with simulated throttling)
 * against its own Chromium, started here with the flags of MACHINE-NOTES and its own profile, trusting
 * the bench's certificate as the bench's browser does, and simulating the same phone: its CPU
 * multiplier is the bench's calibrated slowdown (calibrate.ts), not a fixed 4×.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM } from './measure';

const LIGHTHOUSE_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface LighthouseRun {
  requestedUrl: string;
  finalUrl: string;
  scores: Record<Category, number | null>;
  metrics: { fcpMs: number | null; lcpMs: number | null; tbtMs: number | null; cls: number | null; speedIndexMs: number | null };
  /** Lighthouse's own BenchmarkIndex of the machine, timed at the start of this run. */
  benchmarkIndex: number | null;
  cpuSlowdownMultiplier: number;
  /** Audits of the categories that did not pass (score < 1), for the report. */
  failing: string[];
  warnings: string[];
  runtimeError?: string;
}

export interface LighthouseChrome {
  port: number;
  close: () => Promise<void>;
}

/** Starts Chromium with a DevTools port (read from its stderr) in its own process group. */
export async function launchLighthouseChrome(spki: string | null): Promise<LighthouseChrome> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const trust = spki ? [`--ignore-certificate-errors-spki-list=${spki}`] : [];
  const child: ChildProcess = spawn(
    CHROMIUM,
    [...LIGHTHOUSE_FLAGS, ...trust, `--user-data-dir=${profile}`, '--remote-debugging-address=127.0.0.1', '--remote-debugging-port=0', 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true, env: { ...process.env, CHROME_PATH: CHROMIUM } },
  );
  let exited = false;
  const exit = new Promise<void>((resolve) => child.once('exit', () => ((exited = true), resolve())));
  const close = async () => {
    if (!exited && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
      const timer = setTimeout(() => {
        try {
          if (child.pid) process.kill(-child.pid, 'SIGKILL');
        } catch {
          /* already gone */
        }
      }, 5000);
      await exit;
      clearTimeout(timer);
    }
    fs.rmSync(profile, { recursive: true, force: true });
  };
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let stderr = '';
      const timer = setTimeout(() => reject(new Error(`Chromium (Lighthouse) opened no DevTools port: ${stderr.slice(-500)}`)), 30_000);
      child.stderr?.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
        const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(stderr);
        if (match) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      });
      void exit.then(() => reject(new Error(`Chromium (Lighthouse) exited: ${stderr.slice(-500)}`)));
    });
    return { port, close };
  } catch (error) {
    await close();
    throw error;
  }
}

interface Lhr {
  requestedUrl?: string;
  finalDisplayedUrl?: string;
  runtimeError?: { code: string; message: string };
  runWarnings?: string[];
  environment?: { benchmarkIndex?: number };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { id: string; title: string; score: number | null; scoreDisplayMode: string; numericValue?: number; displayValue?: string }>;
}

export async function runLighthouse(url: string, port: number, cpuSlowdownMultiplier: number): Promise<LighthouseRun> {
  const { default: lighthouse } = await import('lighthouse');
  const result = await lighthouse(url, {
    port,
    hostname: '127.0.0.1',
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    // Merged into the mobile preset's throttling: only the CPU multiplier changes.
    throttling: { cpuSlowdownMultiplier },
    maxWaitForLoad: 45_000,
    // Weight-0 extras that cost time on 2 cores and never change a score.
    disableFullPageScreenshot: true,
    skipAudits: ['bf-cache', 'screenshot-thumbnails', 'final-screenshot', 'script-treemap-data'],
  });
  if (!result) throw new Error(`Lighthouse: no result for ${url}`);
  const lhr = result.lhr as unknown as Lhr;
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const failing: string[] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      failing.push(`${category}: ${audit.id} (${audit.score}${audit.displayValue ? `, ${audit.displayValue}` : ''})`);
    }
  }
  return {
    requestedUrl: url,
    finalUrl: lhr.finalDisplayedUrl ?? '',
    scores: {
      performance: lhr.categories.performance?.score ?? null,
      accessibility: lhr.categories.accessibility?.score ?? null,
      'best-practices': lhr.categories['best-practices']?.score ?? null,
    },
    metrics: {
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      speedIndexMs: numeric('speed-index'),
    },
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    cpuSlowdownMultiplier,
    failing,
    warnings: lhr.runWarnings ?? [],
    ...(lhr.runtimeError ? { runtimeError: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
  };
}
