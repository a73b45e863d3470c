/**
 * The simulated bank for `npm run bench`: in-process, on a free loopback port, serving a private
 * copy of dist/ (so a concurrent `npm run build` cannot swap chunks under a run) plus the static
 * reference page, registered on the same Fastify instance before `listen`.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { createApp } from '../../mocks/app';
import { TEST_RUNS_SMS_PER_CUSTOMER_HOUR } from '../../mocks/options';

export const ROOT = path.resolve(__dirname, '..', '..');
export const REFERENCE_DIR = path.join(ROOT, 'bench', 'reference');
export const HOST = '127.0.0.1';

/**
 * The static reference page (no JavaScript) and the dynamic floor (a few lines of plain JavaScript
 * doing the consent screen's network work), with their shared assets.
 */
const REFERENCE_ROUTES: Record<string, [file: string, type: string]> = {
  '/referencia/pix': ['pix.html', 'text/html; charset=utf-8'],
  '/referencia/pix-dinamica': ['pix-dinamica.html', 'text/html; charset=utf-8'],
  '/referencia/pix-dinamica.js': ['pix-dinamica.js', 'text/javascript; charset=utf-8'],
  '/referencia/pix.css': ['pix.css', 'text/css; charset=utf-8'],
  '/referencia/bank-logo.svg': ['bank-logo.svg', 'image/svg+xml'],
  '/referencia/open-finance-logo.svg': ['open-finance-logo.svg', 'image/svg+xml'],
};
export const REFERENCE_PATH = '/referencia/pix';
export const FLOOR_PATH = '/referencia/pix-dinamica';

export interface Bank {
  app: FastifyInstance;
  base: string;
  dist: string;
  close: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

/** Copies dist/ to a temporary folder and checks that index.html's own assets are there. */
export function snapshotDist(): string {
  const source = process.env.BENCH_DIST ?? path.join(ROOT, 'dist');
  const index = path.join(source, 'index.html');
  if (!fs.existsSync(index)) throw new Error('dist/index.html is missing: run `npm run build` (npm run bench does).');
  const target = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-dist-'));
  fs.cpSync(source, target, { recursive: true });
  const html = fs.readFileSync(path.join(target, 'index.html'), 'utf8');
  for (const [, asset] of html.matchAll(/(?:src|href)=["']?(\/assets\/[^"' >]+)/g)) {
    if (asset && !fs.existsSync(path.join(target, asset))) {
      throw new Error(`dist/ is inconsistent (${asset} missing): another build was running? Run npm run bench again.`);
    }
  }
  return target;
}

/**
 * Production serves the portal through deploy/nginx/nginx.conf: the build's `.br` files to a browser
 * that accepts brotli (the simulated bank does the same, decision 032), gzip (level 6, bodies of 256
 * bytes or more) for the rest of the text; the simulated bank does not gzip. Unless BENCH_GZIP=0, the
 * bench adds the same gzip on the bank's instance, so timings don't pay for a mock-only handicap.
 */
const COMPRESSIBLE = /^(text\/(html|css|plain|javascript)|application\/(javascript|json|manifest\+json)|image\/svg\+xml)\b/;

function addGzip(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    const accepts = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    if (!accepts || reply.getHeader('content-encoding') || !COMPRESSIBLE.test(type) || request.method === 'HEAD') return payload;
    let body: Buffer;
    if (typeof payload === 'string') body = Buffer.from(payload);
    else if (Buffer.isBuffer(payload)) body = payload;
    else if (payload && typeof (payload as NodeJS.ReadableStream).pipe === 'function') {
      const chunks: Buffer[] = [];
      for await (const chunk of payload as AsyncIterable<Buffer | string>) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
      body = Buffer.concat(chunks);
    } else return payload;
    if (body.length < 256) return body;
    reply.header('content-encoding', 'gzip').header('vary', 'accept-encoding').removeHeader('content-length');
    return zlib.gzipSync(body, { level: 6 });
  });
}

export async function startBank(options: { gzip: boolean }): Promise<Bank> {
  const dist = snapshotDist();
  const port = await freePort();
  const base = `http://${HOST}:${port}`;
  const app = await createApp({ host: HOST, port, publicUrl: base, log: 'silent', portalDist: dist, smsPerCustomerHour: TEST_RUNS_SMS_PER_CUSTOMER_HOUR });
  for (const [route, [file, type]] of Object.entries(REFERENCE_ROUTES)) {
    const content = fs.readFileSync(path.join(REFERENCE_DIR, file));
    app.get(route, async (_request, reply) => reply.type(type).header('cache-control', 'no-cache').send(content));
  }
  if (options.gzip) addGzip(app);
  await app.listen({ host: HOST, port });
  let closed = false;
  return {
    app,
    base,
    dist,
    close: async () => {
      if (closed) return;
      closed = true;
      await app.close().catch(() => undefined);
      fs.rmSync(dist, { recursive: true, force: true });
    },
  };
}

/** POST /banco/api/consents: a fresh consent, AWAITING_AUTHORISATION, its 5-minute window starting now. */
export async function createConsent(base: string, scenario: string, customer: string): Promise<{ consentId: string; portalUrl: string }> {
  const response = await fetch(`${base}/banco/api/consents`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ scenario, customer }),
  });
  if (response.status !== 201) throw new Error(`POST /banco/api/consents ${response.status}: ${await response.text()}`);
  return (await response.json()) as { consentId: string; portalUrl: string };
}

export async function consentStatus(base: string, id: string): Promise<string> {
  const response = await fetch(`${base}/banco/api/consents/${encodeURIComponent(id)}`);
  if (!response.ok) return `HTTP ${response.status}`;
  return ((await response.json()) as { status: string }).status;
}
