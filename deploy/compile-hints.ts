import type { Compiler } from 'webpack';
import { APP_GROUPS, chunkGroupFiles } from './app-preload';

/**
 * V8's explicit compile hint (decision 028): a script whose first line is this comment has all its
 * functions compiled as it arrives, off the main thread while it streams, instead of each one on the
 * main thread the first time it is called. Chromium reads it (from 136); other engines see a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The scripts whose functions nearly all run while the first screen is built: main.js and the
 * store and app groups every route but the entry loads at once. Not the screens and dialogs that
 * come later: compiled eagerly, their functions would cost compile time for code that may never run.
 */
const HINTED_GROUPS = ['main', ...APP_GROUPS] as const;

/** Puts COMPILE_HINT first in the start scripts, after minification and before content hashing. */
export class CompileHintsPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING }, () => {
        for (const file of chunkGroupFiles(compilation, HINTED_GROUPS)) {
          if (file.endsWith('.js')) compilation.updateAsset(file, (source) => new sources.ConcatSource(`${COMPILE_HINT}\n`, source));
        }
      });
    });
  }
}
