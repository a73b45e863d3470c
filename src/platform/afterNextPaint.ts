/**
 * Resolves once the browser has drawn the next frame: in a task after that frame's animation
 * callback. Work started then does not delay the pixels that answer a tap (Event Timing counts the
 * tap until that frame). A hidden tab draws no frames: after 100 ms it resolves anyway.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 100);
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}
