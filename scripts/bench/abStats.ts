/**
 * The statistics of `npm run bench:ab` (ab.ts): two builds' loads of one figure, their medians, the
 * ratio B / A, and how much of it is noise. Pure, so that the reading is tested
 * (__tests__/tooling/benchAbStats.test.ts).
 */

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (!sorted.length) return Number.NaN;
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

/** Quartiles by linear interpolation between the sorted values (the spread printed beside a median). */
export function quartiles(values: readonly number[]): [number, number] {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => {
    if (!sorted.length) return Number.NaN;
    const position = q * (sorted.length - 1);
    const low = Math.floor(position);
    const high = Math.ceil(position);
    return (sorted[low] as number) + ((sorted[high] as number) - (sorted[low] as number)) * (position - low);
  };
  return [at(0.25), at(0.75)];
}

/** A small seeded generator (mulberry32): the same loads give the same interval. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A 95 % percentile-bootstrap interval of median(B) / median(A): each build's loads resampled with
 * replacement, `rounds` times.
 */
export function bootstrapRatio(a: readonly number[], b: readonly number[], rounds = 4000, seed = 43): [number, number] {
  if (!a.length || !b.length) return [Number.NaN, Number.NaN];
  const next = random(seed);
  const resample = (values: readonly number[]) => values.map(() => values[Math.floor(next() * values.length)] as number);
  const ratios: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const ma = median(resample(a));
    if (ma > 0) ratios.push(median(resample(b)) / ma);
  }
  if (!ratios.length) return [Number.NaN, Number.NaN];
  return quartilesAt(ratios, 0.025, 0.975);
}

function quartilesAt(values: number[], low: number, high: number): [number, number] {
  const sorted = [...values].sort((x, y) => x - y);
  const pick = (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(q * (sorted.length - 1))))] as number;
  return [pick(low), pick(high)];
}

/** The standard normal distribution's tail, Abramowitz and Stegun 26.2.17 (error under 1e-7). */
function normalTail(z: number): number {
  const t = 1 / (1 + 0.2316419 * Math.abs(z));
  const d = 0.3989422804014327 * Math.exp((-z * z) / 2);
  const p = d * t * (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
  return z >= 0 ? p : 1 - p;
}

/**
 * Mann-Whitney U, two-sided, by the normal approximation with the ties' correction: how likely loads
 * as far apart as these would be if both builds were the same. 1 when nothing can be said.
 */
export function mannWhitney(a: readonly number[], b: readonly number[]): { u: number; p: number } {
  const n1 = a.length;
  const n2 = b.length;
  if (!n1 || !n2) return { u: Number.NaN, p: 1 };
  const all = [...a.map((value) => ({ value, group: 0 })), ...b.map((value) => ({ value, group: 1 }))].sort((x, y) => x.value - y.value);
  const ranks = new Array<number>(all.length);
  let tieTerm = 0;
  for (let i = 0; i < all.length; ) {
    let j = i;
    while (j + 1 < all.length && (all[j + 1] as { value: number }).value === (all[i] as { value: number }).value) j += 1;
    const rank = (i + j) / 2 + 1;
    for (let k = i; k <= j; k += 1) ranks[k] = rank;
    const tied = j - i + 1;
    tieTerm += tied ** 3 - tied;
    i = j + 1;
  }
  const rankSumA = all.reduce((sum, item, i) => (item.group === 0 ? sum + (ranks[i] as number) : sum), 0);
  const u = rankSumA - (n1 * (n1 + 1)) / 2;
  const n = n1 + n2;
  const variance = ((n1 * n2) / 12) * (n + 1 - tieTerm / (n * (n - 1)));
  if (variance <= 0) return { u, p: 1 };
  const z = (Math.abs(u - (n1 * n2) / 2) - 0.5) / Math.sqrt(variance);
  return { u, p: Math.min(1, 2 * normalTail(Math.max(0, z))) };
}

export interface Comparison {
  figure: string;
  unit: 'ms' | 'bytes';
  a: { median: number; q1: number; q3: number; n: number };
  b: { median: number; q1: number; q3: number; n: number };
  ratio: number;
  interval: [number, number];
  p: number;
  /** 'within noise' when the interval holds 1 (or every load of both read the same), else which build is lower. */
  reading: 'within noise' | 'B lower' | 'B higher';
}

export function compare(figure: string, unit: Comparison['unit'], a: readonly number[], b: readonly number[]): Comparison {
  const side = (values: readonly number[]) => {
    const [q1, q3] = quartiles(values);
    return { median: median(values), q1, q3, n: values.length };
  };
  const sa = side(a);
  const sb = side(b);
  const ratio = sa.median > 0 ? sb.median / sa.median : Number.NaN;
  const interval = bootstrapRatio(a, b);
  const { p } = mannWhitney(a, b);
  const reading = !(interval[0] > 1 || interval[1] < 1) ? 'within noise' : interval[1] < 1 ? 'B lower' : 'B higher';
  return { figure, unit, a: sa, b: sb, ratio, interval, p, reading };
}

const value = (n: number, unit: Comparison['unit']) => (Number.isNaN(n) ? 'n/a' : unit === 'bytes' ? `${(n / 1000).toFixed(1)} KB` : `${Math.round(n)} ms`);

/** A markdown table, as docs/performance.md's A/B pairs are written. */
export function markdown(rows: readonly Comparison[], names: { a: string; b: string }): string {
  const side = (s: Comparison['a'], unit: Comparison['unit']) => `${value(s.median, unit)} (${value(s.q1, unit)}–${value(s.q3, unit)}, n ${s.n})`;
  const lines = [
    `| Figure | A: ${names.a}, median (IQR, loads) | B: ${names.b}, median (IQR, loads) | B / A | 95 % interval (bootstrap) | Mann-Whitney p | Reading |`,
    '|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.figure} | ${side(r.a, r.unit)} | ${side(r.b, r.unit)} | ${r.ratio.toFixed(3)}× | ${r.interval[0].toFixed(3)}–${r.interval[1].toFixed(3)}× | ${r.p < 0.001 ? '< 0.001' : r.p.toFixed(3)} | ${r.reading} |`,
    ),
  ];
  return lines.join('\n');
}
