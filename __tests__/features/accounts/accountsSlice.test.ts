import reducer, {
  accountChosen,
  accountsLoaded,
  accountsLookupFailed,
  accountsRequested,
  asDebtorAccount,
  selectChosenAccount,
  type AccountsState,
} from '../../../src/features/accounts/accountsSlice';
import { BLOCKED, CHECKING, SAVINGS } from '../../support/accounts';

const ID = 'urn:cooperativa:C1';
const after = (...actions: Parameters<typeof reducer>[1][]) => actions.reduce<AccountsState>((state, action) => reducer(state, action), reducer(undefined, { type: '@@init' }));
const chosen = (state: AccountsState, consentId = ID) => selectChosenAccount(consentId)({ accounts: state });

describe('the chosen account (INTERFACE §6.1)', () => {
  it('a single account that can pay is chosen already, however many cannot', () => {
    expect(chosen(after(accountsRequested(ID), accountsLoaded({ consentId: ID, contas: [BLOCKED, CHECKING] })))).toEqual(CHECKING);
  });

  it('with several that can pay, nothing is chosen until the customer chooses', () => {
    const listed = after(accountsRequested(ID), accountsLoaded({ consentId: ID, contas: [CHECKING, SAVINGS, BLOCKED] }));
    expect(chosen(listed)).toBeNull();
    expect(chosen(reducer(listed, accountChosen('c-2')))).toEqual(SAVINGS);
  });

  it('an unavailable or unknown account is never chosen, and leaves the choice as it was', () => {
    const listed = after(accountsRequested(ID), accountsLoaded({ consentId: ID, contas: [CHECKING, SAVINGS, BLOCKED] }), accountChosen('c-1'));
    expect(chosen(reducer(listed, accountChosen('c-3')))).toEqual(CHECKING);
    expect(chosen(reducer(listed, accountChosen('c-9')))).toEqual(CHECKING);
  });

  it("belongs to its consent: another consent's selector sees no choice, and a late answer for an earlier consent is dropped", () => {
    const listed = after(accountsRequested(ID), accountsLoaded({ consentId: ID, contas: [CHECKING] }));
    expect(chosen(listed, 'urn:cooperativa:C2')).toBeNull();
    const next = reducer(listed, accountsRequested('urn:cooperativa:C2'));
    expect(chosen(next)).toBeNull();
    expect(reducer(next, accountsLoaded({ consentId: ID, contas: [CHECKING] })).status).toBe('loading');
  });

  it('a failed lookup lists nothing to choose', () => {
    expect(chosen(after(accountsRequested(ID), accountsLookupFailed()))).toBeNull();
  });

  it('travels in a payment as debtorAccount { ispb, issuer: agencia, number: numero, accountType: tipoConta }', () => {
    expect(asDebtorAccount(SAVINGS)).toEqual({ ispb: '12345678', issuer: '0001', number: '654321', accountType: 'SVGS' });
  });

  it('stays serializable', () => {
    const state = after(accountsRequested(ID), accountsLoaded({ consentId: ID, contas: [CHECKING, BLOCKED] }));
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });
});
