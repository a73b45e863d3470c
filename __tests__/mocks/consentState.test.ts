import { CUSTOMERS } from '../../mocks/customers';
import { BankState, TIMEOUT_REASON } from '../../mocks/state';
import type { PaymentRequest } from '../../src/api/contract';
import { bankConsentStateOf } from '../../src/features/consent/bankConsentState';

/**
 * The consent's state (SPEC §7 `GET /openfinance/v3/consentimentos/{id}`, docs/simulated-bank.md
 * "The consent's state"): what a portal whose answer was lost asks before it shows an error
 * (docs/decisions/043). Read through the portal's own parser, so bank and portal agree.
 */
const PUBLIC = 'http://bank.test';
const MARIA = CUSTOMERS.maria.cpf;
const CARLOS = CUSTOMERS.carlos.cpf;

function setup() {
  let now = Date.UTC(2026, 10, 26, 15, 0, 0);
  const state = new BankState({ publicUrl: PUBLIC, now: () => now, sleep: async () => undefined });
  return { state, advance: (ms: number) => (now += ms) };
}

const read = async (state: BankState, cpf: string, id: string) => {
  const answer = await state.execute('consentV3', cpf, id);
  return answer.status === 200 ? bankConsentStateOf({ ok: true, data: answer.body }) : bankConsentStateOf({ ok: false, failure: { status: answer.status, message: null, details: [] } });
};

describe("the consent's state", () => {
  it('pending while awaiting authorisation, with no return data', async () => {
    const { state } = setup();
    const consent = state.createConsent('pix-imediato');
    const answer = await state.execute('consentV3', MARIA, consent.id);
    expect(answer.body).not.toHaveProperty('redirecionamento');
    expect(await read(state, MARIA, consent.id)).toEqual({ status: 'pending' });
  });

  it('authorised, with the return data the decision answered', async () => {
    const { state } = setup();
    const consent = state.createConsent('pix-imediato');
    const loaded = await state.execute('load', MARIA, consent.id);
    await state.execute('sendSms', MARIA, undefined);
    const body: PaymentRequest = { ...(loaded.body as { consentimentoPagamentoDTO: PaymentRequest }).consentimentoPagamentoDTO, tokenSMS: state.sms[0]?.code };
    const decided = await state.execute('authorise', MARIA, consent.id, body);
    expect(decided.status).toBe(200);
    expect(await read(state, MARIA, consent.id)).toEqual({ status: 'authorised', redirect: decided.body });
  });

  it('refused by the customer, or expired past its window', async () => {
    const { state, advance } = setup();
    const refused = state.createConsent('pix-imediato');
    await state.execute('rejected', MARIA, refused.id);
    expect(await read(state, MARIA, refused.id)).toEqual({ status: 'refused', expired: false, redirect: refused.redirect });
    const late = state.createConsent('pix-imediato');
    advance(5 * 60_000 + 1);
    expect(await read(state, MARIA, late.id)).toEqual({ status: 'refused', expired: true, redirect: late.redirect });
    expect(late.reason).toBe(TIMEOUT_REASON);
  });

  it('an enrolment is read by the intent id the portal has: pending, then refused by its own REJEITADO (no body), with its return data', async () => {
    const { state } = setup();
    const consent = state.createConsent('vinculo-conta-fixa');
    expect(await read(state, MARIA, consent.id)).toEqual({ status: 'pending' });
    const enrollmentId = consent.envelope.consentimentoVinculoDispositivo!.dados.enrollmentId;
    expect((await state.execute('enrolmentReject', MARIA, enrollmentId)).status).toBe(200);
    expect(await read(state, MARIA, consent.id)).toEqual({ status: 'refused', expired: false, redirect: consent.redirect });
  });

  it.each([
    ['cancelar-perde-corrida', 'reject'],
    ['vinculo-cancelar-perde-corrida', 'enrolmentReject'],
  ] as const)('%s: the authorisation wins the race, the refusal is answered 422 "already decided" and the state says authorised', async (scenario, call) => {
    const { state } = setup();
    const consent = state.createConsent(scenario);
    expect(await read(state, MARIA, consent.id)).toEqual({ status: 'pending' });
    const body = call === 'reject' ? structuredClone(consent.envelope.consentimentoPagamentoDTO) : undefined;
    const refusal = await state.execute(call, MARIA, consent.id, body);
    expect(refusal).toEqual({ status: 422, body: { message: 'Este consentimento já foi decidido.' } });
    expect(await read(state, MARIA, consent.id)).toEqual({ status: 'authorised', redirect: consent.redirect });
    expect(consent.decisions).toBe(1);
    // The way back on it changes nothing either: decided once.
    expect((await state.execute('rejected', MARIA, consent.id)).status).toBe(200);
    expect(state.snapshot(consent)).toMatchObject({ status: 'AUTHORISED', decisions: 1 });
  });

  it("is not told to another customer", async () => {
    const { state } = setup();
    const consent = state.createConsent('pix-imediato');
    expect((await state.execute('consentV3', CARLOS, consent.id)).status).toBe(422);
  });
});
