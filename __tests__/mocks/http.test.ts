import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { resolveOptions, type BankOptions } from '../../mocks/options';
import { buildBank, logPath } from '../../mocks/server';
import { CUSTOMERS } from '../../mocks/customers';
import type { PaymentRequest } from '../../src/api/contract';

const PUBLIC = 'http://127.0.0.1:3000';
const TOKENS: Record<string, string> = { 'tok-maria': CUSTOMERS.maria.cpf, 'tok-joao': CUSTOMERS.joao.cpf, 'tok-ana': CUSTOMERS.ana.cpf };
const auth = (token = 'tok-maria') => ({ authorization: `Bearer ${token}`, accept: 'application/json' });

let dist: string;
beforeAll(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Portal</title>');
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'assets', 'main.0123456789.js'), 'console.log(1)');
});
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

/**
 * fastify's inject() loads light-my-request, whose `cookie` dependency is ESM-only and cannot be
 * required under jest's CommonJS runtime on Node 20; so the app listens on a free port and these
 * tests talk real HTTP through fetch, with the same call shape as inject().
 */
interface Reply {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
  json: () => any; // eslint-disable-line @typescript-eslint/no-explicit-any
}
interface Client {
  inject: (request: string | { method?: string; url: string; headers?: Record<string, string>; payload?: unknown }) => Promise<Reply>;
}

const opened: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((a) => a.close()));
});

async function make(extra: Partial<BankOptions> = {}): Promise<{ app: Client; lines: string[] }> {
  const lines: string[] = [];
  const options = resolveOptions({ publicUrl: PUBLIC, portalDist: dist, logLine: (l) => lines.push(l), ...extra });
  const server = await buildBank(options, { verifyToken: async (t) => TOKENS[t] });
  const base = await server.listen({ host: '127.0.0.1', port: 0 });
  opened.push(server);
  const inject: Client['inject'] = async (request) => {
    const r = typeof request === 'string' ? { url: request } : request;
    const headers: Record<string, string> = { ...(r.headers ?? {}) };
    let body: string | undefined;
    if (typeof r.payload === 'string') body = r.payload;
    else if (r.payload !== undefined) {
      body = JSON.stringify(r.payload);
      headers['content-type'] ??= 'application/json';
    }
    const res = await fetch(base + r.url, { method: r.method ?? 'GET', headers, body, redirect: 'manual' });
    const text = await res.text();
    return { statusCode: res.status, headers: Object.fromEntries(res.headers.entries()), body: text, json: () => JSON.parse(text) };
  };
  return { app: { inject }, lines };
}

async function createConsent(app: Client, scenario: string, customer?: string) {
  const res = await app.inject({ method: 'POST', url: '/banco/api/consents', payload: { scenario, ...(customer ? { customer } : {}) } });
  expect(res.statusCode).toBe(201);
  return res.json() as { consentId: string; portalUrl: string };
}

describe('config and hosting', () => {
  it('serves /config.json per INTERFACE §2, not cached', async () => {
    const { app } = await make();
    const res = await app.inject('/config.json');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      productName: 'Cooperativa Exemplo',
      bffBaseUrl: 'http://127.0.0.1:3000/api',
      oidc: { url: 'http://127.0.0.1:3000/idp', realm: 'openfinance', clientId: 'consent-portal' },
      metricsUrl: 'http://127.0.0.1:3000/banco/metricas/eventos',
    });
  });

  it('receives field data as a beacon sends it (text/plain) and keeps only known fields', async () => {
    const { app } = await make();
    const journey = '0b6f8c3e-2a4d-4c1e-9f7a-a0b1c2d3e4f5';
    const body = JSON.stringify({ events: [{ type: 'step', journey, route: '/pix', kind: 'PAGAMENTO', at: 5, sinceLast: 5, cpf: '52998224725' }] });
    const sent = await app.inject({ method: 'POST', url: '/banco/metricas/eventos', headers: { 'content-type': 'text/plain;charset=UTF-8', origin: PUBLIC }, payload: body });
    expect(sent.statusCode).toBe(204);
    const stored = (await app.inject('/banco/api/metricas')).json() as { events: object[] };
    expect(stored.events).toContainEqual({ type: 'step', journey, route: '/pix', kind: 'PAGAMENTO', at: 5, sinceLast: 5 });
    expect(JSON.stringify(stored)).not.toContain('52998224725');
    const page = await app.inject('/banco/metricas');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('Funil: Pagamento Pix');
  });

  it('serves a config override, raw strings as they are', async () => {
    const { app } = await make({ configOverride: '{ not json' });
    expect((await app.inject('/config.json')).body).toBe('{ not json');
    const { app: app2 } = await make({ configOverride: { productName: 42 } });
    expect((await app2.inject('/config.json')).json()).toEqual({ productName: 42 });
  });

  it('falls back to index.html for portal routes, not for the bank prefixes', async () => {
    const { app } = await make();
    const page = await app.inject('/pix/agendamento?x=1');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Portal</title>');
    expect(page.headers['cache-control']).toBe('no-store');
    const asset = await app.inject('/assets/main.0123456789.js');
    expect(asset.body).toBe('console.log(1)');
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject('/banco/nada')).statusCode).toBe(404);
    expect((await app.inject('/%2e%2e/%2e%2e/etc/passwd')).body).toContain('<title>Portal</title>');
  });

  it('explains how to build when the portal is missing', async () => {
    const { app } = await make({ portalDist: path.join(dist, 'nao-existe') });
    const res = await app.inject('/');
    expect(res.body).toContain('npm run build');
  });
});

describe('the BFF over HTTP', () => {
  it('needs a valid bearer token and Accept: application/json', async () => {
    const { app } = await make();
    const { consentId } = await createConsent(app, 'pix-imediato');
    const url = `/api/canais/v1/consentimento/${encodeURIComponent(consentId)}`;
    const none = await app.inject({ url, headers: { accept: 'application/json' } });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: 'Sessão inválida ou expirada. Faça login novamente.' });
    expect((await app.inject({ url, headers: { ...auth('tok-forjado') } })).statusCode).toBe(401);
    expect((await app.inject({ url, headers: { authorization: 'Bearer tok-maria', accept: 'text/html' } })).statusCode).toBe(406);
    const ok = await app.inject({ url, headers: auth() });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().tipo).toBe('PAGAMENTO');
  });

  it('runs a whole SMS authorisation and records the calls', async () => {
    const { app, lines } = await make();
    const { consentId } = await createConsent(app, 'pix-imediato');
    const id = encodeURIComponent(consentId);
    const envelope = (await app.inject({ url: `/api/canais/v1/consentimento/${id}`, headers: auth() })).json() as { consentimentoPagamentoDTO: PaymentRequest };
    expect((await app.inject({ url: '/api/canais/v1/seguranca/dispositivo-seguranca', headers: auth() })).json()).toEqual({ tipo: 'TOKEN_SMS' });
    expect((await app.inject({ method: 'POST', url: '/api/canais/v1/seguranca/enviar-token-sms', headers: auth() })).statusCode).toBe(200);
    const outbox = (await app.inject('/banco/api/sms')).json() as { code: string; customer: string; sentAt: string }[];
    expect(outbox).toHaveLength(1);
    expect(outbox[0]?.customer).toBe('***.982.247-**');
    const body = { ...envelope.consentimentoPagamentoDTO, tokenSMS: outbox[0]?.code };
    const res = await app.inject({ method: 'PATCH', url: `/api/canais/v1/consentimento/${id}/status/AUTORIZADO`, headers: auth(), payload: body });
    expect(res.statusCode).toBe(200);
    expect(res.json().urlRedirecionamento).toBe(`${PUBLIC}/iniciadora/retorno?consentId=${id}`);
    const snapshot = (await app.inject(`/banco/api/consents/${id}`)).json();
    expect(snapshot).toMatchObject({ id: consentId, kind: 'PAGAMENTO', status: 'AUTHORISED', decisions: 1 });
    expect(snapshot.calls.map((c: { name: string }) => c.name)).toEqual(['load', 'device', 'sendSms', 'authorise']);
    // The log has one line per request and never a full CPF or an SMS code.
    expect(lines.some((l) => /^PATCH \/api\/canais\/v1\/consentimento\/\S+\/status\/AUTORIZADO 200 /.test(l))).toBe(true);
    expect(lines.join('\n')).not.toContain(CUSTOMERS.maria.cpf);
    expect(lines.join('\n')).not.toContain(outbox[0]?.code ?? 'x');
    expect((await app.inject({ method: 'DELETE', url: '/banco/api/sms' })).statusCode).toBe(204);
    expect((await app.inject('/banco/api/sms')).json()).toEqual([]);
  });

  it('refuses another customer with the CPF message, unknown ids with 404', async () => {
    const { app } = await make();
    const { consentId } = await createConsent(app, 'compartilhamento');
    const other = await app.inject({ url: `/api/canais/v1/consentimento/${encodeURIComponent(consentId)}`, headers: auth('tok-joao') });
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toContain('CPF');
    const unknown = await app.inject({ url: '/api/canais/v1/consentimento/urn%3Ax%3Ay', headers: auth() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Consentimento não encontrado.' });
  });

  it('rejects a share without a body and answers urlRedirect; the rejected call answers redirect data', async () => {
    const { app } = await make();
    const { consentId } = await createConsent(app, 'compartilhamento');
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/canais/v1/compartilhamentos/${encodeURIComponent(consentId)}/status/REJEITADO`,
      headers: { ...auth(), 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(['urlRedirect']);
    const second = await createConsent(app, 'sweeping');
    const rej = await app.inject({ method: 'POST', url: `/api/openfinance/v1/consentimentos/${encodeURIComponent(second.consentId)}/rejected?toggle=false`, headers: auth() });
    expect(rej.statusCode).toBe(200);
    expect(rej.json().urlLogoIniciadora).toBe(`${PUBLIC}/iniciadora/logo.svg`);
    const v3 = await app.inject({ url: `/api/openfinance/v3/consentimentos/${encodeURIComponent(second.consentId)}`, headers: auth() });
    expect(v3.json().data).toMatchObject({ consentId: second.consentId, status: 'REJECTED', rejection: { rejectedBy: 'USUARIO', reason: { code: 'REJEITADO_USUARIO' } } });
  });

  it('takes a pre-auth record with or without a token, but not with a bad one', async () => {
    const { app } = await make();
    const record = { consentId: 'urn:x:1', uriAuthorizationEndpoint: 'http://x/cb', osVersion: '14', os: 'Android', type: 'AWAITING_USER_AUTH', step: 'REDIRECT_TARGET', completeURL: 'http://x' };
    const url = '/api/openfinance/aspsp/v1/pcm/preauth';
    expect((await app.inject({ method: 'POST', url, headers: { accept: 'application/json' }, payload: record })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url, headers: auth('tok-forjado'), payload: record })).statusCode).toBe(401);
    expect((await app.inject('/banco/api/preauth')).json()).toEqual([expect.objectContaining({ consentId: 'urn:x:1', os: 'Android' })]);
  });

  it('answers QR polling and the app simulator approves by hash, once its customer logged into the app', async () => {
    const { app } = await make();
    const { consentId } = await createConsent(app, 'pix-imediato-qrcode', 'ana');
    await app.inject({ url: `/api/canais/v1/consentimento/${encodeURIComponent(consentId)}`, headers: auth('tok-ana') });
    const url = '/api/canais/v1/unitoken-transparente/qr-code';
    const payload = { transacao: { codTransacao: 169, data: '2025-06-10', descricao: 'Pix', valor: '10.00' }, hash: '' };
    expect((await app.inject({ method: 'POST', url, headers: auth('tok-ana'), payload })).statusCode).toBe(400);
    const first = (await app.inject({ method: 'POST', url, headers: { ...auth('tok-ana'), tokenQRCode: '01234567000189-39053344705' }, payload })).json();
    expect(first.status).toBe('PENDENTE');
    expect((await app.inject('/banco/api/qr')).json()).toHaveLength(1);
    const login = await app.inject({
      method: 'POST',
      url: '/banco/app/entrar',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'cpf=390.533.447-05&senha=1234',
    });
    expect([login.statusCode, login.headers.location]).toEqual([303, '/banco/app']);
    const cookie = String(login.headers['set-cookie']).split(';')[0] ?? '';
    expect((await app.inject({ url: '/banco/app', headers: { cookie } })).body).toContain('Conectado como Ana Costa');
    const form = await app.inject({ method: 'POST', url: `/banco/app/${first.hash}/aprovar`, headers: { cookie } });
    expect(form.statusCode).toBe(303);
    const next = (await app.inject({ method: 'POST', url, headers: { ...auth('tok-ana'), tokenqrcode: '01234567000189-39053344705' }, payload: { ...payload, hash: first.hash } })).json();
    expect(next).toEqual({ status: 'AUTORIZADO', hash: first.hash });
    expect((await app.inject({ method: 'POST', url: `/banco/api/qr/${first.hash}/recusar`, headers: { cookie } })).statusCode).toBe(404);
  });
});

describe('initiator', () => {
  it('lists every scenario in one select and redirects to the portal entry', async () => {
    const { app } = await make();
    const page = await app.inject('/iniciadora');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('<optgroup label="Compartilhamento de dados">');
    expect(page.body).toContain('value="automatico-minimo"');
    expect(page.body).toContain('>Iniciar</button>');
    expect(page.body).not.toContain('<script');
    const res = await app.inject({ method: 'POST', url: '/iniciadora', payload: 'scenario=recorrente&customer=joao', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.statusCode).toBe(303);
    const location = new URL(res.headers.location as string);
    expect(location.origin + location.pathname).toBe(`${PUBLIC}/`);
    expect(location.searchParams.get('redirect_uri')).toBe(`${PUBLIC}/iniciadora/autorizacao`);
    const id = location.searchParams.get('intent_id') ?? '';
    const snapshot = (await app.inject(`/banco/api/consents/${encodeURIComponent(id)}`)).json();
    expect(snapshot).toMatchObject({ kind: 'RECORRENTE', status: 'AWAITING_AUTHORISATION', customer: '***.444.777-**' });
    const back = await app.inject(`/iniciadora/retorno?consentId=${encodeURIComponent(id)}`);
    expect(back.body).toContain('Você voltou para a iniciadora.');
    expect(back.body).toContain('Status do consentimento: <strong>AWAITING_AUTHORISATION</strong>');
    expect(back.body).toContain('Nova transação');
  });

  it('lists scenarios as JSON and refuses unknown ones', async () => {
    const { app } = await make();
    const list = (await app.inject('/banco/api/scenarios')).json() as { name: string; kind: string; label: string }[];
    expect(list.find((s) => s.name === 'sweeping-minimo')).toMatchObject({ kind: 'SWEEPING' });
    const bad = await app.inject({ method: 'POST', url: '/banco/api/consents', payload: { scenario: 'nada' } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('log', () => {
  it('drops /idp query strings and masks CPFs', () => {
    expect(logPath('/idp/realms/openfinance/protocol/openid-connect/token?code=abc')).toBe('/idp/realms/openfinance/protocol/openid-connect/token');
    expect(logPath('/x/52998224725')).toBe('/x/***.982.247-**');
  });
});
