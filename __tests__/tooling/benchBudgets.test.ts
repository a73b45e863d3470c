import { aimDistance, exitCode, judge, KIND_SCREENS, OTHER_KINDS, type KindRoute, type RunMedians, type ScreenMedians } from '../../scripts/bench/budgets';

/**
 * The bench's exit code (decision 073, docs/performance.md): ratios measured in the same run, plus
 * Core Web Vitals' "good" line. A run is its medians; the absolute visible times decide nothing.
 */
describe("the bench's budgets", () => {
  const screen = (visibleMs: number): ScreenMedians => ({ visibleMs, lcpMs: visibleMs + 20, tbtMs: 40, cls: 0 });
  /** Today's figures, but every kind at the Pix's time: every budget met. */
  const withinAll = (): RunMedians => ({
    consent: screen(1700),
    floorMs: 1230,
    packagesFloorMs: 1590,
    kinds: Object.fromEntries(OTHER_KINDS.map(({ route }) => [route, screen(1750)])),
    kindsRequired: true,
    afterLogin: { oursMs: 2596, floorMs: 1895 },
    authorisations: { listMs: 1500, floorMs: 1100 },
    taps: { 'modal opened': 64, 'Confirmar pressed (busy shown)': 96 },
    entry: { jsGzip: 39_500, antd: false },
    lighthouse: [
      { page: 'entry', category: 'performance', score: 0.99 },
      { page: '/responses', category: 'performance', score: 0.98 },
      { page: '/responses', category: 'accessibility', score: 0.95 },
    ],
  });
  const failing = (run: RunMedians) => judge(run).filter((check) => !check.ok).map((check) => check.id);

  it('passes a run within every budget, whatever its absolute visible time', () => {
    expect(failing(withinAll())).toEqual([]);
    expect(exitCode(judge(withinAll()))).toBe(0);
    // The 1.6 s of before decides nothing: a slower machine's run, every ratio the same, passes.
    const slower = withinAll();
    slower.consent = screen(2000);
    slower.floorMs = 1450;
    slower.packagesFloorMs = 1870;
    slower.kinds = Object.fromEntries(OTHER_KINDS.map(({ route }) => [route, screen(2150)]));
    expect(failing(slower)).toEqual([]);
  });

  it('fails a run whose consent is 1.12× the packages floor', () => {
    const run = withinAll();
    run.consent = screen(1.12 * 1500);
    run.packagesFloorMs = 1500;
    run.floorMs = 1300;
    run.kinds = Object.fromEntries(OTHER_KINDS.map(({ route }) => [route, screen(1.12 * 1500)]));
    expect(failing(run)).toEqual(['ratio.packagesFloor']);
    expect(exitCode(judge(run))).toBe(1);
  });

  it('fails a run whose consent is over 1.45× the dynamic floor', () => {
    const run = withinAll();
    run.floorMs = 1700 / 1.46;
    expect(failing(run)).toEqual(['ratio.floor']);
  });

  it("fails a run in which one kind's screen is 1.11× the immediate Pix's", () => {
    const run = withinAll();
    run.kinds = { ...run.kinds, '/vinculo': screen(1.11 * 1700) };
    expect(failing(run)).toEqual(['kind/vinculo.ratio']);
    expect(exitCode(judge(run))).toBe(1);
  });

  it("fails a kind's screen whose TBT is over 100 ms", () => {
    const run = withinAll();
    run.kinds = { ...run.kinds, '/compartilhamento': { ...screen(1700), tbtMs: 101 } };
    expect(failing(run)).toEqual(['kind/compartilhamento.tbtMs']);
  });

  it('fails a run in which a kind was asked for and not measured', () => {
    const run = withinAll();
    const kinds = { ...run.kinds };
    delete kinds['/pix/sweeping'];
    run.kinds = kinds;
    expect(failing(run)).toEqual(['kind/pix/sweeping.measured']);
  });

  it('holds every kind of the issue: the seven confirmation screens, the Pix the yardstick of the six', () => {
    const routes: KindRoute[] = ['/pix', '/pix/agendamento', '/pix/recorrente', '/pix/sweeping', '/pix/automatico', '/compartilhamento', '/vinculo'];
    expect(KIND_SCREENS.map((kind) => kind.route)).toEqual(routes);
    expect(judge(withinAll()).filter((check) => check.id.endsWith('.ratio')).map((check) => check.id)).toEqual(routes.slice(1).map((route) => `kind${route}.ratio`));
  });

  it('fails an LCP of 2.6 s and a CLS over 0.05', () => {
    const run = withinAll();
    run.consent = { ...screen(1700), lcpMs: 2600 };
    expect(failing(run)).toEqual(['consent.lcpMs']);
    run.consent = { ...screen(1700), cls: 0.06 };
    expect(failing(run)).toEqual(['consent.cls']);
  });

  it("fails 'Entrar' → consent visible over 1.4× its login floor", () => {
    const run = withinAll();
    run.afterLogin = { oursMs: 1.41 * 1895, floorMs: 1895 };
    expect(failing(run)).toEqual(['ratio.afterLogin']);
  });

  it("fails a run whose authorisations' list is over 1.45× its floor (decision 083)", () => {
    const run = withinAll();
    run.authorisations = { listMs: 1.46 * 1100, floorMs: 1100 };
    expect(failing(run)).toEqual(['ratio.authorisations']);
    expect(exitCode(judge(run))).toBe(1);
    run.authorisations = { listMs: 1.44 * 1100, floorMs: 1100 };
    expect(failing(run)).toEqual([]);
    // Its floor not measured (no run drew it): no ratio, no pass.
    run.authorisations = { listMs: 1500, floorMs: Number.NaN };
    expect(failing(run)).toEqual(['ratio.authorisations']);
  });

  it('fails a tap over 100 ms, entry JS over 40 KB, Ant Design at the entry and a Lighthouse score under its line', () => {
    const run = withinAll();
    run.taps = { ...run.taps, 'modality toggled': 104 };
    run.entry = { jsGzip: 40_100, antd: true };
    run.lighthouse = [
      { page: 'entry', category: 'performance', score: 0.94 },
      { page: '/responses', category: 'performance', score: 0.97 },
      { page: '/responses', category: 'accessibility', score: null },
    ];
    expect(failing(run)).toEqual([
      'entry.jsGzip',
      'entry.antd',
      'interaction.modality toggled',
      'lighthouse.entry.performance',
      'lighthouse./responses.performance',
      'lighthouse./responses.accessibility',
    ]);
  });

  it('never passes a ratio it could not compute', () => {
    const run = withinAll();
    delete run.consent;
    // The kinds without the Pix in the same run: no yardstick, no pass.
    expect(failing(run)).toEqual(OTHER_KINDS.map(({ route }) => `kind${route}.ratio`));
    const noFloor = withinAll();
    noFloor.packagesFloorMs = Number.NaN;
    expect(failing(noFloor)).toEqual(['ratio.packagesFloor']);
  });

  it('measures the distance to the aim, 1.05× the packages floor', () => {
    const aim = aimDistance(1706, 1592);
    expect(aim.ratio).toBeCloseTo(1.0716, 3);
    expect(aim.overRatio).toBeCloseTo(0.0216, 3);
    expect(aim.overMs).toBeCloseTo(1706 - 1.05 * 1592, 6);
    expect(aimDistance(1600, 1592).overMs).toBeLessThan(0);
  });
});
