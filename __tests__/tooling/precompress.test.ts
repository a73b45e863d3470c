import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { COMPILE_HINT, CompileHintsPlugin } from '../../deploy/compile-hints';
import { BROTLI_SUFFIX, MIN_BYTES, PrecompressPlugin } from '../../deploy/precompress';
import { buildFixture } from './support/runWebpack';

/**
 * The build's `.br` files (decision 032): on the compile-hints fixture, with the plugin that edits
 * files after minification, so the `.br` must be of the file as served.
 */
describe('PrecompressPlugin', () => {
  let outDir: string;
  let files: string[];
  const read = (file: string) => fs.readFileSync(path.join(outDir, file));
  beforeAll(async () => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    await buildFixture('compile-hints', outDir, {
      output: { filename: '[name].[contenthash:10].js', chunkFilename: '[name].[contenthash:10].js' },
      plugins: [new CompileHintsPlugin(), new PrecompressPlugin()],
    });
    files = fs.readdirSync(outDir).sort();
  });
  afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

  it('writes a .br beside each file of 256 bytes or more: the file as served (hint included), smaller', () => {
    const large = files.filter((f) => f.endsWith('.js') && read(f).length >= MIN_BYTES);
    expect(large.length).toBeGreaterThan(0);
    for (const file of large) {
      expect(files).toContain(`${file}${BROTLI_SUFFIX}`);
      const compressed = read(`${file}${BROTLI_SUFFIX}`);
      expect(zlib.brotliDecompressSync(compressed).equals(read(file))).toBe(true);
      expect(compressed.length).toBeLessThan(read(file).length);
    }
    const main = files.find((f) => /^main\.[0-9a-f]{10}\.js$/.test(f)) ?? '';
    expect(zlib.brotliDecompressSync(read(`${main}${BROTLI_SUFFIX}`)).toString('utf8').startsWith(`${COMPILE_HINT}\n`)).toBe(true);
  });

  it('writes none for a smaller file, and nothing but .br files besides the build', () => {
    const small = files.filter((f) => f.endsWith('.js') && read(f).length < MIN_BYTES);
    expect(small.length).toBeGreaterThan(0);
    for (const file of small) expect(files).not.toContain(`${file}${BROTLI_SUFFIX}`);
    expect(files.filter((f) => !f.endsWith('.js') && !f.endsWith(BROTLI_SUFFIX))).toEqual([]);
  });
});
