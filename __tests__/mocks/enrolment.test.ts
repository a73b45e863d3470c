import { CUSTOMERS } from '../../mocks/customers';
import { ENROLMENT_ERRORS } from '../../mocks/enrolment';
import { BankState, ERRORS, MAX_ATTEMPTS } from '../../mocks/state';
import type { EnrolmentConsent, RedirectInfo } from '../../src/api/contract';

/**
 * The simulated bank's checks of a device enrolment (INTERFACE §6.2, docs/decisions/053): one test
 * per rule of the authorisation body, the decided-once and 15-minute rules, and the refusal.
 */
const PUBLIC = 'http://bank.test';
const MARIA = CUSTOMERS.maria.cpf;
/** 10 June 2026, 12:00 in Brasília. */
const START = Date.UTC(2026, 5, 10, 15, 0, 0);

function setup() {
  let now = START;
  const state = new BankState({ publicUrl: PUBLIC, now: () => now, sleep: async () => undefined });
  return { state, advance: (ms: number) => (now += ms) };
}

/** A loaded enrolment (on screen in Maria's session) and a valid SMS code for it. */
async function onScreen(state: BankState, scenario = 'vinculo-conta-fixa') {
  const consent = state.createConsent(scenario, 'maria');
  const loaded = await state.execute('load', MARIA, consent.id);
  expect(loaded.status).toBe(200);
  const enrolment = (loaded.body as { consentimentoVinculoDispositivo: EnrolmentConsent }).consentimentoVinculoDispositivo;
  await state.execute('sendSms', MARIA, undefined);
  const code = state.sms[0]?.code as string;
  return { consent, enrolment, code };
}

const VALID = { limiteTransacao: '250.00', limiteDiario: '1000.00', validade: '2031-06-10', conta: { id: 'c-1' }, canal: 1 };

async function authorise(state: BankState, enrollmentId: string, body: object) {
  return state.execute('enrolmentAuthorise', MARIA, enrollmentId, body);
}

describe('loading an enrolment', () => {
  it('answers the envelope member with the Enrollments API status, the holder and the 15-minute window', async () => {
    const { state } = setup();
    const { enrolment } = await onScreen(state);
    expect(enrolment.dados.status).toBe('AWAITING_ACCOUNT_HOLDER_VALIDATION');
    expect(enrolment.dados.cpf).toBe(MARIA);
    expect(enrolment.dados.conta?.id).toBe('c-1');
    expect(Date.parse(enrolment.dados.expirationDateTime) - Date.parse(enrolment.dados.creationDateTime)).toBe(15 * 60_000);
  });

  it('an enrolment past its window loads awaiting the holder with its expirationDateTime past, and authorising it answers 420', async () => {
    const { state, advance } = setup();
    const { consent, enrolment, code } = await onScreen(state);
    advance(15 * 60_000 + 1);
    const again = await state.execute('load', MARIA, consent.id);
    const dados = (again.body as { consentimentoVinculoDispositivo: EnrolmentConsent }).consentimentoVinculoDispositivo.dados;
    expect(dados.status).toBe('AWAITING_ACCOUNT_HOLDER_VALIDATION');
    expect(Date.parse(dados.expirationDateTime)).toBeLessThan(START + 15 * 60_000 + 1);
    expect(await authorise(state, enrolment.dados.enrollmentId, { ...VALID, tokenSMS: code })).toMatchObject({ status: 420 });
  });

  it('an enrolment decided before loads with its decided status', async () => {
    const { state } = setup();
    const consent = state.createConsent('vinculo-decidido', 'maria');
    const loaded = await state.execute('load', MARIA, consent.id);
    expect((loaded.body as { consentimentoVinculoDispositivo: EnrolmentConsent }).consentimentoVinculoDispositivo.dados.status).toBe('AUTHORISED');
  });
});

describe('the authorisation body (the same rules as the screen)', () => {
  it('accepts valid terms with the SMS code and answers where the initiator expects the customer back', async () => {
    const { state } = setup();
    const { consent, enrolment, code } = await onScreen(state);
    const answer = await authorise(state, enrolment.dados.enrollmentId, { ...VALID, tokenSMS: code });
    expect(answer.status).toBe(200);
    expect((answer.body as RedirectInfo).urlRedirecionamento).toContain('/iniciadora/retorno');
    expect(consent.status).toBe('AUTHORISED');
  });

  it.each<[string, object, string]>([
    ['a per-transaction limit above the daily one', { limiteTransacao: '1000.01', limiteDiario: '1000.00' }, ENROLMENT_ERRORS.aboveDaily],
    ['a zero per-transaction limit', { limiteTransacao: '0.00' }, ENROLMENT_ERRORS.transaction],
    ['a negative per-transaction limit', { limiteTransacao: '-10.00' }, ENROLMENT_ERRORS.transaction],
    ['three decimals per transaction', { limiteTransacao: '10.001' }, ENROLMENT_ERRORS.transaction],
    ['no per-transaction limit', { limiteTransacao: null }, ENROLMENT_ERRORS.transaction],
    ['an amount written in pt-BR', { limiteTransacao: '250,00' }, ENROLMENT_ERRORS.transaction],
    ['a zero daily limit', { limiteDiario: '0' }, ENROLMENT_ERRORS.daily],
    ['three decimals daily', { limiteDiario: '1000.005' }, ENROLMENT_ERRORS.daily],
    ['a daily limit left out (null is none; absent is not an answer)', { limiteDiario: undefined }, ENROLMENT_ERRORS.daily],
    ['a validity of today', { validade: '2026-06-10' }, ENROLMENT_ERRORS.validity],
    ['a validity in the past', { validade: '2025-01-01' }, ENROLMENT_ERRORS.validity],
    ['a validity that is no date', { validade: '2031-02-30' }, ENROLMENT_ERRORS.validity],
    ['another account than the enrolment fixed', { conta: { id: 'c-2' } }, ENROLMENT_ERRORS.account],
    ['no account', { conta: undefined }, ENROLMENT_ERRORS.account],
  ])('refuses %s with 422 and its message, and keeps it awaiting', async (_name, change, message) => {
    const { state } = setup();
    const { consent, enrolment, code } = await onScreen(state);
    const answer = await authorise(state, enrolment.dados.enrollmentId, { ...VALID, ...change, tokenSMS: code });
    expect(answer).toEqual({ status: 422, body: { message } });
    expect(consent.status).toBe('AWAITING_AUTHORISATION');
  });

  it('a refused value costs no security attempt: the same code then authorises', async () => {
    const { state } = setup();
    const { consent, enrolment, code } = await onScreen(state);
    for (let i = 0; i < MAX_ATTEMPTS; i += 1) {
      expect((await authorise(state, enrolment.dados.enrollmentId, { ...VALID, limiteTransacao: '0', tokenSMS: code })).status).toBe(422);
    }
    expect((await authorise(state, enrolment.dados.enrollmentId, { ...VALID, tokenSMS: code })).status).toBe(200);
    expect(consent.status).toBe('AUTHORISED');
  });

  it('accepts no daily limit and an indeterminate validity (null)', async () => {
    const { state } = setup();
    const { enrolment, code } = await onScreen(state);
    expect((await authorise(state, enrolment.dados.enrollmentId, { ...VALID, limiteDiario: null, validade: null, tokenSMS: code })).status).toBe(200);
  });

  it('accepts a per-transaction limit equal to the daily one', async () => {
    const { state } = setup();
    const { enrolment, code } = await onScreen(state);
    expect((await authorise(state, enrolment.dados.enrollmentId, { ...VALID, limiteTransacao: '1000.00', limiteDiario: '1000.00', tokenSMS: code })).status).toBe(200);
  });

  it('without a fixed account, takes one of the available accounts the accounts call lists for it', async () => {
    const { state } = setup();
    const { enrolment, code } = await onScreen(state, 'vinculo');
    expect(enrolment.dados.conta).toBeUndefined();
    const id = enrolment.dados.enrollmentId;
    // The list the screen shows, asked by the enrollmentId (INTERFACE §6.1): Maria's, c-3 unavailable.
    const listed = await state.execute('accounts', MARIA, id);
    expect(listed.status).toBe(200);
    expect((listed.body as { contas: { id: string; disponivel: boolean }[] }).contas.map((c) => [c.id, c.disponivel])).toEqual([
      ['c-1', true],
      ['c-2', true],
      ['c-3', false],
    ]);
    expect((await authorise(state, id, { ...VALID, conta: { id: 'c-2' }, tokenSMS: code })).status).toBe(200);
  });

  it('without a fixed account, refuses an unavailable, unknown or missing account before the credential', async () => {
    const { state } = setup();
    const { consent, enrolment, code } = await onScreen(state, 'vinculo');
    const id = enrolment.dados.enrollmentId;
    const { conta: _none, ...withoutAccount } = VALID;
    for (const body of [{ ...VALID, conta: { id: 'c-3' } }, { ...VALID, conta: { id: 'c-9' } }, withoutAccount, { ...VALID, conta: 'c-1' }]) {
      expect(await authorise(state, id, { ...body, tokenSMS: code })).toEqual({ status: 422, body: { message: ENROLMENT_ERRORS.account } });
    }
    expect(consent.status).toBe('AWAITING_AUTHORISATION');
    expect((await authorise(state, id, { ...VALID, tokenSMS: code })).status).toBe(200);
  });

  it("takes only an account the scenario's list names: vinculo-conta-unica lists one, and another available one is refused", async () => {
    const { state } = setup();
    const { enrolment, code } = await onScreen(state, 'vinculo-conta-unica');
    const id = enrolment.dados.enrollmentId;
    expect((await state.execute('accounts', MARIA, id)).body).toEqual({ contas: [expect.objectContaining({ id: 'c-1', disponivel: true })] });
    expect(await authorise(state, id, { ...VALID, conta: { id: 'c-2' }, tokenSMS: code })).toEqual({ status: 422, body: { message: ENROLMENT_ERRORS.account } });
    expect((await authorise(state, id, { ...VALID, conta: { id: 'c-1' }, tokenSMS: code })).status).toBe(200);
  });

  it('with a fixed account, refuses any other, even one available', async () => {
    const { state } = setup();
    const { enrolment, code } = await onScreen(state);
    expect(enrolment.dados.conta?.id).toBe('c-1');
    expect(await authorise(state, enrolment.dados.enrollmentId, { ...VALID, conta: { id: 'c-2' }, tokenSMS: code })).toEqual({
      status: 422,
      body: { message: ENROLMENT_ERRORS.account },
    });
  });

  it('a wrong code is refused as for every kind', async () => {
    const { state } = setup();
    const { enrolment, code } = await onScreen(state);
    const wrong = `${(Number(code[0]) + 1) % 10}${code.slice(1)}`;
    expect(await authorise(state, enrolment.dados.enrollmentId, { ...VALID, tokenSMS: wrong })).toEqual({ status: 422, body: { message: ERRORS.credential } });
  });
});

describe('decided once', () => {
  it('a second authorisation, or a refusal after it, answers 422 and changes nothing', async () => {
    const { state } = setup();
    const { consent, enrolment, code } = await onScreen(state);
    expect((await authorise(state, enrolment.dados.enrollmentId, { ...VALID, tokenSMS: code })).status).toBe(200);
    expect(await authorise(state, enrolment.dados.enrollmentId, { ...VALID, tokenSMS: code })).toEqual({ status: 422, body: { message: ERRORS.decided } });
    expect(await state.execute('enrolmentReject', MARIA, enrolment.dados.enrollmentId)).toEqual({ status: 422, body: { message: ERRORS.decided } });
    expect(consent.status).toBe('AUTHORISED');
    expect(consent.decisions).toBe(1);
  });

  it('the refusal (no body) rejects it and answers only the way back', async () => {
    const { state } = setup();
    const { consent, enrolment } = await onScreen(state);
    const answer = await state.execute('enrolmentReject', MARIA, enrolment.dados.enrollmentId);
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body as object)).toEqual(['urlRedirecionamento']);
    expect(consent).toMatchObject({ status: 'REJECTED', reason: 'REJEITADO_USUARIO' });
  });

  it('the enrolment calls are refused for another kind of consent', async () => {
    const { state } = setup();
    const pix = state.createConsent('pix-imediato', 'maria');
    expect(await state.execute('enrolmentReject', MARIA, pix.id)).toEqual({ status: 422, body: { message: ERRORS.wrongKind } });
  });
});
