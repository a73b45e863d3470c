import { BANK } from '../../mocks/fixtures';
import { CUSTOMERS, maskCpf } from '../../mocks/customers';
import { startBank, type Bank, type Body } from './support/bankHttp';

/**
 * The rules a real bank holds and the BFF must honour (docs/simulated-bank.md, "What a real BFF
 * must do"), attacked over HTTP the way issue 13 tried them against the simulated bank.
 */
const LOCKED = /bloqueado.*Cancele.*nova transação na instituição iniciadora/s;
const WRONG_CODE = 'Código de segurança inválido.';
const WRONG_SIGNATURE = 'Assinatura eletrônica inválida.';
const QR_PATH = '/api/canais/v1/unitoken-transparente/qr-code';
const SIGNATURE_PATH = '/api/canais/v1/seguranca/dispositivo-seguranca/assinatura-eletronica/validar';
const TRANSACAO = { codTransacao: 169, data: '2026-06-10', descricao: 'Pix', valor: '10.00' };

let bank: Bank;
beforeEach(async () => {
  bank = await startBank();
});
afterEach(async () => {
  await bank.close();
});

const enc = encodeURIComponent;

async function create(scenario: string, customer: keyof typeof CUSTOMERS = 'maria'): Promise<string> {
  const res = await bank.call('POST', '/banco/api/consents', { payload: { scenario, customer } });
  expect(res.status).toBe(201);
  return res.body.consentId as string;
}

/** Loads the consent in the session of `token` (puts it "on screen") and returns the envelope. */
async function load(token: string, id: string): Promise<Body> {
  const res = await bank.call('GET', `/api/canais/v1/consentimento/${enc(id)}`, { token });
  expect(res.status).toBe(200);
  return res.body;
}

async function paymentOf(token: string, id: string): Promise<Body> {
  return (await load(token, id)).consentimentoPagamentoDTO as Body;
}

/** Asks for an SMS in the session of `token` and reads the code from the outbox. */
async function sendSms(token: string, customer: keyof typeof CUSTOMERS = 'maria'): Promise<string> {
  expect((await bank.call('POST', '/api/canais/v1/seguranca/enviar-token-sms', { token })).status).toBe(200);
  const outbox = (await bank.call('GET', '/banco/api/sms')).body as unknown as { code: string; customer: string }[];
  const code = outbox.find((m) => m.customer === maskCpf(CUSTOMERS[customer].cpf))?.code;
  if (!code) throw new Error('no SMS in the outbox');
  return code;
}

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

  it('three wrong signatures in payment authorisations lock that payment only', async () => {
    const id = await create('pix-imediato-assinatura', 'joao');
    const payment = await paymentOf('tok-joao', id);
    const statuses = [];
    for (const value of ['1', '2', '3', CUSTOMERS.joao.signature]) statuses.push((await authorise('tok-joao', id, { ...payment, autenticacaoEletronica: value })).status);
    expect(statuses).toEqual([422, 422, 423, 423]);
    const other = await create('pix-imediato-assinatura', 'joao');
    const otherPayment = await paymentOf('tok-joao', other);
    expect((await authorise('tok-joao', other, { ...otherPayment, autenticacaoEletronica: CUSTOMERS.joao.signature })).status).toBe(200);
  });
});

describe('QR approvals', () => {
  const ownHeader = { tokenQRCode: `${BANK.cnpj}-${CUSTOMERS.ana.cpf}` };

  async function approvedHash(token: string, headers: Record<string, string>): Promise<string> {
    const first = await bank.call('POST', QR_PATH, { token, headers, payload: { transacao: TRANSACAO, hash: '' } });
    expect(first.body.status).toBe('PENDENTE');
    const hash = first.body.hash as string;
    expect((await bank.call('POST', `/banco/api/qr/${hash}/aprovar`)).status).toBe(200);
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
    const qr = await bank.call('POST', QR_PATH, { token: 'tok-ana', headers: ownQr(), payload: { transacao: TRANSACAO, hash: '' } });
    const hash = qr.body.hash as string;
    await bank.call('POST', `/banco/app/${hash}/aprovar`);
    const log = bank.lines.join('\n');
    expect(log).toMatch(/^GET \/callback 200 /m);
    expect(log).toMatch(/^POST \/banco\/app\/\S+\/aprovar 303 /m);
    for (const secret of [code, 'secret-code-123', 'secret-state-456', hash, 'intent_id']) expect([secret, log.includes(secret)]).toEqual([secret, false]);
  });
});

function ownQr() {
  return { tokenQRCode: `${BANK.cnpj}-${CUSTOMERS.ana.cpf}` };
}
