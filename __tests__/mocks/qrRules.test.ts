import { BANK } from '../../mocks/fixtures';
import { CUSTOMERS, maskCpf } from '../../mocks/customers';
import { ENROLMENT_ERRORS } from '../../mocks/enrolment';
import { ERRORS } from '../../mocks/state';
import { createConsent, loadConsent, bankPerTest, type Body } from './support/bankHttp';

/**
 * Issue 42, point 1 and point 8's bank rules (docs/simulated-bank.md "What a real BFF must do",
 * rules 15 to 19; docs/decisions/064): the bank's app approves what the bank shows, for its own
 * customer only; an enrolment authorised by a QR approval carries the terms that were approved;
 * amounts have the bank's shape; an account the initiator named is the customer's; echoed URLs are
 * ignored. Attacked over HTTP as a page (or a script in it) would.
 */
const PORTAL_ORIGIN = 'http://127.0.0.1:3000';
const QR_PATH = '/api/canais/v1/unitoken-transparente/qr-code';
const SMS_PATH = '/api/canais/v1/seguranca/enviar-token-sms';
const ANA_QR = { tokenQRCode: `${BANK.cnpj}-${CUSTOMERS.ana.cpf}` };
/** What a page may post as the transaction: a small amount and a friendly text. */
const FORGED = { codTransacao: 169, data: '2026-06-10', descricao: 'Pix para Amigo', valor: '1.00' };
const WRONG_CODE = 'Código de segurança inválido.';

const bank = bankPerTest();

const enc = encodeURIComponent;

const load = (token: string, id: string) => loadConsent(bank, token, id);

async function record(id: string): Promise<Body> {
  return (await bank.call('GET', `/banco/api/consents/${enc(id)}`)).body;
}

/** Logs the customer into the bank's app and returns the cookie to send. */
async function appLogin(customer: keyof typeof CUSTOMERS): Promise<string> {
  const res = await bank.call('POST', '/banco/api/app/sessao', { payload: { cpf: CUSTOMERS[customer].cpf, senha: CUSTOMERS[customer].password } });
  expect(res.status).toBe(204);
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

/** Opens a QR code with the consent on Ana's screen, as the portal does. */
async function openQr(payload: Record<string, unknown> = {}) {
  return bank.call('POST', QR_PATH, { token: 'tok-ana', headers: ANA_QR, payload: { transacao: FORGED, hash: '', ...payload } });
}

/** The app page Ana sees, logged in. */
async function appPage(cookie: string): Promise<string> {
  const res = await bank.call('GET', '/banco/app', { headers: { cookie } });
  expect(res.status).toBe(200);
  return (res.body.text as string).replace(/\s+/g, ' ');
}

const approve = (hash: string, headers: Record<string, string>) => bank.call('POST', `/banco/api/qr/${hash}/aprovar`, { headers });

/** Ana's enrolment (vinculo-qrcode: her account c-1 fixed), on her screen. */
async function anaEnrolment() {
  const id = await createConsent(bank, 'vinculo-qrcode', 'ana');
  const envelope = await load('tok-ana', id);
  const enrollmentId = (envelope.consentimentoVinculoDispositivo as { dados: { enrollmentId: string } }).dados.enrollmentId;
  const authorise = (body: Record<string, unknown>, token = 'tok-ana') =>
    bank.call('PATCH', `/api/canais/v1/vinculos/${enc(enrollmentId)}/status/AUTORIZADO`, { token, payload: { canal: 1, ...body } });
  return { id, authorise };
}

describe('15. the app shows, and approves, the bank’s own record of the transaction', () => {
  it("a payment's QR transaction has the recorded amount, payee and initiator, whatever the browser posts", async () => {
    const id = await createConsent(bank, 'pix-imediato-qrcode', 'ana');
    const payment = (await load('tok-ana', id)).consentimentoPagamentoDTO as { consentimento: { creditor: { name: string }; payment: { amount: string } } };
    const { amount } = payment.consentimento.payment;
    expect(amount).not.toBe(FORGED.valor);
    const opened = await openQr();
    expect(opened.body.status).toBe('PENDENTE');
    const [listed] = (await bank.call('GET', '/banco/api/qr')).body as unknown as { descricao: string; valor: string }[];
    expect(listed).toMatchObject({ descricao: `Pix para ${payment.consentimento.creditor.name}`, valor: amount });
    const page = await appPage(await appLogin('ana'));
    const reais = `R$ ${Number(amount).toLocaleString('pt-BR', { minimumFractionDigits: 2 })}`.replace(/\u00a0/g, ' ');
    expect(page.replace(/\u00a0/g, ' ')).toContain(`Valor:</strong> ${reais}`);
    expect(page).not.toContain('Pix para Amigo');
    expect(page).not.toContain('R$ 1,00');
  });

  it("an enrolment's QR transaction shows every term as limits: per transaction, daily, validity and account, never as a charge", async () => {
    await anaEnrolment();
    const terms = { limiteTransacao: '300.00', limiteDiario: '1200.00', validade: '2031-06-10', conta: { id: 'c-1' } };
    expect((await openQr({ vinculo: terms })).body.status).toBe('PENDENTE');
    const page = await appPage(await appLogin('ana'));
    expect(page).toContain('Limite por transação:</strong> R$ 300,00');
    expect(page).toContain('Limite diário:</strong> R$ 1.200,00');
    expect(page).toContain('Validade:</strong> Até 10/06/2031');
    expect(page).toContain('Conta:</strong> CACC ag. 0002 conta 345678');
    expect(page).not.toMatch(/Valor:/);
    const [listed] = (await bank.call('GET', '/banco/api/qr')).body as unknown as { valor: unknown }[];
    expect(listed?.valor).toBeNull();
  });
});

describe("16. an enrolment's terms are frozen when its QR code opens", () => {
  it('opening the code needs terms the bank accepts: none, malformed or a foreign account opens no transaction', async () => {
    await anaEnrolment();
    const good = { limiteTransacao: '300.00', limiteDiario: null, validade: null, conta: { id: 'c-1' } };
    for (const vinculo of [undefined, { ...good, limiteTransacao: '1000' }, { ...good, limiteDiario: '1.5' }, { ...good, conta: { id: 'c-9' } }]) {
      const res = await openQr(vinculo === undefined ? {} : { vinculo });
      expect([JSON.stringify(vinculo), res.status]).toEqual([JSON.stringify(vinculo), 422]);
    }
    expect((await bank.call('GET', '/banco/api/qr')).body).toEqual([]);
  });

  it('an AUTORIZADO whose terms differ from the approved ones is refused (422), decides nothing and spends the approval; a new code for the same terms authorises', async () => {
    const { id, authorise } = await anaEnrolment();
    const cookie = await appLogin('ana');
    const shown = { limiteTransacao: '1.00', limiteDiario: null, validade: null, conta: { id: 'c-1' } };
    const first = await openQr({ vinculo: shown });
    expect((await approve(first.body.hash as string, { cookie })).status).toBe(200);

    const raised = await authorise({ ...shown, limiteTransacao: '999999999999.00', unitoken: first.body.hash });
    expect([raised.status, raised.body.message]).toEqual([422, ERRORS.qrTermsChanged]);
    // Each term counts; none of these refusals is a wrong code (the approval was right), so none locks.
    for (const other of [{ limiteDiario: '5.00' }, { validade: '2031-06-10' }, { limiteTransacao: '0.50' }]) {
      const code = await openQr({ vinculo: shown });
      expect((await approve(code.body.hash as string, { cookie })).status).toBe(200);
      const res = await authorise({ ...shown, ...other, unitoken: code.body.hash });
      expect([other, res.status, res.body.message]).toEqual([other, 422, ERRORS.qrTermsChanged]);
    }
    expect(await record(id)).toMatchObject({ status: 'AWAITING_AUTHORISATION', decisions: 0 });
    // The approval is spent: even the approved terms need a new code now.
    expect((await authorise({ ...shown, unitoken: first.body.hash })).body.message).toBe(WRONG_CODE);

    const second = await openQr({ vinculo: shown });
    expect((await approve(second.body.hash as string, { cookie })).status).toBe(200);
    expect((await authorise({ ...shown, unitoken: second.body.hash })).status).toBe(200);
    expect(await record(id)).toMatchObject({ status: 'AUTHORISED', decisions: 1 });
  });

  it('polling the open code with other terms changes nothing: the code stays bound to the terms it was opened for', async () => {
    const { authorise } = await anaEnrolment();
    const shown = { limiteTransacao: '1.00', limiteDiario: null, validade: null, conta: { id: 'c-1' } };
    const first = await openQr({ vinculo: shown });
    const raisedTerms = { ...shown, limiteTransacao: '900000.00' };
    const poll = await openQr({ vinculo: raisedTerms, hash: first.body.hash });
    expect(poll.body.hash).toBe(first.body.hash);
    expect(await appPage(await appLogin('ana'))).toContain('Limite por transação:</strong> R$ 1,00');
    await approve(first.body.hash as string, { cookie: await appLogin('ana') });
    expect((await authorise({ ...raisedTerms, unitoken: first.body.hash })).status).toBe(422);
  });
});

describe("17. only the customer, in her own bank's app, answers a QR code", () => {
  async function pendingHash(): Promise<string> {
    await load('tok-ana', await createConsent(bank, 'pix-imediato-qrcode', 'ana'));
    return (await openQr()).body.hash as string;
  }

  it('the approve and refuse routes need the app session of that customer (the QR image is not enough)', async () => {
    const hash = await pendingHash();
    for (const path of [`/banco/api/qr/${hash}/aprovar`, `/banco/api/qr/${hash}/recusar`, `/banco/app/${hash}/aprovar`, `/banco/app/${hash}/recusar`]) {
      expect([path, (await bank.call('POST', path)).status]).toEqual([path, 401]);
      expect([path, (await bank.call('POST', path, { headers: { cookie: 'banco_app=forjado' } })).status]).toEqual([path, 401]);
      expect([path, (await bank.call('POST', path, { headers: { cookie: await appLogin('maria') } })).status]).toEqual([path, 404]);
    }
    expect((await bank.call('GET', '/banco/api/qr')).body).toHaveLength(1);
    // Another customer's app lists nothing of Ana's.
    expect(await appPage(await appLogin('maria'))).not.toContain(hash.slice(0, 8));
    expect((await approve(hash, { cookie: await appLogin('ana') })).status).toBe(200);
  });

  it('a cross-site request is refused (403), even with the session: a form posted from another site, or a script of another origin', async () => {
    const hash = await pendingHash();
    const cookie = await appLogin('ana');
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    for (const headers of <Record<string, string>[]>[
      { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { cookie, 'sec-fetch-site': 'same-site' },
      { cookie, origin: 'https://evil.example' },
      { cookie, origin: 'null', 'sec-fetch-site': 'cross-site' },
    ]) {
      for (const path of [`/banco/app/${hash}/aprovar`, `/banco/api/qr/${hash}/aprovar`]) {
        const res = await bank.call('POST', path, { headers: { ...form, ...headers }, rawBody: '' });
        expect([path, headers, res.status]).toEqual([path, headers, 403]);
      }
    }
    expect((await bank.call('GET', '/banco/api/qr')).body).toHaveLength(1);
    // The app's own page posts from the bank's origin.
    const own = await bank.call('POST', `/banco/app/${hash}/aprovar`, { headers: { ...form, cookie, origin: PORTAL_ORIGIN, 'sec-fetch-site': 'same-origin' }, rawBody: '' });
    expect(own.status).toBe(303);
  });

  it("the app's login sets an HttpOnly, SameSite=Strict cookie; a wrong password opens nothing; a cross-site login is refused", async () => {
    const res = await bank.call('POST', '/banco/api/app/sessao', { payload: { cpf: CUSTOMERS.ana.cpf, senha: CUSTOMERS.ana.password } });
    expect(res.headers.get('set-cookie')).toMatch(/^banco_app=[0-9a-f]{64}; Path=\/banco; HttpOnly; SameSite=Strict; Max-Age=\d+$/);
    expect((await bank.call('POST', '/banco/api/app/sessao', { payload: { cpf: CUSTOMERS.ana.cpf, senha: 'errada' } })).status).toBe(401);
    const form = await bank.call('POST', '/banco/app/entrar', {
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      rawBody: `cpf=${CUSTOMERS.ana.cpf}&senha=${CUSTOMERS.ana.password}`,
    });
    expect([form.status, form.headers.get('set-cookie')]).toEqual([403, null]);
    // Without a session the app shows its login, and no transaction.
    const page = await bank.call('GET', '/banco/app');
    expect(page.body.text).toContain('<label for="app-senha">Senha</label>');
    expect(page.body.text).not.toContain(maskCpf(CUSTOMERS.ana.cpf));
  });
});

describe("18. amounts have the bank's shape; an account the initiator named is the customer's own and available", () => {
  async function mariaEnrolment(scenario = 'vinculo-conta-fixa') {
    const id = await createConsent(bank, scenario, 'maria');
    const envelope = await load('tok-maria', id);
    const enrollmentId = (envelope.consentimentoVinculoDispositivo as { dados: { enrollmentId: string } }).dados.enrollmentId;
    expect((await bank.call('POST', SMS_PATH, { token: 'tok-maria' })).status).toBe(200);
    const outbox = (await bank.call('GET', '/banco/api/sms')).body as unknown as { code: string }[];
    const tokenSMS = outbox[0]?.code;
    const authorise = (body: Record<string, unknown>) =>
      bank.call('PATCH', `/api/canais/v1/vinculos/${enc(enrollmentId)}/status/AUTORIZADO`, { token: 'tok-maria', payload: { canal: 1, tokenSMS, ...body } });
    return { id, authorise };
  }
  const terms = { limiteTransacao: '500.00', limiteDiario: null, validade: null, conta: { id: 'c-1' } };

  it("limits must be ^\\d{1,16}\\.\\d{2}$: '1000', '1.5', '150.750', 17 or 30 digits are refused (422) before the credential", async () => {
    const { id, authorise } = await mariaEnrolment();
    const cases: [Record<string, unknown>, string][] = [
      [{ limiteTransacao: '1000' }, ENROLMENT_ERRORS.transaction],
      [{ limiteTransacao: '1.5' }, ENROLMENT_ERRORS.transaction],
      [{ limiteTransacao: '150.750' }, ENROLMENT_ERRORS.transaction],
      [{ limiteTransacao: `${'9'.repeat(17)}.00` }, ENROLMENT_ERRORS.transaction],
      [{ limiteTransacao: '1'.repeat(30) }, ENROLMENT_ERRORS.transaction],
      [{ limiteDiario: '1000' }, ENROLMENT_ERRORS.daily],
      [{ limiteDiario: '2000.5' }, ENROLMENT_ERRORS.daily],
      [{ limiteDiario: `${'9'.repeat(30)}.00` }, ENROLMENT_ERRORS.daily],
    ];
    for (const [change, message] of cases) {
      const res = await authorise({ ...terms, ...change });
      expect([change, res.status, res.body.message]).toEqual([change, 422, message]);
    }
    expect(await record(id)).toMatchObject({ status: 'AWAITING_AUTHORISATION', decisions: 0 });
    // 16 digits is the bank's largest amount; the code was not spent by the refusals.
    expect((await authorise({ ...terms, limiteTransacao: `${'9'.repeat(16)}.00` })).status).toBe(200);
  });

  it("an enrolment's fixed account that is not the customer's, or is unavailable, is refused (422)", async () => {
    for (const conta of [
      { id: 'c-1', tipoConta: 'CACC', agencia: '0009', numero: '999999' },
      { id: 'c-3', tipoConta: 'CACC', agencia: '0003', numero: '765432' },
    ]) {
      const { id, authorise } = await mariaEnrolment();
      const stored = bank.state.find(id)?.envelope.consentimentoVinculoDispositivo;
      if (!stored) throw new Error('no enrolment');
      stored.dados.conta = conta;
      const res = await authorise({ ...terms, conta: { id: conta.id } });
      expect([conta, res.status, res.body.message]).toEqual([conta, 422, ENROLMENT_ERRORS.fixedAccount]);
      expect(await record(id)).toMatchObject({ status: 'AWAITING_AUTHORISATION', decisions: 0 });
    }
  });

  it("a payment's debtorAccount that is not the customer's, or cannot pay, is refused (422), sent or not", async () => {
    for (const debtorAccount of [
      { ispb: BANK.ispb, issuer: '0009', number: '999999', accountType: 'CACC' },
      { ispb: BANK.ispb, issuer: '0003', number: '765432', accountType: 'CACC' },
    ]) {
      const id = await createConsent(bank, 'pix-imediato', 'maria');
      const stored = bank.state.find(id)?.envelope.consentimentoPagamentoDTO;
      if (!stored) throw new Error('no payment');
      stored.consentimento.debtorAccount = debtorAccount;
      const payment = (await load('tok-maria', id)).consentimentoPagamentoDTO as Record<string, unknown>;
      await bank.call('POST', SMS_PATH, { token: 'tok-maria' });
      const tokenSMS = ((await bank.call('GET', '/banco/api/sms')).body as unknown as { code: string }[])[0]?.code;
      const res = await bank.call('PATCH', `/api/canais/v1/consentimento/${enc(id)}/status/AUTORIZADO`, { token: 'tok-maria', payload: { ...payment, tokenSMS } });
      expect([debtorAccount, res.status, res.body.message]).toEqual([debtorAccount, 422, ERRORS.accountFixedNotOwn]);
      expect(await record(id)).toMatchObject({ status: 'AWAITING_AUTHORISATION', decisions: 0 });
    }
  });
});

describe('19. URLs echoed in a decision body are ignored: the redirect comes from the bank’s record', () => {
  const EVIL = { urlRedirecionamento: 'https://evil.example/roubo', urlLogoIniciadora: 'https://evil.example/logo.svg' };

  it('a payment authorised or refused with echoed initiator URLs answers the URLs of its record', async () => {
    for (const status of ['AUTORIZADO', 'REJEITADO']) {
      const id = await createConsent(bank, 'pix-imediato', 'maria');
      const payment = (await load('tok-maria', id)).consentimentoPagamentoDTO as Record<string, unknown> & { iniciadora: Record<string, string> };
      const recorded = { ...payment.iniciadora };
      await bank.call('POST', SMS_PATH, { token: 'tok-maria' });
      const tokenSMS = ((await bank.call('GET', '/banco/api/sms')).body as unknown as { code: string }[])[0]?.code;
      const body = { ...payment, iniciadora: { ...payment.iniciadora, ...EVIL }, ...EVIL, tokenSMS };
      const res = await bank.call('PATCH', `/api/canais/v1/consentimento/${enc(id)}/status/${status}`, { token: 'tok-maria', payload: body });
      expect([status, res.status]).toEqual([status, 200]);
      expect(res.body).toEqual({ urlRedirecionamento: recorded.urlRedirecionamento, urlLogoIniciadora: recorded.urlLogoIniciadora });
      expect(JSON.stringify(res.body)).not.toContain('evil.example');
    }
  });

  it('an enrolment authorised with echoed URLs answers the URLs of its record', async () => {
    const { authorise } = await anaEnrolment();
    const shown = { limiteTransacao: '300.00', limiteDiario: null, validade: null, conta: { id: 'c-1' } };
    const opened = await openQr({ vinculo: shown });
    await approve(opened.body.hash as string, { cookie: await appLogin('ana') });
    const res = await authorise({ ...shown, unitoken: opened.body.hash, ...EVIL, iniciadora: EVIL });
    expect(res.status).toBe(200);
    expect(res.body.urlRedirecionamento).toMatch(/^http:\/\/127\.0\.0\.1:3000\/iniciadora\/retorno\?consentId=/);
    expect(JSON.stringify(res.body)).not.toContain('evil.example');
  });
});
