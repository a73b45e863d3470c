/**
 * The phone the bench simulates, the same on every machine. Chromium's CPU throttling slows the page
 * by a factor of the machine it runs on, so a fixed 4× is a faster phone on a fast machine and a
 * slower one on a slow machine. As Lighthouse's throttling guide does with its BenchmarkIndex, the
 * bench times Lighthouse's own benchmark (lighthouse/core/lib/page-functions.js) in the bench's
 * browser, unthrottled, and divides the slowdown so that the throttled page runs as fast as 4× did on
 * the machine the budgets were set on: rate = 4 × index / REFERENCE_INDEX. The benchmark is then
 * timed once more under that rate, as a check (the simulated phone's own index).
 * docs/performance.md gives the figures and where REFERENCE_INDEX comes from (decision 046).
 */
import type { Browser } from '@playwright/test';

/** The slowdown the budgets were set with. */
export const REFERENCE_RATE = 4;
/**
 * Lighthouse's BenchmarkIndex, unthrottled, of the machine the budgets were set on (at 4×). That
 * machine's index was not recorded: this is inferred from a quiet machine whose index was timed here
 * and whose slowdown was found at which it read the static reference of the budgets' runs.
 * docs/performance.md (decision 046) has the readings and how far to trust them.
 */
export const REFERENCE_INDEX = 1620;
/** One warm-up, then the median of these; each sample is one run of Lighthouse's benchmark. */
const SAMPLES = 5;
const CHECK_SAMPLES = 3;
/** Beyond these the machine is too slow (or too fast) for the simulation to mean much: it is said so. */
const MIN_RATE = 1;
/** Beyond this ratio between samples (or between the start and the end), the calibration is in doubt. */
const MAX_SPREAD = 1.25;
const MAX_RATE = 20;

export interface Calibration {
  /** The machine's BenchmarkIndex (median), and every sample. */
  index: number;
  samples: number[];
  /** The chosen CPU slowdown. */
  rate: number;
  /** How it was chosen. */
  source: 'calibrated' | 'BENCH_CPU_RATE' | 'clamped';
  /**
   * The benchmark under the chosen rate: the simulated phone's index, the same on every machine when the
   * calibration holds (throttling's own overhead keeps it somewhat under REFERENCE_INDEX / 4).
   */
  phoneIndex: number;
  phoneSamples: number[];
  referenceIndex: number;
  referenceRate: number;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

/** Lighthouse's computeBenchmarkIndex as source text for the page (tsx's `__name` shimmed, as measure.ts does). */
async function benchmarkSource(): Promise<string> {
  const { pageFunctions } = (await import('lighthouse/core/lib/page-functions.js')) as { pageFunctions: { computeBenchmarkIndex: () => number } };
  return `(() => {\nconst __name = (f) => f;\nreturn (${pageFunctions.computeBenchmarkIndex.toString()})();\n})()`;
}

/** Runs the benchmark `times` times (after one warm-up) in a fresh blank page, at the given slowdown. */
async function timeBenchmark(browser: Browser, rate: number, times: number): Promise<number[]> {
  const source = await benchmarkSource();
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.evaluate(source);
    const samples: number[] = [];
    for (let i = 0; i < times; i += 1) samples.push(Number(await page.evaluate(source)));
    return samples;
  } finally {
    await context.close().catch(() => undefined);
  }
}

/** The machine's index now (unthrottled, the median of the samples), and the samples. */
export async function machineIndex(browser: Browser): Promise<{ index: number; samples: number[] }> {
  const samples = await timeBenchmark(browser, 1, SAMPLES);
  return { index: median(samples), samples };
}

/**
 * Why the calibration may not hold, or null: its samples spread widely, or the machine's index moved
 * between the calibration and the end of the browser figures. Either means other work shared the
 * machine unevenly, and the slowdown chosen at the start simulated a different phone later on.
 */
export function calibrationDoubt(calibration: Calibration, end: { index: number } | null): string | null {
  const spread = Math.max(...calibration.samples) / Math.min(...calibration.samples);
  const drift = end ? end.index / calibration.index : 1;
  const doubts = [
    ...(spread > MAX_SPREAD ? [`its samples spread ${spread.toFixed(2)}×`] : []),
    ...(Math.max(drift, 1 / drift) > MAX_SPREAD ? [`the index moved ${drift.toFixed(2)}× by the end of the browser figures`] : []),
  ];
  return doubts.length ? `the calibration is doubtful: ${doubts.join('; ')} (the machine's load changed)` : null;
}

export async function calibrate(browser: Browser): Promise<Calibration> {
  const { index, samples } = await machineIndex(browser);
  const fixed = Number(process.env.BENCH_CPU_RATE);
  let rate: number;
  let source: Calibration['source'];
  if (process.env.BENCH_CPU_RATE && Number.isFinite(fixed) && fixed >= 1) {
    rate = fixed;
    source = 'BENCH_CPU_RATE';
  } else {
    const wanted = (REFERENCE_RATE * index) / REFERENCE_INDEX;
    rate = Math.round(Math.min(MAX_RATE, Math.max(MIN_RATE, wanted)) * 100) / 100;
    source = wanted < MIN_RATE || wanted > MAX_RATE ? 'clamped' : 'calibrated';
  }
  const phoneSamples = await timeBenchmark(browser, rate, CHECK_SAMPLES);
  return { index, samples, rate, source, phoneIndex: median(phoneSamples), phoneSamples, referenceIndex: REFERENCE_INDEX, referenceRate: REFERENCE_RATE };
}
