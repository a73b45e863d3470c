import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { APP_PRELOAD_PATTERN, appPreloadLink, CONFIG_FILE, parseManifest, ROUTES_MANIFEST_FILE, type RoutesManifest } from '../deploy/app-preload';
import { SCRIPT_URL_POLICY, securityHeaders } from '../deploy/security-headers';
import { CSP_REPORTS_PATH, type CspReport } from '../mocks/cspReports';
import { baseURL as bankURL } from '../playwright.config';
import { ROUTE_FACTS } from '../src/journey/paths';
import { expect, test } from './support/test';

/**
 * The production hosting of deploy/: a real nginx runs deploy/nginx/nginx.conf over dist/ with a
 * /config.json and headers written by deploy/write-config.sh, pointing at the simulated bank that
 * playwright.config.ts starts. Runs after `npm run build`.
 */
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const ROOT = path.resolve(__dirname, '..');
const DIST = path.join(ROOT, 'dist');
const DEPLOY = path.join(ROOT, 'deploy');
const CONFIG_ERROR_TITLE = 'Não foi possível iniciar o portal';

const bankOrigin = new URL(bankURL).origin;
// Violations are reported to the simulated bank's collector, as a bank's CSP_REPORT_URI would name its
// own. On http (loopback) that is `report-uri` alone (deploy/security-headers.ts, reportsTo).
const reportUri = `${bankOrigin}${CSP_REPORTS_PATH}`;
const expectedHeaders = securityHeaders({ connectSrc: [bankOrigin], formAction: [bankOrigin], reportUri });

let dir: string;
let site: string;
let nginx: ChildProcess | undefined;
let nginxLog = '';
/** The container's environment for deploy/write-config.sh. */
let writeConfigEnv: Record<string, string> = {};

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** Raw HTTP: no automatic decompression, so Content-Encoding is what nginx sent. */
function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers, timeout: 5_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('timeout', () => req.destroy(new Error(`timeout ${url}`)));
    req.on('error', reject);
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(url: string, deadline = Date.now() + 10_000) {
  for (;;) {
    try {
      await get(url);
      return;
    } catch (error) {
      if (Date.now() > deadline || nginx?.exitCode !== null) throw new Error(`nginx did not start: ${String(error)}\n${nginxLog}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

function expectSecurityHeaders(answer: Answer) {
  for (const [name, value] of Object.entries(expectedHeaders)) {
    expect([name, answer.headers[name.toLowerCase()]]).toEqual([name, value]);
  }
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  expect(fs.existsSync(path.join(DIST, 'index.html')), 'run npm run build first').toBeTruthy();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-nginx-'));
  fs.chmodSync(dir, 0o755); // nginx workers drop root privileges
  const root = path.join(dir, 'html');
  fs.cpSync(DIST, root, { recursive: true });

  // Container start: config.json and the headers from the environment.
  writeConfigEnv = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    PRODUCT_NAME: 'Cooperativa Exemplo',
    BFF_BASE_URL: `${bankOrigin}/api`,
    OIDC_URL: `${bankOrigin}/idp`,
    OIDC_REALM: 'openfinance',
    OIDC_CLIENT_ID: 'consent-portal',
    CSP_REPORT_URI: reportUri,
    CONFIG_OUTPUT: path.join(root, 'config.json'),
    HEADERS_TEMPLATE: path.join(DEPLOY, 'nginx', 'security-headers.conf'),
    HEADERS_OUTPUT: path.join(dir, 'security-headers.conf'),
    PRELOAD_OUTPUT: path.join(dir, 'app-preload.conf'),
  };
  const written = spawnSync('sh', [path.join(DEPLOY, 'write-config.sh')], { env: writeConfigEnv, encoding: 'utf8' });
  expect(written.status, written.stderr).toBe(0);

  // The production nginx.conf with only its two [e2e] lines changed, plus temp paths in the temp dir.
  const port = await freePort();
  site = `http://127.0.0.1:${port}`;
  const production = fs.readFileSync(path.join(DEPLOY, 'nginx', 'nginx.conf'), 'utf8');
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((k) => `  ${k}_temp_path ${path.join(dir, `${k}_temp`)};`).join('\n');
  const conf = production
    .replace(/listen 8080; # \[e2e\]/, `listen 127.0.0.1:${port};`)
    .replace(/root \/usr\/share\/nginx\/html; # \[e2e\].*/, `root ${root};`)
    .replace(/^http \{$/m, `http {\n${temp}`)
    .replace('access_log /dev/stdout portal;', `access_log ${path.join(dir, 'access.log')} portal;`);
  expect(conf).not.toMatch(/;\s*# \[e2e\]/);
  expect(conf).toContain(`root ${root};`);
  expect(conf).toContain(`access_log ${path.join(dir, 'access.log')} portal;`);
  fs.writeFileSync(path.join(dir, 'nginx.conf'), conf);

  nginx = spawn(NGINX, ['-p', `${dir}/`, '-c', path.join(dir, 'nginx.conf'), '-g', `daemon off; pid ${path.join(dir, 'nginx.pid')}; error_log stderr;`], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  nginx.stdout?.on('data', (c: Buffer) => (nginxLog += c.toString()));
  nginx.stderr?.on('data', (c: Buffer) => (nginxLog += c.toString()));
  await waitUntilUp(`${site}/config.json`);
});

test.afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((r) => nginx?.once('exit', r));
    nginx.kill('SIGQUIT'); // graceful stop of the master and its workers
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
    if (nginx.exitCode === null) nginx.kill('SIGKILL');
  }
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

test('the written config.json is the config of INTERFACE §2, never cached', async () => {
  const answer = await get(`${site}/config.json`);
  expect(answer.status).toBe(200);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(answer.headers['cache-control']).toBe('no-store');
  expectSecurityHeaders(answer);
  expect(JSON.parse(answer.body.toString('utf8'))).toEqual({
    productName: 'Cooperativa Exemplo',
    bffBaseUrl: `${bankOrigin}/api`,
    oidc: { url: `${bankOrigin}/idp`, realm: 'openfinance', clientId: 'consent-portal' },
  });
});

test('history fallback: every unknown path answers index.html, never cached, with every header', async () => {
  const index = fs.readFileSync(path.join(DIST, 'index.html'));
  for (const url of ['/', '/index.html', '/pix/agendamento', '/qualquer-coisa', '/responses/expirado?x=1']) {
    const answer = await get(site + url);
    expect([url, answer.status]).toEqual([url, 200]);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.body.equals(index), url).toBeTruthy();
    expect(answer.headers['cache-control']).toBe('no-store');
    expectSecurityHeaders(answer);
  }
});

/** The build's routes.json (deploy/app-preload.ts): every route, what its page is and names. */
function builtManifest(): RoutesManifest {
  const manifest = parseManifest(fs.readFileSync(path.join(DIST, ROUTES_MANIFEST_FILE), 'utf8'));
  expect(manifest, `${ROUTES_MANIFEST_FILE} as the build writes it`).not.toBeNull();
  return manifest ?? {};
}
const PAGE = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

test("the app's routes and the result pages name the app's code in a Link header, files the build wrote; the entry and the callback nothing", async () => {
  const manifest = builtManifest();
  // The routes and kinds of src/journey/paths.ts, written once (decision 051).
  expect(Object.entries(manifest).map(([key, route]) => [key, route.kind])).toEqual(Object.entries(ROUTE_FACTS).map(([key, facts]) => [key, facts.kind]));
  const filesOf = (key: string) => manifest[key]?.preload ?? [];
  const link = appPreloadLink(filesOf('/pix'));
  for (const key of ['/pix', '/carregando']) {
    expect(appPreloadLink(filesOf(key))).toMatch(APP_PRELOAD_PATTERN);
    // The store and the app, React's chunk among them (src/app/main.ts).
    expect(filesOf(key).some((file) => /^\/assets\/vendor-react\.[0-9a-f]+\.js$/.test(file))).toBe(true);
    expect(filesOf(key).some((file) => /^\/assets\/store\.[0-9a-f]+\.js$/.test(file))).toBe(true);
    // What the page's own head asks for, first (decision 060): the configuration, then main.css and main.js.
    expect(filesOf(key).slice(0, 3)).toEqual([CONFIG_FILE, expect.stringMatching(/^\/assets\/main\.[0-9a-f]+\.css$/), expect.stringMatching(/^\/assets\/main\.[0-9a-f]+\.js$/)]);
  }
  // Every file the build wrote; /config.json is written at deploy time (deploy/write-config.sh).
  for (const file of Object.values(manifest).flatMap((route) => route.preload)) if (file !== CONFIG_FILE) expect(fs.existsSync(path.join(DIST, file)), file).toBe(true);
  // /carregando names what every app route does (decision 062: its screens named too bought nothing).
  expect(filesOf('/carregando')).toEqual(filesOf('/pix'));
  // The result pages too: the app draws them as every page (decision 056).
  for (const key of ['/responses', '/responses/*', '/response', '/response/*', '*']) expect([key, filesOf(key)]).toEqual([key, filesOf('/pix')]);
  for (const url of ['/pix', '/pix/agendamento', '/carregando', '/carregando?x=1', '/callbacks', '/carregandox', '/responsesx', '/responses', '/responses?x=1', '/responses/expirado', '/responses/expirado?x=1', '/response', '/response/x']) {
    expect([url, (await get(site + url, PAGE)).headers.link]).toEqual([url, link]);
  }
  for (const url of ['/', '/?intent_id=urn:cooperativaexemplo:1', '/index.html', '/callback', '/callback?code=x&state=y']) {
    expect([url, (await get(site + url, PAGE)).headers.link]).toEqual([url, undefined]);
  }
  // Not a page: a missing favicon answers the fallback too, without the header (WebKit would act on it
  // under the requesting page's policy).
  for (const accept of ['image/webp,image/png,image/*;q=0.8', '*/*']) {
    expect([accept, (await get(`${site}/favicon.ico`, { accept })).headers.link]).toEqual([accept, undefined]);
  }
});

test('for every route of routes.json, nginx and the simulated bank serve the same page with the same Link', async () => {
  const index = fs.readFileSync(path.join(DIST, 'index.html'));
  const urls = Object.keys(builtManifest()).flatMap((key) => {
    if (key === '*') return ['/qualquer-coisa', '/pix/', '/carregando/x', '/PIX', '/responsesx'];
    if (key.endsWith('/*')) return [key.slice(0, -1), `${key.slice(0, -1)}expirado`, `${key.slice(0, -1)}x/y?z=1`];
    return [key, `${key}?x=1`];
  });
  expect(urls.length).toBeGreaterThan(Object.keys(ROUTE_FACTS).length);
  for (const url of urls) {
    for (const headers of [PAGE, { accept: 'image/webp,*/*;q=0.8' }]) {
      const [fromNginx, fromBank] = await Promise.all([get(site + url, headers), get(bankURL + url, headers)]);
      expect([url, headers.accept, fromNginx.status, fromNginx.headers.link]).toEqual([url, headers.accept, fromBank.status, fromBank.headers.link]);
      expect([url, fromNginx.status, fromNginx.body.equals(index), fromBank.body.equals(index)]).toEqual([url, 200, true, true]);
    }
  }
});

test('main.js runs as soon as it arrives: async, after #root, and named in the Link header of the app routes after /config.json and main.css', async () => {
  const page = await get(`${site}/carregando`, { accept: 'text/html' });
  const html = page.body.toString('utf8');
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
  expect(scripts).toEqual([expect.stringMatching(/^<script async src=\/assets\/main\.[0-9a-f]{8,}\.js>$/)]);
  expect(html.indexOf('<script')).toBeGreaterThan(html.indexOf('id=root'));
  expect(html.indexOf('rel=stylesheet')).toBeLessThan(html.indexOf('</head>'));
  const main = /src=(\/assets\/main\.[0-9a-f]+\.js)/.exec(html)?.[1];
  const css = /href=(\/assets\/main\.[0-9a-f]+\.css)/.exec(html)?.[1];
  // Before main.js, what the HTML's head asks for (decision 060): otherwise it comes after the header's files.
  expect(String(page.headers.link).startsWith(`</config.json>; rel=preload; as=fetch; crossorigin=anonymous, <${css}>; rel=preload; as=style, <${main}>; rel=preload; as=script, `)).toBe(true);
});

test('hashed assets are immutable for a year and JavaScript is gzipped', async () => {
  const js = fs.readdirSync(path.join(DIST, 'assets')).find((f) => /^main\.[0-9a-f]{8,}\.js$/.test(f));
  expect(js).toBeTruthy();
  const answer = await get(`${site}/assets/${js}`, { 'accept-encoding': 'gzip' });
  expect(answer.status).toBe(200);
  expect(answer.headers['content-type']).toMatch(/javascript/);
  expect(answer.headers['content-encoding']).toBe('gzip');
  const cache = answer.headers['cache-control'] ?? '';
  expect(cache).toContain('immutable');
  expect(Number(/max-age=(\d+)/.exec(cache)?.[1])).toBeGreaterThanOrEqual(31_536_000);
  expectSecurityHeaders(answer);

  const missing = await get(`${site}/assets/nao-existe.0123456789.js`);
  expect(missing.status).toBe(404);
});

test("a browser that accepts brotli gets the build's .br, the same bytes once decoded; others get gzip or the file itself", async () => {
  const files = fs.readdirSync(path.join(DIST, 'assets'));
  const js = files.find((f) => /^vendor-react\.[0-9a-f]{8,}\.js$/.test(f));
  const css = files.find((f) => /^main\.[0-9a-f]{8,}\.css$/.test(f));
  expect([js, css].every(Boolean)).toBe(true);
  const chrome = 'gzip, deflate, br, zstd';
  for (const url of [`/assets/${js}`, `/assets/${css}`, '/carregando']) {
    const original = fs.readFileSync(path.join(DIST, url === '/carregando' ? 'index.html' : url));
    const brotli = await get(site + url, { 'accept-encoding': chrome });
    expect([url, brotli.status, brotli.headers['content-encoding'], brotli.headers.vary]).toEqual([url, 200, 'br', 'Accept-Encoding']);
    expect(zlib.brotliDecompressSync(brotli.body).equals(original)).toBe(true);
    if (url !== '/carregando') {
      expect(brotli.body.length).toBeLessThan(zlib.gzipSync(original, { level: 6 }).length);
      expect(brotli.headers['content-type']).toMatch(url.endsWith('.js') ? /javascript/ : /text\/css/);
    }
    expectSecurityHeaders(brotli);

    const gzip = await get(site + url, { 'accept-encoding': 'gzip, deflate' });
    expect([url, gzip.headers['content-encoding']]).toEqual([url, 'gzip']);
    expect(zlib.gunzipSync(gzip.body).equals(original)).toBe(true);
    const plain = await get(site + url);
    expect([url, plain.headers['content-encoding']]).toEqual([url, undefined]);
    expect(plain.body.equals(original)).toBe(true);
  }
});

test('the access log keeps the path of each request and never its query string (login code, state, intent id)', async () => {
  const secrets = ['codigo-secreto-123', 'estado-secreto-456', 'urn:cooperativa:log-e2e'];
  await get(`${site}/callback?code=${secrets[0]}&state=${secrets[1]}&session_state=x`);
  await get(`${site}/?intent_id=${encodeURIComponent(secrets[2] ?? '')}&redirect_uri=x`);
  await get(`${site}/config.json?cache=${secrets[0]}`);
  const log = path.join(dir, 'access.log');
  // nginx writes the line when the request ends, which may be just after the answer arrives.
  await expect.poll(() => (fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : '')).toMatch(/"GET \/config\.json HTTP\/1\.1" 200 /);
  const text = fs.readFileSync(log, 'utf8');
  expect(text).toMatch(/"GET \/callback HTTP\/1\.1" 200 /);
  expect(text).toMatch(/"GET \/ HTTP\/1\.1" 200 /);
  for (const secret of [...secrets, encodeURIComponent(secrets[2] ?? ''), 'intent_id', 'state=', '?']) expect([secret, text.includes(secret)]).toEqual([secret, false]);
});

test('the portal starts through nginx with the written config and goes to the provider login', async ({ page }) => {
  await page.goto(`${site}/?intent_id=${encodeURIComponent('urn:cooperativa:nginx-e2e')}&redirect_uri=${encodeURIComponent(`${bankOrigin}/iniciadora/autorizacao`)}`);
  // The provider registers only its own origin's /callback, so the login stops at the provider: the
  // point is that the config was read and the login was started, not the config error page.
  await page.waitForURL((url) => url.origin === bankOrigin && url.pathname.startsWith('/idp/'), { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: CONFIG_ERROR_TITLE })).toHaveCount(0);
});

test("the policy requires Trusted Types for script sinks, names the chunk loader's policy only, and reports to CSP_REPORT_URI", async () => {
  const answer = await get(`${site}/carregando`, { accept: 'text/html' });
  const csp = String(answer.headers['content-security-policy']);
  const directives = csp.split('; ');
  expect(directives).toContain("require-trusted-types-for 'script'");
  expect(directives).toContain(`trusted-types ${SCRIPT_URL_POLICY}`);
  expect(directives).toContain(`report-uri ${reportUri}`);
  expect(directives.filter((d) => d.startsWith('report-to'))).toEqual([]);
  expect(answer.headers['reporting-endpoints']).toBeUndefined();
  // The build's chunk loader creates exactly that policy, and its own (not webpack's pass-through).
  const main = fs.readdirSync(path.join(DIST, 'assets')).find((f) => /^main\.[0-9a-f]+\.js$/.test(f)) ?? '';
  const code = fs.readFileSync(path.join(DIST, 'assets', main), 'utf8');
  expect(code).toContain(`trustedTypes.createPolicy(${JSON.stringify(SCRIPT_URL_POLICY)}`);
  expect(code).toContain('Not a script of this app');
});

test('a result page opened through nginx is drawn by the app, with no CSP violation', async ({ page }) => {
  // main.js's lazy chunks (the store, the app, React, antd) through the chunk loader's policy; the
  // fixture fails the test on any violation.
  await page.goto(`${site}/responses/expirado`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tempo expirado' })).toBeVisible();
  const buttons = page.getByRole('button');
  await expect(buttons.first()).toBeVisible();
  for (const button of await buttons.all()) await expect(button).toBeEnabled();
});

test('Trusted Types bite: a string in an HTML sink and a policy the CSP does not name are refused, and reported to the collector', async ({ page, cspViolations }) => {
  await fetch(`${bankURL}${CSP_REPORTS_PATH}`, { method: 'DELETE' });
  await page.goto(`${site}/responses/expirado`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tempo expirado' })).toBeVisible();
  const refused = await page.evaluate(() => {
    const attempt = (f: () => void) => {
      try {
        f();
        return 'allowed';
      } catch (error) {
        return (error as Error).name;
      }
    };
    const tt = (window as unknown as { trustedTypes: { createPolicy: (name: string, rules: object) => unknown } }).trustedTypes;
    return {
      html: attempt(() => {
        document.body.innerHTML = '<b>x</b>';
      }),
      policy: attempt(() => tt.createPolicy('another', { createHTML: (s: string) => s })),
      chunkPolicyAgain: attempt(() => tt.createPolicy('portal-chunks', { createScriptURL: (s: string) => s })),
    };
  });
  expect(refused).toEqual({ html: 'TypeError', policy: 'TypeError', chunkPolicyAgain: 'TypeError' });
  await expect(page.getByRole('heading', { level: 1, name: 'Tempo expirado' })).toBeVisible();

  // The page saw them (and would fail any other test)...
  await expect
    .poll(() => cspViolations.map((v) => [v.directive, v.page]).sort())
    .toEqual([
      ['require-trusted-types-for', '/responses/expirado'],
      ['trusted-types', '/responses/expirado'],
      ['trusted-types', '/responses/expirado'],
    ]);
  expect(cspViolations[0]?.sample).toContain('<b>x</b>');
  cspViolations.length = 0;
  // ...and the browser reported them to CSP_REPORT_URI, across origins.
  const reports = async () => ((await (await fetch(`${bankURL}${CSP_REPORTS_PATH}`)).json()) as { reports: CspReport[] }).reports;
  await expect
    .poll(async () => (await reports()).map((r) => [r.via, r.page, r.directive]).sort())
    .toEqual([
      ['report-uri', '/responses/expirado', 'require-trusted-types-for'],
      ['report-uri', '/responses/expirado', 'trusted-types'],
      ['report-uri', '/responses/expirado', 'trusted-types'],
    ]);
});

test('with an https CSP_REPORT_URI, nginx also sends report-to and Reporting-Endpoints (in the quotes each needs)', async () => {
  // The include written again for an https collector, and nginx reloaded with it (SIGHUP).
  const httpsReportUri = 'https://csp.banco.example/relatorios?app=portal';
  const written = spawnSync('sh', [path.join(DEPLOY, 'write-config.sh')], {
    env: { ...writeConfigEnv, CSP_REPORT_URI: httpsReportUri },
    encoding: 'utf8',
  });
  expect(written.status, written.stderr).toBe(0);
  nginx?.kill('SIGHUP');
  const expected = securityHeaders({ connectSrc: [bankOrigin], formAction: [bankOrigin], reportUri: httpsReportUri });
  // During the reload nginx's old workers close the connections they held: a request caught by one
  // is asked again, as a browser would.
  const endpoints = async () => {
    try {
      return (await get(`${site}/carregando`)).headers['reporting-endpoints'];
    } catch {
      return undefined;
    }
  };
  await expect.poll(endpoints).toBe(`csp-endpoint="${httpsReportUri}"`);
  const answer = await get(`${site}/carregando`);
  expect(answer.headers['content-security-policy']).toBe(expected['Content-Security-Policy']);
  expect(String(answer.headers['content-security-policy'])).toMatch(/; report-uri https:\/\/csp\.banco\.example\/relatorios\?app=portal; report-to csp-endpoint$/);
});

test('the simulated bank serves the same headers on the portal', async () => {
  // The bank reports to itself, at the same collector the nginx test's CSP_REPORT_URI names.
  const bankHeaders = securityHeaders({ connectSrc: [], reportUri });
  for (const url of ['/', '/config.json', '/pix']) {
    const answer = await get(bankURL + url);
    expect(answer.status).toBe(200);
    for (const [name, value] of Object.entries(bankHeaders)) expect([url, name, answer.headers[name.toLowerCase()]]).toEqual([url, name, value]);
  }
  // Same policy as nginx's but for the origins known only at container start ('self' is the bank).
  const nginxCsp = expectedHeaders['Content-Security-Policy'] ?? '';
  expect(nginxCsp.replace(`connect-src 'self' ${bankOrigin}`, "connect-src 'self'").replace(`form-action 'self' ${bankOrigin}`, "form-action 'self'")).toBe(
    bankHeaders['Content-Security-Policy'],
  );
});
