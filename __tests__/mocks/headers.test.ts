import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { isCspOrigin, nginxInclude, securityHeaders } from '../../deploy/security-headers';
import { resolveOptions } from '../../mocks/options';
import { buildBank } from '../../mocks/server';

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
        "form-action 'self' https://login.example; base-uri 'none'; frame-ancestors 'none'; object-src 'none'",
    );
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

  const expected = securityHeaders({ connectSrc: [] });

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
