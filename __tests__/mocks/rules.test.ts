import http from 'node:http';
import { BANK } from '../../mocks/fixtures';
import { CUSTOMERS, maskCpf } from '../../mocks/customers';
import { METRICS_BODY_LIMIT, METRICS_BURST, METRICS_PER_MINUTE } from '../../mocks/metrics';
import { SIGNATURE_BLOCK_MS, SMS_SENDS_PER_CONSENT, SMS_SENDS_PER_CUSTOMER_HOUR } from '../../mocks/state';
import { createConsent, loadConsent, bankPerTest, type Body } from './support/bankHttp';

/**
 * The rules a real bank holds and the BFF must honour (docs/simulated-bank.md, "What a real BFF
 * must do"), attacked over HTTP the way issue 13 tried them against the simulated bank.
 */
const LOCKED = /bloqueado.*Cancele.*nova transação na instituição iniciadora/s;
const SIGNATURE_BLOCKED =
  /^Dispositivo de segurança bloqueado por 30 minutos após 3 tentativas inválidas de assinatura eletrônica\. Cancele e, passado esse prazo, inicie uma nova transação na instituição iniciadora\.$/;
const OTHER_DEVICE = 'Credencial não aceita: use o dispositivo de segurança cadastrado para a sua conta.';
/** The bank's public origin in these tests (support/bankHttp.ts). */
const PORTAL_ORIGIN = 'http://127.0.0.1:3000';
const WRONG_CODE = 'Código de segurança inválido.';
const WRONG_SIGNATURE = 'Assinatura eletrônica inválida.';
const QR_PATH = '/api/canais/v1/unitoken-transparente/qr-code';
const SIGNATURE_PATH = '/api/canais/v1/seguranca/dispositivo-seguranca/assinatura-eletronica/validar';
const SMS_PATH = '/api/canais/v1/seguranca/enviar-token-sms';
const TRANSACAO = { codTransacao: 169, data: '2026-06-10', descricao: 'Pix', valor: '10.00' };

const bank = bankPerTest();

const enc = encodeURIComponent;

const create = (scenario: string, customer: keyof typeof CUSTOMERS = 'maria') => createConsent(bank, scenario, customer);

const load = (token: string, id: string) => loadConsent(bank, token, id);

async function paymentOf(token: string, id: string): Promise<Body> {
  return (await load(token, id)).consentimentoPagamentoDTO as Body;
}

/** Asks for an SMS in the session of `token` and reads the code from the outbox. */
async function sendSms(token: string, customer: keyof typeof CUSTOMERS = 'maria'): Promise<string> {
  expect((await bank.call('POST', SMS_PATH, { token })).status).toBe(200);
  const outbox = (await bank.call('GET', '/banco/api/sms')).body as unknown as { code: string; customer: string }[];
  const code = outbox.find((m) => m.customer === maskCpf(CUSTOMERS[customer].cpf))?.code;
  if (!code) throw new Error('no SMS in the outbox');
  return code;
}

const validateSignature = (token: string, value: string | undefined) => bank.call('POST', SIGNATURE_PATH, { token, payload: { assinaturaEletronica: value } });

const authorise = (token: string, id: string, body: Body) => bank.call('PATCH', `/api/canais/v1/consentimento/${enc(id)}/status/AUTORIZADO`, { token, payload: body });

async function record(id: string): Promise<Body> {
  return (await bank.call('GET', `/banco/api/consents/${enc(id)}`)).body;
}

/** Six digits different from `code`. */
const wrong = (code: string, n = 1) => String((Number(code) + n) % 1_000_000).padStart(6, '0');

/** Sends the requests `count` at a time (keeps thousands of attempts quick without flooding the machine). */
async function inBatches<T>(total: number, size: number, one: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < total; start += size) {
    results.push(...(await Promise.all(Array.from({ length: Math.min(size, total - start) }, (_, k) => one(start + k)))));
  }
  return results;
}

describe('SMS codes', () => {
  it('2,000 wrong codes and then the right one: the third wrong code locks the device (423) and the right one no longer authorises', async () => {
    const id = await create('pix-imediato');
    const payment = await paymentOf('tok-maria', id);
    const code = await sendSms('tok-maria');
    const first = await authorise('tok-maria', id, { ...payment, tokenSMS: wrong(code) });
    const second = await authorise('tok-maria', id, { ...payment, tokenSMS: wrong(code, 2) });
    // SPEC §8: a wrong code is answered as today, 422 with the message shown under the form.
    expect([first.status, first.body.message, second.status, second.body.message]).toEqual([422, WRONG_CODE, 422, WRONG_CODE]);
    const third = await authorise('tok-maria', id, { ...payment, tokenSMS: wrong(code, 3) });
    expect(third.status).toBe(423);
    expect(third.body.message).toMatch(LOCKED);
    const rest = await inBatches(1_997, 50, (i) => authorise('tok-maria', id, { ...payment, tokenSMS: wrong(code, 4 + i) }));
    expect(new Set(rest.map((r) => r.status))).toEqual(new Set([423]));
    const right = await authorise('tok-maria', id, { ...payment, tokenSMS: code });
    expect(right.status).toBe(423);
    expect(right.body.message).toMatch(LOCKED);
    expect(await record(id)).toMatchObject({ status: 'AWAITING_AUTHORISATION', decisions: 0 });
  });

  it('a locked consent can still be cancelled, refuses a new SMS, and a new transaction starts unlocked', async () => {
    const id = await create('pix-imediato');
    const payment = await paymentOf('tok-maria', id);
    const code = await sendSms('tok-maria');
    for (let i = 1; i <= 3; i += 1) await authorise('tok-maria', id, { ...payment, tokenSMS: wrong(code, i) });
    const resend = await bank.call('POST', '/api/canais/v1/seguranca/enviar-token-sms', { token: 'tok-maria' });
    expect(resend.status).toBe(423);
    expect(resend.body.message).toMatch(LOCKED);
    const cancel = await bank.call('PATCH', `/api/canais/v1/consentimento/${enc(id)}/status/REJEITADO`, { token: 'tok-maria', payload: payment });
    expect(cancel.status).toBe(200);
    expect(cancel.body.urlRedirecionamento).toContain('/iniciadora/retorno');
    expect(await record(id)).toMatchObject({ status: 'REJECTED', reason: 'REJEITADO_USUARIO', decisions: 1 });

    const next = await create('pix-imediato');
    const nextPayment = await paymentOf('tok-maria', next);
    const nextCode = await sendSms('tok-maria');
    expect((await authorise('tok-maria', next, { ...nextPayment, tokenSMS: nextCode })).status).toBe(200);
  });

  it('a code sent while consent A was on screen does not authorise consent B, and still authorises A', async () => {
    const a = await create('pix-imediato');
    const b = await create('pix-imediato');
    const paymentA = await paymentOf('tok-maria', a);
    const code = await sendSms('tok-maria'); // A on screen
    const paymentB = await paymentOf('tok-maria', b); // B on screen now, same session
    const onB = await authorise('tok-maria', b, { ...paymentB, tokenSMS: code });
    expect([onB.status, onB.body.message]).toEqual([422, WRONG_CODE]);
    expect(await record(b)).toMatchObject({ status: 'AWAITING_AUTHORISATION', decisions: 0 });
    // Another session of the same customer, with B on screen, cannot use it either.
    await paymentOf('tok-maria-2', b);
    expect((await authorise('tok-maria-2', b, { ...paymentB, tokenSMS: code })).status).toBe(422);
    expect((await authorise('tok-maria', a, { ...paymentA, tokenSMS: code })).status).toBe(200);
  });

  it('is single-use: the code that authorised A cannot authorise B, even with B loaded before the send', async () => {
    const a = await create('pix-imediato');
    const paymentA = await paymentOf('tok-maria', a);
    const code = await sendSms('tok-maria');
    expect((await authorise('tok-maria', a, { ...paymentA, tokenSMS: code })).status).toBe(200);
    const b = await create('pix-imediato');
    const paymentB = await paymentOf('tok-maria', b);
    expect((await authorise('tok-maria', b, { ...paymentB, tokenSMS: code })).status).toBe(422);
  });

  it('a new send replaces the previous code', async () => {
    const id = await create('pix-imediato');
    const payment = await paymentOf('tok-maria', id);
    const old = await sendSms('tok-maria');
    let current = await sendSms('tok-maria');
    while (current === old) current = await sendSms('tok-maria'); // one in a million: the same six digits again
    const refused = await authorise('tok-maria', id, { ...payment, tokenSMS: old });
    expect([refused.status, refused.body.message]).toEqual([422, WRONG_CODE]);
    expect((await authorise('tok-maria', id, { ...payment, tokenSMS: current })).status).toBe(200);
  });

  it('is valid for 5 minutes after the send (the bank clock)', async () => {
    const id = await create('automatico'); // a 60-minute window, so only the code can expire
    await load('tok-maria', id);
    const code = await sendSms('tok-maria');
    bank.advance(5 * 60_000 + 1);
    const late = await bank.call('PUT', `/api/openfinance/automatico/v1/consentimentos-autorizacoes/${enc(id)}/status/AUTORIZADO`, { token: 'tok-maria', payload: { tokenSMS: code } });
    expect(late.status).toBe(422);
    expect(late.body.message).toMatch(/expirado.*novo código/);
    expect(await record(id)).toMatchObject({ status: 'AWAITING_AUTHORISATION', decisions: 0 });
    const fresh = await sendSms('tok-maria');
    bank.advance(5 * 60_000);
    const inTime = await bank.call('PUT', `/api/openfinance/automatico/v1/consentimentos-autorizacoes/${enc(id)}/status/AUTORIZADO`, { token: 'tok-maria', payload: { tokenSMS: fresh } });
    expect(inTime.status).toBe(200);
  });
});

describe('electronic signature', () => {
  it('1,000 wrong signatures and then the right one: locked after the third, the right one neither validates nor shares', async () => {
    const id = await create('compartilhamento', 'joao');
    const envelope = await load('tok-joao', id);
    const validate = (value: string) => bank.call('POST', SIGNATURE_PATH, { token: 'tok-joao', payload: { assinaturaEletronica: value } });
    const first = await validate('00000001');
    const second = await validate('00000002');
    expect([first.status, first.body.message, second.status, second.body.message]).toEqual([422, WRONG_SIGNATURE, 422, WRONG_SIGNATURE]);
    const third = await validate('00000003');
    expect(third.status).toBe(423);
    expect(third.body.message).toMatch(LOCKED);
    const rest = await inBatches(997, 50, (i) => validate(String(10 + i).padStart(8, '0')));
    expect(new Set(rest.map((r) => r.status))).toEqual(new Set([423]));
    const right = await validate(CUSTOMERS.joao.signature ?? '');
    expect(right.status).toBe(423);
    const dados = (envelope.consentimentoDadosDTO as { dados: { id: string } }).dados;
    const share = await bank.call('POST', '/api/canais/v1/compartilhamentos', {
      token: 'tok-joao',
      payload: { compartilhamentoId: dados.id, consentimentoId: id, produtos: [], autenticacaoEletronica: CUSTOMERS.joao.signature },
    });
    expect(share.status).toBe(423);
    expect(await record(id)).toMatchObject({ status: 'AWAITING_AUTHORISATION', decisions: 0 });
  });

  it('counts wrong signatures per customer across consents: the third, each on a new consent, blocks the signature everywhere for 30 minutes', async () => {
    const statuses = [];
    for (const value of ['1', '2', '3']) {
      const id = await create('pix-imediato-assinatura', 'joao');
      statuses.push((await authorise('tok-joao', id, { ...(await paymentOf('tok-joao', id)), autenticacaoEletronica: value })).status);
    }
    expect(statuses).toEqual([422, 422, 423]);
    // A fresh consent and the right signature: blocked, in a payment and in a signature validation.
    const payment = await create('pix-imediato-assinatura', 'joao');
    const paymentBody = await paymentOf('tok-joao', payment);
    const blocked = await authorise('tok-joao', payment, { ...paymentBody, autenticacaoEletronica: CUSTOMERS.joao.signature });
    expect(blocked.status).toBe(423);
    expect(blocked.body.message).toMatch(SIGNATURE_BLOCKED);
    const sharing = await create('compartilhamento', 'joao');
    await load('tok-joao', sharing);
    expect((await validateSignature('tok-joao', CUSTOMERS.joao.signature)).status).toBe(423);
    bank.advance(SIGNATURE_BLOCK_MS - 1);
    const late = await validateSignature('tok-joao', CUSTOMERS.joao.signature);
    expect(late.status).toBe(423);
    expect(late.body.message).toContain('bloqueado por 1 minuto ');
    bank.advance(1);
    // The block is over: the sharing (a 60-minute window) takes the right signature.
    expect((await validateSignature('tok-joao', CUSTOMERS.joao.signature)).status).toBe(200);
    expect(await record(payment)).toMatchObject({ decisions: 0 });
  });

  it('a right signature starts the count again, and after the block three more attempts, not one', async () => {
    await load('tok-joao', await create('compartilhamento', 'joao'));
    const run = async (values: (string | undefined)[]) => {
      const out = [];
      for (const value of values) out.push((await validateSignature('tok-joao', value)).status);
      return out;
    };
    expect(await run(['1', '2', CUSTOMERS.joao.signature, '3', '4'])).toEqual([422, 422, 200, 422, 422]);
    expect(await run(['5', CUSTOMERS.joao.signature])).toEqual([423, 423]);
    bank.advance(SIGNATURE_BLOCK_MS);
    expect(await run(['6', '7', '8'])).toEqual([422, 422, 423]);
  });

  it("the bank's back office (the test API) lifts a block and its count", async () => {
    await load('tok-joao', await create('compartilhamento', 'joao'));
    for (const value of ['1', '2', '3']) await validateSignature('tok-joao', value);
    expect((await bank.call('DELETE', '/banco/api/customers/joao/signature-block')).status).toBe(204);
    expect((await validateSignature('tok-joao', '4')).status).toBe(422);
    expect((await validateSignature('tok-joao', CUSTOMERS.joao.signature)).status).toBe(200);
    expect((await bank.call('DELETE', '/banco/api/customers/nobody/signature-block')).status).toBe(404);
  });

  it("João's blocked signature blocks no one else", async () => {
    await load('tok-joao', await create('compartilhamento', 'joao'));
    for (const value of ['1', '2', '3']) await validateSignature('tok-joao', value);
    const id = await create('pix-imediato');
    const payment = await paymentOf('tok-maria', id);
    expect((await authorise('tok-maria', id, { ...payment, tokenSMS: await sendSms('tok-maria') })).status).toBe(200);
  });

  it('SMS codes stay counted per consent (a code is bound to its consent): two wrong on A and two wrong on B lock neither', async () => {
    const a = await create('pix-imediato');
    const b = await create('pix-imediato');
    const paymentA = await paymentOf('tok-maria', a);
    const codeA = await sendSms('tok-maria');
    const onA = [await authorise('tok-maria', a, { ...paymentA, tokenSMS: wrong(codeA, 1) }), await authorise('tok-maria', a, { ...paymentA, tokenSMS: wrong(codeA, 2) })];
    const paymentB = await paymentOf('tok-maria', b);
    const codeB = await sendSms('tok-maria');
    const onB = [await authorise('tok-maria', b, { ...paymentB, tokenSMS: wrong(codeB, 1) }), await authorise('tok-maria', b, { ...paymentB, tokenSMS: wrong(codeB, 2) })];
    expect([...onA, ...onB].map((r) => r.status)).toEqual([422, 422, 422, 422]);
    expect((await authorise('tok-maria', b, { ...paymentB, tokenSMS: codeB })).status).toBe(200);
  });
});

describe("only the customer's own device authorises", () => {
  it('refuses an SMS for a customer whose device is the signature or the QR code, and an SMS code in their decisions (403)', async () => {
    for (const [customer, token, scenario] of [
      ['joao', 'tok-joao', 'pix-imediato-assinatura'],
      ['ana', 'tok-ana', 'pix-imediato-qrcode'],
    ] as const) {
      const id = await create(scenario, customer);
      const payment = await paymentOf(token, id);
      const send = await bank.call('POST', SMS_PATH, { token });
      expect([customer, send.status, send.body.message]).toEqual([customer, 403, 'Envio de SMS indisponível: o dispositivo de segurança cadastrado para a sua conta não é o SMS.']);
      expect((await bank.call('GET', '/banco/api/sms')).body).toEqual([]);
      const guess = await authorise(token, id, { ...payment, tokenSMS: '123456' });
      expect([customer, guess.status, guess.body.message]).toEqual([customer, 403, OTHER_DEVICE]);
      expect(await record(id)).toMatchObject({ status: 'AWAITING_AUTHORISATION', decisions: 0 });
    }
  });

  it('refuses a QR transaction and a signature for an SMS customer, and a signature for a QR customer; none of them counts as an attempt', async () => {
    const id = await create('pix-imediato');
    const payment = await paymentOf('tok-maria', id);
    const qr = await bank.call('POST', QR_PATH, { token: 'tok-maria', headers: { tokenQRCode: `${BANK.cnpj}-${CUSTOMERS.maria.cpf}` }, payload: { transacao: TRANSACAO, hash: '' } });
    expect([qr.status, qr.body.message]).toEqual([403, OTHER_DEVICE]);
    expect((await bank.call('GET', '/banco/api/qr')).body).toEqual([]);
    expect((await validateSignature('tok-maria', CUSTOMERS.joao.signature)).status).toBe(403);
    for (let i = 0; i < 3; i += 1) expect((await authorise('tok-maria', id, { ...payment, autenticacaoEletronica: CUSTOMERS.joao.signature })).status).toBe(403);
    const qrConsent = await create('pix-imediato-qrcode', 'ana');
    const qrPayment = await paymentOf('tok-ana', qrConsent);
    expect((await authorise('tok-ana', qrConsent, { ...qrPayment, autenticacaoEletronica: CUSTOMERS.joao.signature })).status).toBe(403);
    // Checked against no secret, so not counted: Maria's own code still authorises.
    await paymentOf('tok-maria', id);
    expect((await authorise('tok-maria', id, { ...payment, tokenSMS: await sendSms('tok-maria') })).status).toBe(200);
  });
});

describe('SMS sends are bounded (SMS pumping)', () => {
  it('at most 5 per consent: the sixth answers 429 with a message for the form, and the last code still authorises', async () => {
    const id = await create('pix-imediato');
    const payment = await paymentOf('tok-maria', id);
    let code = '';
    for (let i = 0; i < SMS_SENDS_PER_CONSENT; i += 1) code = await sendSms('tok-maria');
    const sixth = await bank.call('POST', SMS_PATH, { token: 'tok-maria' });
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe('Limite de envios de SMS atingido para esta transação. Cancele e inicie uma nova transação na instituição iniciadora.');
    expect((await bank.call('GET', '/banco/api/sms')).body).toHaveLength(SMS_SENDS_PER_CONSENT);
    // Another session of the same customer with the same consent on screen: the same bound.
    await paymentOf('tok-maria-2', id);
    expect((await bank.call('POST', SMS_PATH, { token: 'tok-maria-2' })).status).toBe(429);
    expect((await authorise('tok-maria', id, { ...payment, tokenSMS: code })).status).toBe(200);
  });

  it('at most 10 per customer in any hour, across consents; the hour rolls on; another customer has his own', async () => {
    const ids = [await create('automatico'), await create('automatico'), await create('automatico')];
    const firstBatch = SMS_SENDS_PER_CONSENT;
    const secondBatch = SMS_SENDS_PER_CUSTOMER_HOUR - SMS_SENDS_PER_CONSENT;
    await load('tok-maria', ids[0] ?? '');
    for (let i = 0; i < firstBatch; i += 1) await sendSms('tok-maria');
    bank.advance(10 * 60_000);
    await load('tok-maria', ids[1] ?? '');
    for (let i = 0; i < secondBatch; i += 1) await sendSms('tok-maria');
    await load('tok-maria', ids[2] ?? '');
    const over = await bank.call('POST', SMS_PATH, { token: 'tok-maria' });
    expect(over.status).toBe(429);
    expect(over.body.message).toBe('Limite de envios de SMS atingido: muitos códigos pedidos na última hora. Tente novamente mais tarde.');
    await load('tok-carlos', await create('pix-imediato', 'carlos'));
    await sendSms('tok-carlos', 'carlos');
    // An hour after the first batch it no longer counts; the refused send never did.
    bank.advance(50 * 60_000 + 1);
    for (let i = 0; i < firstBatch; i += 1) await sendSms('tok-maria');
    expect((await bank.call('POST', SMS_PATH, { token: 'tok-maria' })).status).toBe(429);
  });
});

describe("the bank's own endpoints", () => {
  const JOURNEY = '0b6f8c3e-2a4d-4c1e-9f7a-a0b1c2d3e4f5';
  const beacon = JSON.stringify({ events: [{ type: 'step', journey: JOURNEY, route: '/pix', kind: 'PAGAMENTO', at: 5, sinceLast: 5 }] });
  const sendBeacon = (headers: Record<string, string>, body = beacon) =>
    bank.call('POST', '/banco/metricas/eventos', { headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers }, rawBody: body });

  it("the metrics endpoint takes beacons from the portal's origin only (403 otherwise)", async () => {
    expect((await sendBeacon({ origin: PORTAL_ORIGIN })).status).toBe(204);
    // Firefox under the portal's Referrer-Policy no-referrer: Origin 'null', but a same-origin fetch.
    expect((await sendBeacon({ origin: 'null', 'sec-fetch-site': 'same-origin' })).status).toBe(204);
    const refused: Record<string, string>[] = [{}, { origin: 'https://evil.example' }, { origin: 'null', 'sec-fetch-site': 'cross-site' }, { origin: 'null' }, { origin: `${PORTAL_ORIGIN}.evil.example` }];
    for (const headers of refused) {
      expect([headers, (await sendBeacon(headers)).status]).toEqual([headers, 403]);
    }
    expect(((await bank.call('GET', '/banco/api/metricas')).body.events as unknown[]).length).toBe(2);
  });

  it(`the metrics endpoint takes at most ${METRICS_BURST} beacons at once per client address, then ${METRICS_PER_MINUTE} a minute (429)`, async () => {
    const statuses = await inBatches(METRICS_BURST, 20, () => sendBeacon({ origin: PORTAL_ORIGIN }).then((r) => r.status));
    expect(new Set(statuses)).toEqual(new Set([204]));
    const over = await sendBeacon({ origin: PORTAL_ORIGIN });
    expect(over.status).toBe(429);
    // Another address in X-Forwarded-For is not another client: any client writes that header.
    expect((await sendBeacon({ origin: PORTAL_ORIGIN, 'x-forwarded-for': '203.0.113.9' })).status).toBe(429);
    bank.advance(60_000 / METRICS_PER_MINUTE);
    expect((await sendBeacon({ origin: PORTAL_ORIGIN })).status).toBe(204);
    expect((await sendBeacon({ origin: PORTAL_ORIGIN })).status).toBe(429);
  });

  it(`the metrics endpoint refuses a body over ${METRICS_BODY_LIMIT / 1024} KB (413)`, async () => {
    const padded = JSON.stringify({ events: [], pad: 'x'.repeat(METRICS_BODY_LIMIT) });
    expect((await sendBeacon({ origin: PORTAL_ORIGIN }, padded)).status).toBe(413);
  });

  it('answers only its configured hosts: another name (DNS rebinding) gets 421 on every path', async () => {
    const port = new URL(bank.base).port;
    for (const path of ['/banco/sms', '/banco/api/sms', '/iniciadora', '/config.json', '/', '/api/canais/v1/seguranca/dispositivo-seguranca']) {
      for (const host of [`evil.example:${port}`, `localhost:${port}`, 'evil.example', `127.0.0.1:${Number(port) + 1}`]) {
        const res = await rawGet(path, host);
        expect([path, host, res.status]).toEqual([path, host, 421]);
        expect(res.text).toBe(`Endereço não atendido por este servidor. Use ${PORTAL_ORIGIN}.`);
      }
      // The public URL's host (the dev server forwards it as is) and the address it listens on.
      for (const host of [new URL(PORTAL_ORIGIN).host, `127.0.0.1:${port}`]) expect([path, host, (await rawGet(path, host)).status]).not.toEqual([path, host, 421]);
    }
  });
});

/** A GET with the Host header of our choosing (fetch always sends the URL's). */
function rawGet(path: string, host: string): Promise<{ status: number; text: string }> {
  const url = new URL(bank.base);
  return new Promise((resolve, reject) => {
    const request = http.get({ host: url.hostname, port: url.port, path, headers: { host, accept: 'application/json' } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    request.on('error', reject);
  });
}

describe('QR approvals', () => {
  const ownHeader = { tokenQRCode: `${BANK.cnpj}-${CUSTOMERS.ana.cpf}` };

  async function approvedHash(token: string, headers: Record<string, string>): Promise<string> {
    const first = await bank.call('POST', QR_PATH, { token, headers, payload: { transacao: TRANSACAO, hash: '' } });
    expect(first.body.status).toBe('PENDENTE');
    const hash = first.body.hash as string;
    expect((await bank.call('POST', `/banco/api/qr/${hash}/aprovar`, { headers: { cookie: await appLogin('ana') } })).status).toBe(200);
    return hash;
  }

  it('a QR approval issued for consent A does not authorise consent B, and still authorises A', async () => {
    const a = await create('pix-imediato-qrcode', 'ana');
    const b = await create('pix-imediato-qrcode', 'ana');
    const paymentA = await paymentOf('tok-ana', a);
    const hash = await approvedHash('tok-ana', ownHeader); // A on screen
    const paymentB = await paymentOf('tok-ana', b);
    const onB = await authorise('tok-ana', b, { ...paymentB, unitoken: hash });
    expect([onB.status, onB.body.message]).toEqual([422, WRONG_CODE]);
    expect(await record(b)).toMatchObject({ status: 'AWAITING_AUTHORISATION', decisions: 0 });
    // Polling A's hash with B on screen opens a new transaction instead of reporting A's approval.
    const poll = await bank.call('POST', QR_PATH, { token: 'tok-ana', headers: ownHeader, payload: { transacao: TRANSACAO, hash } });
    expect(poll.body).toMatchObject({ status: 'PENDENTE' });
    expect(poll.body.hash).not.toBe(hash);
    expect((await authorise('tok-ana', a, { ...paymentA, unitoken: hash })).status).toBe(200);
  });

  it("refuses a tokenQRCode naming another person's documents with 403 and opens no transaction", async () => {
    await load('tok-ana', await create('pix-imediato-qrcode', 'ana'));
    const maria = CUSTOMERS.maria.cpf;
    for (const tokenQRCode of [`${BANK.cnpj}-${maria}`, `${maria}-${maria}`, `${maria}-${CUSTOMERS.ana.cpf}`]) {
      const res = await bank.call('POST', QR_PATH, { token: 'tok-ana', headers: { tokenQRCode }, payload: { transacao: TRANSACAO, hash: '' } });
      expect([tokenQRCode, res.status]).toEqual([tokenQRCode, 403]);
      expect(res.body.message).toMatch(/documentos.*cliente/);
    }
    expect((await bank.call('GET', '/banco/api/qr')).body).toEqual([]);
    // The customer's own documents, with the bank's, the initiator's (businessEntity) or her own CPF as institution.
    for (const institution of [BANK.cnpj, '12345678000195', CUSTOMERS.ana.cpf]) {
      const res = await bank.call('POST', QR_PATH, { token: 'tok-ana', headers: { tokenQRCode: `${institution}-${CUSTOMERS.ana.cpf}` }, payload: { transacao: TRANSACAO, hash: '' } });
      expect([institution, res.status, res.body.status]).toEqual([institution, 200, 'PENDENTE']);
    }
  });
});

describe('request log', () => {
  it('never holds an SMS code, a QR hash, or the query of /callback (code, state)', async () => {
    const id = await create('pix-imediato');
    const payment = await paymentOf('tok-maria', id);
    const code = await sendSms('tok-maria');
    await authorise('tok-maria', id, { ...payment, tokenSMS: code });
    await bank.call('GET', '/callback?code=secret-code-123&state=secret-state-456');
    await bank.call('GET', `/?intent_id=${enc(id)}&redirect_uri=x`);
    await load('tok-ana', await create('pix-imediato-qrcode', 'ana'));
    const qr = await bank.call('POST', QR_PATH, { token: 'tok-ana', headers: ownQr(), payload: { transacao: TRANSACAO, hash: '' } });
    const hash = qr.body.hash as string;
    await bank.call('POST', `/banco/app/${hash}/aprovar`, { headers: { cookie: await appLogin('ana') } });
    const log = bank.lines.join('\n');
    expect(log).toMatch(/^GET \/callback 200 /m);
    expect(log).toMatch(/^POST \/banco\/app\/\S+\/aprovar 303 /m);
    for (const secret of [code, 'secret-code-123', 'secret-state-456', hash, 'intent_id']) expect([secret, log.includes(secret)]).toEqual([secret, false]);
  });
});

/** Logs the customer into the bank's app (the simulator's login) and returns the cookie to send. */
async function appLogin(customer: keyof typeof CUSTOMERS): Promise<string> {
  const res = await bank.call('POST', '/banco/api/app/sessao', { payload: { cpf: CUSTOMERS[customer].cpf, senha: CUSTOMERS[customer].password } });
  expect(res.status).toBe(204);
  const cookie = res.headers.get('set-cookie') ?? '';
  return cookie.split(';')[0] ?? '';
}

function ownQr() {
  return { tokenQRCode: `${BANK.cnpj}-${CUSTOMERS.ana.cpf}` };
}
