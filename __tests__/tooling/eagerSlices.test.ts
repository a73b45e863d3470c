import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildFixture } from './support/runWebpack';

/**
 * The store's and the dialogs' code is evaluated in slices (decision 029) through
 * `import(/* webpackMode: "eager" *\/ …)`: each slice must already be in the chunk that imports it,
 * or every slice would be one more request on the way to the consent. A production build of a
 * fixture shaped like src/app/storeChunk.ts.
 */
describe('eager slices', () => {
  let outDir: string;
  beforeAll(async () => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eager-slices-'));
    await buildFixture('eager-slices', outDir, { output: { filename: '[name].js', chunkFilename: '[name].js' } });
  });
  afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

  it('adds no file: the slices and the last module travel in the chunk that imports them', () => {
    expect(fs.readdirSync(outDir).sort()).toEqual(['main.js', 'store.js']);
    const store = fs.readFileSync(path.join(outDir, 'store.js'), 'utf8');
    for (const text of ['evaluated part a', 'evaluated part b', 'started the last module']) expect(store).toContain(text);
  });
});
