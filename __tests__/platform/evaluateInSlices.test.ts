import { evaluateInSlices } from '../../src/platform/evaluateInSlices';

/**
 * A chunk's modules evaluated a part at a time (decision 029): each part in a task of its own, in
 * order, and the module asked for last. In jsdom there is no `scheduler.yield`: the next task is a
 * timer, which fake timers hold until told.
 */
describe('evaluateInSlices', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** Runs every microtask queued so far (and those they queue), but no timer. */
  const settleMicrotasks = async () => {
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
  };

  it('evaluates one part per task, in order, and returns the last module only after all of them', async () => {
    const evaluated: string[] = [];
    const part = (name: string) => () => Promise.resolve().then(() => evaluated.push(name));
    let result: unknown = null;
    void evaluateInSlices([part('redux'), part('reducers')], () => part('bootApp')().then(() => ({ bootApp: 'ok' }))).then((module) => {
      result = module;
    });

    await settleMicrotasks();
    expect(evaluated).toEqual(['redux']);
    jest.advanceTimersByTime(0);
    await settleMicrotasks();
    expect(evaluated).toEqual(['redux', 'reducers']);
    expect(result).toBeNull();
    jest.advanceTimersByTime(0);
    await settleMicrotasks();
    expect(evaluated).toEqual(['redux', 'reducers', 'bootApp']);
    expect(result).toEqual({ bootApp: 'ok' });
  });

  it('a part that fails fails the whole load, so the caller shows its load error, and nothing after it runs', async () => {
    const last = jest.fn(() => Promise.resolve('never'));
    const failure = new Error('ChunkLoadError');
    const loading = evaluateInSlices([() => Promise.reject(failure)], last);
    await expect(loading).rejects.toBe(failure);
    jest.runOnlyPendingTimers();
    await settleMicrotasks();
    expect(last).not.toHaveBeenCalled();
  });
});
