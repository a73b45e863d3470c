/**
 * Ends the current task and continues in a new one, so that start-up work done in one go (module
 * evaluation, store creation, the first render) does not become one long task that blocks input on
 * a slow phone. `scheduler.yield` continues ahead of other queued tasks; setTimeout elsewhere.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
