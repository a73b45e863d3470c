import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type webpack from 'webpack';
import { COMPILE_HINT, CompileHintsPlugin } from '../../deploy/compile-hints';
import { buildFixture } from './support/runWebpack';

/** V8's compile hint on the scripts the first screen runs, after minification (decision 028). */

function build(outDir: string, hints = true): Promise<webpack.Stats> {
  return buildFixture('compile-hints', outDir, {
    output: { filename: '[name].[contenthash:10].js', chunkFilename: '[name].[contenthash:10].js' },
    plugins: hints ? [new CompileHintsPlugin()] : [],
  });
}

describe('CompileHintsPlugin', () => {
  let outDir: string;
  let files: Record<string, string>;
  beforeAll(async () => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
    await build(outDir);
    files = Object.fromEntries(fs.readdirSync(outDir).map((file) => [file.replace(/\.[0-9a-f]{10}\.js$/, ''), fs.readFileSync(path.join(outDir, file), 'utf8')]));
  });
  afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

  it.each(['main', 'store', 'app'])('%s.js starts with the hint, on a line of its own, and is still minified', (name) => {
    const [first, ...rest] = files[name]!.split('\n');
    expect(first).toBe(COMPILE_HINT);
    expect(rest.join('\n')).not.toMatch(/\n\s/);
  });

  it('a screen that comes later has no hint: its functions compile when they first run', () => {
    expect(Object.keys(files)).toContain('screen');
    expect(files.screen).not.toContain(COMPILE_HINT);
  });

  it('the file names hash the content with the hint: a cache never holds an unhinted file under the same name', async () => {
    const plainDir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-plain-'));
    try {
      await build(plainDir, false);
      const names = (dir: string) => fs.readdirSync(dir).sort();
      const hinted = names(outDir);
      const plain = names(plainDir);
      expect(plain.find((file) => file.startsWith('screen.'))).toBe(hinted.find((file) => file.startsWith('screen.')));
      for (const group of ['main.', 'store.', 'app.']) {
        expect(plain.find((file) => file.startsWith(group))).not.toBe(hinted.find((file) => file.startsWith(group)));
      }
    } finally {
      fs.rmSync(plainDir, { recursive: true, force: true });
    }
  });
});
