import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { request } from '../../../src/api/bff';
import { loadConsentSaga } from '../../../src/features/consent/consentSagas';
import { confirmSaga } from '../../../src/features/consent/confirmSagas';
import { consentLoaded, termsConfirmed } from '../../../src/features/consent/consentSlice';
import { sendAuthorisation, sendRefusal } from '../../../src/features/consent/decisionRequests';
import { lookupAccountsSaga } from '../../../src/features/accounts/accountsSaga';
import { withJourney, movedTo } from '../../support/journey';
import { journey } from '../../../src/journey/journeyTable';
import type { AccountsState } from '../../../src/features/accounts/accountsSlice';
import type { LoadedConsent } from '../../../src/api/contract';
import { confirmation, loggedInSession, onRoute, stateWith } from '../../support/state';
import { pixConsent, pixRequest } from '../../support/consents';
import { BLOCKED, CHECKING, SAVINGS, pixWithoutAccount } from '../../support/accounts';
import { routeEntered } from '../../../src/journey/location';

const ID = 'urn:cooperativa:C1';
const choosing: LoadedConsent = { kind: 'PAGAMENTO', data: pixWithoutAccount() };
const accounts = (chosenId: string | null): Partial<AccountsState> => ({ consentId: ID, status: 'loaded', contas: [CHECKING, SAVINGS, BLOCKED], chosenId });
const sms = { kind: 'sms', code: '123456' } as const;

describe('the accounts are looked up when the consent loads (INTERFACE §6.1)', () => {
  const load = (payment: object, lookedUp: boolean) =>
    expectSaga(withJourney(loadConsentSaga))
      .withState(onRoute('/carregando', stateWith({ session: loggedInSession })))
      .provide([[matchers.call.fn(request), { ok: true, data: { tipo: 'PAGAMENTO', consentimentoPagamentoDTO: payment } }], [matchers.call.fn(lookupAccountsSaga), lookedUp]]);

  it('a payment without debtorAccount: the accounts first, then the consent and its screen', async () => {
    const order: string[] = [];
    await expectSaga(withJourney(loadConsentSaga))
      .withState(onRoute('/carregando', stateWith({ session: loggedInSession })))
      .provide({
        call(effect, next) {
          if (effect.fn === request) return { ok: true, data: { tipo: 'PAGAMENTO', consentimentoPagamentoDTO: pixWithoutAccount() } };
          if (effect.fn === lookupAccountsSaga) return order.push('lookup') && true;
          return next();
        },
        put(effect, next) {
          if (effect.action.type === consentLoaded.type) order.push('loaded');
          if (routeEntered.match(effect.action)) order.push(`to ${effect.action.payload.path}`);
          return next();
        },
      })
      .call(lookupAccountsSaga, ID)
      .put(consentLoaded(choosing))
      .run();
    expect(order).toEqual(['lookup', 'loaded', 'to /pix']);
  });

  it('a failed lookup: no consent on screen, no screen (the lookup went to /responses)', () =>
    load(pixWithoutAccount(), false).not.put.actionType(consentLoaded.type).not.put(movedTo('/pix', true)).run());

  it('a payment with debtorAccount: nothing to look up', () => load(pixRequest(), true).not.call.fn(lookupAccountsSaga).put(movedTo('/pix', true)).run());

  it('a non-Pix payment goes to /responses without asking for accounts', () =>
    load(pixWithoutAccount({ consentimento: { ...pixWithoutAccount().consentimento, payment: { ...pixRequest().consentimento.payment, type: 'TED' } } }), true)
      .not.call.fn(lookupAccountsSaga)
      .put(movedTo('/responses', true))
      .run());
});

describe("'Confirmar transação' waits for a chosen account", () => {
  const confirm = (consent: LoadedConsent, chosenId: string | null) =>
    expectSaga(withJourney(confirmSaga))
      .withState(onRoute('/pix', stateWith({ session: loggedInSession, consent: { consent }, accounts: accounts(chosenId) })))
      .provide([]);

  it('nothing chosen: the saga refuses, nothing happens', () => confirm(choosing, null).not.put.actionType(routeEntered.type).run());

  it('an account chosen: on to /segredo', () => confirm(choosing, 'c-2').put(journey.confirmed()).put(movedTo('/segredo', false)).run());

  it('the account chosen on the screen is the one confirmed, before the move to /segredo', () =>
    confirm(choosing, 'c-2').put(termsConfirmed(confirmation({ account: SAVINGS }))).run());

  it('a consent with its own account needs no choice', () => confirm(pixConsent(), null).put(journey.confirmed()).put(movedTo('/segredo', false)).run());
});

describe('the authorisation carries the chosen account (INTERFACE §6.1)', () => {
  // What 'Confirmar' froze: the account chosen then, whatever the accounts slice holds now.
  const sent = (consent: LoadedConsent, chosenId: string | null) =>
    expectSaga(sendAuthorisation, consent, sms, confirmation({ account: [CHECKING, SAVINGS].find((c) => c.id === chosenId) ?? null }), false)
      .withState(stateWith({ session: loggedInSession, accounts: accounts(chosenId) }))
      .provide([[matchers.call.fn(request), { ok: true, data: {} }]]);

  it('as consentimento.debtorAccount = { ispb, issuer: agencia, number: numero, accountType: tipoConta }', () =>
    sent(choosing, 'c-2')
      .call(request, 'decidePayment', {
        consentId: ID,
        status: 'AUTORIZADO',
        body: {
          ...choosing.data,
          consentimento: { ...choosing.data.consentimento, debtorAccount: { ispb: '12345678', issuer: '0001', number: '654321', accountType: 'SVGS' } },
          canal: 1,
          codTransacao: 169,
          usarChequeEspecial: false,
          tokenSMS: '123456',
        },
      })
      .run());

  it("a consent's own debtorAccount travels as loaded, whatever is in the accounts slice", () =>
    sent(pixConsent(), 'c-2')
      .call(request, 'decidePayment', {
        consentId: ID,
        status: 'AUTORIZADO',
        body: { ...pixRequest(), canal: 1, codTransacao: 169, usarChequeEspecial: false, tokenSMS: '123456' },
      })
      .run());

  it('a refusal carries no account', () =>
    expectSaga(sendRefusal, choosing)
      .withState(stateWith({ session: loggedInSession, accounts: accounts('c-2') }))
      .provide([[matchers.call.fn(request), { ok: true, data: {} }]])
      .call(request, 'decidePayment', { consentId: ID, status: 'REJEITADO', body: { ...choosing.data, canal: 1, codTransacao: 169, usarChequeEspecial: false } })
      .run());
});
