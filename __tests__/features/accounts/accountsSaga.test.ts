import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import type { StaticProvider } from 'redux-saga-test-plan/providers';
import { request } from '../../../src/api/bff';
import { lookupAccountsSaga } from '../../../src/features/accounts/accountsSaga';
import { journey } from '../../../src/journey/journeyTable';
import { withJourney, movedTo } from '../../support/journey';
import { accountsLoaded, accountsLookupFailed, accountsRequested } from '../../../src/features/accounts/accountsSlice';
import { BLOCKED, CHECKING } from '../../support/accounts';
import { routeEntered } from '../../../src/journey/location';
import { onRoute } from '../../support/state';

const ID = 'urn:cooperativa:C1';
const answer = (result: unknown): StaticProvider => [matchers.call.fn(request), result];
const lookup = (result: unknown) => expectSaga(withJourney(lookupAccountsSaga), ID).withState(onRoute('/carregando')).provide([answer(result)]);

describe('the accounts lookup (INTERFACE §6.1)', () => {
  it("asks the bank for this consent's accounts and keeps them; the screen may follow", async () => {
    const { returnValue } = await lookup({ ok: true, data: { contas: [CHECKING, BLOCKED] } })
      .put(accountsRequested(ID))
      .call(request, 'getAccounts', ID)
      .put(accountsLoaded({ consentId: ID, contas: [CHECKING, BLOCKED] }))
      .not.put.actionType(routeEntered.type)
      .run();
    expect(returnValue).toBe(true);
  });

  it('a failed lookup goes to /responses, and the screen does not follow', async () => {
    const { returnValue } = await lookup({ ok: false, failure: { status: 500, message: 'Erro', details: [] } })
      .put(accountsLookupFailed())
      .put(journey.journeyStopped()).put(movedTo('/responses', true))
      .not.put.actionType(accountsLoaded.type)
      .run();
    expect(returnValue).toBe(false);
  });

  it.each([
    ['no list', {}],
    ['a list of something else', { contas: ['c-1'] }],
    ['an account the authorisation could not name (no ispb)', { contas: [{ ...CHECKING, ispb: undefined }] }],
    ['an availability that is not a yes or no', { contas: [{ ...CHECKING, disponivel: 'sim' }] }],
    ['two accounts with one id', { contas: [CHECKING, { ...BLOCKED, id: CHECKING.id }] }],
  ])('an answer with %s is a failed lookup', (_case, data) =>
    lookup({ ok: true, data }).put(accountsLookupFailed()).put(journey.journeyStopped()).put(movedTo('/responses', true)).run());

  it('keeps only the fields it knows, and a reason only when there is one', () =>
    lookup({ ok: true, data: { contas: [{ ...CHECKING, saldo: '9999.99', motivo: '' }] } })
      .put(accountsLoaded({ consentId: ID, contas: [CHECKING] }))
      .run());
});
