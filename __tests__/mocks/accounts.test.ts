import { CUSTOMERS, maskCpf } from '../../mocks/customers';
import { BANK } from '../../mocks/fixtures';
import { ERRORS, accountUnavailable } from '../../mocks/state';
import { createConsent, bankPerTest, type Body } from './support/bankHttp';

/**
 * The paying account (INTERFACE §6.1, docs/simulated-bank.md "The BFF's rules"): the accounts call, and the
 * bank's own checks of the account an authorisation carries, whatever the portal did.
 */
const bank = bankPerTest();

const enc = encodeURIComponent;

const create = (scenario: string, customer?: keyof typeof CUSTOMERS) => createConsent(bank, scenario, customer);

const accounts = (token: string, id: string) => bank.call('GET', `/api/canais/v1/contas?consentId=${enc(id)}`, { token });

/** Loads the consent (puts it on screen), sends an SMS for it and returns its payment request with the code. */
async function readyToAuthorise(token: string, id: string, customer: 'maria' | 'carlos' = 'maria'): Promise<Body> {
  const loaded = await bank.call('GET', `/api/canais/v1/consentimento/${enc(id)}`, { token });
  expect(loaded.status).toBe(200);
  expect((await bank.call('POST', '/api/canais/v1/seguranca/enviar-token-sms', { token })).status).toBe(200);
  const outbox = (await bank.call('GET', '/banco/api/sms')).body as unknown as { code: string; customer: string }[];
  const code = outbox.find((m) => m.customer === maskCpf(CUSTOMERS[customer].cpf))?.code;
  return { ...(loaded.body.consentimentoPagamentoDTO as Body), tokenSMS: code };
}

const withAccount = (request: Body, debtorAccount: unknown): Body => ({
  ...request,
  consentimento: { ...(request.consentimento as Body), debtorAccount },
});

const authorise = (token: string, id: string, body: Body) => bank.call('PATCH', `/api/canais/v1/consentimento/${enc(id)}/status/AUTORIZADO`, { token, payload: body });
const status = async (id: string) => (await bank.call('GET', `/banco/api/consents/${enc(id)}`)).body;

const MARIA_CHECKING = { ispb: BANK.ispb, issuer: '0001', number: '123456', accountType: 'CACC' };
const MARIA_SAVINGS = { ispb: BANK.ispb, issuer: '0001', number: '654321', accountType: 'SVGS' };
const MARIA_BLOCKED = { ispb: BANK.ispb, issuer: '0003', number: '765432', accountType: 'CACC' };

describe('the accounts call (GET /canais/v1/contas?consentId=)', () => {
  it("lists the customer's accounts with the bank's ISPB, an unavailable one with its reason", async () => {
    const id = await create('pix-escolha-conta');
    const res = await accounts('tok-maria', id);
    expect(res.status).toBe(200);
    expect(res.body.contas).toEqual([
      { id: 'c-1', tipoConta: 'CACC', agencia: '0001', numero: '123456', ispb: BANK.ispb, disponivel: true },
      { id: 'c-2', tipoConta: 'SVGS', agencia: '0001', numero: '654321', ispb: BANK.ispb, disponivel: true },
      { id: 'c-3', tipoConta: 'CACC', agencia: '0003', numero: '765432', ispb: BANK.ispb, disponivel: false, motivo: 'Conta bloqueada para movimentação.' },
    ]);
  });

  it.each(Object.keys(CUSTOMERS) as (keyof typeof CUSTOMERS)[])('every seeded customer has an account that can pay (%s)', async (customer) => {
    const id = await create('pix-escolha-conta', customer);
    const res = await accounts(`tok-${customer}`, id);
    expect(res.status).toBe(200);
    expect((res.body.contas as { disponivel: boolean }[]).some((c) => c.disponivel)).toBe(true);
  });

  it("answers only the consent's owner, and needs the consent id", async () => {
    const id = await create('pix-escolha-conta');
    expect((await accounts('tok-joao', id)).body.message).toBe(ERRORS.cpf);
    expect((await accounts('tok-joao', id)).status).toBe(422);
    expect((await bank.call('GET', '/api/canais/v1/contas', { token: 'tok-maria' })).status).toBe(400);
    expect((await accounts('tok-maria', 'urn:banco:nenhum')).status).toBe(404);
  });

  it("answers 420 past the consent's window", async () => {
    const id = await create('pix-escolha-conta');
    bank.advance(6 * 60_000);
    expect((await accounts('tok-maria', id)).status).toBe(420);
  });

  it("fails as the scenario 'erro-contas' says, and records the call", async () => {
    const id = await create('erro-contas');
    expect((await accounts('tok-maria', id)).status).toBe(500);
    expect((await status(id)).calls).toEqual([expect.objectContaining({ name: 'accounts', status: 500 })]);
  });
});

describe('the account an authorisation carries (INTERFACE §6.1)', () => {
  it('a consent without debtorAccount: the chosen available account authorises', async () => {
    const id = await create('pix-escolha-conta');
    const res = await authorise('tok-maria', id, withAccount(await readyToAuthorise('tok-maria', id), MARIA_SAVINGS));
    expect(res.status).toBe(200);
    expect((await status(id)).status).toBe('AUTHORISED');
  });

  it('no account chosen: 422, nothing decided, the code not spent', async () => {
    const id = await create('pix-escolha-conta');
    const request = await readyToAuthorise('tok-maria', id);
    const res = await authorise('tok-maria', id, request);
    expect(res).toEqual({ status: 422, body: { message: ERRORS.accountMissing } });
    expect((await status(id)).status).toBe('AWAITING_AUTHORISATION');
    expect((await authorise('tok-maria', id, withAccount(request, MARIA_CHECKING))).status).toBe(200);
  });

  it('an unavailable account of hers: 422 with its reason', async () => {
    const id = await create('pix-escolha-conta');
    const res = await authorise('tok-maria', id, withAccount(await readyToAuthorise('tok-maria', id), MARIA_BLOCKED));
    expect(res).toEqual({ status: 422, body: { message: accountUnavailable('Conta bloqueada para movimentação.') } });
  });

  it("another customer's account, or one that differs in any field: 422", async () => {
    const id = await create('pix-escolha-conta');
    const request = await readyToAuthorise('tok-maria', id);
    const carlos = { ispb: BANK.ispb, issuer: '0001', number: '456789', accountType: 'CACC' };
    for (const account of [carlos, { ...MARIA_CHECKING, accountType: 'SVGS' }, { ...MARIA_CHECKING, ispb: '99999999' }, { ...MARIA_CHECKING, number: undefined }]) {
      expect(await authorise('tok-maria', id, withAccount(request, account))).toEqual({ status: 422, body: { message: ERRORS.accountUnknown } });
    }
    // An account's id is the portal's handle, not a payment's account: as good as none.
    expect(await authorise('tok-maria', id, withAccount(request, 'c-1'))).toEqual({ status: 422, body: { message: ERRORS.accountMissing } });
    expect((await status(id)).status).toBe('AWAITING_AUTHORISATION');
  });

  it('a consent with debtorAccount: another account is refused, its own authorises', async () => {
    const id = await create('pix-conta-definida');
    const request = await readyToAuthorise('tok-maria', id);
    expect((request.consentimento as Body).debtorAccount).toEqual(MARIA_SAVINGS);
    expect(await authorise('tok-maria', id, withAccount(request, MARIA_CHECKING))).toEqual({ status: 422, body: { message: ERRORS.accountFixed } });
    expect((await authorise('tok-maria', id, request)).status).toBe(200);
  });

  it("a scenario's single account is the only one listed and the only one that authorises", async () => {
    const id = await create('pix-escolha-conta-unica', 'carlos');
    expect((await accounts('tok-carlos', id)).body.contas).toEqual([{ id: 'c-1', tipoConta: 'CACC', agencia: '0001', numero: '456789', ispb: BANK.ispb, disponivel: true }]);
    const request = await readyToAuthorise('tok-carlos', id, 'carlos');
    const savings = { ispb: BANK.ispb, issuer: '0001', number: '987654', accountType: 'SVGS' };
    expect(await authorise('tok-carlos', id, withAccount(request, savings))).toEqual({ status: 422, body: { message: ERRORS.accountUnknown } });
    const res = await authorise('tok-carlos', id, withAccount(request, { ispb: BANK.ispb, issuer: '0001', number: '456789', accountType: 'CACC' }));
    expect(res.status).toBe(200);
  });
});
