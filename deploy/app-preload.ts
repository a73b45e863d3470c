import type { Compilation, Compiler } from 'webpack';
import { PATHS } from '../src/journey/paths';

/**
 * The app's code named in the first response (decision 026). Every route but the entry loads the
 * store and the app chunks (src/app/main.ts); requested by main.js, they leave only once main.js has
 * arrived and run. A `Link: rel=preload` header on the HTML of those routes starts them at once,
 * main.js first: an `async` script found in the body is fetched at low priority, behind them
 * (decision 033). The HTML stays the same for every route (INTERFACE §1); the header is the
 * server's, from the list the build writes next to index.html. A server that ignores the list still
 * serves a working portal.
 */

/**
 * Written by the build next to index.html: the `Link` header value for the app's routes on its first
 * line, the one for LOADING_PATH on its second, the one for the result pages (RESULT_PAGE) on its third.
 */
export const APP_PRELOAD_FILE = 'app-preload.txt';

/** The chunk groups every app route loads, in the order they are needed: the store, then React. */
export const APP_GROUPS = ['store', 'app'] as const;

/**
 * `/carregando` (SPEC §2) names more: its own screen and the payment screens it leads to (decision
 * 034). Requested by the store chunk, they left only after the consent's request and were the last
 * files the payment screen waited for. The sharing screen is not named: antd makes it large.
 */
export const LOADING_PATH = PATHS.loading;
export const LOADING_GROUPS = ['loading', 'payment'] as const;

/**
 * The result pages a server can tell from their path (`/responses`, `/responses/...`, `/response`)
 * name only what draws them (decision 040): opened directly, they show themselves from main.js and
 * the early page's code, and request the app only then. Named ahead, the app's files would take the
 * connections and the bandwidth that page waits on. (Other unknown paths show the default result
 * page too; a server cannot tell them from the app's routes: they get the app's line, and still
 * work.)
 */
export const RESULT_PAGE = /^\/responses?(\/|$)/;
export const RESULT_GROUPS = ['early-result'] as const;

/** One or more `</assets/file.ext>; rel=preload; as=script|style`, comma-separated; nothing else. */
export const APP_PRELOAD_PATTERN = /^<\/assets\/[A-Za-z0-9._-]+\.(js|css)>; rel=preload; as=(script|style)(, <\/assets\/[A-Za-z0-9._-]+\.(js|css)>; rel=preload; as=(script|style))*$/;

/**
 * The paths whose HTML names nothing ahead: the entry (`/`, SPEC §2) redirects to the login without
 * the app; `/callback`'s first round trips belong to the login's code exchange (main.js fetches the
 * OIDC library there), which the app's files would slow (measured: 'Entrar' → consent visible was
 * later with them named; docs/decisions/026).
 */
const NO_PRELOAD_PATHS: readonly string[] = ['/', '/index.html', '/callback'];

/**
 * Whether a response names the app's code: a page (a navigation's `Accept` asks for HTML; images,
 * scripts and fetches do not) at one of the app's routes. Only a page: the history fallback also
 * answers a missing favicon, and WebKit acts on a subresource's Link under the requesting page's
 * policy (a bank page: blocked scripts). deploy/write-config.sh writes the same rule for nginx.
 */
export const namesAppCode = (pathname: string, accept: string | undefined): boolean =>
  /\btext\/html\b/.test(accept ?? '') && !NO_PRELOAD_PATHS.includes(pathname);

/**
 * The `Link` value for a page at `pathname` from APP_PRELOAD_FILE's content: its first line for the
 * app's routes, its second for LOADING_PATH (the first when there is none), its third for the result
 * pages (nothing when there is none). Null when the page names nothing (namesAppCode decides that)
 * or the line is not one the pattern trusts.
 */
export function appPreloadOf(content: string, pathname: string): string | null {
  const [app, loading, result] = content.split('\n').map((line) => line.trim());
  const link = RESULT_PAGE.test(pathname) ? result : pathname === LOADING_PATH && loading ? loading : app;
  return link && APP_PRELOAD_PATTERN.test(link) ? link : null;
}

export function appPreloadLink(files: readonly string[]): string {
  return files.map((file) => `<${file}>; rel=preload; as=${file.endsWith('.css') ? 'style' : 'script'}`).join(', ');
}

/**
 * The JS and CSS files of the named chunk groups, in the groups' order, each once. Throws when a
 * group is missing: a renamed chunk in src/app/main.ts must not silently drop what depends on it.
 */
export function chunkGroupFiles(compilation: Compilation, names: readonly string[]): string[] {
  const files: string[] = [];
  for (const name of names) {
    const group = compilation.namedChunkGroups.get(name);
    if (!group) throw new Error(`no chunk group "${name}" (src/app/main.ts names it)`);
    for (const chunk of group.chunks) {
      for (const file of chunk.files) {
        if (/\.(js|css)$/.test(file) && !files.includes(file)) files.push(file);
      }
    }
  }
  return files;
}

/** Writes APP_PRELOAD_FILE from the chunk groups' final file names (after webpack's content hashing). */
export class AppPreloadPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('AppPreloadPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'AppPreloadPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        // main.js, not main.css: the stylesheet is in the HTML's head, found as soon as the HTML is.
        const main = chunkGroupFiles(compilation, ['main']).filter((file) => file.endsWith('.js'));
        const linkOf = (groups: readonly string[]) => appPreloadLink([...main, ...chunkGroupFiles(compilation, groups)].map((file) => `/${file}`));
        const lines = [linkOf(APP_GROUPS), linkOf([...APP_GROUPS, ...LOADING_GROUPS]), linkOf(RESULT_GROUPS)];
        for (const link of lines) {
          if (!APP_PRELOAD_PATTERN.test(link)) throw new Error(`AppPreloadPlugin: unexpected asset names in ${link}`);
        }
        compilation.emitAsset(APP_PRELOAD_FILE, new sources.RawSource(`${lines.join('\n')}\n`));
      });
    });
  }
}
