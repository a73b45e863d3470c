import fs from 'node:fs';
import path from 'node:path';
import { packagesFloorPage } from '../../scripts/bench/packagesFloor';

/** The bench's packages floor (docs/performance.md): the dynamic floor that first loads the build's packages. */
describe('the packages floor page', () => {
  const floorHtml = fs.readFileSync(path.join(__dirname, '..', '..', 'bench', 'reference', 'pix-dinamica.html'), 'utf8');
  const carregando = [
    '/config.json',
    '/assets/main.aaaa.css',
    '/assets/main.bbbb.js',
    '/assets/vendor-saga.cccc.js',
    '/assets/vendor-redux.dddd.js',
    '/assets/768.eeee.js',
    '/assets/store.ffff.js',
    '/assets/vendor-react.0000.js',
    '/assets/app.1111.css',
    '/assets/app.2222.js',
  ];
  const named = (html: string) => [...html.matchAll(/<link rel="preload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);

  it("names /config.json first, then only the build's vendor chunks, in /carregando's order, after the floor's own script", () => {
    const page = packagesFloorPage(floorHtml, carregando);
    expect(named(page)).toEqual(['/config.json', '/assets/vendor-saga.cccc.js', '/assets/vendor-redux.dddd.js', '/assets/vendor-react.0000.js']);
    expect(page.indexOf('/referencia/pix-dinamica.js')).toBeLessThan(page.indexOf('vendor-saga'));
    expect(page.match(/data-pacote/g)).toHaveLength(3);
    // The loader runs before the floor's script, which waits for what it started.
    expect(page.indexOf('/referencia/pix-pacotes.js')).toBeLessThan(page.indexOf('/referencia/pix-dinamica.js'));
  });

  it('leaves the rest of the floor as it is', () => {
    const page = packagesFloorPage(floorHtml, carregando);
    expect(page.replace(/ {4}<link rel="preload"[^\n]*\n/g, '').replace(/ {4}<script src="\/referencia\/pix-pacotes.js" defer><\/script>\n/, '')).toBe(floorHtml);
  });

  it('refuses a build that names no packages, or a floor page whose lines moved', () => {
    expect(() => packagesFloorPage(floorHtml, ['/config.json', '/assets/main.bbbb.js'])).toThrow(/no vendor/);
    expect(() => packagesFloorPage(floorHtml.replace('defer></script>', 'async></script>'), carregando)).toThrow(/moved/);
  });
});
