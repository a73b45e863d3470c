import { bootstrapRatio, compare, mannWhitney, markdown, quartiles } from '../../scripts/bench/abStats';

/**
 * `npm run bench:ab`'s reading (docs/performance.md, "How to compare two builds"): a mechanism goes
 * when its pair reads within noise, so the reading must call noise noise and a step a step.
 */
describe("the A/B tool's reading", () => {
  // Ten loads of one build as a loaded machine gives them, and the same spread shifted.
  const head = [1688, 1702, 1655, 1741, 1699, 1720, 1670, 1810, 1694, 1706];
  const shifted = (by: number) => head.map((ms) => ms + by);

  it('reads the same loads as within noise, ratio 1.00', () => {
    const same = compare('Consent /pix: visible', 'ms', head, [...head].reverse());
    expect(same.ratio).toBe(1);
    expect(same.interval[0]).toBeLessThanOrEqual(1);
    expect(same.interval[1]).toBeGreaterThanOrEqual(1);
    expect(same.p).toBeGreaterThan(0.5);
    expect(same.reading).toBe('within noise');
  });

  it('reads a shift smaller than the spread as within noise', () => {
    expect(compare('visible', 'ms', head, shifted(8)).reading).toBe('within noise');
  });

  it('reads a step beyond the spread as a step, in its direction', () => {
    const slower = compare('visible', 'ms', head, shifted(250));
    expect(slower.reading).toBe('B higher');
    expect(slower.interval[0]).toBeGreaterThan(1);
    expect(slower.p).toBeLessThan(0.01);
    expect(compare('visible', 'ms', head, shifted(-250)).reading).toBe('B lower');
  });

  it('gives the same interval for the same loads (seeded)', () => {
    expect(bootstrapRatio(head, shifted(30))).toEqual(bootstrapRatio(head, shifted(30)));
  });

  it('computes Mann-Whitney U as the count of pairs A beats B', () => {
    // Every A below every B: U (A's) is 0, and with 10 + 10 loads p is far under 0.001.
    const { u, p } = mannWhitney([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], [11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(u).toBe(0);
    expect(p).toBeLessThan(0.001);
    expect(mannWhitney([5, 5, 5], [5, 5, 5]).p).toBe(1);
  });

  it('prints the spread as quartiles and a table that docs/performance.md can take', () => {
    expect(quartiles([1, 2, 3, 4, 5])).toEqual([2, 4]);
    const table = markdown([compare('Entry: JS before the redirect (gzip)', 'bytes', [39_500, 39_500], [39_500, 39_500])], { a: 'head', b: 'without 026' });
    expect(table.split('\n')).toEqual([
      '| Figure | A: head, median (IQR, loads) | B: without 026, median (IQR, loads) | B / A | 95 % interval (bootstrap) | Mann-Whitney p | Reading |',
      '|---|---|---|---|---|---|---|',
      '| Entry: JS before the redirect (gzip) | 39.5 KB (39.5 KB–39.5 KB, n 2) | 39.5 KB (39.5 KB–39.5 KB, n 2) | 1.000× | 1.000–1.000× | 1.000 | within noise |',
    ]);
  });
});
