import { appPreloadLink, appPreloadOf, CONFIG_FILE, manifestText, nginxPreloadConf, parseManifest, routesManifest } from '../../deploy/app-preload';
import { routeOf, ROUTES } from '../../src/app/routeTable';
import { appRoutes, screenComponentOf } from '../../src/app/routes';
import { routePattern } from '../../src/features/metrics/fieldEvents';
import { APP_GROUPS, authorisationIdOf, authorisationPath, isAuthorisationsPath, PATHS, RESULT_TYPES, resultPath, ROUTE_FACTS, routeKeyOf, routeKindOf, type RouteKey } from '../../src/journey/paths';

/**
 * The routes are written once (journey/paths.ts, decisions 051, 072): the app's router, the route
 * saga's table, main.js, the field data's route patterns, the manifest the node servers read and the
 * nginx include the build writes must all say the same of every path.
 */
const facts = (key: string) => ROUTE_FACTS[key as RouteKey];

/** Files of a pretend build: each chunk group its own file, so a route's Link shows which groups it names. */
const filesOf = (groups: readonly string[]) => groups.map((group) => `assets/${group}.0123456789.js`);
const manifest = routesManifest(ROUTE_FACTS, filesOf);

/** Each key of the table, and paths it answers: the path itself, paths below a `/*`, and unknown ones for `*`. */
const SAMPLES: [key: string, path: string][] = Object.keys(ROUTE_FACTS).flatMap((key): [string, string][] => {
  if (key === '*') return ['/qualquer-coisa', '/pix/', '/pix/x', '/carregando/', '/PIX', '/callbacks', '/responsesx', '/vinculos', '/index.htm', '/autorizacoesx'].map((path) => [key, path]);
  if (key.endsWith('/*')) return ['', 'expirado', 'x/y'].map((rest) => [key, `${key.slice(0, -1)}${rest}`]);
  return [[key, key]];
});

describe('ROUTE_FACTS', () => {
  it("has a line for every path of PATHS, and else only the paths below the result pages and the customer's authorisations, the document and every other path", () => {
    const others = Object.keys(ROUTE_FACTS).filter((key) => !(Object.values(PATHS) as string[]).includes(key));
    expect(others.sort()).toEqual(['*', '/index.html', `${PATHS.deviceError}/*`, `${PATHS.responses}/*`, `${PATHS.authorisations}/*`].sort());
  });

  it.each(SAMPLES)('%s answers %s', (key, path) => expect(routeKeyOf(path, Object.keys(ROUTE_FACTS))).toBe(key));

  it('a path takes its own line first, then the deepest `/*` above it, whatever their order', () => {
    const keys = ['*', '/a/*', '/a/b/*', '/a/b'];
    for (const order of [keys, [...keys].reverse()]) {
      expect(routeKeyOf('/a/b', order)).toBe('/a/b');
      expect(routeKeyOf('/a/b/c', order)).toBe('/a/b/*');
      expect(routeKeyOf('/a/c', order)).toBe('/a/*');
      expect(routeKeyOf('/a', order)).toBe('*');
    }
  });
});

describe('the router, main.js and the manifest agree on every path', () => {
  // The router gives a path a screen of its own only where the table has a line for that path;
  // every other path is a result page, which main.js starts as any app route (decision 056).
  const RESULT_KEYS: string[] = [PATHS.responses, `${PATHS.responses}/*`, PATHS.deviceError, `${PATHS.deviceError}/*`, '/index.html', '*'];
  // One authorisation's page is the one screen drawn below a path (`/autorizacoes/*`, decision 076).
  it.each(SAMPLES)('%s: %s has a screen of its own for the router exactly where the table names the path itself, or a path below /autorizacoes/', (key, path) => {
    expect(routeOf(path) !== ROUTES.results).toBe((key === path || key === `${PATHS.authorisations}/*`) && !RESULT_KEYS.includes(key));
  });

  it.each(SAMPLES)("%s: main.js takes the way of %s's kind", (key, path) => {
    expect(routeKindOf(path)).toBe(facts(key).kind);
  });

  it("only the entry never loads the app (app/main.ts: the entry's path alone)", () => {
    expect(Object.keys(ROUTE_FACTS).filter((key) => facts(key).kind === 'entry')).toEqual([PATHS.entry]);
  });
});

describe('the router draws what the table names (app/routes.tsx)', () => {
  it('has one route, every path: no pattern of its own that could match otherwise than routeKeyOf', () => {
    expect(appRoutes).toHaveLength(1);
    expect(appRoutes[0]?.children?.map((route) => [route.path, route.index, route.children])).toEqual([['*', undefined, undefined]]);
  });

  it.each(SAMPLES)("%s: %s shows the screen of its key's line, whose work the route saga starts", (key, path) => {
    expect(routeOf(path)).toBe(ROUTES[facts(key).screen]);
  });

  it('the keys drawing the same screen draw one component; different screens, different ones', () => {
    const sample = (key: string) => (key === '*' ? '/qualquer-coisa' : key.replace(/\*$/, 'x'));
    for (const a of Object.keys(ROUTE_FACTS)) {
      for (const b of Object.keys(ROUTE_FACTS)) {
        expect([a, b, screenComponentOf(sample(a)) === screenComponentOf(sample(b))]).toEqual([a, b, facts(a).screen === facts(b).screen]);
      }
    }
  });
});

describe("SPEC §2's result types, from the table's one list", () => {
  it.each(RESULT_TYPES)('/responses/%s is a result page, and a route pattern the field data keeps', (type) => {
    expect(routeKeyOf(resultPath(type))).toBe(`${PATHS.responses}/*`);
    expect(routeOf(resultPath(type))).toBe(ROUTES.results);
    expect(routePattern(resultPath(type))).toBe(resultPath(type));
  });

  it('any other path below /responses reaches the bank as `*`', () => {
    for (const path of ['/responses/outro', '/responses/expirado/x', '/responses/']) expect([path, routePattern(path)]).toEqual([path, '*']);
  });
});

describe("nginx's include the build writes from the table (deploy/app-preload.ts)", () => {
  const routeMap = /map \$request_uri \$app_preload_route \{\n([^}]*)\}/.exec(nginxPreloadConf(manifest))?.[1] ?? '';
  const lines = [...routeMap.matchAll(/^ {2}(?:"~(.+)"|(default)) "(.*)";$/gm)].map((m) => [m[1] ?? 'default', m[3] ?? ''] as const);
  /** What nginx does with the map: the first regex that matches the request URI, else the default. */
  const nginxLinkOf = (url: string) => (lines.find(([regex]) => regex !== 'default' && new RegExp(regex).test(url)) ?? lines.find(([regex]) => regex === 'default'))?.[1] || null;

  it('has one line per key of the table', () => {
    expect(lines).toHaveLength(Object.keys(ROUTE_FACTS).length);
  });

  it.each(SAMPLES.flatMap(([key, path]): [string, string][] => [[key, path], [key, `${path}?x=1`]]))('%s: nginx names for %s what the node servers name', (_key, url) => {
    expect(nginxLinkOf(url)).toBe(appPreloadOf(manifest, url.split('?')[0] ?? url));
  });
});

describe('the manifest the build writes from ROUTE_FACTS', () => {
  it('keeps every key and kind, and names main.js first, then the groups of the route', () => {
    expect(Object.keys(manifest)).toEqual(Object.keys(ROUTE_FACTS));
    for (const [key, line] of Object.entries(ROUTE_FACTS)) {
      expect([key, manifest[key]?.kind]).toEqual([key, line.kind]);
      expect([key, manifest[key]?.preload]).toEqual([key, line.preload.length ? [CONFIG_FILE, ...filesOf(['main', ...line.preload]).map((file) => `/${file}`)] : []]);
    }
  });

  it('reads back as written, one route a line', () => {
    const text = manifestText(manifest);
    expect(parseManifest(text)).toEqual(manifest);
    expect(text.split('\n').filter((line) => line.startsWith('  "'))).toHaveLength(Object.keys(ROUTE_FACTS).length);
  });

  // What each page names (decisions 026, 056, 060, 062), as the servers send it: /config.json, main.js, then these groups.
  it.each<[string, string[] | null]>([
    ['/', null],
    ['/index.html', null],
    ['/callback', null],
    ['/carregando', [...APP_GROUPS]],
    ['/pix', [...APP_GROUPS]],
    ['/pix/agendamento', [...APP_GROUPS]],
    ['/segredo', [...APP_GROUPS]],
    ['/redirecionamento', [...APP_GROUPS]],
    ['/responses', [...APP_GROUPS]],
    ['/responses/expirado', [...APP_GROUPS]],
    ['/response', [...APP_GROUPS]],
    ['/response/x', [...APP_GROUPS]],
    ['/qualquer-coisa', [...APP_GROUPS]],
    ['/carregando/x', [...APP_GROUPS]],
  ])('%s names /config.json, main.js and %j', (path, groups) =>
    expect(appPreloadOf(manifest, path)).toBe(groups && appPreloadLink([CONFIG_FILE, ...filesOf(['main', ...groups]).map((file) => `/${file}`)])),
  );
});

describe("the customer's authorisations' paths (INTERFACE §7.1, docs/decisions/076)", () => {
  it.each(['urn:banco:consent:7b1e', 'a/b', '../x', 'a b?c#d', '100%', 'ç'])('an id (%j) goes into one path segment and comes back as it was', (id) => {
    const path = authorisationPath(id);
    expect(path.slice('/autorizacoes/'.length)).not.toMatch(/[/?#]/);
    expect(routeKeyOf(path)).toBe(`${PATHS.authorisations}/*`);
    expect(authorisationIdOf(path)).toBe(id);
  });

  it.each(['/autorizacoes', '/autorizacoes/', '/autorizacoes/a/b', '/autorizacoes/%E0%A4%A', '/carregando'])('%s names no item', (path) =>
    expect(authorisationIdOf(path)).toBeNull());

  it('the pages of the authorisations are exactly the list and the paths below it', () => {
    for (const path of ['/autorizacoes', '/autorizacoes/', '/autorizacoes/x']) expect([path, isAuthorisationsPath(path)]).toEqual([path, true]);
    for (const path of ['/', '/callback', '/carregando', '/autorizacoesx', '/AUTORIZACOES', '/responses/autorizacoes', '//autorizacoes']) expect([path, isAuthorisationsPath(path)]).toEqual([path, false]);
  });
});
