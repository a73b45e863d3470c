import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APP_PRELOAD_PATTERN, appPreloadLink, CONFIG_FILE, manifestText, NGINX_PRELOAD_FILE, nginxPreloadConf, ROUTES_MANIFEST_FILE, routesManifest, type RoutesManifest } from '../../deploy/app-preload';
import { ROUTE_FACTS } from '../../src/journey/paths';
import { startBank, type Bank } from './support/bankHttp';
import { runWriteConfig } from './support/writeConfig';

/** What a page names in its first response, by its route in the build's routes.json (decisions 026, 051). */

/** A pretend build's chunk groups (deploy/app-preload.ts turns a route's groups into these files). */
const GROUP_FILES: Record<string, string[]> = {
  main: ['assets/main.0123456789.js', 'assets/main.0123456789.css'],
  store: ['assets/vendor-redux.0123456789.js', 'assets/store.0123456789.js'],
  app: ['assets/app.0123456789.css', 'assets/app.0123456789.js'],
};
const MANIFEST = routesManifest(ROUTE_FACTS, (groups) => groups.flatMap((group) => GROUP_FILES[group] ?? []));
/** The same routes, lines in the opposite order: read by key, they must answer the same. */
const REVERSED: RoutesManifest = Object.fromEntries(Object.entries(MANIFEST).reverse());

const MAIN = '/assets/main.0123456789.js';
/** What every app page names first (decision 060): the configuration, the head's stylesheet, main.js. */
const FIRST = [CONFIG_FILE, '/assets/main.0123456789.css', MAIN];
const LINK = appPreloadLink([...FIRST, '/assets/vendor-redux.0123456789.js', '/assets/store.0123456789.js', '/assets/app.0123456789.css', '/assets/app.0123456789.js']);

/** Every way a page is named: a path and what its first response names. */
const ANSWERS: [path: string, link: string | null][] = [
  ...['/', '/?intent_id=urn:cooperativaexemplo:1', '/index.html', '/callback', '/callback?code=x&state=y'].map((url): [string, null] => [url, null]),
  // As every app route (decision 062).
  ...['/carregando', '/carregando?x=1', '/pix', '/pix/agendamento', '/compartilhamento', '/segredo', '/redirecionamento'].map((url): [string, string] => [url, LINK]),
  // The result pages: the app's code, as any app route (decision 056).
  ...['/responses', '/responses?x=1', '/responses/expirado', '/responses/alerta?x=1', '/responses/x/y', '/response', '/response/x'].map((url): [string, string] => [url, LINK]),
  // Paths no route owns: the default result page, naming the app's code as any route did before decision 051.
  ...['/qualquer-coisa', '/carregando/x', '/carregandox', '/responsesx', '/callbacks', '/pix/', '/PIX', '/CARREGANDO', '/Responses'].map((url): [string, string] => [url, LINK]),
];

describe('the Link value', () => {
  it('names each file as a preload of its kind, /config.json as the app fetches it', () => {
    expect(LINK).toBe(
      '</config.json>; rel=preload; as=fetch; crossorigin=anonymous, </assets/main.0123456789.css>; rel=preload; as=style, </assets/main.0123456789.js>; rel=preload; as=script, </assets/vendor-redux.0123456789.js>; rel=preload; as=script, </assets/store.0123456789.js>; rel=preload; as=script, ' +
        '</assets/app.0123456789.css>; rel=preload; as=style, </assets/app.0123456789.js>; rel=preload; as=script',
    );
    expect(APP_PRELOAD_PATTERN.test(LINK)).toBe(true);
  });

  it.each(['', '</assets/a.js>; rel=preload; as=script\r\nSet-Cookie: x=1', '<https://evil.example/a.js>; rel=preload; as=script', '</assets/a.js>; rel=preload; as=script"; add_header X 1', '</assets/../a.js>; rel=preload; as=document', '</config.json>; rel=preload; as=fetch', '</assets/a.js>; rel=preload; as=script, </config.json>; rel=preload; as=fetch; crossorigin=anonymous'])(
    'refuses %j',
    (value) => expect(APP_PRELOAD_PATTERN.test(value)).toBe(false),
  );
});

describe('nginx.conf', () => {
  const conf = fs.readFileSync(path.resolve(__dirname, '../../deploy/nginx/nginx.conf'), 'utf8');
  it('sends $app_preload as Link on the HTML, from the include deploy/write-config.sh writes', () => {
    expect(conf).toMatch(/\n\s*include app-preload\.conf;/);
    const index = conf.split(/\n\s*location\s/).find((block) => block.startsWith('= /index.html'));
    expect(index).toContain('add_header Link $app_preload always;');
  });
});

describe('the simulated bank', () => {
  let bank: Bank;
  beforeAll(async () => {
    bank = await startBank();
  });
  afterAll(() => bank.close());
  const write = (content: string) => fs.writeFileSync(path.join(bank.dist, ROUTES_MANIFEST_FILE), content);
  const page = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
  const linkOf = async (url: string, headers: Record<string, string> = page) => {
    const response = await fetch(bank.base + url, { headers });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<!doctype html><title>Portal</title>');
    return response.headers.get('link');
  };

  it.each(ANSWERS)('%s names %s, whatever the order of the manifest', async (url, link) => {
    write(manifestText(MANIFEST));
    expect(await linkOf(url)).toBe(link);
    write(manifestText(REVERSED));
    expect(await linkOf(url)).toBe(link);
  });

  it.each<Record<string, string>>([{ accept: 'image/webp,image/png,image/*;q=0.8' }, { accept: '*/*' }, {}])(
    'a request that is not for a page (%j: a missing favicon) names nothing',
    async (headers) => {
      write(manifestText(MANIFEST));
      expect(await linkOf('/favicon.ico', headers)).toBeNull();
      expect(await linkOf('/carregando', headers)).toBeNull();
    },
  );

  it('sends nothing without the manifest, or with one it does not trust', async () => {
    fs.rmSync(path.join(bank.dist, ROUTES_MANIFEST_FILE), { force: true });
    expect(await linkOf('/carregando')).toBeNull();
    for (const untrusted of [
      { ...MANIFEST, '/carregando': { kind: 'app', preload: ['https://evil.example/a.js'] } },
      { ...MANIFEST, '/carregando': { kind: 'app', preload: ['/assets/a.js\r\nSet-Cookie: x=1'] } },
      { ...MANIFEST, '/pix" always; add_header X "1': { kind: 'app', preload: [MAIN] } },
      { ...MANIFEST, '/pix': { kind: 'screen', preload: [MAIN] } },
    ]) {
      write(JSON.stringify(untrusted));
      expect(await linkOf('/carregando')).toBeNull();
      expect(await linkOf('/pix')).toBeNull();
    }
    write('</assets/main.0123456789.js>; rel=preload; as=script\n');
    expect(await linkOf('/pix')).toBeNull();
  });
});

describe("nginx's map by route: written by the build, put in place by deploy/write-config.sh", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'write-preload-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** The build's include from `manifest` beside config.json (none when null), then the container's start. */
  const run = (manifest: RoutesManifest | null) => {
    if (manifest !== null) fs.writeFileSync(path.join(dir, NGINX_PRELOAD_FILE), nginxPreloadConf(manifest));
    return runWriteConfig({ CONFIG_OUTPUT: path.join(dir, 'config.json'), HEADERS_OUTPUT: '-', PRELOAD_OUTPUT: path.join(dir, 'out', 'app-preload.conf') });
  };
  beforeEach(() => fs.mkdirSync(path.join(dir, 'out')));
  const written = () => fs.readFileSync(path.join(dir, 'out', 'app-preload.conf'), 'utf8');
  /** The `$request_uri` map's lines, in nginx's order: [regex or `default`, value]. */
  const mapLines = () => {
    const body = /map \$request_uri \$app_preload_route \{\n([^}]*)\}/.exec(written())?.[1] ?? '';
    return body
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => {
        const match = /^ {2}(?:"~(.+)"|(default)) "(.*)";$/.exec(line);
        if (!match) throw new Error(`unexpected line ${line}`);
        return [match[2] ?? match[1] ?? '', match[3] ?? ''] as const;
      });
  };
  /** What nginx does with the map: the first regex that matches the request URI, else the default. */
  const nginxLinkOf = (url: string) => {
    const lines = mapLines();
    const found = lines.find(([regex]) => regex !== 'default' && new RegExp(regex).test(url)) ?? lines.find(([regex]) => regex === 'default');
    return found?.[1] || null;
  };

  it.each(ANSWERS)('%s: the line of its route names %s, whatever the order of the manifest', (url, link) => {
    expect(run(MANIFEST).status).toBe(0);
    expect(nginxLinkOf(url)).toBe(link);
    expect(run(REVERSED).status).toBe(0);
    expect(nginxLinkOf(url)).toBe(link);
  });

  it("write-config.sh puts the build's include in place as it is, and only a page's request reads it", () => {
    expect(run(MANIFEST).status).toBe(0);
    expect(written()).toBe(nginxPreloadConf(MANIFEST));
    expect(written()).toMatch(/map \$http_accept \$app_preload \{\n {2}"~text\/html" \$app_preload_route;\n {2}default "";\n\}/);
  });

  it('one line per route of the manifest: its own paths first, then the paths below one, the deeper first', () => {
    const deeper = { ...MANIFEST, '/responses/x/*': { kind: 'app' as const, preload: [MAIN] } };
    expect(run(deeper).status).toBe(0);
    expect(mapLines().map(([regex]) => regex)).toEqual([
      ...Object.keys(MANIFEST)
        .filter((key) => !key.endsWith('*'))
        .map((key) => `^${key.replace('.', '\\.')}(\\?|$)`),
      '^/responses/x/',
      '^/responses/',
      '^/response/',
      '^/autorizacoes/',
      'default',
    ]);
    expect(nginxLinkOf('/responses/x/y')).toBe(appPreloadLink([MAIN]));
  });

  it('without the build\'s include, names nothing', () => {
    expect(run(null).status).toBe(0);
    expect(mapLines()).toEqual([['default', '']]);
  });

  it.each<[string, RoutesManifest]>([
    ['a file outside the assets', { ...MANIFEST, '/pix': { kind: 'app', preload: ['https://evil.example/a.js'] } }],
    ['a quote in a key', { ...MANIFEST, '/pix" "x"; default "': { kind: 'app', preload: [MAIN] } }],
    ['an unknown kind', { ...MANIFEST, '/pix': { kind: 'screen' as 'app', preload: [MAIN] } }],
    ['a line break in a file', { ...MANIFEST, '/pix': { kind: 'app', preload: ['/assets/a.js\r\nadd_header X 1'] } }],
  ])('the build refuses %s', (_what, manifest) => {
    expect(() => nginxPreloadConf(manifest)).toThrow(/unexpected route keys/);
  });
});
