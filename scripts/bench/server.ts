/**
 * What `npm run bench` measures against, served as a bank serves the portal to its customers: Debian's
 * nginx runs deploy/nginx/nginx.conf over a private copy of dist/ (so a concurrent `npm run build`
 * cannot swap chunks under a run), with the /config.json, security headers and preload maps that
 * deploy/write-config.sh writes at container start. In front of it, as deploy.md's "TLS terminates in
 * front" says, an ingress of the same nginx: HTTPS with HTTP/2 on a throwaway certificate (or plain
 * HTTP/1.1), routing the bank's paths to the simulated bank and everything else to the portal's server.
 * Between the browser and the ingress, the network: slow 4G at the connection level (link.ts), or
 * nothing when the browser emulates it (BENCH_NETWORK=emulated).
 *
 *   browser ──h2/TLS or h1──▶ link 127.0.0.1:P ──▶ ingress ─┬─▶ portal server (deploy/nginx/nginx.conf) ─▶ dist/ copy
 *                                                            ├─▶ reference server ─▶ bench/reference/
 *                                                            └─▶ simulated bank (/api, /idp, /banco, /iniciadora)
 *
 * One origin for the portal, the BFF and the provider, because the simulated bank is one origin: its
 * provider registers only its own origin's /callback and its BFF answers CORS for that origin alone.
 */
import { execFileSync, fork, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { parseManifest, ROUTES_MANIFEST_FILE } from '../../deploy/app-preload';
import { BROTLI_SUFFIX, brotli, MIN_BYTES } from '../../deploy/precompress';
import { createApp } from '../../mocks/app';
import { CSP_REPORTS_PATH } from '../../mocks/cspReports';
import { portalConfig, resolveOptions, TEST_RUNS_SMS_PER_CUSTOMER_HOUR } from '../../mocks/options';
import { PATHS } from '../../src/journey/paths';
import type { LinkConditions } from './link';
import { PACKAGES_FLOOR_PATH, packagesFloorPage } from './packagesFloor';

export const ROOT = path.resolve(__dirname, '..', '..');
export const REFERENCE_DIR = path.join(ROOT, 'bench', 'reference');
export const HOST = '127.0.0.1';
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const DEPLOY = path.join(ROOT, 'deploy');

/**
 * The static reference page (no JavaScript), the dynamic floor (a few lines of plain JavaScript doing
 * the consent screen's network work), the login floor's entry and the authorisations list's floor,
 * with their shared assets: served
 * under /referencia/ by a server of the same nginx, `/referencia/x` answering `x.html`.
 */
const REFERENCE_FILES = [
  'pix.html', 'pix-dinamica.html', 'pix-dinamica.js', 'pix-entrada.html', 'pix-entrada.js', 'pix-pacotes.js', 'pix.css', 'bank-logo.svg', 'open-finance-logo.svg',
  'autorizacoes.html', 'autorizacoes.js', 'autorizacoes.css',
];
export const REFERENCE_PATH = '/referencia/pix';
export const FLOOR_PATH = '/referencia/pix-dinamica';
/** The customer's authorisations, the list (INTERFACE §7.1), and its floor: the same calls and list without a framework (autorizacoes.js). */
export const AUTHORISATIONS_PATH = PATHS.authorisations;
export const AUTHORISATIONS_FLOOR_PATH = '/referencia/autorizacoes';
/** The login floor's entry: starts the provider's code flow as the portal's entry does (pix-entrada.js). */
export const FLOOR_LOGIN_PATH = '/referencia/pix-entrada';
/**
 * The login floor's `state` begins with this: the provider sends every login back to `/callback` (the
 * one redirect URI it registers), and the ingress hands those with this state to the dynamic floor.
 */
export const FLOOR_STATE_PREFIX = 'bench-floor-';
/** What the simulated bank answers itself (mocks/server.ts, RESERVED, but /config.json: nginx's). */
const BANK_PATHS = ['api', 'idp', 'banco', 'iniciadora'];

export type Protocol = 'h2' | 'h1';

export interface Site {
  protocol: Protocol;
  /** The origin the browser opens: the ingress. */
  base: string;
  /** The simulated bank itself, for the bench's own calls (new consents, their status, the SMS outbox). */
  api: string;
  /** The portal's files as nginx serves them (the dist/ copy and the written config.json). */
  root: string;
  /** The packages floor is served (the build's routes manifest names `/carregando`'s files). */
  packagesFloor: boolean;
  /** Switches the link's shaping for connections opened from now on (Lighthouse simulates its own network). */
  shaping: (on: boolean) => Promise<void>;
  close: () => Promise<void>;
}

/** A certificate for 127.0.0.1 and localhost, and what the browser is told to trust. */
export interface Certificate {
  dir: string;
  cert: string;
  key: string;
  /** base64 SHA-256 of its SubjectPublicKeyInfo: Chromium's --ignore-certificate-errors-spki-list. */
  spki: string;
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

/** Copies a build (dist/, BENCH_DIST, or one of BENCH_AB's) to a temporary folder and checks that index.html's own assets are there. */
export function snapshotDist(source: string = process.env.BENCH_DIST ?? path.join(ROOT, 'dist')): string {
  const index = path.join(source, 'index.html');
  if (!fs.existsSync(index)) throw new Error(`${path.join(source, 'index.html')} is missing: run \`npm run build\` (npm run bench does).`);
  return madeIn(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-dist-')), (target) => {
    fs.cpSync(source, target, { recursive: true });
    const html = fs.readFileSync(path.join(target, 'index.html'), 'utf8');
    for (const [, asset] of html.matchAll(/(?:src|href)=["']?(\/assets\/[^"' >]+)/g)) {
      if (asset && !fs.existsSync(path.join(target, asset))) {
        throw new Error(`dist/ is inconsistent (${asset} missing): another build was running? Run npm run bench again.`);
      }
    }
    return target;
  });
}

/** What `make` builds in a fresh temporary folder; the folder goes if it fails, before anyone holds it (lifecycle.ts). */
function madeIn<T>(dir: string, make: (dir: string) => T): T {
  try {
    return make(dir);
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * A throwaway self-signed certificate (openssl, ECDSA P-256, one day) in its own temporary folder.
 * The browser trusts it by its key alone, for this run: nothing is added to a trust store.
 */
export function makeCertificate(): Certificate {
  return madeIn(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-tls-')), (dir) => {
    const cert = path.join(dir, 'cert.pem');
    const key = path.join(dir, 'key.pem');
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', `/CN=${HOST}`,
        '-addext', `subjectAltName=IP:${HOST},DNS:localhost`, '-keyout', key, '-out', cert],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    const der = new crypto.X509Certificate(fs.readFileSync(cert)).publicKey.export({ type: 'spki', format: 'der' });
    return { dir, cert, key, spki: crypto.createHash('sha256').update(der).digest('base64') };
  });
}

/**
 * bench/reference/ under /referencia/, with a `.br` beside each text file as the build writes them,
 * and the packages floor's page when the build's routes manifest names `/carregando`'s files. Returns
 * whether the packages floor is served.
 */
function referenceRoot(dir: string, dist: string): boolean {
  const target = path.join(dir, 'reference', 'referencia');
  fs.mkdirSync(target, { recursive: true });
  const write = (file: string, content: Buffer) => {
    fs.writeFileSync(path.join(target, file), content);
    if (/\.(html|js|css|svg)$/.test(file) && content.length >= MIN_BYTES) {
      const compressed = brotli(content);
      if (compressed.length < content.length) fs.writeFileSync(path.join(target, `${file}${BROTLI_SUFFIX}`), compressed);
    }
  };
  for (const file of REFERENCE_FILES) write(file, fs.readFileSync(path.join(REFERENCE_DIR, file)));
  const manifest = path.join(dist, ROUTES_MANIFEST_FILE);
  const preload = fs.existsSync(manifest) ? parseManifest(fs.readFileSync(manifest, 'utf8'))?.[PATHS.loading]?.preload : undefined;
  if (!preload) return false;
  const floorHtml = fs.readFileSync(path.join(REFERENCE_DIR, 'pix-dinamica.html'), 'utf8');
  write(`${PACKAGES_FLOOR_PATH.split('/').pop()}.html`, Buffer.from(packagesFloorPage(floorHtml, preload)));
  return true;
}

/**
 * The production nginx.conf with its two [e2e] lines set (as e2e/deploy-nginx.spec.ts does), temp
 * paths and the access log in the run's folder, and the bench's own servers added to its http block:
 * the reference pages and the ingress.
 */
function nginxConf(options: { dir: string; site: string; ports: { ingress: number; portal: number; reference: number; bank: number }; certificate: Certificate | null }): string {
  const { dir, ports } = options;
  const production = fs.readFileSync(path.join(DEPLOY, 'nginx', 'nginx.conf'), 'utf8');
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((k) => `  ${k}_temp_path ${path.join(dir, `${k}_temp`)};`).join('\n');
  const tls = options.certificate
    ? `    listen ${HOST}:${ports.ingress} ssl http2;
    ssl_certificate ${options.certificate.cert};
    ssl_certificate_key ${options.certificate.key};
    ssl_protocols TLSv1.2 TLSv1.3;`
    : `    listen ${HOST}:${ports.ingress};`;
  const bench = `
  # ---- npm run bench (scripts/bench/server.ts) -------------------------------------------------
  upstream bench_portal {
    server ${HOST}:${ports.portal};
    keepalive 16;
  }
  upstream bench_reference {
    server ${HOST}:${ports.reference};
    keepalive 16;
  }
  upstream bench_bank {
    server ${HOST}:${ports.bank};
    keepalive 16;
  }

  # The bench's reference pages, compressed and headed as the portal's files are.
  server {
    listen ${HOST}:${ports.reference};
    root ${path.join(dir, 'reference')};
    location /referencia/ {
      include security-headers.conf;
      add_header Cache-Control "no-cache" always;
      try_files $uri $uri.html =404;
    }
  }

  # The ingress: where TLS ends in a bank's deployment, routing by path.
  server {
${tls}
    # Streamed to the browser as it reads, never through a file the unprivileged workers may not write.
    proxy_max_temp_file_size 0;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host ${new URL(options.site).host};
    proxy_set_header X-Forwarded-Proto ${options.certificate ? 'https' : 'http'};
    proxy_set_header X-Forwarded-For $remote_addr;

    location ~ "^/(${BANK_PATHS.join('|')})(/|$)" {
      proxy_pass http://bench_bank;
    }
    location /referencia/ {
      proxy_pass http://bench_reference;
    }
    # The provider sends every login back here; the login floor's (its own state) goes to the floor.
    location = /callback {
      if ($arg_state ~ "^${FLOOR_STATE_PREFIX}") {
        rewrite ^ ${FLOOR_PATH} last;
      }
      proxy_pass http://bench_portal;
    }
    location / {
      proxy_pass http://bench_portal;
    }
  }
`;
  const conf = production
    .replace(/listen 8080; # \[e2e\]/, `listen ${HOST}:${ports.portal};`)
    .replace(/root \/usr\/share\/nginx\/html; # \[e2e\].*/, `root ${path.join(dir, 'html')};`)
    .replace(/^http \{$/m, `http {\n${temp}`)
    .replace('access_log /dev/stdout portal;', `access_log ${path.join(dir, 'access.log')} portal;`)
    .replace(/\}\s*$/, `${bench}}\n`);
  if (/;\s*# \[e2e\]/.test(conf) || !conf.includes('bench_portal')) throw new Error('deploy/nginx/nginx.conf changed shape: scripts/bench/server.ts cannot adapt it');
  return conf;
}

function get(url: string, certificate: Certificate | null): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = url.startsWith('https:')
      ? https.get(url, { ca: certificate ? fs.readFileSync(certificate.cert) : undefined, timeout: 5_000 }, (res) => (res.resume(), resolve(res.statusCode ?? 0)))
      : http.get(url, { timeout: 5_000 }, (res) => (res.resume(), resolve(res.statusCode ?? 0)));
    request.on('timeout', () => request.destroy(new Error(`timeout ${url}`)));
    request.on('error', reject);
  });
}

/**
 * One site: a simulated bank whose public origin is the link's (or, without one, the ingress's), and
 * an nginx (master and workers of its own) serving the portal, the reference pages and the ingress
 * for it. `h2` is HTTPS with HTTP/2 on the certificate, `h1` plain HTTP/1.1; the rest is the same.
 */
export async function startSite(protocol: Protocol, dist: string, tls: Certificate | null, network: LinkConditions | null): Promise<Site> {
  if (protocol === 'h2' && !tls) throw new Error('h2 needs a certificate');
  const certificate = protocol === 'h2' ? tls : null;
  // Four different ports: the system may hand out a port again once the probe has let it go.
  const taken = new Set<number>();
  const port = async () => {
    for (;;) {
      const candidate = await freePort();
      if (!taken.has(candidate)) return taken.add(candidate), candidate;
    }
  };
  const ports = { ingress: await port(), portal: await port(), reference: await port(), bank: await port() };
  const publicPort = network ? await port() : ports.ingress;
  const base = `${protocol === 'h2' ? 'https' : 'http'}://${HOST}:${publicPort}`;
  const api = `http://${HOST}:${ports.bank}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-nginx-${protocol}-`));
  // nginx's workers drop root's privileges: they read the run's folder as anyone may.
  fs.chmodSync(dir, 0o755);
  const root = path.join(dir, 'html');
  fs.cpSync(dist, root, { recursive: true });
  fs.chmodSync(root, 0o755); // the dist/ copy's folder was made private (mkdtemp)
  const packagesFloor = referenceRoot(dir, dist);

  let bank: FastifyInstance | undefined;
  let nginx: ChildProcess | undefined;
  let link: ChildProcess | undefined;
  let nginxLog = '';
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    if (nginx && nginx.exitCode === null && nginx.signalCode === null) {
      const exited = new Promise((resolve) => nginx?.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (nginx.exitCode === null && nginx.signalCode === null) nginx.kill('SIGKILL');
    }
    link?.kill();
    await bank?.close().catch(() => undefined);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    bank = await createApp({ host: HOST, port: ports.bank, publicUrl: base, log: 'silent', portalDist: dist, smsPerCustomerHour: TEST_RUNS_SMS_PER_CUSTOMER_HOUR });
    await bank.listen({ host: HOST, port: ports.bank });

    // Container start: the config the simulated bank itself would serve, through deploy/write-config.sh.
    const config = portalConfig(resolveOptions({ publicUrl: base }));
    const written = spawnSync('sh', [path.join(DEPLOY, 'write-config.sh')], {
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        PRODUCT_NAME: config.productName,
        BFF_BASE_URL: config.bffBaseUrl,
        OIDC_URL: config.oidc.url,
        OIDC_REALM: config.oidc.realm,
        OIDC_CLIENT_ID: config.oidc.clientId,
        METRICS_URL: config.metricsUrl,
        CSP_REPORT_URI: `${base}${CSP_REPORTS_PATH}`,
        CONFIG_OUTPUT: path.join(root, 'config.json'),
        HEADERS_TEMPLATE: path.join(DEPLOY, 'nginx', 'security-headers.conf'),
        HEADERS_OUTPUT: path.join(dir, 'security-headers.conf'),
        PRELOAD_OUTPUT: path.join(dir, 'app-preload.conf'),
      },
      encoding: 'utf8',
    });
    if (written.status !== 0) throw new Error(`deploy/write-config.sh exited ${written.status}: ${written.stderr}`);

    const confFile = path.join(dir, 'nginx.conf');
    fs.writeFileSync(confFile, nginxConf({ dir, site: base, ports, certificate }));
    const started = nginx = spawn(NGINX, ['-p', `${dir}/`, '-c', confFile, '-g', `daemon off; pid ${path.join(dir, 'nginx.pid')}; error_log stderr;`], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started.stdout?.on('data', (chunk: Buffer) => (nginxLog += chunk.toString()));
    started.stderr?.on('data', (chunk: Buffer) => (nginxLog += chunk.toString()));
    if (network) link = await startLinkProcess({ host: HOST, listenPort: publicPort, targetPort: ports.ingress, conditions: network });
    // Generous: on a shared machine under load, nginx and the first answer through it can be slow.
    const deadline = Date.now() + 30_000;
    for (;;) {
      const answer = await get(`${base}/config.json`, certificate).catch((error: unknown) => String(error));
      if (answer === 200) break;
      if (Date.now() > deadline || started.exitCode !== null) {
        const access = fs.existsSync(path.join(dir, 'access.log')) ? fs.readFileSync(path.join(dir, 'access.log'), 'utf8').slice(-600) : '';
        throw new Error(`nginx did not answer ${base}/config.json (${NGINX}; last: ${answer}; ports ${JSON.stringify(ports)}): ${nginxLog.slice(-1000)}\naccess log: ${access}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const shaping = async (on: boolean) => {
      if (link) await ask(link, { shaping: on });
    };
    return { protocol, base, api, root, packagesFloor, shaping, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** linkProcess.ts, listening: the bench's network between the browser and the ingress. */
async function startLinkProcess(options: { host: string; listenPort: number; targetPort: number; conditions: LinkConditions }): Promise<ChildProcess> {
  // fork() runs it under the bench's own TypeScript loader (the parent's execArgv).
  const child = fork(path.join(__dirname, 'linkProcess.ts'), [], { env: { ...process.env, LINK_OPTIONS: JSON.stringify(options) }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  try {
    await ask(child, null);
    return child;
  } catch (error) {
    child.kill();
    throw error;
  }
}

/** Sends `message` (none: only waits) and resolves with the child's next message; rejects if it exits first. */
function ask(child: ChildProcess, message: object | null): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const exited = (code: number | null) => reject(new Error(`linkProcess.ts exited (${code})`));
    child.once('exit', exited);
    child.once('message', (answer) => {
      child.off('exit', exited);
      resolve(answer);
    });
    if (message) child.send(message);
  });
}

/** POST /banco/api/consents: a fresh consent, AWAITING_AUTHORISATION, its 5-minute window starting now. */
export async function createConsent(api: string, scenario: string, customer: string): Promise<{ consentId: string; portalUrl: string }> {
  const response = await fetch(`${api}/banco/api/consents`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ scenario, customer }),
  });
  if (response.status !== 201) throw new Error(`POST /banco/api/consents ${response.status}: ${await response.text()}`);
  return (await response.json()) as { consentId: string; portalUrl: string };
}

export async function consentStatus(api: string, id: string): Promise<string> {
  const response = await fetch(`${api}/banco/api/consents/${encodeURIComponent(id)}`);
  if (!response.ok) return `HTTP ${response.status}`;
  return ((await response.json()) as { status: string }).status;
}
