import { CUSTOMERS } from '../../mocks/customers';
import { BankState, ERRORS, TIMEOUT_REASON } from '../../mocks/state';
import type { PaymentRequest, QrAnswer, RecurringConsent, SharingConsent } from '../../src/api/contract';

const PUBLIC = 'http://bank.test';
const MARIA = CUSTOMERS.maria.cpf;
const JOAO = CUSTOMERS.joao.cpf;
const ANA = CUSTOMERS.ana.cpf;

function setup(start = Date.UTC(2025, 5, 10, 15, 0, 0)) {
  let now = start;
  const sleeps: number[] = [];
  const state = new BankState({
    publicUrl: PUBLIC,
    now: () => now,
    slowMs: 15_000,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
  });
  return { state, sleeps, advance: (ms: number) => (now += ms) };
}

async function load(state: BankState, cpf: string, id: string) {
  return state.execute('load', cpf, id);
}

async function paymentBody(state: BankState, cpf: string, id: string, extra: Partial<PaymentRequest> = {}): Promise<PaymentRequest> {
  const answer = await load(state, cpf, id);
  expect(answer.status).toBe(200);
  const data = (answer.body as { consentimentoPagamentoDTO: PaymentRequest }).consentimentoPagamentoDTO;
  return { ...data, ...extra };
}

function lastCode(state: BankState): string {
  const code = state.sms[0]?.code;
  if (!code) throw new Error('no SMS');
  return code;
}

describe('consent store', () => {
  it('creates a consent owned by the chosen customer with the initiator return address', () => {
    const { state } = setup();
    const consent = state.createConsent('pix-imediato', 'joao');
    expect(consent.customer.cpf).toBe(JOAO);
    expect(consent.status).toBe('AWAITING_AUTHORISATION');
    const data = consent.envelope.consentimentoPagamentoDTO;
    expect(data?.consentimento.loggedUser?.document.identification).toBe(JOAO);
    expect(data?.iniciadora?.urlRedirecionamento).toBe(`${PUBLIC}/iniciadora/retorno?consentId=${encodeURIComponent(consent.id)}`);
    expect(state.portalUrl(consent.id)).toBe(
      `${PUBLIC}/?intent_id=${encodeURIComponent(consent.id)}&redirect_uri=${encodeURIComponent(`${PUBLIC}/iniciadora/autorizacao`)}`,
    );
  });

  it('refuses an unknown scenario', () => {
    expect(() => setup().state.createConsent('nao-existe')).toThrow('Cenário desconhecido');
  });

  it('answers 404 for an unknown consent and 401 for an unknown account', async () => {
    const { state } = setup();
    expect(await state.execute('load', MARIA, 'urn:x:nada')).toEqual({ status: 404, body: { message: ERRORS.notFound } });
    const consent = state.createConsent('pix-imediato');
    expect((await state.execute('load', '00000000000', consent.id)).status).toBe(401);
  });

  it('refuses a customer who does not own the consent, with the CPF message', async () => {
    const { state } = setup();
    const consent = state.createConsent('pix-imediato'); // Maria's
    const answer = await load(state, JOAO, consent.id);
    expect(answer.status).toBe(422);
    expect((answer.body as { message: string }).message).toBe('O CPF do usuário logado é diferente do CPF do titular do consentimento.');
    const body = await paymentBody(state, MARIA, consent.id);
    expect((await state.execute('reject', JOAO, consent.id, body)).status).toBe(422);
    expect(consent.status).toBe('AWAITING_AUTHORISATION');
  });

  it('authorises with the last SMS code, answers the initiator redirect and decides once', async () => {
    const { state } = setup();
    const consent = state.createConsent('pix-imediato');
    const loaded = await paymentBody(state, MARIA, consent.id); // the code is bound to the consent on screen
    await state.execute('sendSms', MARIA, undefined);
    const body = { ...loaded, tokenSMS: lastCode(state) };
    const first = await state.execute('authorise', MARIA, consent.id, body);
    expect(first).toEqual({
      status: 200,
      body: { urlRedirecionamento: `${PUBLIC}/iniciadora/retorno?consentId=${encodeURIComponent(consent.id)}`, urlLogoIniciadora: `${PUBLIC}/iniciadora/logo.svg` },
    });
    expect(consent.status).toBe('AUTHORISED');
    const again = await state.execute('reject', MARIA, consent.id, body);
    expect(again).toEqual({ status: 422, body: { message: 'Este consentimento já foi decidido.' } });
    // The way back after a decision: the customer returns, the decision stands.
    const rejected = await state.execute('rejected', MARIA, consent.id);
    expect(rejected).toEqual({ status: 200, body: first.body });
    expect(state.snapshot(consent)).toMatchObject({ status: 'AUTHORISED', decisions: 1 });
    expect(state.snapshot(consent).calls.map((c) => c.name)).toEqual(['load', 'sendSms', 'authorise', 'reject', 'rejected']);
  });

  it('lets exactly one of two parallel decisions win', async () => {
    const { state } = setup();
    const consent = state.createConsent('pix-imediato');
    const loaded = await paymentBody(state, MARIA, consent.id); // the code is bound to the consent on screen
    await state.execute('sendSms', MARIA, undefined);
    const body = { ...loaded, tokenSMS: lastCode(state) };
    const answers = await Promise.all([
      state.execute('authorise', MARIA, consent.id, body),
      state.execute('reject', MARIA, consent.id, body),
      state.execute('rejected', MARIA, consent.id),
    ]);
    // The rejected call after the authorisation only returns the customer (200, nothing decided).
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 422]);
    expect(consent.decisions).toBe(1);
    expect(consent.status).toBe('AUTHORISED');
  });

  it('keeps decided-once across a slow decision racing a fast one', async () => {
    let release: () => void = () => undefined;
    const state = new BankState({ publicUrl: PUBLIC, sleep: () => new Promise<void>((resolve) => (release = resolve)) });
    const consent = state.createConsent('autorizar-lento');
    const loaded = await paymentBody(state, MARIA, consent.id); // the code is bound to the consent on screen
    await state.execute('sendSms', MARIA, undefined);
    const body = { ...loaded, tokenSMS: lastCode(state) };
    const slow = state.execute('authorise', MARIA, consent.id, body);
    const fast = await state.execute('rejected', MARIA, consent.id);
    expect(fast.status).toBe(200);
    release();
    expect((await slow).body).toEqual({ message: ERRORS.decided });
    expect(consent).toMatchObject({ status: 'REJECTED', reason: 'REJEITADO_USUARIO', decisions: 1 });
  });

  it('records refusal reasons per kind', async () => {
    const { state } = setup();
    const pay = state.createConsent('pix-imediato');
    await state.execute('reject', MARIA, pay.id, await paymentBody(state, MARIA, pay.id));
    expect(pay).toMatchObject({ status: 'REJECTED', reason: 'REJEITADO_USUARIO' });

    const share = state.createConsent('compartilhamento');
    expect(await state.execute('shareReject', MARIA, share.id)).toEqual({
      status: 200,
      body: { urlRedirect: `${PUBLIC}/iniciadora/retorno?consentId=${encodeURIComponent(share.id)}` },
    });
    expect(share).toMatchObject({ status: 'REJECTED', rejectedBy: 'USER', reason: 'CUSTOMER_MANUALLY_REJECTED' });

    const auto = state.createConsent('automatico');
    expect((await state.execute('automaticCancel', MARIA, auto.id, {})).status).toBe(200);
    expect(auto).toMatchObject({ status: 'REJECTED', rejectedBy: 'USUARIO', reason: 'REJEITADO_USUARIO' });
  });

  it('addresses sweeping by recurringConsentId and sharing by its own id', async () => {
    const { state } = setup();
    const sweep = state.createConsent('sweeping', 'joao');
    const recurringId = sweep.envelope.consentimentoPagamentoSweeping?.dados.recurringConsentId ?? '';
    const ok = await state.execute('automaticAuthorise', JOAO, recurringId, { autenticacaoEletronica: '12345678' });
    expect(ok.status).toBe(200);
    expect(sweep.status).toBe('AUTHORISED');

    const share = state.createConsent('compartilhamento');
    const sharingId = (share.envelope.consentimentoDadosDTO as SharingConsent).dados.id;
    expect(sharingId).not.toBe(share.id);
    expect((await state.execute('shareReject', MARIA, sharingId)).status).toBe(200);
    expect(share.status).toBe('REJECTED');
  });

  it('refuses a decision call that does not fit the kind', async () => {
    const { state } = setup();
    const share = state.createConsent('compartilhamento');
    expect(await state.execute('automaticCancel', MARIA, share.id, {})).toEqual({ status: 422, body: { message: ERRORS.wrongKind } });
    expect(share.status).toBe('AWAITING_AUTHORISATION');
  });
});

describe('time windows', () => {
  it('expires a Pix after 5 minutes: 420 on load and decisions, REJECTED with TEMPO_EXPIRADO_AUTORIZACAO', async () => {
    const { state, advance } = setup();
    const consent = state.createConsent('pix-imediato');
    const body = await paymentBody(state, MARIA, consent.id);
    advance(5 * 60_000);
    expect((await load(state, MARIA, consent.id)).status).toBe(200); // exactly 5 min: still open
    advance(1);
    expect(await load(state, MARIA, consent.id)).toEqual({ status: 420, body: { message: ERRORS.expired } });
    expect((await state.execute('reject', MARIA, consent.id, body)).status).toBe(420);
    // The way back from the expired page: the customer returns, the consent stays expired.
    const back = await state.execute('rejected', MARIA, consent.id);
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ urlRedirecionamento: expect.stringContaining('/iniciadora/retorno') });
    expect(consent).toMatchObject({ status: 'REJECTED', reason: TIMEOUT_REASON, decisions: 0 });
  });

  it('gives data sharing 60 minutes', async () => {
    const { state, advance } = setup();
    const consent = state.createConsent('compartilhamento');
    advance(59 * 60_000);
    expect((await load(state, MARIA, consent.id)).status).toBe(200);
    advance(2 * 60_000);
    expect((await load(state, MARIA, consent.id)).status).toBe(420);
  });

  it('creates pix-expirado already past its window', async () => {
    const { state } = setup();
    const consent = state.createConsent('pix-expirado');
    expect((await load(state, MARIA, consent.id)).status).toBe(420);
    expect(state.snapshot(consent)).toMatchObject({ status: 'REJECTED', reason: 'TEMPO_EXPIRADO_AUTORIZACAO' });
  });
});

describe('credentials', () => {
  it('accepts only the last, unused SMS code of the same customer', async () => {
    const { state } = setup();
    const consent = state.createConsent('pix-imediato');
    const body = await paymentBody(state, MARIA, consent.id);
    state.sendSms(CUSTOMERS.maria, consent.id);
    const old = lastCode(state);
    state.sendSms(CUSTOMERS.maria, consent.id);
    const current = lastCode(state);
    state.sendSms(CUSTOMERS.joao); // another customer's newer code changes nothing for Maria
    expect(state.sms[0]?.cpf).toBe(JOAO);
    if (old !== current) {
      expect(await state.execute('authorise', MARIA, consent.id, { ...body, tokenSMS: old })).toEqual({ status: 422, body: { message: 'Código de segurança inválido.' } });
    }
    expect((await state.execute('authorise', MARIA, consent.id, body)).status).toBe(422); // no credential
    expect(consent.decisions).toBe(0);
    expect((await state.execute('authorise', MARIA, consent.id, { ...body, tokenSMS: current })).status).toBe(200);
    // The code is now used: it cannot authorise another consent.
    const other = state.createConsent('pix-imediato');
    const otherBody = await paymentBody(state, MARIA, other.id, { tokenSMS: current });
    expect((await state.execute('authorise', MARIA, other.id, otherBody)).status).toBe(422);
  });

  it('generates six-digit codes', () => {
    const { state } = setup();
    for (let i = 0; i < 20; i += 1) expect(state.sendSms(CUSTOMERS.maria).code).toMatch(/^\d{6}$/);
  });

  it("checks the electronic signature against the customer's own", async () => {
    const { state } = setup();
    state.createConsent('pix-imediato', 'joao');
    expect(await state.execute('validateSignature', JOAO, undefined, { assinaturaEletronica: '87654321' })).toEqual({
      status: 422,
      body: { message: 'Assinatura eletrônica inválida.' },
    });
    expect(await state.execute('validateSignature', JOAO, undefined, { assinaturaEletronica: '12345678' })).toEqual({ status: 200, body: {} });
    // Maria's device is the SMS: a signature, even João's, is not hers to give.
    expect((await state.execute('validateSignature', MARIA, undefined, { assinaturaEletronica: '12345678' })).status).toBe(403);
  });

  it('authorises a share with the signature', async () => {
    const { state } = setup();
    const consent = state.createConsent('compartilhamento', 'joao');
    const dados = (consent.envelope.consentimentoDadosDTO as SharingConsent).dados;
    const payload = { compartilhamentoId: dados.id, consentimentoId: consent.id, produtos: [], autenticacaoEletronica: '12345678' };
    expect((await state.execute('share', JOAO, undefined, { ...payload, autenticacaoEletronica: '1' })).status).toBe(422);
    expect(await state.execute('share', JOAO, undefined, payload)).toEqual({
      status: 200,
      body: { urlRedirect: `${PUBLIC}/iniciadora/retorno?consentId=${encodeURIComponent(consent.id)}` },
    });
    expect(consent.status).toBe('AUTHORISED');
  });

  it('reports the device of each seeded customer', async () => {
    const { state } = setup();
    expect((await state.execute('device', MARIA, undefined)).body).toEqual({ tipo: 'TOKEN_SMS' });
    expect((await state.execute('device', JOAO, undefined)).body).toEqual({ tipo: 'ASSINATURA_ELETRONICA' });
    expect((await state.execute('device', ANA, undefined)).body).toEqual({ tipo: 'UNITOKEN_QRCODE' });
  });
});

describe('QR transactions', () => {
  const header = { tokenqrcode: '01234567000189-39053344705' };
  const transacao = { codTransacao: 169, data: '2025-06-10', descricao: 'Pix para Carlos', valor: '150.75' };

  /** Ana's QR payment, loaded (on screen), and its creditor and amount as the bank recorded them. */
  async function anaOnScreen(state: BankState) {
    const consent = state.createConsent('pix-imediato-qrcode');
    await load(state, ANA, consent.id); // the transaction is bound to the consent on screen
    const recorded = consent.envelope.consentimentoPagamentoDTO?.consentimento;
    return { consent, creditor: recorded?.creditor.name ?? '', amount: recorded?.payment.amount ?? '' };
  }

  it('goes PENDENTE → AUTORIZADO and the hash then works once as unitoken', async () => {
    const { state } = setup();
    const { consent, creditor } = await anaOnScreen(state);
    const first = (await state.execute('qrCode', ANA, undefined, { transacao, hash: '' }, header)).body as QrAnswer;
    expect(first.status).toBe('PENDENTE');
    expect(first.hash).toMatch(/^[0-9a-f]{32}$/);
    expect(first.challenge).toMatch(/^[0-9a-f]{16}$/);
    const again = (await state.execute('qrCode', ANA, undefined, { transacao, hash: first.hash }, header)).body;
    expect(again).toEqual(first);
    expect(state.pendingQr().map((t) => t.terms.descricao)).toEqual([`Pix para ${creditor}`]);

    const body = await paymentBody(state, ANA, consent.id, { unitoken: first.hash ?? '' });
    expect((await state.execute('authorise', ANA, consent.id, body)).status).toBe(422); // not approved yet

    expect(state.answerQr(first.hash ?? '', true, ANA)?.status).toBe('AUTORIZADO');
    expect(state.answerQr(first.hash ?? '', false, ANA)).toBeUndefined(); // answered once
    expect((await state.execute('qrCode', ANA, undefined, { transacao, hash: first.hash }, header)).body).toEqual({ status: 'AUTORIZADO', hash: first.hash });
    expect(state.pendingQr()).toEqual([]);
    expect((await state.execute('authorise', ANA, consent.id, body)).status).toBe(200);
  });

  it("builds the transaction from the bank's record of the consent, not from the transacao the browser posts", async () => {
    const { state } = setup();
    const { creditor, amount } = await anaOnScreen(state);
    const forged = { codTransacao: 169, data: '2025-06-10', descricao: 'Pix para Alguém', valor: '1.00' };
    await state.execute('qrCode', ANA, undefined, { transacao: forged, hash: '' }, header);
    const [tx] = state.pendingQr();
    expect(tx?.terms).toMatchObject({ codTransacao: 169, descricao: `Pix para ${creditor}`, valor: amount });
    expect(tx?.terms.linhas).toContainEqual({ rotulo: 'Valor', valor: expect.stringMatching(/^R\$\s/) });
    expect(amount).not.toBe('1.00');
  });

  it('opens no transaction without a consent on screen: there is nothing to show in the app', async () => {
    const { state } = setup();
    expect((await state.execute('qrCode', ANA, undefined, { transacao, hash: '' }, header)).status).toBe(422);
    expect(state.qr.size).toBe(0);
  });

  it('answers RECUSADO after a refusal', async () => {
    const { state } = setup();
    await anaOnScreen(state);
    const first = (await state.execute('qrCode', ANA, undefined, { transacao, hash: '' }, header)).body as QrAnswer;
    state.answerQr(first.hash ?? '', false, ANA);
    expect((await state.execute('qrCode', ANA, undefined, { transacao, hash: first.hash }, header)).body).toEqual({ status: 'RECUSADO' });
  });

  it("is answered only in its own customer's app", async () => {
    const { state } = setup();
    await anaOnScreen(state);
    const first = (await state.execute('qrCode', ANA, undefined, { transacao, hash: '' }, header)).body as QrAnswer;
    expect(state.answerQr(first.hash ?? '', true, MARIA)).toBeUndefined();
    expect(state.pendingQr(ANA)).toHaveLength(1);
    expect(state.pendingQr(MARIA)).toEqual([]);
  });

  it("does not let another customer's approved hash authorise", async () => {
    const { state } = setup();
    const mine = state.createConsent('pix-imediato'); // Maria
    await anaOnScreen(state);
    const ana = (await state.execute('qrCode', ANA, undefined, { transacao, hash: '' }, header)).body as QrAnswer;
    state.answerQr(ana.hash ?? '', true, ANA);
    const body = await paymentBody(state, MARIA, mine.id, { unitoken: ana.hash ?? '' });
    expect((await state.execute('authorise', MARIA, mine.id, body)).status).toBe(403); // Maria's device is the SMS
    expect(mine.decisions).toBe(0);
  });

  it('needs the tokenQRCode header', async () => {
    const { state } = setup();
    await anaOnScreen(state);
    expect((await state.execute('qrCode', ANA, undefined, { transacao, hash: '' }, {})).status).toBe(400);
    expect(state.qr.size).toBe(0);
  });
});

describe('scenario faults', () => {
  it('answers 300 until usarChequeEspecial is true, without spending the SMS code', async () => {
    const { state } = setup();
    const consent = state.createConsent('erro-autorizar-300');
    const loaded = await paymentBody(state, MARIA, consent.id); // the code is bound to the consent on screen
    await state.execute('sendSms', MARIA, undefined);
    const body = { ...loaded, tokenSMS: lastCode(state) };
    expect(await state.execute('authorise', MARIA, consent.id, body)).toEqual({
      status: 300,
      body: { message: 'Saldo insuficiente. Deseja utilizar o limite do cheque especial?' },
    });
    expect((await state.execute('authorise', MARIA, consent.id, { ...body, usarChequeEspecial: true })).status).toBe(200);
    expect(state.snapshot(consent)).toMatchObject({ status: 'AUTHORISED', decisions: 1 });
  });

  it('delays the slow scenario by SLOW_MS and then authorises', async () => {
    const { state, sleeps } = setup();
    const consent = state.createConsent('autorizar-lento');
    const loaded = await paymentBody(state, MARIA, consent.id); // the code is bound to the consent on screen
    await state.execute('sendSms', MARIA, undefined);
    const body = { ...loaded, tokenSMS: lastCode(state) };
    expect((await state.execute('authorise', MARIA, consent.id, body)).status).toBe(200);
    expect(sleeps).toEqual([15_000]);
  });

  it('fails security calls of the consent the customer loaded last', async () => {
    const { state } = setup();
    const consent = state.createConsent('erro-dispositivo');
    expect((await state.execute('device', MARIA, undefined)).status).toBe(200); // nothing loaded yet
    await load(state, MARIA, consent.id);
    expect(await state.execute('device', MARIA, undefined)).toEqual({ status: 500, body: { message: 'Erro ao consultar o dispositivo de segurança.' } });
    expect(state.snapshot(consent).calls.map((c) => `${c.name}:${c.status}`)).toEqual(['load:200', 'device:500']);
  });

  it('answers a reject without urlRedirecionamento for redirecionamento-ausente', async () => {
    const { state } = setup();
    const consent = state.createConsent('redirecionamento-ausente');
    const body = await paymentBody(state, MARIA, consent.id);
    expect(body.iniciadora?.urlRedirecionamento).toBeUndefined();
    expect(await state.execute('reject', MARIA, consent.id, body)).toEqual({ status: 200, body: { urlLogoIniciadora: `${PUBLIC}/iniciadora/logo.svg` } });
  });

  it('keeps the load fault of envelope-invalido', async () => {
    const { state } = setup();
    const consent = state.createConsent('envelope-invalido');
    expect(await load(state, MARIA, consent.id)).toEqual({ status: 200, body: { tipo: 'PAGAMENTO' } });
  });

  it('reflects the store status in a reloaded recurring consent', async () => {
    const { state } = setup();
    const consent = state.createConsent('recorrente');
    await state.execute('rejected', MARIA, consent.id);
    const reloaded = (await load(state, MARIA, consent.id)).body as { consentimentoRecorrenteDTO: RecurringConsent };
    expect(reloaded.consentimentoRecorrenteDTO.consentimento.status).toBe('REJECTED');
  });
});
