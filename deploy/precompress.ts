import zlib from 'node:zlib';
import type { Compiler } from 'webpack';

/**
 * Brotli beside every text file of the build (decision 032): `assets/main.1a2b3c4d5e.js.br` next to
 * `assets/main.1a2b3c4d5e.js`. Brotli at its best level is too slow to run per request, and a
 * server that compresses on the fly uses gzip; compressed once here, the phone downloads fewer bytes
 * before the consent shows than with gzip (the figures: decision 032). The server sends the `.br`
 * file to a browser that accepts `br` (nginx's brotli_static, the simulated bank) and gzips the
 * original for the rest.
 */

/** The text files a browser downloads; config.json is written at deploy time, not here. */
const TEXT_FILE = /\.(js|css|html|svg|json|webmanifest)$/;

/** As nginx's gzip_min_length: below it, compressing saves less than the header costs. */
export const MIN_BYTES = 256;

/** The suffix of a precompressed file. */
export const BROTLI_SUFFIX = '.br';

/** Brotli at its best level, told the input's size (a smaller window for small files). */
export function brotli(content: Buffer): Buffer {
  return zlib.brotliCompressSync(content, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
}

/**
 * Adds the `.br` of each text file at the last stage, after content hashing and every plugin that
 * edits a file (the compile hint, index.html, routes.json). A file that brotli does not make
 * smaller gets none.
 */
export class PrecompressPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT + 1 }, () => {
        for (const asset of compilation.getAssets()) {
          if (!TEXT_FILE.test(asset.name)) continue;
          const content = asset.source.buffer();
          if (content.length < MIN_BYTES) continue;
          const compressed = brotli(content);
          if (compressed.length >= content.length) continue;
          compilation.emitAsset(`${asset.name}${BROTLI_SUFFIX}`, new sources.RawSource(compressed), { compressed: true, immutable: asset.info.immutable });
        }
      });
    });
  }
}
