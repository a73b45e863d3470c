import { afterNextPaint } from '../../src/platform/afterNextPaint';

/** Work started after a tap waits for the frame that answers it, and never for long. */
beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

function tracked(promise: Promise<void>) {
  const state = { done: false };
  void promise.then(() => {
    state.done = true;
  });
  return state;
}

test('resolves in a task after the next animation frame, not before', async () => {
  const frames: FrameRequestCallback[] = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  const wait = tracked(afterNextPaint());
  await jest.advanceTimersByTimeAsync(50);
  expect(wait.done).toBe(false);

  frames.shift()?.(performance.now());
  await Promise.resolve();
  expect(wait.done).toBe(false);
  // The task after the frame, well before the 100 ms fallback.
  await jest.advanceTimersByTimeAsync(1);
  expect(wait.done).toBe(true);
});

test('resolves after 100 ms when no frame comes (a hidden tab draws none)', async () => {
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
  const wait = tracked(afterNextPaint());
  await jest.advanceTimersByTimeAsync(99);
  expect(wait.done).toBe(false);
  await jest.advanceTimersByTimeAsync(1);
  expect(wait.done).toBe(true);
});
