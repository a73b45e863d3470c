import { CONFIG_FILE } from '../../deploy/app-preload';

/**
 * The packages floor of `npm run bench` (docs/performance.md): the dynamic floor's page, made for
 * each build, that first downloads and compiles the build's `vendor-*` chunks (the packages the
 * design card names) and draws once they have arrived. What it reads is what the consent's budget
 * leaves for the portal's own code.
 */

export const PACKAGES_FLOOR_PATH = '/referencia/pix-dinamica-pacotes';
const FLOOR_STYLESHEET = '    <link rel="stylesheet" href="/referencia/pix.css" />\n';
const FLOOR_SCRIPT = '    <script src="/referencia/pix-dinamica.js" defer></script>\n';

/**
 * The packages floor's page: the dynamic floor's, naming `/config.json` first (as the portal's `Link`
 * header does: behind the packages on the link, the consent's request would leave late), then
 * pix-pacotes.js before the floor's script, and after it the build's `vendor-*` chunks in the order
 * `/carregando` names them. pix-pacotes.js inserts the scripts and pix-dinamica.js waits for them;
 * without webpack's runtime a chunk only registers its modules, so their code is downloaded and
 * compiled, never run.
 */
export function packagesFloorPage(floorHtml: string, carregandoPreload: readonly string[]): string {
  const packages = carregandoPreload.filter((url) => /^\/assets\/vendor-[\w.-]+\.js$/.test(url));
  if (!packages.length) throw new Error('the build names no vendor-* chunk for /carregando');
  if (!floorHtml.includes(FLOOR_STYLESHEET) || !floorHtml.includes(FLOOR_SCRIPT)) throw new Error('pix-dinamica.html: its stylesheet or script line moved');
  const config = `    <link rel="preload" href="${CONFIG_FILE}" as="fetch" crossorigin="anonymous" />\n`;
  const loader = '    <script src="/referencia/pix-pacotes.js" defer></script>\n';
  const named = packages.map((url) => `    <link rel="preload" as="script" href="${url}" data-pacote />\n`).join('');
  return floorHtml.replace(FLOOR_STYLESHEET, config + FLOOR_STYLESHEET).replace(FLOOR_SCRIPT, loader + FLOOR_SCRIPT + named);
}
