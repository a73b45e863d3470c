import type { Compilation, Compiler } from 'webpack';
import { APP_GROUPS, ROUTE_FACTS, routeKeyOf, type RouteFacts, type RouteKind } from '../src/journey/paths';

/**
 * The code a page names in its first response (decision 026). Every route but the entry loads the
 * store and the app chunks (src/app/main.ts); requested by main.js, they leave only once main.js has
 * arrived and run. A `Link: rel=preload` header on the HTML starts them at once, main.js first: an
 * `async` script found in the body is fetched at low priority, behind them (decision 033). Before
 * them it names /config.json and main.css (decision 060): over one HTTP/2 connection, what the HTML's
 * head asks for after the header's files arrives after their bytes. The HTML
 * stays the same for every route (INTERFACE §1); the header is the server's, read by route from the
 * manifest the build writes next to index.html (decision 051). A server that ignores the manifest
 * still serves a working portal.
 */

/** Written by the build next to index.html: ROUTE_FACTS (src/journey/paths.ts) with files in place of chunk groups, for the node servers (the simulated bank, the bench). */
export const ROUTES_MANIFEST_FILE = 'routes.json';
/**
 * Written by the build next to index.html: the same routes as nginx's `map`s setting `$app_preload`
 * (decision 072), which deploy/write-config.sh puts where nginx.conf includes it, as it is.
 */
export const NGINX_PRELOAD_FILE = 'app-preload.conf';

export { APP_GROUPS };

/** A route of the manifest: its kind, and the files its page names ahead, in order (/config.json first). */
export interface ManifestRoute {
  kind: RouteKind;
  preload: string[];
}
export type RoutesManifest = Record<string, ManifestRoute>;

/** A manifest key: a path, `{path}/*`, or `*` (ROUTE_FACTS). deploy/write-config.sh accepts the same. */
export const ROUTE_KEY_PATTERN = /^(\*|\/([A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*)?(\/\*)?)$/;
/** The run-time configuration (INTERFACE §2), written at deploy time: the first thing an app route needs. */
export const CONFIG_FILE = '/config.json';
/** A file a page may name: /config.json, a built script or stylesheet, nothing else. */
export const PRELOAD_FILE_PATTERN = /^(\/config\.json|\/assets\/[A-Za-z0-9._-]+\.(js|css))$/;
/** /config.json as the app fetches it (a CORS request without credentials), so the browser takes the preloaded answer. */
const CONFIG_LINK = `<${CONFIG_FILE}>; rel=preload; as=fetch; crossorigin=anonymous`;
const CONFIG_ITEM = CONFIG_LINK.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const ASSET_ITEM = /<\/assets\/[A-Za-z0-9._-]+\.(js|css)>; rel=preload; as=(script|style)/.source;
/** /config.json's preload or none, then one or more `</assets/file.ext>; rel=preload; as=script|style`, comma-separated; nothing else. */
export const APP_PRELOAD_PATTERN = new RegExp(`^(${CONFIG_ITEM}, )?${ASSET_ITEM}(, ${ASSET_ITEM})*$`);

/**
 * The manifest's text: JSON, one route a line, so that deploy/write-config.sh (POSIX sh, no JSON
 * parser) reads it by key; it refuses a line of any other shape.
 */
export function manifestText(manifest: RoutesManifest): string {
  const lines = Object.entries(manifest).map(([key, { kind, preload }]) => `  ${JSON.stringify(key)}: { "kind": ${JSON.stringify(kind)}, "preload": [${preload.map((file) => JSON.stringify(file)).join(', ')}] }`);
  return `{\n${lines.join(',\n')}\n}\n`;
}

/** The manifest in `text`, or null when it is not one this module would write (nothing is then named). */
export function parseManifest(text: string): RoutesManifest | null {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    for (const [key, route] of Object.entries(parsed)) {
      const { kind, preload } = (route ?? {}) as Partial<ManifestRoute>;
      if (!ROUTE_KEY_PATTERN.test(key) || !['entry', 'app'].includes(String(kind))) return null;
      if (!Array.isArray(preload) || !preload.every((file) => typeof file === 'string' && PRELOAD_FILE_PATTERN.test(file))) return null;
    }
    return parsed as RoutesManifest;
  } catch {
    return null;
  }
}

/**
 * Whether a request is for a page (a navigation's `Accept` asks for HTML; images, scripts and
 * fetches do not): only a page names code ahead. The history fallback also answers a missing
 * favicon, and WebKit acts on a subresource's Link under the requesting page's policy (a bank page:
 * blocked scripts). deploy/write-config.sh writes the same rule for nginx.
 */
export const isPageRequest = (accept: string | undefined): boolean => /\btext\/html\b/.test(accept ?? '');

const linkOf = (file: string): string => (file === CONFIG_FILE ? CONFIG_LINK : `<${file}>; rel=preload; as=${file.endsWith('.css') ? 'style' : 'script'}`);

export function appPreloadLink(files: readonly string[]): string {
  return files.map(linkOf).join(', ');
}

/** The `Link` value of the page at `pathname`: its route's files (routeKeyOf), or null when it names none. */
export function appPreloadOf(manifest: RoutesManifest, pathname: string): string | null {
  const files = manifest[routeKeyOf(pathname, Object.keys(manifest))]?.preload ?? [];
  return files.length > 0 ? appPreloadLink(files) : null;
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

/**
 * The manifest of `facts`: each route's groups as files, after /config.json, main.css and main.js
 * (decision 060: what the page's own head asks for would otherwise come after the groups' bytes); a
 * route that names nothing stays empty. `filesOf` gives a list of chunk groups' files.
 */
export function routesManifest(facts: Readonly<Record<string, RouteFacts>>, filesOf: (groups: readonly string[]) => string[]): RoutesManifest {
  const main = filesOf(['main']);
  const first = [CONFIG_FILE, ...[...main.filter((file) => file.endsWith('.css')), ...main.filter((file) => file.endsWith('.js'))].map((file) => `/${file}`)];
  return Object.fromEntries(
    Object.entries(facts).map(([key, { kind, preload }]) => [key, { kind, preload: preload.length === 0 ? [] : [...first, ...filesOf(preload).map((file) => `/${file}`)] }]),
  );
}

/** nginx's regex for a key's paths: a path, with or without a query; for `{path}/*`, every path below it. */
const nginxPatternOf = (key: string): string => {
  const path = key.replace(/\*$/, '').replace(/\./g, '\\.');
  return key.endsWith('/*') ? `~^${path}` : `~^${path}(\\?|$)`;
};

/**
 * nginx's include for `manifest` (decision 072): `$app_preload` is the `Link` value of the page's
 * route, empty where it names nothing and on a request that is not for a page (isPageRequest).
 * nginx takes the first regex of a `map` that matches: a path's own line, then the paths below
 * another, the deeper first (reverse byte order puts /a/b/ before /a/), as routeKeyOf chooses; `*`
 * is the default. Throws on a manifest parseManifest would refuse: nothing in it can end the nginx
 * string or add a directive.
 */
export function nginxPreloadConf(manifest: RoutesManifest): string {
  if (parseManifest(JSON.stringify(manifest)) === null) throw new Error(`nginxPreloadConf: unexpected route keys, kinds or files in ${JSON.stringify(manifest)}`);
  const line = (key: string) => `  "${nginxPatternOf(key)}" "${appPreloadLink(manifest[key]?.preload ?? [])}";`;
  const keys = Object.keys(manifest);
  const exact = keys.filter((key) => key !== '*' && !key.endsWith('/*')).map(line);
  const below = keys.filter((key) => key.endsWith('/*')).map(line).sort().reverse();
  return [
    `# Written by the build (deploy/app-preload.ts) from the route table, src/journey/paths.ts's ROUTE_FACTS:`,
    `# the Link value of each route's page, one line per route (decision 072). deploy/write-config.sh`,
    `# puts it where nginx.conf includes it.`,
    `map $request_uri $app_preload_route {`,
    ...exact,
    ...below,
    `  default "${appPreloadLink(manifest['*']?.preload ?? [])}";`,
    `}`,
    `# Only a page names the app's code (its Accept asks for HTML): the fallback also answers a missing`,
    `# favicon, and WebKit acts on a subresource's Link under the requesting page's policy.`,
    `map $http_accept $app_preload {`,
    `  "~text/html" $app_preload_route;`,
    `  default "";`,
    `}`,
    '',
  ].join('\n');
}

/** Writes ROUTES_MANIFEST_FILE and NGINX_PRELOAD_FILE from ROUTE_FACTS and the chunk groups' final file names (after content hashing). */
export class RoutesManifestPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RoutesManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RoutesManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const manifest = routesManifest(ROUTE_FACTS, (groups) => chunkGroupFiles(compilation, groups));
        const text = manifestText(manifest);
        if (parseManifest(text) === null) throw new Error(`RoutesManifestPlugin: unexpected route keys or asset names in ${text}`);
        compilation.emitAsset(ROUTES_MANIFEST_FILE, new sources.RawSource(text));
        compilation.emitAsset(NGINX_PRELOAD_FILE, new sources.RawSource(nginxPreloadConf(manifest)));
      });
    });
  }
}
