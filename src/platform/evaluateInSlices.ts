import { yieldToMain } from './yieldToMain';

/**
 * Evaluates a chunk's modules a part at a time, each part in a task of its own, then returns the
 * module asked for. Webpack evaluates an imported module's whole graph in the task that resolved
 * the import: for the store's code or the dialogs' (antd), on a slow phone, one long task that a
 * tap would wait behind (docs/decisions/029). The parts are imported eagerly (they are in the
 * importing chunk: no request) and in dependency order, so each later part finds the earlier done.
 */
export async function evaluateInSlices<T>(parts: ReadonlyArray<() => Promise<unknown>>, last: () => Promise<T>): Promise<T> {
  for (const part of parts) {
    await part();
    await yieldToMain();
  }
  return last();
}
