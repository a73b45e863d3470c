import { expectSaga } from 'redux-saga-test-plan';
import { request } from '../../../src/api/bff';
import type { LoadedConsent, SharePayload } from '../../../src/api/contract';
import type { Credential } from '../../../src/features/consent/consentSlice';
import { decisionsFor, sendAuthorisation, sendRefusal, type Redirecting } from '../../../src/features/consent/decisionRequests';
import {
  automaticConsent,
  enrolmentConsent,
  pixConsent,
  pixRequest,
  recurringConsent,
  scheduledPixRequest,
  sharingConsent,
  sweepingConsent,
} from '../../support/consents';
import { confirmation, loggedInSession, stateWith } from '../../support/state';

/**
 * What the bank receives when the customer authorises or refuses, per consent kind (SPEC §3
 * payloads, §4 statuses and modals, §7 calls, §9 codes), and the return data the portal keeps for
 * /redirect. Every BFF call is recorded with its arguments and answered by `answer`.
 */

const INITIATOR = { urlRedirecionamento: 'https://iniciadora.example/retorno', urlLogoIniciadora: 'https://iniciadora.example/logo.png' };
const CONSENT_LOGO = 'https://iniciadora.example/logo-do-consentimento.png';

const sms: Credential = { kind: 'sms', code: '123456' };
const signature: Credential = { kind: 'signature', value: '12345678' };
const qr: Credential = { kind: 'qr', unitoken: 'hash-do-app' };

/** The credential's field in the body, per security device (SPEC §3): exactly one of the three. */
const CREDENTIALS: [string, Credential, Record<string, string>][] = [
  ['SMS code', sms, { tokenSMS: '123456' }],
  ['electronic signature', signature, { autenticacaoEletronica: '12345678' }],
  ['QR code (unitoken)', qr, { unitoken: 'hash-do-app' }],
];
const CREDENTIAL_FIELDS = ['tokenSMS', 'autenticacaoEletronica', 'unitoken'];

const withInitiator = <C extends LoadedConsent>(consent: C, iniciadora: object): C => ({ ...consent, data: { ...consent.data, iniciadora } }) as C;

const scheduledConsent = (): LoadedConsent => ({ kind: 'PAGAMENTO', data: scheduledPixRequest() });

const sharePayload: SharePayload = {
  compartilhamentoId: 'S1',
  consentimentoId: 'urn:cooperativa:C1',
  produtos: [{ nome: 'Empréstimos', modalidades: [{ codigo: '0203', descricao: 'Crédito pessoal sem consignação' }] }],
};

type Sent = { endpoint: string; arg: unknown };

/** Runs a sending, recording every BFF call; `answer` gives each call's result by endpoint. */
async function run(
  saga: () => Generator<unknown, Redirecting, unknown>,
  answer: (endpoint: string) => unknown = () => ({ ok: true, data: INITIATOR }),
  state = stateWith({ session: loggedInSession }),
): Promise<{ sent: Sent[]; result: Redirecting }> {
  const sent: Sent[] = [];
  const { returnValue } = await expectSaga(saga)
    .withState(state)
    .provide({
      call: (effect, next) => {
        if (effect.fn !== request) return next();
        const [endpoint, arg] = effect.args as [string, unknown];
        sent.push({ endpoint, arg });
        return answer(endpoint);
      },
    })
    .run({ timeout: 1000, silenceTimeout: true });
  return { sent, result: returnValue as Redirecting };
}

const authorise = (consent: LoadedConsent, credential: Credential, share: SharePayload | null = null, overdraft = false) =>
  run(() => sendAuthorisation(consent, credential, confirmation({ terms: share }), overdraft));

describe('authorising a Pix payment (PAGAMENTO; SPEC §7 PATCH …/consentimento/{consentId}/status/AUTORIZADO)', () => {
  it.each([
    ['immediate', pixConsent, pixRequest],
    ['scheduled', scheduledConsent, scheduledPixRequest],
  ])('%s: sends the loaded payment request back, completed with channel 1 and code 169', async (_name, consent, loaded) => {
    const { sent } = await authorise(consent(), sms);
    expect(sent).toEqual([
      {
        endpoint: 'decidePayment',
        arg: {
          consentId: 'urn:cooperativa:C1',
          status: 'AUTORIZADO',
          body: { ...loaded(), canal: 1, codTransacao: 169, usarChequeEspecial: false, tokenSMS: '123456' },
        },
      },
    ]);
  });

  it.each(CREDENTIALS)('with the %s the body carries only its own field', async (_name, credential, field) => {
    const { sent } = await authorise(pixConsent(), credential);
    const body = (sent[0]?.arg as { body: Record<string, unknown> }).body;
    expect(body).toMatchObject(field);
    for (const other of CREDENTIAL_FIELDS.filter((name) => !(name in field))) expect(body).not.toHaveProperty(other);
  });

  it('after the customer accepted the overdraft, usarChequeEspecial is true (SPEC §4 OVERDRAFT)', async () => {
    const { sent } = await authorise(pixConsent(), sms, null, true);
    expect(sent[0]?.arg).toMatchObject({ body: { usarChequeEspecial: true } });
  });

  it("a channel the bank's request already names is kept; 1 is only the default (SPEC §3)", async () => {
    const { sent } = await authorise({ kind: 'PAGAMENTO', data: pixRequest({ canal: 7 }) }, sms);
    expect(sent[0]?.arg).toMatchObject({ body: { canal: 7 } });
  });
});

describe('authorising a recurring Pix (RECORRENTE): the payment call, by its consentimento', () => {
  it('sends a payment request built from the consentimento, not the recurring screen data', async () => {
    const consent = recurringConsent();
    const data = consent.kind === 'RECORRENTE' ? consent.data : null;
    const { sent } = await authorise(consent, signature);
    expect(sent).toEqual([
      {
        endpoint: 'decidePayment',
        arg: {
          consentId: 'urn:cooperativa:C1',
          status: 'AUTORIZADO',
          body: { consentimento: data?.consentimento, canal: 1, codTransacao: 169, usarChequeEspecial: false, autenticacaoEletronica: '12345678' },
        },
      },
    ]);
    const body = (sent[0]?.arg as { body: object }).body;
    for (const field of ['valor', 'frequencia', 'recebedor', 'dadosAgendamento']) expect(body).not.toHaveProperty(field);
  });

  it('keeps the double-signature flag and the initiator of the recurring consent in the body', async () => {
    const consent = withInitiator({ ...recurringConsent(), data: { ...recurringConsent().data, duplaAssinatura: true } } as LoadedConsent, INITIATOR);
    const { sent } = await authorise(consent, sms, null, true);
    expect(sent[0]?.arg).toMatchObject({ body: { duplaAssinatura: true, iniciadora: INITIATOR, usarChequeEspecial: true } });
  });
});

describe('authorising a sweeping link or an automatic Pix (SPEC §7 PUT …/consentimentos-autorizacoes/{id}/status/AUTORIZADO)', () => {
  it.each(CREDENTIALS)('sweeping with the %s: by its recurringConsentId (not the link id), the credential alone in the body', async (_name, credential, field) => {
    const { sent } = await authorise(sweepingConsent(), credential);
    expect(sent).toEqual([{ endpoint: 'decideConsentStatus', arg: { consentId: 'urn:cooperativa:R1', status: 'AUTORIZADO', body: field } }]);
  });

  it.each(CREDENTIALS)('automatic Pix with the %s: by its consentId, the credential alone in the body', async (_name, credential, field) => {
    const { sent } = await authorise(automaticConsent(), credential);
    expect(sent).toEqual([{ endpoint: 'decideConsentStatus', arg: { consentId: 'urn:cooperativa:A1', status: 'AUTORIZADO', body: field } }]);
  });

  it('an accepted overdraft changes nothing in their body (the payload has no such field, SPEC §3)', async () => {
    const { sent } = await authorise(automaticConsent(), sms, null, true);
    expect(sent[0]?.arg).toEqual({ consentId: 'urn:cooperativa:A1', status: 'AUTORIZADO', body: { tokenSMS: '123456' } });
  });
});

describe('authorising a data sharing (DADOS; SPEC §7 POST /canais/v1/compartilhamentos)', () => {
  it.each(CREDENTIALS.filter(([, credential]) => credential.kind !== 'signature'))(
    'with the %s: the share payload the screen built, plus the credential',
    async (_name, credential, field) => {
      const { sent } = await authorise(sharingConsent(), credential, sharePayload);
      expect(sent).toEqual([{ endpoint: 'authoriseShare', arg: { ...sharePayload, ...field } }]);
    },
  );

  it('with the electronic signature: the signature is validated first, then the share is sent with it (SPEC §4)', async () => {
    const { sent } = await authorise(sharingConsent(), signature, sharePayload);
    expect(sent).toEqual([
      { endpoint: 'validateSignature', arg: '12345678' },
      { endpoint: 'authoriseShare', arg: { ...sharePayload, autenticacaoEletronica: '12345678' } },
    ]);
  });

  it("a signature the bank refuses sends no share, and its message goes under the form (as a 422)", async () => {
    const refused = { ok: false, failure: { status: 400, message: 'Assinatura eletrônica inválida.', details: [] } };
    const { sent, result } = await run(
      () => sendAuthorisation(sharingConsent(), signature, confirmation({ terms: sharePayload }), false),
      (endpoint) => (endpoint === 'validateSignature' ? refused : { ok: true, data: {} }),
    );
    expect(sent.map((s) => s.endpoint)).toEqual(['validateSignature']);
    expect(result).toEqual({ ok: false, failure: { status: 422, message: 'Assinatura eletrônica inválida.', details: [] } });
  });

  it('a validation that got no answer stays a failure without a status (a network error)', async () => {
    const { result } = await run(
      () => sendAuthorisation(sharingConsent(), signature, confirmation({ terms: sharePayload }), false),
      () => ({ ok: false, failure: { status: null, message: 'Failed to fetch', details: [] } }),
    );
    expect(result).toEqual({ ok: false, failure: { status: null, message: 'Failed to fetch', details: [] } });
  });

  it('without a share payload nothing is sent, and the attempt fails', async () => {
    const { sent, result } = await authorise(sharingConsent(), sms, null);
    expect(sent).toEqual([]);
    expect(result.ok).toBe(false);
  });
});

describe('refusing, as each cancel modal confirms (SPEC §4 "Modal types and effects")', () => {
  it.each([
    ['immediate Pix', pixConsent, pixRequest],
    ['scheduled Pix', scheduledConsent, scheduledPixRequest],
  ])('%s: the payment request with status REJEITADO, no credential', async (_name, consent, loaded) => {
    const { sent } = await run(() => sendRefusal(consent()));
    expect(sent).toEqual([
      {
        endpoint: 'decidePayment',
        arg: { consentId: 'urn:cooperativa:C1', status: 'REJEITADO', body: { ...loaded(), canal: 1, codTransacao: 169, usarChequeEspecial: false } },
      },
    ]);
    for (const field of CREDENTIAL_FIELDS) expect((sent[0]?.arg as { body: object }).body).not.toHaveProperty(field);
  });

  it('recurring Pix: the payment call with status REJEITADO, by its consentimento', async () => {
    const consent = recurringConsent();
    const { sent } = await run(() => sendRefusal(consent));
    expect(sent).toEqual([
      {
        endpoint: 'decidePayment',
        arg: {
          consentId: 'urn:cooperativa:C1',
          status: 'REJEITADO',
          body: { consentimento: consent.kind === 'RECORRENTE' && consent.data.consentimento, canal: 1, codTransacao: 169, usarChequeEspecial: false },
        },
      },
    ]);
  });

  it('sweeping: CANCELADO by its recurringConsentId, an empty payload', async () => {
    const { sent } = await run(() => sendRefusal(sweepingConsent()));
    expect(sent).toEqual([{ endpoint: 'decideConsentStatus', arg: { consentId: 'urn:cooperativa:R1', status: 'CANCELADO', body: {} } }]);
  });

  it('automatic Pix: CANCELADO by its consentId, an empty payload', async () => {
    const { sent } = await run(() => sendRefusal(automaticConsent()));
    expect(sent).toEqual([{ endpoint: 'decideConsentStatus', arg: { consentId: 'urn:cooperativa:A1', status: 'CANCELADO', body: {} } }]);
  });

  it('data sharing: REJEITADO by the Open Finance consent id the customer arrived with, not the share id (decision 018)', async () => {
    const { sent } = await run(
      () => sendRefusal(sharingConsent()),
      () => ({ ok: true, data: { urlRedirect: INITIATOR.urlRedirecionamento } }),
      stateWith({ session: { ...loggedInSession, intentId: 'urn:cooperativa:OF-7' } }),
    );
    expect(sent).toEqual([{ endpoint: 'rejectShare', arg: 'urn:cooperativa:OF-7' }]);
  });

  it('data sharing without a kept intent sends nothing, and the refusal fails', async () => {
    const { sent, result } = await run(() => sendRefusal(sharingConsent()), undefined, stateWith());
    expect(sent).toEqual([]);
    expect(result.ok).toBe(false);
  });
});

describe('the modals of each kind (SPEC §4)', () => {
  it.each([
    ['PAGAMENTO', null, 'CANCEL', pixConsent],
    ['RECORRENTE', 'RECURRING', 'CANCEL-RECURRING', recurringConsent],
    ['DADOS', null, 'CANCEL-SHARE', () => sharingConsent()],
    ['SWEEPING', 'SWEEPING', 'CANCEL-SWEEPING', sweepingConsent],
    ['AUTOMATICO', 'AUTOMATIC', 'CANCEL-AUTOMATIC', automaticConsent],
    ['VINCULO', null, 'CANCEL-ENROLMENT', () => enrolmentConsent()],
  ])("%s: 'Confirmar' opens %s (null: straight to /segredo), 'Cancelar' opens %s", (kind, confirmModal, cancelModal, consent) => {
    const loaded = consent();
    expect(loaded.kind).toBe(kind);
    expect(decisionsFor(loaded).confirmModal).toBe(confirmModal);
    expect(decisionsFor(loaded).cancelModal).toBe(cancelModal);
  });

  it.each([
    ['PAGAMENTO', 'urn:cooperativa:C1', pixConsent],
    ['RECORRENTE', 'urn:cooperativa:C1', recurringConsent],
    ['DADOS', 'S1', () => sharingConsent()],
    ['SWEEPING', 'urn:cooperativa:R1', sweepingConsent],
    ['AUTOMATICO', 'urn:cooperativa:A1', automaticConsent],
  ])("%s: the id the way back's rejected call uses is %s", (_kind, id, consent) => {
    const loaded = consent();
    expect(decisionsFor(loaded).consentId(loaded)).toBe(id);
  });
});

describe('the return data kept for /redirect', () => {
  const logoOnConsent = { urlLogoIniciadora: CONSENT_LOGO };

  it.each([
    ['a payment', () => withInitiator(pixConsent(), logoOnConsent)],
    ['a recurring Pix', () => withInitiator(recurringConsent(), logoOnConsent)],
    ['a sweeping link', () => withInitiator(sweepingConsent(), logoOnConsent)],
    ['an automatic Pix', () => withInitiator(automaticConsent(), logoOnConsent)],
  ])("%s: the bank's answer as it comes, its own logo first", async (_name, consent) => {
    const { result } = await authorise(consent(), sms);
    expect(result).toEqual({ ok: true, data: INITIATOR });
  });

  it.each([
    ['a payment', () => withInitiator(pixConsent(), logoOnConsent)],
    ['a sweeping link', () => withInitiator(sweepingConsent(), logoOnConsent)],
  ])("%s: without a logo in the answer, the consent's initiator logo", async (_name, consent) => {
    const answer = () => ({ ok: true, data: { urlRedirecionamento: INITIATOR.urlRedirecionamento } });
    const authorised = await run(() => sendAuthorisation(consent(), sms, confirmation(), false), answer);
    const refused = await run(() => sendRefusal(consent()), answer);
    for (const { result } of [authorised, refused])
      expect(result).toEqual({ ok: true, data: { urlRedirecionamento: INITIATOR.urlRedirecionamento, urlLogoIniciadora: CONSENT_LOGO } });
  });

  it('an answer without a body still goes on, with no address (the redirect page then shows its error page)', async () => {
    const { result } = await run(() => sendRefusal(withInitiator(automaticConsent(), logoOnConsent)), () => ({ ok: true, data: null }));
    expect(result).toEqual({ ok: true, data: { urlRedirecionamento: undefined, urlLogoIniciadora: CONSENT_LOGO } });
  });

  it("a share's urlRedirect becomes urlRedirecionamento, with the consent's logo (authorised or refused)", async () => {
    const consent = withInitiator(sharingConsent(), logoOnConsent);
    const answer = () => ({ ok: true, data: { urlRedirect: 'https://receptora.example/volta' } });
    const authorised = await run(() => sendAuthorisation(consent, sms, confirmation({ terms: sharePayload }), false), answer);
    const refused = await run(() => sendRefusal(consent), answer);
    for (const { result } of [authorised, refused])
      expect(result).toEqual({ ok: true, data: { urlRedirecionamento: 'https://receptora.example/volta', urlLogoIniciadora: CONSENT_LOGO } });
  });

  it.each([
    ['a payment', pixConsent, null],
    ['an automatic Pix', automaticConsent, null],
    ['a data sharing', () => sharingConsent(), sharePayload],
  ])("%s: a failure is returned as the bank gave it, for the SPEC §8 catalogue", async (_name, consent, share) => {
    const failure = { ok: false, failure: { status: 423, message: 'Conta bloqueada.', details: ['X'] } };
    const { result } = await run(() => sendAuthorisation(consent(), sms, confirmation({ terms: share }), false), () => failure);
    expect(result).toEqual(failure);
  });
});
