import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type webpack from 'webpack';
import { runWebpack } from './support/runWebpack';

/**
 * A kind's module names its screen's code by `import()` (`screenCode`, docs/decisions/070), and the
 * store chunk carries every kind's module: it must hold the loaders and none of the screens, nor
 * React, which every screen needs and the store chunk must not wait for (app/routeTable.ts). A
 * production build of the store chunk's root (src/app/bootApp.ts, `import()`ed by main.ts as
 * `store`) with the project's own babel configuration, packages left out as externals so that only
 * src/ is compiled: what is looked at is which of src/'s modules each chunk holds.
 */
const repo = path.join(__dirname, '..', '..');
const src = path.join(repo, 'src');

/** The chunks the kinds' screens and the data consent's dialog body load in (their names as today). */
const KIND_CHUNKS: Readonly<Record<string, readonly string[]>> = {
  payment: [
    'features/payment/PixScreen.tsx',
    'features/payment/PixScheduledScreen.tsx',
    'features/recurring/RecurringScreen.tsx',
    'features/sweeping/SweepingScreen.tsx',
    'features/automatic/AutomaticScreen.tsx',
  ],
  enrolment: ['features/enrolment/EnrolmentScreen.tsx'],
  sharing: ['features/sharing/SharingScreen.tsx'],
  'sharing-info': ['features/sharing/InfoShareBody.tsx'],
};

/** A chunk's contents: its src/ files, relative to src/, and the packages they import (externals here). */
interface ChunkContents {
  files: string[];
  packages: string[];
}

function contentsByChunk(stats: webpack.Stats): Map<string, ChunkContents> {
  const { chunkGraph, chunks, moduleGraph } = stats.compilation;
  const byName = new Map<string, ChunkContents>();
  for (const chunk of chunks) {
    const files: string[] = [];
    const packages = new Set<string>();
    for (const module of chunkGraph.getChunkModules(chunk)) {
      const resource = module.nameForCondition();
      if (!resource?.startsWith(src)) continue;
      files.push(path.relative(src, resource).split(path.sep).join('/'));
      // webpack places an external where it likes: what counts is which of the chunk's files import it.
      for (const { module: target } of moduleGraph.getOutgoingConnections(module)) {
        const request = (target as { request?: unknown } | null)?.request;
        if (target && !target.nameForCondition() && typeof request === 'string') packages.add(request);
      }
    }
    byName.set(chunk.name ?? String(chunk.id), { files, packages: [...packages] });
  }
  return byName;
}

describe('the store chunk holds the kinds\' modules, not their screens', () => {
  let outDir: string;
  let chunks: Map<string, ChunkContents>;
  beforeAll(async () => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-chunk-'));
    const stats = await runWebpack({
      mode: 'production',
      context: repo,
      entry: { store: './src/app/bootApp.ts' },
      output: { path: outDir, filename: '[name].js', chunkFilename: '[name].js' },
      devtool: false,
      resolve: { extensions: ['.ts', '.tsx', '.js'] },
      // Packages are not what is looked at: each stays an import, which the chunk's list shows.
      externals: [({ request }, callback) => (request && !/^[./]/.test(request) ? callback(undefined, `commonjs ${request}`) : callback())],
      module: {
        rules: [
          { test: /\.[jt]sx?$/, exclude: /node_modules/, use: { loader: 'babel-loader', options: { envName: 'production' } } },
          { test: /\.(css|svg|png|woff2?)$/, type: 'asset/resource' },
        ],
      },
      // One chunk per `import()`: the real build's split of what two groups share changes no group's contents.
      optimization: { minimize: false, concatenateModules: false, splitChunks: false },
    });
    chunks = contentsByChunk(stats);
  }, 180_000);
  afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

  it("carries every kind's module (the loaders)", () => {
    const store = chunks.get('store')!;
    const kindModules = fs.readdirSync(path.join(src, 'features')).filter((folder) => fs.existsSync(path.join(src, 'features', folder, 'kind.ts')));
    expect(kindModules.length).toBeGreaterThan(5);
    for (const folder of kindModules) expect([folder, store.files.includes(`features/${folder}/kind.ts`)]).toEqual([folder, true]);
  });

  it('holds no screen, no view and no React', () => {
    const store = chunks.get('store')!;
    expect(store.files.filter((file) => file.endsWith('.tsx') || file.endsWith('.css'))).toEqual([]);
    expect(store.packages.filter((name) => /^(react|react-dom|antd|@ant-design)(\/|$)/.test(name))).toEqual([]);
  });

  it.each(Object.entries(KIND_CHUNKS))('the %s chunk holds its screens, as its kinds name them', (name, files) => {
    const chunk = chunks.get(name);
    expect(chunk).toBeDefined();
    for (const file of files) expect([file, chunk!.files.includes(file)]).toEqual([file, true]);
  });
});
