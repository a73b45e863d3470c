/**
 * The simulated bank without its identity provider: portal hosting, /config.json, the BFF (/api),
 * the initiator (/iniciadora) and the bank's tools (/banco). The access-token check is injected, so
 * jest can drive this app with `inject()` without loading oidc-provider (ESM-only).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import { BFF_PATHS, type ErrorBody } from '../src/api/contract';
import { CUSTOMERS, authenticate, findCustomerByCpf, isCustomerKey, maskCpfsIn, type CustomerKey } from './customers';
import { AppSessions, ERRORS_APP, isCrossSite } from './appSession';
import { portalConfig, type BankOptions } from './options';
import {
  APP_LOGIN_PATH,
  APP_LOGOUT_PATH,
  INITIATOR_LOGO_SVG,
  STYLESHEET,
  STYLESHEET_PATH,
  appLoginPage,
  appPage,
  authorisationEndpointPage,
  initiatorPage,
  messagePage,
  noPortalPage,
  pageCsp,
  returnPage,
  smsPage,
} from './pages';
import { BeaconBudget, FieldData, METRICS_BODY_LIMIT, METRICS_EVENTS_PATH, METRICS_PATH, summarise } from './metrics';
import { metricsPage } from './metricsPage';
import { SCENARIOS, findScenario, type CallName } from './scenarios';
import { AUTHORISATION_CALLS, AUTHORISATION_ERRORS, type AuthorisationCall, type AuthorisationFault } from './authorisations';
import { BankState, ERRORS, type Answer } from './state';
import { isReportUri, securityHeaders } from '../deploy/security-headers';
import { CSP_REPORTS_PATH, CspReports, cspReportRoutes } from './cspReports';
import { appPreloadOf, isPageRequest, parseManifest, ROUTES_MANIFEST_FILE } from '../deploy/app-preload';
import { precompressed } from './precompressed';

/** Access token → account id (CPF digits), or undefined when invalid or expired. */
export type TokenVerifier = (token: string) => Promise<string | undefined>;

export interface BankDeps {
  verifyToken: TokenVerifier;
  state?: BankState;
  /** Runs after the hooks and parsers are set and before the routes (mounts the identity provider). */
  beforeRoutes?: (app: FastifyInstance) => Promise<void>;
}

/** The build's Link value for the page at `pathname`, by its route in the build's manifest (deploy/app-preload.ts); read per request, as a rebuild may change it. */
function readAppPreload(dist: string, pathname: string): string | null {
  try {
    const manifest = parseManifest(fs.readFileSync(path.join(dist, ROUTES_MANIFEST_FILE), 'utf8'));
    return manifest && appPreloadOf(manifest, pathname);
  } catch {
    return null;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    accountCpf?: string;
  }
}

/** Paths the portal never owns: unknown ones answer 404 instead of the portal's index.html. */
const RESERVED = ['/api', '/idp', '/banco', '/iniciadora', '/config.json'];

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/**
 * The path of one log line: never a query string (the provider's and /callback's carry `code` and
 * `state`, the portal's the intent id), QR hashes (a unitoken once approved) shortened to `{hash}`,
 * and every CPF-looking number masked.
 */
export function logPath(url: string): string {
  const pathOnly = url.split('?')[0] ?? '';
  return maskCpfsIn(pathOnly.replace(/[0-9a-f]{16,}/gi, '{hash}'));
}

/** `host:port` as a Host header names it (IPv6 in brackets, a scheme's default port either way). */
function hostForms(hostname: string, port: string, defaultPort: string): string[] {
  const name = (hostname.includes(':') && !hostname.startsWith('[') ? `[${hostname}]` : hostname).toLowerCase();
  return port === '' || port === defaultPort ? [name, `${name}:${defaultPort}`] : [`${name}:${port}`];
}

const WILDCARD_ADDRESSES = new Set(['0.0.0.0', '::', '[::]', '']);

/**
 * The Host values the bank answers (DNS rebinding: a page of another site whose name was made to
 * point at this machine reaches it with that name as Host): the public URL's, and the address it was
 * configured to listen on, or listens on when it was given port 0; never a wildcard address.
 */
export function allowedHosts(options: Pick<BankOptions, 'publicUrl' | 'host' | 'port'>, listening?: { address: string; port: number }): Set<string> {
  const publicUrl = new URL(options.publicUrl);
  const defaultPort = publicUrl.protocol === 'https:' ? '443' : '80';
  const hosts = new Set(hostForms(publicUrl.hostname, publicUrl.port, defaultPort));
  for (const bound of [{ address: options.host, port: options.port }, listening]) {
    if (bound && !WILDCARD_ADDRESSES.has(bound.address) && bound.port > 0) for (const form of hostForms(bound.address, String(bound.port), '80')) hosts.add(form);
  }
  return hosts;
}

/** Names the login a BFF call came with, without keeping its access token. */
function sessionOf(request: FastifyRequest): string {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
  return createHash('sha256').update(token).digest('hex');
}

export async function buildBank(options: BankOptions, deps: BankDeps): Promise<FastifyInstance> {
  const state =
    deps.state ??
    new BankState({
      publicUrl: options.publicUrl,
      slowMs: options.slowMs,
      ...(options.now ? { now: options.now } : {}),
      ...(options.smsPerCustomerHour !== undefined ? { smsPerCustomerHour: options.smsPerCustomerHour } : {}),
    });
  const app = Fastify({ logger: false, trustProxy: true, bodyLimit: 1024 * 1024 });
  const csp = pageCsp(options.publicUrl);
  const logLine = options.logLine ?? ((line: string) => console.log(line));
  app.decorate('bankState', state);

  // The request log, wired on the raw response so requests answered by middleware (the identity
  // provider) are logged too. Never the headers, never a query string (logPath).
  app.addHook('onRequest', async (request, reply) => {
    if (options.log === 'silent') return;
    const start = process.hrtime.bigint();
    const method = request.raw.method ?? '?';
    const url = request.raw.url ?? '';
    reply.raw.once('finish', () => {
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      logLine(`${method} ${logPath(url)} ${reply.raw.statusCode} ${ms.toFixed(1)}ms`);
    });
  });

  // ONE HOST (DNS rebinding): a name other than the configured ones is another site's page that
  // reached this machine; it would read the outbox and the test API as same-origin. In development
  // the dev server forwards the browser's Host (127.0.0.1:3000, PUBLIC_URL) unchanged.
  let hosts: Set<string> | undefined;
  app.addHook('onRequest', async (request, reply) => {
    if (!hosts) {
      const address = app.server.address();
      hosts = allowedHosts(options, address && typeof address === 'object' ? { address: address.address, port: address.port } : undefined);
    }
    if (hosts.has((request.headers.host ?? '').toLowerCase())) return undefined;
    return reply.code(421).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(`Endereço não atendido por este servidor. Use ${options.publicUrl}.`);
  });

  // SECURITY HEADERS of the portal, the same as nginx serves in production (deploy/security-headers.ts):
  // on everything the portal owns (index.html and the history fallback, its assets, /config.json).
  // One origin here, so 'self' covers the BFF and the provider. Violations are reported to the bank
  // itself (cspReports.ts), unless its public URL is one browsers would not report to (plain http
  // beyond loopback). The bank's own pages (/iniciadora, /banco, /idp) keep their own CSP (pages.ts).
  const reportUri = `${options.publicUrl}${CSP_REPORTS_PATH}`;
  const portalSecurityHeaders = securityHeaders({ connectSrc: [], ...(isReportUri(reportUri) ? { reportUri } : {}) });
  app.addHook('onRequest', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const reserved = RESERVED.some((p) => p !== '/config.json' && (pathname === p || pathname.startsWith(`${p}/`)));
    if (!reserved) reply.headers(portalSecurityHeaders);
  });

  // JSON bodies: an empty body is no body (a PATCH without payload must not fail with 400).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new Error(ERRORS.badRequest), { statusCode: 400 }), undefined);
    }
  });
  // navigator.sendBeacon with a string sends text/plain (field data, docs/decisions/023).
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  await app.register(formbody);

  app.setErrorHandler((err: Error & { statusCode?: number }, _request, reply) => {
    const status = err.statusCode && err.statusCode >= 400 ? err.statusCode : 500;
    void reply.code(status).send({ message: status < 500 ? ERRORS.badRequest : 'Erro interno do banco simulado.' } satisfies ErrorBody);
  });

  if (deps.beforeRoutes) await deps.beforeRoutes(app);

  const html = (reply: FastifyReply, body: string, status = 200) =>
    reply.code(status).header('content-type', 'text/html; charset=utf-8').header('content-security-policy', csp).header('cache-control', 'no-store').send(body);

  // ---- /config.json ------------------------------------------------------------------------------
  app.get('/config.json', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (options.configOverride !== undefined) {
      if (typeof options.configOverride === 'string') return reply.type('application/json; charset=utf-8').send(options.configOverride);
      return reply.send(options.configOverride);
    }
    return reply.send(portalConfig(options));
  });

  // ---- The BFF -----------------------------------------------------------------------------------
  await app.register(
    async (bff) => {
      bff.addHook('onRequest', async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const accept = request.headers.accept ?? '';
        if (!/application\/json/i.test(accept)) {
          return reply.code(406).send({ message: 'Cabeçalho Accept deve incluir application/json.' } satisfies ErrorBody);
        }
        const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
        const cpf = match?.[1] ? await deps.verifyToken(match[1]) : undefined;
        if (cpf && findCustomerByCpf(cpf)) request.accountCpf = cpf;
        // The entry screen may post the pre-auth record before the login (SPEC §2 Entry).
        const isPreauth = request.method === 'POST' && request.url.split('?')[0] === `/api${BFF_PATHS.preauth()}`;
        if (!request.accountCpf && !(isPreauth && !match)) {
          return reply.code(401).header('www-authenticate', 'Bearer').send({ message: ERRORS.unauthorized } satisfies ErrorBody);
        }
        return undefined;
      });

      const send = (reply: FastifyReply, answer: Answer) =>
        answer.body === undefined ? reply.code(answer.status).send() : reply.code(answer.status).send(answer.body);
      const run = (call: CallName, id: (r: FastifyRequest) => string | undefined) => async (request: FastifyRequest, reply: FastifyReply) =>
        send(reply, await state.execute(call, request.accountCpf ?? '', id(request), request.body, request.headers, sessionOf(request)));
      const param = (r: FastifyRequest) => (r.params as { id?: string }).id;
      const none = () => undefined;
      const consentIdOfQuery = (r: FastifyRequest) => {
        const id = (r.query as { consentId?: unknown }).consentId;
        return typeof id === 'string' && id !== '' ? id : undefined;
      };

      bff.post(BFF_PATHS.preauth(), async (request, reply) => send(reply, state.addPreauth(request.body)));
      bff.get('/canais/v1/consentimento/:id', run('load', param));
      bff.patch('/canais/v1/consentimento/:id/status/AUTORIZADO', run('authorise', param));
      bff.patch('/canais/v1/consentimento/:id/status/REJEITADO', run('reject', param));
      bff.post(BFF_PATHS.share(), run('share', none));
      bff.patch('/canais/v1/compartilhamentos/:id/status/REJEITADO', run('shareReject', param));
      bff.put('/openfinance/automatico/v1/consentimentos-autorizacoes/:id/status/AUTORIZADO', run('automaticAuthorise', param));
      bff.put('/openfinance/automatico/v1/consentimentos-autorizacoes/:id/status/CANCELADO', run('automaticCancel', param));
      bff.patch('/canais/v1/vinculos/:id/status/AUTORIZADO', run('enrolmentAuthorise', param));
      bff.patch('/canais/v1/vinculos/:id/status/REJEITADO', run('enrolmentReject', param));
      bff.post('/openfinance/v1/consentimentos/:id/rejected', run('rejected', param));
      bff.get('/openfinance/v3/consentimentos/:id', run('consentV3', param));
      bff.get(BFF_PATHS.securityDevice(), run('device', none));
      bff.post(BFF_PATHS.sendSms(), run('sendSms', none));
      bff.post(BFF_PATHS.validateSignature(), run('validateSignature', none));
      bff.post(BFF_PATHS.qrCode(), run('qrCode', none));
      bff.get('/canais/v1/contas', run('accounts', consentIdOfQuery));
      // The customer's authorisations (INTERFACE §7.2, mocks/authorisations.ts): the id of the path
      // arrives decoded, and the access token names the customer, so another's item is unknown (404).
      const book = (call: AuthorisationCall) => async (request: FastifyRequest, reply: FastifyReply) => {
        const answer = await state.authorisations.answer(call, request.accountCpf ?? '', param(request), request.body);
        if (answer.noAnswer) {
          // A forced failure without an answer: the connection closes with nothing sent.
          reply.hijack();
          request.raw.socket.destroy();
          return undefined;
        }
        return send(reply, answer);
      };
      bff.get('/canais/v1/autorizacoes', book('list'));
      bff.get('/canais/v1/autorizacoes/:id', book('detail'));
      bff.patch('/canais/v1/autorizacoes/:id/status/REVOGADO', book('revoke'));
      bff.patch('/canais/v1/autorizacoes/:id', book('edit'));
      bff.all('/*', async (_request, reply) => reply.code(404).send({ message: 'Recurso não encontrado.' } satisfies ErrorBody));
    },
    { prefix: '/api' },
  );

  // ---- The initiator -----------------------------------------------------------------------------
  const customerFrom = (value: unknown): CustomerKey | undefined => {
    if (isCustomerKey(value)) return value;
    if (typeof value === 'string') return findCustomerByCpf(value)?.key;
    return undefined;
  };

  app.get('/iniciadora', async (_request, reply) => html(reply, initiatorPage()));
  app.post('/iniciadora', async (request, reply) => {
    const body = (request.body ?? {}) as { scenario?: unknown; customer?: unknown };
    if (typeof body.scenario !== 'string' || !findScenario(body.scenario)) return html(reply, initiatorPage('Cenário desconhecido.'), 400);
    const consent = state.createConsent(body.scenario, customerFrom(body.customer));
    return reply.code(303).header('cache-control', 'no-store').redirect(state.portalUrl(consent.id), 303);
  });
  app.get('/iniciadora/retorno', async (request, reply) => {
    const id = (request.query as { consentId?: string }).consentId;
    const consent = id ? state.find(id) : undefined;
    if (consent) state.expireIfDue(consent);
    return html(reply, returnPage(consent?.status, consent?.reason));
  });
  app.get('/iniciadora/autorizacao', async (_request, reply) => html(reply, authorisationEndpointPage()));
  app.get('/iniciadora/logo.svg', async (_request, reply) =>
    reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=3600').send(INITIATOR_LOGO_SVG),
  );

  // ---- The bank's tools --------------------------------------------------------------------------
  app.get(STYLESHEET_PATH, async (_request, reply) =>
    reply.header('content-type', 'text/css; charset=utf-8').header('cache-control', 'public, max-age=300').send(STYLESHEET),
  );
  app.get('/banco/sms', async (_request, reply) => html(reply, smsPage(state.sms)));
  app.post('/banco/sms/limpar', async (_request, reply) => {
    state.clearSms();
    return reply.redirect('/banco/sms', 303);
  });
  app.get('/banco/api/sms', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(state.sms.map((m) => ({ code: m.code, customer: maskCpfsIn(m.cpf), sentAt: new Date(m.sentAt).toISOString() }))),
  );
  app.delete('/banco/api/sms', async (_request, reply) => {
    state.clearSms();
    return reply.code(204).send();
  });

  // ---- Field data (docs/decisions/023): the portal's beacons, and the page that sums them up ----
  // Only the portal's pages send beacons: the Origin is the public origin. Firefox sends 'null' for
  // a same-origin POST under the portal's Referrer-Policy no-referrer; Sec-Fetch-Site, which no page
  // can write, tells that apart from another site's page that chose the same policy. Checked before
  // the body is read, as is each client address's budget.
  const fieldData = new FieldData();
  const publicOrigin = new URL(options.publicUrl).origin;
  const beaconBudget = new BeaconBudget(options.now ?? Date.now);
  const fromPortal = (request: FastifyRequest) =>
    request.headers.origin === publicOrigin || (request.headers.origin === 'null' && request.headers['sec-fetch-site'] === 'same-origin');
  app.post(
    METRICS_EVENTS_PATH,
    {
      bodyLimit: METRICS_BODY_LIMIT,
      onRequest: async (request, reply) => {
        if (!fromPortal(request)) return reply.code(403).send({ message: 'Origem não autorizada.' } satisfies ErrorBody);
        // The peer's address, not request.ip: X-Forwarded-For is written by the client.
        const budget = beaconBudget.take(request.socket.remoteAddress ?? '');
        if (!budget.ok) return reply.code(429).header('retry-after', String(budget.retryAfterSeconds)).send({ message: 'Muitos envios de métricas. Tente mais tarde.' } satisfies ErrorBody);
        return undefined;
      },
    },
    async (request, reply) => {
      const kept = fieldData.receive(request.body);
      return reply.code(kept > 0 ? 204 : 400).send();
    },
  );
  app.get('/banco/api/metricas', async (_request, reply) => reply.header('cache-control', 'no-store').send({ events: fieldData.events }));
  app.delete('/banco/api/metricas', async (_request, reply) => {
    fieldData.clear();
    return reply.code(204).send();
  });
  app.get(METRICS_PATH, async (_request, reply) => html(reply, metricsPage(summarise(fieldData.events))));

  // ---- Content-Security-Policy violation reports (decision 042) ---------------------------------
  await cspReportRoutes(app, new CspReports());

  // ---- The bank's app (simulator): the customer's own session, same-site requests only ----------
  // Approving a QR code is the customer's act in her app: it needs her app session (a cookie the
  // app's login sets, SameSite=Strict so no other site's page carries it) and a request that no
  // other site's page sent (Origin / Sec-Fetch-Site), so seeing the QR image is not enough.
  const appSessions = new AppSessions(options.now ?? Date.now);
  const appCustomer = (request: FastifyRequest) => appSessions.customerOf(request.headers.cookie);
  const crossSite = (request: FastifyRequest) => isCrossSite(request.headers, publicOrigin);
  const refuseCrossSite = { message: ERRORS_APP.crossSite } satisfies ErrorBody;
  const logIn = (reply: FastifyReply, cpf: unknown, senha: unknown) => {
    const customer = typeof cpf === 'string' && typeof senha === 'string' ? authenticate(cpf, senha) : undefined;
    if (customer) reply.header('set-cookie', appSessions.open(customer.cpf, options.publicUrl));
    return customer;
  };

  app.get('/banco/app', async (request, reply) => {
    const customer = appCustomer(request);
    return html(reply, customer ? appPage(customer, state.pendingQr(customer.cpf)) : appLoginPage());
  });
  app.post(APP_LOGIN_PATH, async (request, reply) => {
    if (crossSite(request)) return html(reply, messagePage('App do banco', ERRORS_APP.crossSite), 403);
    const body = (request.body ?? {}) as { cpf?: unknown; senha?: unknown };
    if (!logIn(reply, body.cpf, body.senha)) return html(reply, appLoginPage({ error: ERRORS_APP.login, cpf: typeof body.cpf === 'string' ? body.cpf : '' }), 401);
    return reply.redirect('/banco/app', 303);
  });
  app.post(APP_LOGOUT_PATH, async (request, reply) => {
    if (crossSite(request)) return html(reply, messagePage('App do banco', ERRORS_APP.crossSite), 403);
    appSessions.close(request.headers.cookie);
    return reply.header('set-cookie', appSessions.cleared(options.publicUrl)).redirect('/banco/app', 303);
  });
  const qrForm = (approve: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
    if (crossSite(request)) return html(reply, messagePage('App do banco', ERRORS_APP.crossSite), 403);
    const customer = appCustomer(request);
    if (!customer) return html(reply, appLoginPage({ error: ERRORS_APP.session }), 401);
    const tx = state.answerQr((request.params as { hash: string }).hash, approve, customer.cpf);
    if (!tx) return html(reply, appPage(customer, state.pendingQr(customer.cpf), ERRORS_APP.notPending), 404);
    return reply.redirect('/banco/app', 303);
  };
  app.post('/banco/app/:hash/aprovar', qrForm(true));
  app.post('/banco/app/:hash/recusar', qrForm(false));

  // The same for tests (e2e/harness/bankApi.ts): log into the app, then answer with its cookie.
  app.post('/banco/api/app/sessao', async (request, reply) => {
    if (crossSite(request)) return reply.code(403).send(refuseCrossSite);
    const body = (request.body ?? {}) as { cpf?: unknown; senha?: unknown };
    return logIn(reply, body.cpf, body.senha) ? reply.code(204).send() : reply.code(401).send({ message: ERRORS_APP.login } satisfies ErrorBody);
  });
  const qrAnswer = (approve: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
    if (crossSite(request)) return reply.code(403).send(refuseCrossSite);
    const customer = appCustomer(request);
    if (!customer) return reply.code(401).send({ message: ERRORS_APP.session } satisfies ErrorBody);
    const tx = state.answerQr((request.params as { hash: string }).hash, approve, customer.cpf);
    return tx ? reply.send({ hash: tx.hash, status: tx.status }) : reply.code(404).send({ message: ERRORS_APP.notPending } satisfies ErrorBody);
  };
  app.get('/banco/api/qr', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(
      state.pendingQr().map((t) => ({
        hash: t.hash,
        customer: maskCpfsIn(t.cpf),
        descricao: t.terms.descricao,
        valor: t.terms.valor,
        termos: t.terms.linhas,
        createdAt: new Date(t.createdAt).toISOString(),
      })),
    ),
  );
  app.post('/banco/api/qr/:hash/aprovar', qrAnswer(true));
  app.post('/banco/api/qr/:hash/recusar', qrAnswer(false));

  app.post('/banco/api/consents', async (request, reply) => {
    const body = (request.body ?? {}) as { scenario?: unknown; customer?: unknown };
    if (typeof body.scenario !== 'string' || !findScenario(body.scenario)) {
      return reply.code(400).send({ message: `Cenário desconhecido: ${String(body.scenario)}.` } satisfies ErrorBody);
    }
    const customer = customerFrom(body.customer);
    if (body.customer !== undefined && !customer) return reply.code(400).send({ message: ERRORS.customer } satisfies ErrorBody);
    const consent = state.createConsent(body.scenario, customer);
    return reply.code(201).send({ consentId: consent.id, portalUrl: state.portalUrl(consent.id) });
  });
  app.get('/banco/api/consents/:id', async (request, reply) => {
    const consent = state.find((request.params as { id: string }).id);
    return consent ? reply.header('cache-control', 'no-store').send(state.snapshot(consent)) : reply.code(404).send({ message: ERRORS.notFound } satisfies ErrorBody);
  });
  app.get('/banco/api/scenarios', async () => SCENARIOS.map((s) => ({ name: s.name, kind: s.kind, label: s.label, customer: s.customer ?? 'maria' })));
  app.get('/banco/api/customers', async () =>
    Object.values(CUSTOMERS).map((c) => ({ key: c.key, name: c.name, cpf: c.cpf, password: c.password, device: c.device, ...(c.signature ? { signature: c.signature } : {}) })),
  );
  app.delete('/banco/api/customers/:key/signature-block', async (request, reply) => {
    const key = (request.params as { key: string }).key;
    if (!isCustomerKey(key)) return reply.code(404).send({ message: ERRORS.customer } satisfies ErrorBody);
    state.liftSignatureBlock(CUSTOMERS[key]);
    return reply.code(204).send();
  });
  // The customer's authorisations as the bank keeps them (who revoked and when, each change of a
  // maximum), and the failures a test forces on a customer's calls to them (docs/simulated-bank.md).
  const authorisations = state.authorisations;
  app.get('/banco/api/authorisations', async (request, reply) => {
    const key = customerFrom((request.query as { customer?: unknown }).customer);
    if (!key) return reply.code(400).send({ message: ERRORS.customer } satisfies ErrorBody);
    return reply.header('cache-control', 'no-store').send(authorisations.itemsOf(CUSTOMERS[key].cpf).map((item) => authorisations.record(item.id)));
  });
  app.get('/banco/api/authorisations/:id', async (request, reply) => {
    const record = authorisations.record((request.params as { id: string }).id);
    return record ? reply.header('cache-control', 'no-store').send(record) : reply.code(404).send({ message: AUTHORISATION_ERRORS.notFound } satisfies ErrorBody);
  });
  app.post('/banco/api/authorisations/faults', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const key = customerFrom(body.customer);
    if (!key) return reply.code(400).send({ message: ERRORS.customer } satisfies ErrorBody);
    const call = AUTHORISATION_CALLS.find((c) => c === body.call);
    if (!call) return reply.code(400).send({ message: `Chamada desconhecida: use ${AUTHORISATION_CALLS.join(', ')}.` } satisfies ErrorBody);
    const status = body.status;
    const validStatus = typeof status === 'number' && Number.isInteger(status) && status >= 400 && status <= 599;
    if ((status !== undefined && !validStatus) || (status === undefined && body.noAnswer !== true && body.slow !== true)) {
      return reply.code(400).send({ message: 'Informe status (400 a 599), noAnswer ou slow.' } satisfies ErrorBody);
    }
    const fault: AuthorisationFault = {
      cpf: CUSTOMERS[key].cpf,
      call,
      ...(validStatus ? { status } : {}),
      ...(typeof body.message === 'string' ? { message: body.message } : {}),
      ...(body.noAnswer === true ? { noAnswer: true } : {}),
      ...(body.slow === true ? { slow: true } : {}),
      ...(body.once === true ? { once: true } : {}),
      ...(typeof body.id === 'string' ? { id: body.id } : {}),
    };
    authorisations.addFault(fault);
    return reply.code(204).send();
  });
  app.delete('/banco/api/authorisations/faults', async (request, reply) => {
    const named = (request.query as { customer?: unknown }).customer;
    const key = customerFrom(named);
    if (named !== undefined && !key) return reply.code(400).send({ message: ERRORS.customer } satisfies ErrorBody);
    authorisations.clearFaults(key ? CUSTOMERS[key].cpf : undefined);
    return reply.code(204).send();
  });
  app.get('/banco/api/preauth', async (_request, reply) => reply.header('cache-control', 'no-store').send(state.preauth));

  // ---- The portal (history fallback) -------------------------------------------------------------
  const dist = path.resolve(options.portalDist);
  const sendIndex = (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    const index = path.join(dist, 'index.html');
    if (!fs.existsSync(index)) return reply.code(200).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(noPortalPage(dist));
    // As deploy/nginx does: a page names what its route loads first in its first response (decision 026).
    const link = isPageRequest(request.headers.accept) ? readAppPreload(dist, pathname) : null;
    if (link) reply.header('link', link);
    const body = precompressed(index, request.headers['accept-encoding'], reply);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(fs.createReadStream(body));
  };
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = decodeURIComponent((request.url.split('?')[0] ?? '/').replace(/%(?![0-9a-f]{2})/gi, '%25'));
    const reserved = RESERVED.some((p) => pathname === p || pathname.startsWith(`${p}/`));
    if (reserved || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({ message: 'Recurso não encontrado.' } satisfies ErrorBody);
    }
    const file = path.resolve(dist, `.${pathname}`);
    if (file.startsWith(dist + path.sep) && path.basename(file) !== 'index.html' && fs.existsSync(file) && fs.statSync(file).isFile()) {
      const ext = path.extname(file).toLowerCase();
      const hashed = /[.-][0-9a-f]{8,}\./i.test(path.basename(file));
      return reply
        .type(MIME[ext] ?? 'application/octet-stream')
        .header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache')
        .send(fs.createReadStream(precompressed(file, request.headers['accept-encoding'], reply)));
    }
    return sendIndex(request, reply, pathname);
  });

  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    bankState: BankState;
  }
}
