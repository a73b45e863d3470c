import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { copyTexts } from '../support/copyTexts';

/**
 * Issue 13, point 7: every text of the copy module is either quoted from SPEC.md or listed in
 * docs/copy.md for the bank's legal and UX review. docs/copy.md holds both lists; a text added to
 * src/copy/ptBR.ts without a line there fails here. Texts with values are listed with `{1}`, `{2}`
 * for their arguments, in order.
 */
/** The texts of docs/copy.md: each one a list item between backquotes, in either section. */
function listed(section: 'SPEC' | 'OWN'): Set<string> {
  const doc = readFileSync(join(__dirname, '../../docs/copy.md'), 'utf8');
  const [, spec = '', own = ''] = doc.split(/^## /m).reduce<string[]>(
    (parts, chunk) => (chunk.startsWith('Texts quoted from SPEC') ? [parts[0] ?? '', chunk, parts[2] ?? ''] : chunk.startsWith("The project's own texts") ? [parts[0] ?? '', parts[1] ?? '', chunk] : parts),
    ['', '', ''],
  );
  const body = section === 'SPEC' ? spec : own;
  return new Set([...body.matchAll(/^- `(.*)` —/gm)].map((m) => (m[1] ?? '').replace(/\\`/g, '`')));
}

describe('copy for review in one place (docs/copy.md)', () => {
  const texts = copyTexts();
  const spec = listed('SPEC');
  const own = listed('OWN');

  it('finds the texts of the copy module', () => {
    expect(texts.length).toBeGreaterThan(100);
    expect(spec.size).toBeGreaterThan(10);
    expect(own.size).toBeGreaterThan(50);
  });

  it.each(texts.map((t) => [t.path, t.text]))('%s is a SPEC text or listed for review', (_path, text) => {
    expect(spec.has(text) || own.has(text)).toBe(true);
  });
});
