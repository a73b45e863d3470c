import { CUSTOMERS, CUSTOMER_KEYS, maskCpf } from '../../mocks/customers';
import {
  AUTHORISATION_ERRORS,
  type AuthorisationDetail,
  type AuthorisationItem,
  type AuthorisationsAnswer,
  seedId,
  startOfDayBrasilia,
} from '../../mocks/authorisations';
import { BankState } from '../../mocks/state';
import { CONSENT_KINDS, ENVELOPE_MEMBER, type ConsentEnvelope } from '../../src/api/contract';
import { createConsent, bankPerTest } from './support/bankHttp';

/**
 * The customer's authorisations at the simulated bank (issue 44 point 5, INTERFACE §7.2,
 * docs/simulated-bank.md "The customer's authorisations"): the seeds, the hook of every accepted
 * authorisation, one test per rule of the bank, the forced failures, and the calls over HTTP.
 */
const PUBLIC = 'http://bank.test';
const MARIA = CUSTOMERS.maria.cpf;
const JOAO = CUSTOMERS.joao.cpf;
/** 10 June 2026, 12:00 in Brasília. */
const START = Date.UTC(2026, 5, 10, 15, 0, 0);
const DAY = 24 * 60 * 60_000;
const REVOKE = { motivo: 'REVOGADO_USUARIO' };

function setup() {
  let now = START;
  const state = new BankState({ publicUrl: PUBLIC, now: () => now, sleep: async () => undefined });
  return { state, book: state.authorisations, advance: (ms: number) => (now += ms), setNow: (ms: number) => (now = ms) };
}

const items = (state: BankState, cpf: string) => (state.authorisations.list(cpf).body as AuthorisationsAnswer).autorizacoes;
const itemOf = (state: BankState, cpf: string, id: string) => items(state, cpf).find((i) => i.id === id);
const maria = (slug: string) => seedId('maria', slug);

describe('seeds: every kind and status for each test customer', () => {
  it.each(CUSTOMER_KEYS)("%s's list has every kind and status, items without a logo and without an end, in INTERFACE §7.2's shape", (key) => {
    const { state } = setup();
    const list = items(state, CUSTOMERS[key].cpf);
    expect(new Set(list.map((i) => i.tipo))).toEqual(new Set(CONSENT_KINDS));
    expect(new Set(list.map((i) => i.status))).toEqual(new Set(['ATIVO', 'REVOGADO', 'EXPIRADO', 'CONSUMIDO']));
    expect(list.some((i) => i.instituicao.urlLogo === undefined)).toBe(true);
    expect(list.some((i) => i.instituicao.urlLogo !== undefined)).toBe(true);
    expect(list.some((i) => i.expiraEm === null)).toBe(true);
    for (const item of list) {
      expect(Object.keys(item).sort()).toEqual(['criadoEm', 'editavel', 'expiraEm', 'id', 'instituicao', 'revogavel', 'status', 'tipo']);
      expect(item.criadoEm).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      if (item.expiraEm !== null) expect(item.expiraEm).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      if (item.status !== 'ATIVO') expect([item.revogavel, item.editavel]).toEqual([false, false]);
      if (item.editavel) expect(item.tipo).toBe('AUTOMATICO');
    }
    // Newest first; the portal puts the active ones first (INTERFACE §7.3).
    expect(list.map((i) => i.criadoEm)).toEqual([...list.map((i) => i.criadoEm)].sort().reverse());
  });

  it("the detail is the kind's envelope (INTERFACE §4, §6.2 for VINCULO) with status, revogavel and editavel on top", () => {
    const { state, book } = setup();
    for (const item of items(state, MARIA)) {
      const answer = book.detail(MARIA, item.id);
      expect(answer.status).toBe(200);
      const detail = answer.body as AuthorisationDetail;
      expect(Object.keys(detail).sort()).toEqual([ENVELOPE_MEMBER[item.tipo], 'editavel', 'revogavel', 'status', 'tipo'].sort());
      expect([detail.tipo, detail.status, detail.revogavel, detail.editavel]).toEqual([item.tipo, item.status, item.revogavel, item.editavel]);
    }
    const device = (book.detail(MARIA, maria('vinculo')).body as AuthorisationDetail).consentimentoVinculoDispositivo;
    expect(device?.dados).toMatchObject({ status: 'AUTHORISED', cpf: MARIA, limiteTransacao: '500.00', limiteDiario: '2000.00', conta: { id: 'c-1' } });
  });
});

/** Authorises a consent of `scenario` for João (electronic signature) as the portal would, and returns its id. */
async function authorisedByJoao(state: BankState, scenario: string, body: (envelope: ConsentEnvelope) => { call: Parameters<BankState['execute']>[0]; id?: string; payload: object }) {
  const consent = state.createConsent(scenario, 'joao');
  const loaded = await state.execute('load', JOAO, consent.id);
  expect(loaded.status).toBe(200);
  const { call, id, payload } = body(loaded.body as ConsentEnvelope);
  const answer = await state.execute(call, JOAO, id ?? consent.id, { ...payload, autenticacaoEletronica: '12345678' });
  expect(answer.status).toBe(200);
  return consent.id;
}

describe('what a customer authorises through the portal joins her list, with the kind data', () => {
  it('a scheduled Pix (with the account she chose), a recurring Pix, a sweeping link, an automatic Pix, a sharing (the products she chose) and an enrolment (her limits)', async () => {
    const { state, book } = setup();
    const chosenAccount = { ispb: '01234567', issuer: '0001', number: '234567', accountType: 'CACC' };
    const pix = await authorisedByJoao(state, 'pix-agendado-escolha-conta', (e) => ({
      call: 'authorise',
      payload: { ...e.consentimentoPagamentoDTO, consentimento: { ...e.consentimentoPagamentoDTO?.consentimento, debtorAccount: chosenAccount } },
    }));
    const recurringPix = await authorisedByJoao(state, 'recorrente', (e) => ({ call: 'authorise', payload: { consentimento: e.consentimentoRecorrenteDTO?.consentimento } }));
    const sweepingLink = await authorisedByJoao(state, 'sweeping', () => ({ call: 'automaticAuthorise', payload: {} }));
    const automaticPix = await authorisedByJoao(state, 'automatico', () => ({ call: 'automaticAuthorise', payload: {} }));
    const sharing = await authorisedByJoao(state, 'compartilhamento', (e) => ({
      call: 'share',
      payload: {
        consentimentoId: e.consentimentoDadosDTO?.dados.id,
        compartilhamentoId: e.consentimentoDadosDTO?.dados.id,
        produtos: [{ nome: 'Empréstimos', modalidades: [{ codigo: '0203', descricao: 'Crédito pessoal sem consignação' }] }],
      },
    }));
    const device = await authorisedByJoao(state, 'vinculo', (e) => ({
      call: 'enrolmentAuthorise',
      id: e.consentimentoVinculoDispositivo?.dados.enrollmentId,
      payload: { limiteTransacao: '250.00', limiteDiario: '1000.00', validade: '2031-06-10', conta: { id: 'c-1' }, canal: 1 },
    }));

    const listed = items(state, JOAO);
    const byId = (id: string) => listed.find((i) => i.id === id) as AuthorisationItem;
    expect([pix, recurringPix, sweepingLink, automaticPix, sharing, device].map((id) => [byId(id)?.tipo, byId(id)?.status])).toEqual([
      ['PAGAMENTO', 'ATIVO'],
      ['RECORRENTE', 'ATIVO'],
      ['SWEEPING', 'ATIVO'],
      ['AUTOMATICO', 'ATIVO'],
      ['DADOS', 'ATIVO'],
      ['VINCULO', 'ATIVO'],
    ]);
    expect(byId(sweepingLink)).toMatchObject({ criadoEm: '2026-06-10T15:00:00Z', revogavel: true, editavel: false, instituicao: { nome: 'Banco Destino Digital S.A.', cnpj: '33444555000172' } });
    expect(byId(automaticPix)).toMatchObject({ revogavel: true, editavel: true });
    // The scheduled Pix's date is tomorrow: it ends with that day in Brasília.
    expect(byId(pix).expiraEm).toBe('2026-06-12T02:59:59Z');
    expect(byId(device).expiraEm).toBe('2031-06-11T02:59:59Z');

    const detail = (id: string) => book.detail(JOAO, id).body as AuthorisationDetail;
    expect(detail(pix).consentimentoPagamentoDTO?.consentimento.debtorAccount).toEqual(chosenAccount);
    expect(detail(sharing).consentimentoDadosDTO?.dados.produtos).toEqual([
      { nome: 'Empréstimos', modalidade: [{ codigo: '0203', descricao: 'Crédito pessoal sem consignação', nomeSucinto: 'Crédito pessoal' }] },
    ]);
    expect(detail(device).consentimentoVinculoDispositivo?.dados).toMatchObject({
      status: 'AUTHORISED',
      limiteTransacao: '250.00',
      limiteDiario: '1000.00',
      validade: '2031-06-10',
      conta: { id: 'c-1', tipoConta: 'CACC', agencia: '0001', numero: '234567' },
    });
    // The detail starts no journey: it names no way back to the initiator.
    expect(JSON.stringify(detail(sweepingLink))).not.toContain('urlRedirecionamento');
  });

  it('an immediate Pix is no lasting authorisation, and a refused consent is not listed', async () => {
    const { state } = setup();
    const before = items(state, JOAO).length;
    await authorisedByJoao(state, 'pix-imediato', (e) => ({ call: 'authorise', payload: { ...e.consentimentoPagamentoDTO } }));
    const refused = state.createConsent('sweeping', 'joao');
    expect((await state.execute('automaticCancel', JOAO, refused.id, {})).status).toBe(200);
    expect(items(state, JOAO)).toHaveLength(before);
  });
});

describe("the bank's rules", () => {
  it("only the customer's own items: another customer's id answers 404 (not 403) to every call and changes nothing", async () => {
    const { state, book } = setup();
    const id = maria('automatico');
    for (const answer of [book.detail(JOAO, id), book.revoke(JOAO, id, REVOKE), book.changeMaximum(JOAO, id, { valorMaximo: '1.00' })]) {
      expect(answer).toEqual({ status: 404, body: { message: AUTHORISATION_ERRORS.notFound } });
    }
    expect(items(state, JOAO).some((i) => i.id.includes('maria'))).toBe(false);
    expect(itemOf(state, MARIA, id)).toMatchObject({ status: 'ATIVO', revogavel: true });
    expect((book.detail(MARIA, id).body as AuthorisationDetail).consentimentoPagamentoAutomatico?.dados.schedule.maximumVariableAmount).toBe('500.00');
  });

  it('a scheduled Pix is revocable until 23:59 (Brasília) of the day before its date; after that revogavel is false and a revoke answers 422', () => {
    const id = maria('pix-agendado'); // its date: 13 June 2026
    const deadline = startOfDayBrasilia('2026-06-13');
    const late = setup();
    // The seeded one for today is past its deadline already.
    expect(itemOf(late.state, MARIA, maria('pix-agendado-hoje'))).toMatchObject({ status: 'ATIVO', revogavel: false });
    expect(late.book.revoke(MARIA, maria('pix-agendado-hoje'), REVOKE)).toEqual({ status: 422, body: { message: AUTHORISATION_ERRORS.scheduledDeadline } });
    late.setNow(deadline - 1); // 12 June, 23:59:59.999 in Brasília
    expect(itemOf(late.state, MARIA, id)).toMatchObject({ status: 'ATIVO', revogavel: true });
    late.setNow(deadline); // 13 June, 00:00 in Brasília: the day of the payment
    expect(itemOf(late.state, MARIA, id)).toMatchObject({ status: 'ATIVO', revogavel: false });
    expect(late.book.revoke(MARIA, id, REVOKE)).toEqual({ status: 422, body: { message: AUTHORISATION_ERRORS.scheduledDeadline } });
    expect(itemOf(late.state, MARIA, id)?.status).toBe('ATIVO');
    expect(AUTHORISATION_ERRORS.scheduledDeadline).toMatch(/^Este Pix agendado não pode mais ser cancelado/);

    const inTime = setup();
    inTime.setNow(deadline - 1);
    expect(inTime.book.revoke(MARIA, id, REVOKE)).toMatchObject({ status: 200, body: { id, status: 'REVOGADO', revogavel: false } });
  });

  it.each([
    ['dados-revogado', 'REVOGADO', AUTHORISATION_ERRORS.revoked],
    ['automatico-revogado', 'REVOGADO', AUTHORISATION_ERRORS.revoked],
    ['dados-expirado', 'EXPIRADO', AUTHORISATION_ERRORS.expired],
    ['vinculo-expirado', 'EXPIRADO', AUTHORISATION_ERRORS.expired],
    ['pix-agendado-pago', 'CONSUMIDO', AUTHORISATION_ERRORS.consumed],
    ['recorrente-concluido', 'CONSUMIDO', AUTHORISATION_ERRORS.consumed],
  ])('%s (%s) answers 409 to revoke and to edit, and stays as it is', (slug, status, text) => {
    const { state, book } = setup();
    const id = maria(slug);
    expect(book.revoke(MARIA, id, REVOKE)).toEqual({ status: 409, body: { message: text } });
    expect(book.changeMaximum(MARIA, id, { valorMaximo: '100.00' })).toEqual({ status: 409, body: { message: text } });
    expect(itemOf(state, MARIA, id)).toMatchObject({ status, revogavel: false, editavel: false });
  });

  it("an item past its end on the bank's clock expires, and a scheduled Pix past its date is consumed: both then answer 409", () => {
    const { state, book, setNow } = setup();
    setNow(START + 400 * DAY);
    expect(itemOf(state, MARIA, maria('automatico'))?.status).toBe('EXPIRADO');
    expect(book.changeMaximum(MARIA, maria('automatico'), { valorMaximo: '100.00' })).toEqual({ status: 409, body: { message: AUTHORISATION_ERRORS.expired } });
    expect(itemOf(state, MARIA, maria('pix-agendado'))?.status).toBe('CONSUMIDO');
    expect(book.revoke(MARIA, maria('pix-agendado'), REVOKE)).toEqual({ status: 409, body: { message: AUTHORISATION_ERRORS.consumed } });
  });

  it.each([['150'], ['150.5'], ['150.755'], ['0.00'], ['-1.00'], ['150,00'], ['R$ 150,00'], [''], ['12345678901234567.00'], [150], [null]])(
    'the maximum amount must be a positive amount with exactly two decimals: %p answers 422 with a message and changes nothing',
    (valorMaximo) => {
      const { book } = setup();
      const id = maria('automatico');
      expect(book.changeMaximum(MARIA, id, { valorMaximo })).toEqual({ status: 422, body: { message: AUTHORISATION_ERRORS.amount } });
      expect((book.detail(MARIA, id).body as AuthorisationDetail).consentimentoPagamentoAutomatico?.dados.schedule.maximumVariableAmount).toBe('500.00');
      expect(book.items.get(id)?.changes).toEqual([]);
    },
  );

  it('a valid maximum is kept, answered as the envelope as it now is, and recorded with who, when, from and to', () => {
    const { book, advance } = setup();
    const id = maria('automatico');
    advance(60_000);
    const answer = book.changeMaximum(MARIA, id, { valorMaximo: '150.00' });
    expect(answer.status).toBe(200);
    const detail = answer.body as AuthorisationDetail;
    expect([detail.tipo, detail.status, detail.revogavel, detail.editavel]).toEqual(['AUTOMATICO', 'ATIVO', true, true]);
    expect(detail.consentimentoPagamentoAutomatico?.dados.schedule.maximumVariableAmount).toBe('150.00');
    expect((book.detail(MARIA, id).body as AuthorisationDetail).consentimentoPagamentoAutomatico?.dados.schedule.maximumVariableAmount).toBe('150.00');
    expect(book.record(id)?.changes).toEqual([{ customer: 'maria', cpf: maskCpf(MARIA), at: '2026-06-10T15:01:00Z', from: '500.00', to: '150.00' }]);
  });

  it('an authorisation the bank does not let change (not editavel) answers 403 with a message', () => {
    const { state, book } = setup();
    expect(itemOf(state, MARIA, maria('automatico-fixo'))).toMatchObject({ status: 'ATIVO', editavel: false });
    for (const slug of ['automatico-fixo', 'sweeping', 'dados']) {
      expect(book.changeMaximum(MARIA, maria(slug), { valorMaximo: '100.00' })).toEqual({ status: 403, body: { message: AUTHORISATION_ERRORS.notEditable } });
    }
    expect((book.detail(MARIA, maria('automatico-fixo')).body as AuthorisationDetail).consentimentoPagamentoAutomatico?.dados.schedule.maximumVariableAmount).toBe('300.00');
  });

  it.each([[{ motivo: 'OUTRO' }], [{ motivo: 'revogado_usuario' }], [{}], [undefined], [['REVOGADO_USUARIO']]])('a wrong motivo (%p) answers 422 and revokes nothing', (body) => {
    const { state, book } = setup();
    const id = maria('sweeping');
    expect(book.revoke(MARIA, id, body)).toEqual({ status: 422, body: { message: AUTHORISATION_ERRORS.reason } });
    expect(itemOf(state, MARIA, id)).toMatchObject({ status: 'ATIVO', revogavel: true });
    expect(book.items.get(id)?.revocation).toBeUndefined();
  });

  it('a revocation is recorded with who (the customer) and when, and decided once: a second answers 409 and changes nothing', async () => {
    const { book, advance } = setup();
    const id = maria('vinculo');
    advance(5 * 60_000);
    expect(book.revoke(MARIA, id, REVOKE)).toEqual({
      status: 200,
      body: expect.objectContaining({ id, tipo: 'VINCULO', status: 'REVOGADO', revogavel: false, editavel: false }),
    });
    const recorded = { customer: 'maria', cpf: maskCpf(MARIA), at: '2026-06-10T15:05:00Z', reason: 'REVOGADO_USUARIO' };
    expect(book.record(id)?.revocation).toEqual(recorded);
    advance(60_000);
    expect(book.revoke(MARIA, id, REVOKE)).toEqual({ status: 409, body: { message: AUTHORISATION_ERRORS.revoked } });
    expect(book.record(id)?.revocation).toEqual(recorded);
    // Pressed twice at once: one wins, the other finds it revoked.
    const both = await Promise.all([book.answer('revoke', MARIA, maria('sweeping'), REVOKE), book.answer('revoke', MARIA, maria('sweeping'), REVOKE)]);
    expect(both.map((a) => a.status).sort()).toEqual([200, 409]);
  });
});

describe('over HTTP (INTERFACE §7.2), with forced failures', () => {
  const bank = bankPerTest();
  const enc = encodeURIComponent;

  it('the bearer token names the customer; the id goes percent-encoded; revoke and edit answer the item and the envelope as they now are', async () => {
    const list = '/api/canais/v1/autorizacoes';
    expect((await bank.call('GET', list, { headers: { accept: 'application/json' } })).status).toBe(401);
    expect((await bank.call('GET', list, { token: 'tok-forjado' })).status).toBe(401);
    expect((await bank.call('GET', list, { headers: { authorization: 'Bearer tok-maria', accept: 'text/html' } })).status).toBe(406);
    const listed = await bank.call('GET', list, { token: 'tok-maria' });
    expect(listed.status).toBe(200);
    expect(listed.headers.get('cache-control')).toBe('no-store');
    const mine = (listed.body as unknown as AuthorisationsAnswer).autorizacoes;
    expect(mine.every((i) => i.id.startsWith('urn:cooperativaexemplo:autorizacao:maria-'))).toBe(true);

    const sweepingId = maria('sweeping');
    expect(sweepingId).toContain(':');
    const detail = await bank.call('GET', `${list}/${enc(sweepingId)}`, { token: 'tok-maria' });
    expect(detail.body).toMatchObject({ tipo: 'SWEEPING', status: 'ATIVO', revogavel: true, editavel: false });
    expect((await bank.call('GET', `${list}/${enc(sweepingId)}`, { token: 'tok-joao' })).status).toBe(404);

    const revoked = await bank.call('PATCH', `${list}/${enc(sweepingId)}/status/REVOGADO`, { token: 'tok-maria', payload: REVOKE });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual(expect.objectContaining({ id: sweepingId, tipo: 'SWEEPING', status: 'REVOGADO', revogavel: false }));
    expect((await bank.call('PATCH', `${list}/${enc(sweepingId)}/status/REVOGADO`, { token: 'tok-maria', payload: REVOKE })).status).toBe(409);

    const edited = await bank.call('PATCH', `${list}/${enc(maria('automatico'))}`, { token: 'tok-maria', payload: { valorMaximo: '150.00' } });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ tipo: 'AUTOMATICO', status: 'ATIVO', editavel: true, consentimentoPagamentoAutomatico: { dados: { schedule: { maximumVariableAmount: '150.00' } } } });

    // Kept by the bank: a new load of the list shows both changes, and the test API says who and when.
    const again = ((await bank.call('GET', list, { token: 'tok-maria' })).body as unknown as AuthorisationsAnswer).autorizacoes;
    expect(again.find((i) => i.id === sweepingId)?.status).toBe('REVOGADO');
    const record = await bank.call('GET', `/banco/api/authorisations/${enc(sweepingId)}`);
    expect(record.body).toMatchObject({ status: 'REVOGADO', customer: 'maria', revocation: { customer: 'maria', cpf: '***.982.247-**', at: '2026-06-10T15:00:00Z', reason: 'REVOGADO_USUARIO' } });
    const records = await bank.call('GET', '/banco/api/authorisations?customer=maria');
    expect(JSON.stringify(records.body)).not.toContain(MARIA);
  });

  it('what the customer authorised at the portal is in the list the portal asks for', async () => {
    const id = await createConsent(bank, 'automatico', 'joao');
    expect((await bank.call('GET', `/api/canais/v1/consentimento/${enc(id)}`, { token: 'tok-joao' })).status).toBe(200);
    const put = await bank.call('PUT', `/api/openfinance/automatico/v1/consentimentos-autorizacoes/${enc(id)}/status/AUTORIZADO`, {
      token: 'tok-joao',
      payload: { autenticacaoEletronica: '12345678' },
    });
    expect(put.status).toBe(200);
    const listed = ((await bank.call('GET', '/api/canais/v1/autorizacoes', { token: 'tok-joao' })).body as unknown as AuthorisationsAnswer).autorizacoes;
    expect(listed[0]).toMatchObject({ id, tipo: 'AUTOMATICO', status: 'ATIVO', revogavel: true, editavel: true });
  });

  it("forces 423 and 500 with a message, and no answer, on one customer's call; 'once' spends it; DELETE lifts them", async () => {
    const revoke = (token: string, slug: string) => bank.call('PATCH', `/api/canais/v1/autorizacoes/${enc(seedId(token.slice(4), slug))}/status/REVOGADO`, { token, payload: REVOKE });
    expect((await bank.call('POST', '/banco/api/authorisations/faults', { payload: { customer: 'maria', call: 'revoke', status: 423 } })).status).toBe(204);
    expect(await revoke('tok-maria', 'sweeping')).toEqual({ status: 423, body: { message: AUTHORISATION_ERRORS.locked } });
    expect((await revoke('tok-joao', 'sweeping')).status).toBe(200);
    expect(itemOf(bank.state, MARIA, maria('sweeping'))?.status).toBe('ATIVO');
    expect((await bank.call('DELETE', '/banco/api/authorisations/faults')).status).toBe(204);

    const fault = { customer: 'maria', call: 'edit', status: 500, message: 'Erro interno ao alterar a autorização.', once: true };
    expect((await bank.call('POST', '/banco/api/authorisations/faults', { payload: fault })).status).toBe(204);
    const edit = () => bank.call('PATCH', `/api/canais/v1/autorizacoes/${enc(maria('automatico'))}`, { token: 'tok-maria', payload: { valorMaximo: '99.90' } });
    expect(await edit()).toEqual({ status: 500, body: { message: 'Erro interno ao alterar a autorização.' } });
    expect((await edit()).status).toBe(200);

    expect((await bank.call('POST', '/banco/api/authorisations/faults', { payload: { customer: 'maria', call: 'list', noAnswer: true, once: true } })).status).toBe(204);
    await expect(bank.call('GET', '/api/canais/v1/autorizacoes', { token: 'tok-maria' })).rejects.toThrow();
    expect((await bank.call('GET', '/api/canais/v1/autorizacoes', { token: 'tok-maria' })).status).toBe(200);

    expect((await bank.call('POST', '/banco/api/authorisations/faults', { payload: { customer: 'maria', call: 'nada', status: 500 } })).status).toBe(400);
    expect((await bank.call('POST', '/banco/api/authorisations/faults', { payload: { customer: 'maria', call: 'list' } })).status).toBe(400);
  });
});
