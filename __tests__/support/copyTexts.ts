import { copy } from '../../src/copy/ptBR';

/** Every text of the copy module with its path; functions are called with `{1}`, `{2}`… for their arguments. */
export function copyTexts(node: unknown = copy, path = 'copy'): { path: string; text: string }[] {
  if (typeof node === 'string') return [{ path, text: node }];
  if (typeof node === 'function') {
    const fn = node as (...args: string[]) => unknown;
    const args = Array.from({ length: Math.max(fn.length, 1) }, (_, i) => `{${i + 1}}`);
    return copyTexts(fn(...args), path);
  }
  if (Array.isArray(node)) return node.flatMap((item, i) => copyTexts(item, `${path}[${i}]`));
  if (typeof node === 'object' && node !== null) return Object.entries(node).flatMap(([key, value]) => copyTexts(value, `${path}.${key}`));
  return [];
}
