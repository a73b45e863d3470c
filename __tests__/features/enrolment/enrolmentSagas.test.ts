import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import type { EffectProviders } from 'redux-saga-test-plan/providers';
import { request } from '../../../src/api/bff';
import type { EnrolmentConsent, EnrolmentTerms } from '../../../src/api/contract';
import { rootReducer, type RootState } from '../../../src/app/rootReducer';
import { copy } from '../../../src/copy/ptBR';
import { loadConsentSaga } from '../../../src/features/consent/consentSagas';
import { resultContent } from '../../../src/features/results/resultContent';
import { setConfig } from '../../../src/config/currentConfig';
import { authoriseSaga } from '../../../src/features/consent/authoriseSaga';
import { readBankConsentState } from '../../../src/features/consent/bankConsentState';
import { cancelSaga, confirmSaga } from '../../../src/features/consent/confirmSagas';
import {
  authoriseRequested,
  consentAlreadyDecided,
  consentLoaded,
  credentialSpent,
  decisionRefused,
  selectDecisionSubject,
  termsConfirmed,
  type Credential,
} from '../../../src/features/consent/consentSlice';
import { sendAuthorisation, sendRefusal } from '../../../src/features/consent/decisionRequests';
import { authoriseOutcome } from '../../../src/features/consent/errorCatalogue';
import { qrDocuments, qrTransaction } from '../../../src/features/security/qrTransaction';
import { modalOpened } from '../../../src/features/modal/modalSlice';
import { journey } from '../../../src/journey/journeyTable';
import { lookupAccountsSaga } from '../../../src/features/accounts/accountsSaga';
import type { AccountsState } from '../../../src/features/accounts/accountsSlice';
import { BLOCKED, CHECKING, SAVINGS } from '../../support/accounts';
import { enrolmentConsent, enrolmentData } from '../../support/consents';
import { withJourney, movedTo } from '../../support/journey';
import { confirmation, loggedInSession, onRoute, stateWith, withConsent } from '../../support/state';
import { testConfig } from '../../support/testConfig';
import { routeEntered } from '../../../src/journey/location';

/**
 * The enrolment's decisions (INTERFACE §6.2): the exact PATCH bodies, the cancel dialog, the
 * outcomes of the payment's catalogue without 300 and 428, and its QR transaction.
 */
beforeAll(() => setConfig(testConfig));

const TERMS: EnrolmentTerms = { limiteTransacao: '250.00', limiteDiario: '1000.00', validade: '2031-11-26' };
const REDIRECT = { urlRedirecionamento: 'https://iniciadora.example/retorno' };
const ID = 'urn:banco:enrollment:1f2e';
/** INTERFACE §6.2's PATCH, by the enrolment's id. */
const AUTHORISED_PATH = '/canais/v1/vinculos/urn%3Abanco%3Aenrollment%3A1f2e/status/AUTORIZADO';
const REFUSED_PATH = '/canais/v1/vinculos/urn%3Abanco%3Aenrollment%3A1f2e/status/REJEITADO';

const CREDENTIALS: [string, Credential, object][] = [
  ['SMS code', { kind: 'sms', code: '123456' }, { tokenSMS: '123456' }],
  ['signature', { kind: 'signature', value: '12345678' }, { autenticacaoEletronica: '12345678' }],
  ['QR unitoken', { kind: 'qr', unitoken: 'hash-do-app' }, { unitoken: 'hash-do-app' }],
];

describe('authorising: PATCH /canais/v1/vinculos/{enrollmentId}/status/AUTORIZADO', () => {
  it.each(CREDENTIALS)('with the %s, sends the confirmed terms, the account id, the credential and channel 1', (_name, credential, field) =>
    expectSaga(sendAuthorisation, enrolmentConsent(), credential, confirmation({ terms: TERMS }), false)
      .withState(withConsent(enrolmentConsent()))
      .provide([[matchers.call.fn(request), { ok: true, data: REDIRECT }]])
      .call(request, 'patchStatus', { path: AUTHORISED_PATH, body: { ...TERMS, conta: { id: 'c-1' }, ...field, canal: 1 } })
      // The initiator's logo comes from the consent when the answer carries none.
      .returns({ ok: true, data: { ...REDIRECT, urlLogoIniciadora: 'https://iniciadora.example/logo.svg' } })
      .run());

  it('no daily limit and an indeterminate validity travel as null', () => {
    const terms = { limiteTransacao: '500.00', limiteDiario: null, validade: null };
    return expectSaga(sendAuthorisation, enrolmentConsent(), CREDENTIALS[0]![1], confirmation({ terms }), false)
      .withState(withConsent(enrolmentConsent()))
      .provide([[matchers.call.fn(request), { ok: true, data: REDIRECT }]])
      .call(request, 'patchStatus', { path: AUTHORISED_PATH, body: { ...terms, conta: { id: 'c-1' }, tokenSMS: '123456', canal: 1 } })
      .run();
  });

  describe('an enrolment without dados.conta: the account the customer chose (INTERFACE §6.1)', () => {
    const choosing = enrolmentConsent({ conta: undefined });
    const listed = (chosenId: string | null): Partial<AccountsState> => ({ consentId: ID, status: 'loaded', contas: [CHECKING, SAVINGS, BLOCKED], chosenId });
    const stateOf = (accounts: Partial<AccountsState>) => ({
      ...withConsent(choosing, { draft: TERMS, confirmed: null }),
      accounts: { ...stateWith().accounts, ...accounts },
    });

    it('travels as conta: { id } in the body', () =>
      expectSaga(sendAuthorisation, choosing, CREDENTIALS[0]![1], confirmation({ terms: TERMS, account: SAVINGS }), false)
        .withState(stateOf(listed('c-2')))
        .provide([[matchers.call.fn(request), { ok: true, data: REDIRECT }]])
        .call(request, 'patchStatus', { path: AUTHORISED_PATH, body: { ...TERMS, conta: { id: 'c-2' }, tokenSMS: '123456', canal: 1 } })
        .run());

    it("another consent's choice, or an unavailable account, is no choice: nothing is confirmed", async () => {
      for (const accounts of [{ ...listed('c-2'), consentId: 'urn:banco:enrollment:outro' }, listed('c-3'), listed(null)]) {
        await expectSaga(withJourney(confirmSaga))
          .withState(onRoute('/vinculo', stateOf(accounts)))
                    .not.put.actionType(termsConfirmed.type)
          .not.put.actionType(routeEntered.type)
          .run();
      }
    });

    it('the choice made on the screen is the one confirmed with the terms', () =>
      expectSaga(withJourney(confirmSaga))
        .withState(onRoute('/vinculo', stateOf(listed('c-2'))))
                .put(termsConfirmed(confirmation({ terms: TERMS, account: SAVINGS })))
        .run());

    it("'Confirmar vínculo' does nothing until an available account is chosen, then goes to /segredo", async () => {
      await expectSaga(withJourney(confirmSaga))
        .withState(onRoute('/vinculo', stateOf(listed(null))))
                .not.put.actionType(routeEntered.type)
        .run();
      await expectSaga(withJourney(confirmSaga))
        .withState(onRoute('/vinculo', stateOf(listed('c-1'))))
                .put(movedTo('/segredo', false))
        .run();
    });
  });

  it('without confirmed terms, or without an account, nothing is sent', async () => {
    for (const [consent, terms] of [
      [enrolmentConsent(), null],
      [enrolmentConsent({ conta: undefined }), TERMS],
    ] as const) {
      const { returnValue } = await expectSaga(sendAuthorisation, consent, CREDENTIALS[0]![1], confirmation({ terms }), false)
        .withState(withConsent(consent))
        .provide([[matchers.call.fn(request), { ok: true, data: REDIRECT }]])
        .not.call.fn(request)
        .run();
      expect(returnValue).toMatchObject({ ok: false });
    }
  });
});

it("'Cancelar' confirmed: PATCH …/status/REJEITADO without a body", () =>
  expectSaga(sendRefusal, enrolmentConsent())
    .provide([[matchers.call.fn(request), { ok: true, data: REDIRECT }]])
    .call(request, 'patchStatus', { path: REFUSED_PATH })
    .run());

describe('the screen’s buttons', () => {
  it("'Confirmar vínculo' goes straight to /segredo, with no dialog", () =>
    expectSaga(withJourney(confirmSaga))
      .withState(onRoute('/vinculo', withConsent(enrolmentConsent(), { draft: TERMS, confirmed: null })))
            .put(movedTo('/segredo', false))
      .not.put.actionType(modalOpened.type)
      .run());

  it("'Cancelar' opens the enrolment's cancel dialog", () =>
    expectSaga(cancelSaga).withState(withConsent(enrolmentConsent())).put(modalOpened({ type: 'CANCEL-ENROLMENT' })).run());
});

describe('outcomes: SPEC §8 "Authorise payment" without 300 and 428', () => {
  const failure = (status: number) => ({ status, message: 'Mensagem do banco', details: [] });
  it.each([
    [420, { type: 'route', next: journey.consentExpired() }],
    [403, { type: 'form', message: 'Mensagem do banco' }],
    [422, { type: 'form', message: 'Mensagem do banco' }],
    [423, { type: 'form', message: 'Mensagem do banco' }],
    [300, { type: 'route', next: journey.journeyStopped() }],
    [428, { type: 'route', next: journey.journeyStopped() }],
    [500, { type: 'route', next: journey.journeyStopped() }],
  ])('%i', (status, outcome) => expect(authoriseOutcome('VINCULO', failure(status), false)).toEqual(outcome));

  it('a 422 from the bank (a refused limit) is shown under the form, after asking the bank where the enrolment stands', () => {
    const answer = { ok: false, failure: { status: 422, message: 'O limite por transação não pode ser maior que o limite diário.', details: [] } };
    const providers: EffectProviders = {
      fork: (effect, next) => (effect.fn === sendAuthorisation ? { task: 1 } : next()),
      race: (effect, next) => ('answer' in (effect as object) ? { answer } : next()),
      call: (effect, next) => (effect.fn === readBankConsentState ? { status: 'pending' } : next()),
    };
    return expectSaga(authoriseSaga, authoriseRequested(CREDENTIALS[0]![1]))
      .withState(withConsent(enrolmentConsent(), { confirmed: confirmation({ terms: TERMS }) }))
      .provide(providers)
      .put(credentialSpent({ locked: false }))
      .put(decisionRefused(answer.failure.message))
      .run();
  });
});

describe('the QR transaction (docs/decisions/053)', () => {
  it('code 243, the date of the request, the device and the initiator, the confirmed per-transaction limit', () =>
    expect(qrTransaction(enrolmentConsent(), TERMS)).toEqual({
      codTransacao: 243,
      data: '2026-11-26',
      descricao: 'Vínculo do dispositivo iPhone de Maria com Carteira Exemplo',
      valor: '250.00',
    }));

  it('without confirmed terms, the default limit', () => expect(qrTransaction(enrolmentConsent()).valor).toBe('500.00'));

  it("the holder's CPF, and a business's CNPJ as the institution", () => {
    expect(qrDocuments(enrolmentConsent())).toEqual({ institution: null, user: '52998224725' });
    expect(qrDocuments(enrolmentConsent({ cnpj: '11.222.333/0001-81' }))).toEqual({ institution: '11222333000181', user: '52998224725' });
  });
});

describe('loading an enrolment (INTERFACE §6.2)', () => {
  const load = (dados: Partial<EnrolmentConsent['dados']>, accountsListed = true) =>
    expectSaga(withJourney(loadConsentSaga))
      .withState(onRoute('/carregando', stateWith({ session: loggedInSession })))
      .provide([
        [matchers.call.fn(request), { ok: true, data: { tipo: 'VINCULO', consentimentoVinculoDispositivo: enrolmentData(dados) } }],
        [matchers.call.fn(lookupAccountsSaga), accountsListed],
      ]);
  const created = Date.parse('2026-11-26T10:00:00Z');
  afterEach(() => jest.useRealTimers());

  it('awaiting the holder, within its 15 minutes: loaded, then /vinculo', () => {
    jest.useFakeTimers({ now: created + 5 * 60_000, doNotFake: ['setTimeout', 'setImmediate', 'nextTick', 'queueMicrotask'] });
    return load({}).not.call.fn(lookupAccountsSaga).put(consentLoaded(enrolmentConsent())).put(movedTo('/vinculo', true)).run();
  });

  it('without dados.conta: its accounts are looked up by its enrollmentId before the screen (INTERFACE §6.1)', () => {
    jest.useFakeTimers({ now: created + 5 * 60_000, doNotFake: ['setTimeout', 'setImmediate', 'nextTick', 'queueMicrotask'] });
    return load({ conta: undefined }).call(lookupAccountsSaga, ID).put(consentLoaded(enrolmentConsent({ conta: undefined }))).put(movedTo('/vinculo', true)).run();
  });

  it('without dados.conta and a failed lookup: no consent on screen, no /vinculo (the lookup went to /responses)', () => {
    jest.useFakeTimers({ now: created + 5 * 60_000, doNotFake: ['setTimeout', 'setImmediate', 'nextTick', 'queueMicrotask'] });
    return load({ conta: undefined }, false)
      .call(lookupAccountsSaga, ID)
      .not.put.actionType(consentLoaded.type)
      .not.put(movedTo('/vinculo', true))
      .run();
  });

  it('without dados.conta but expired: nothing to look up', () => {
    jest.useFakeTimers({ now: created + 16 * 60_000, doNotFake: ['setTimeout', 'setImmediate', 'nextTick', 'queueMicrotask'] });
    return load({ conta: undefined }).not.call.fn(lookupAccountsSaga).put(movedTo('/responses/expirado', true)).run();
  });

  it('past its expirationDateTime: /responses/expirado, whose page then names the enrolment', () => {
    jest.useFakeTimers({ now: created + 16 * 60_000, doNotFake: ['setTimeout', 'setImmediate', 'nextTick', 'queueMicrotask'] });
    return load({}).put(consentLoaded(enrolmentConsent())).put(movedTo('/responses/expirado', true)).run();
  });

  it('already decided: not kept, and the decided page knows it was an enrolment', async () => {
    const { storeState } = await load({ status: 'AUTHORISED' })
      .withReducer(rootReducer, onRoute('/carregando', stateWith({ session: loggedInSession })))
      .put(consentAlreadyDecided({ kind: 'VINCULO' }))
      .not.put.actionType(consentLoaded.type)
      .put(movedTo('/responses/decidido', true))
      .run();
    expect(selectDecisionSubject(storeState as RootState)).toBe('enrolment');
    expect(resultContent('decidido', { kind: 'VINCULO', alertMessage: null, lateAnswer: null, canReturn: false }).message).toBe(
      copy.results.decidedEnrolmentMessage,
    );
    expect(resultContent('expirado', { kind: 'VINCULO', alertMessage: null, lateAnswer: null, canReturn: false }).message).toMatch(/15 minutos/);
  });
});
