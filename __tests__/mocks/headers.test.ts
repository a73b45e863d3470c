import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { isCspOrigin, isReportUri, nginxInclude, SCRIPT_URL_POLICY, securityHeaders } from '../../deploy/security-headers';
import { CSP_REPORTS_PATH } from '../../mocks/cspReports';
import { resolveOptions } from '../../mocks/options';
import { buildBank } from '../../mocks/server';
import { runWriteConfig } from './support/writeConfig';

/** The security headers are defined once (deploy/security-headers.ts) and served by nginx and the bank alike. */

describe('the nginx include', () => {
  it('is the checked-in one generated from deploy/security-headers.ts (npm run deploy:headers)', () => {
    const checkedIn = fs.readFileSync(path.resolve(__dirname, '../../deploy/nginx/security-headers.conf'), 'utf8');
    expect(checkedIn).toBe(nginxInclude());
  });

  it('every location of nginx.conf includes it (add_header in a location drops the server-level ones)', () => {
    const conf = fs.readFileSync(path.resolve(__dirname, '../../deploy/nginx/nginx.conf'), 'utf8');
    const locations = conf.split(/\n\s*location\s/).slice(1);
    expect(locations.length).toBeGreaterThanOrEqual(4);
    for (const block of locations) expect(block).toContain('include security-headers.conf;');
  });
});

describe('securityHeaders()', () => {
  it('allows only what the portal needs', () => {
    const headers = securityHeaders({ connectSrc: ['https://bff.example', 'https://login.example'], formAction: ['https://login.example'] });
    expect(headers['Content-Security-Policy']).toBe(
      "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data: https:; " +
        "connect-src 'self' https://bff.example https://login.example; font-src 'self'; manifest-src 'self'; " +
        "form-action 'self' https://login.example; base-uri 'none'; frame-ancestors 'none'; object-src 'none'; " +
        "require-trusted-types-for 'script'; trusted-types portal-chunks",
    );
    expect(SCRIPT_URL_POLICY).toBe('portal-chunks');
    expect(headers).not.toHaveProperty('Reporting-Endpoints');
    expect(headers).toMatchObject({
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Resource-Policy': 'same-origin',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
      'X-Frame-Options': 'DENY',
    });
  });

  it('with a report URI, reports to it: report-uri for Firefox and WebKit, report-to and Reporting-Endpoints for Chromium', () => {
    const headers = securityHeaders({ connectSrc: [], reportUri: 'https://csp.example/reports?app=portal' });
    expect(headers['Content-Security-Policy']).toMatch(
      /; require-trusted-types-for 'script'; trusted-types portal-chunks; report-uri https:\/\/csp\.example\/reports\?app=portal; report-to csp-endpoint$/,
    );
    expect(headers['Reporting-Endpoints']).toBe('csp-endpoint="https://csp.example/reports?app=portal"');
  });

  it('with an http report URI (loopback: a test collector), report-uri alone, as Chromium would otherwise send nothing from an http page', () => {
    const headers = securityHeaders({ connectSrc: [], reportUri: 'http://127.0.0.1:8080/banco/api/csp-reports' });
    expect(headers['Content-Security-Policy']).toMatch(/; trusted-types portal-chunks; report-uri http:\/\/127\.0\.0\.1:8080\/banco\/api\/csp-reports$/);
    expect(headers).not.toHaveProperty('Reporting-Endpoints');
  });

  it.each(['https://csp.example', 'https://csp.example:8443/r/x-1_2.~%20?a=b', 'http://127.0.0.1:8481/banco/api/csp-reports', 'http://localhost/r', 'http://[::1]:9/r'])(
    'takes %j as a report URI',
    (uri) => expect(isReportUri(uri)).toBe(true),
  );

  it.each([
    'http://csp.example/r',
    'http://127.0.0.1.example/r',
    'https://csp.example/r; script-src *',
    'https://csp.example/r, https://b.example',
    'https://csp.example/r x',
    'https://csp.example/r"',
    "https://csp.example/r'",
    'https://csp.example/$host',
    'https://csp.example/r?a=1&b=2',
    'https://csp.example/r#x',
    'https://user@csp.example/r',
    'https://csp.example/r\\x',
    'https://csp.example/r\nx',
    '/relative',
    '',
  ])('refuses %j as a report URI', (uri) => {
    expect(isReportUri(uri)).toBe(false);
    expect(() => securityHeaders({ connectSrc: [], reportUri: uri })).toThrow();
  });

  it.each(["https://a.example; script-src 'unsafe-inline'", 'https://a.example/path', '*', "'unsafe-eval'", 'https://a.example https://b', 'javascript:', ''])(
    'refuses %j as a source (no directive injection)',
    (source) => {
      expect(isCspOrigin(source)).toBe(false);
      expect(() => securityHeaders({ connectSrc: [source] })).toThrow();
    },
  );
});

describe('the simulated bank serves them on the portal', () => {
  let dist: string;
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Portal</title>');
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets', 'main.0123456789.js'), 'console.log(1)');
    app = await buildBank(resolveOptions({ publicUrl: 'http://127.0.0.1:3000', portalDist: dist, log: 'silent' }), { verifyToken: async () => undefined });
    base = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  // The bank reports to itself, at its public URL.
  const expected = securityHeaders({ connectSrc: [], reportUri: `http://127.0.0.1:3000${CSP_REPORTS_PATH}` });

  it.each(['/', '/pix/agendamento', '/assets/main.0123456789.js', '/config.json'])('%s carries every header', async (url) => {
    const response = await fetch(base + url);
    expect(response.status).toBe(200);
    for (const [name, value] of Object.entries(expected)) expect([name, response.headers.get(name)]).toEqual([name, value]);
  });

  it.each(['/iniciadora', '/banco/sms'])('%s keeps its own page policy', async (url) => {
    const response = await fetch(base + url);
    expect(response.headers.get('content-security-policy')).not.toBe(expected['Content-Security-Policy']);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
  });
});

describe('deploy/write-config.sh fills the include', () => {
  const template = path.resolve(__dirname, '../../deploy/nginx/security-headers.conf');
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'write-config-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const run = (extra: Record<string, string>) =>
    runWriteConfig({
      CONFIG_OUTPUT: path.join(dir, 'config.json'),
      HEADERS_TEMPLATE: template,
      HEADERS_OUTPUT: path.join(dir, 'security-headers.conf'),
      PRELOAD_OUTPUT: '-',
      ...extra,
    });
  /** The written include's headers, read back from its `add_header Name "value" always;` lines. */
  const written = () =>
    Object.fromEntries(
      fs
        .readFileSync(path.join(dir, 'security-headers.conf'), 'utf8')
        .split('\n')
        .filter((line) => line.startsWith('add_header '))
        .map((line) => {
          const match = /^add_header (\S+) (["'])(.*)\2 always;$/.exec(line);
          if (!match) throw new Error(`unexpected line ${line}`);
          return [match[1], match[3]];
        }),
    );
  const origins = { connectSrc: ['https://bff.example', 'https://login.example'], formAction: ['https://login.example'] };

  it('without CSP_REPORT_URI: the policy of securityHeaders() without reporting, and no Reporting-Endpoints', () => {
    const result = run({});
    expect(result.status).toBe(0);
    expect(written()).toEqual(securityHeaders(origins));
  });

  it('with CSP_REPORT_URI: the policy and Reporting-Endpoints of securityHeaders() with that report URI', () => {
    const reportUri = 'https://csp.example/reports?app=portal';
    const result = run({ CSP_REPORT_URI: reportUri });
    expect(result.status).toBe(0);
    expect(written()).toEqual(securityHeaders({ ...origins, reportUri }));
  });

  it('with an http CSP_REPORT_URI on loopback: report-uri alone, as securityHeaders() writes it', () => {
    const reportUri = 'http://127.0.0.1:8080/banco/api/csp-reports';
    const result = run({ CSP_REPORT_URI: reportUri });
    expect(result.status).toBe(0);
    expect(written()).toEqual(securityHeaders({ ...origins, reportUri }));
  });

  it.each(['http://127.0.0.1:8080/api', 'http://localhost/api', 'http://[::1]:8080/api'])('takes BFF_BASE_URL=%s: http on loopback, as the portal does', (url) => {
    const result = run({ BFF_BASE_URL: url });
    expect(result.status).toBe(0);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'config.json'), 'utf8'))).toMatchObject({ bffBaseUrl: url });
  });

  it.each(['http://bff.example/api', 'http://127.0.0.1.example/api', 'http://10.0.0.1/api'])('refuses to start with BFF_BASE_URL=%s: plain http off loopback', (url) => {
    const result = run({ BFF_BASE_URL: url });
    expect(result.status).toBe(64);
    expect(result.stderr).toContain('BFF_BASE_URL');
  });

  it.each([
    ['BFF_BASE_URL', 'https://bff.example/api?tenant=1'],
    ['BFF_BASE_URL', 'https://bff.example/api#v1'],
    ['BFF_BASE_URL', 'https://bff.example?'],
    ['OIDC_URL', 'https://login.example/auth?kc_idp_hint=x'],
    ['OIDC_URL', 'https://login.example#'],
    ['OIDC_URL', 'http://127.0.0.1:8480/idp?x=1'],
  ])('refuses to start with %s=%s: the portal appends paths to it, a query or fragment would swallow them', (name, url) => {
    const result = run({ [name]: url, HEADERS_OUTPUT: '-' });
    expect(result.status).toBe(64);
    expect(result.stderr).toContain(`${name} must not have a query or fragment`);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it.each(['http://csp.example/r', 'https://csp.example/r; script-src *', 'https://csp.example/r?a=1&b=2', 'https://csp.example/r#x', "https://csp.example/r'"])(
    'refuses to start with CSP_REPORT_URI=%j, writing nothing',
    (uri) => {
      const result = run({ CSP_REPORT_URI: uri });
      expect(result.status).toBe(64);
      expect(result.stderr).toContain('CSP_REPORT_URI');
      expect(fs.readdirSync(dir)).toEqual([]);
    },
  );
});
