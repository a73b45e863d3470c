import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { buildFixture } from './support/runWebpack';

/**
 * The store's and the dialogs' code is evaluated in slices (decision 029) through
 * `import(/* webpackMode: "eager" *\/ …)`: each slice must already be in the chunk that imports it,
 * or every slice would be one more request on the way to the consent. A production build of the
 * portal's own roots (src/app/storeChunk.ts, src/app/dialogsChunk.ts), each module they import
 * replaced by a stub that names it: what is looked at is how the roots' imports are written.
 */
const ROOTS = { store: 'src/app/storeChunk.ts', modal: 'src/app/dialogsChunk.ts' } as const;
const repo = path.join(__dirname, '..', '..');
const stub = path.join(__dirname, 'fixtures', 'eager-slices', 'part.js');

/** The modules a root imports dynamically, as written in it. */
const partsOf = (root: string) =>
  [...fs.readFileSync(path.join(repo, root), 'utf8').matchAll(/import\(\s*(?:\/\*[^]*?\*\/\s*)?'([^']+)'\s*\)/g)].map((match) => match[1] as string);

describe('eager slices', () => {
  let outDir: string;
  beforeAll(async () => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eager-slices-'));
    const roots = new Set(Object.values(ROOTS).map((root) => path.join(repo, root)));
    await buildFixture('eager-slices', outDir, {
      output: { filename: '[name].js', chunkFilename: '[name].js' },
      resolve: { extensions: ['.ts', '.js'] },
      module: { rules: [{ test: /\.ts$/, exclude: /node_modules/, use: 'babel-loader' }] },
      plugins: [
        new webpack.NormalModuleReplacementPlugin(/./, (resource: { request: string; contextInfo?: { issuer?: string } }) => {
          // What the roots import dynamically becomes a stub; their static imports stay as they are.
          if (!roots.has(resource.contextInfo?.issuer ?? '') || resource.request.includes('evaluateInSlices')) return;
          resource.request = `${stub}?${resource.request}`;
        }),
      ],
    });
  }, 60_000);
  afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

  it('each root imports its parts and the module asked for', () => {
    expect(partsOf(ROOTS.store).length).toBeGreaterThan(1);
    expect(partsOf(ROOTS.modal).length).toBeGreaterThan(1);
  });

  it('adds no file: the slices and the last module travel in the chunk of the root that imports them', () => {
    expect(fs.readdirSync(outDir).sort()).toEqual(['main.js', 'modal.js', 'store.js']);
    for (const [chunk, root] of Object.entries(ROOTS)) {
      const code = fs.readFileSync(path.join(outDir, `${chunk}.js`), 'utf8');
      for (const part of partsOf(root)) expect([chunk, part, code.includes(`part:?${part}`)]).toEqual([chunk, part, true]);
    }
  });
});
