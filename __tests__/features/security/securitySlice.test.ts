import { authoriseRequested, credentialSpent } from '../../../src/features/consent/consentSlice';
import reducer, { deviceLookupStarted } from '../../../src/features/security/securitySlice';

/** The store signal the security forms react to after a refusal (docs/decisions/048). */
describe('security slice: spent credentials', () => {
  it('counts each refusal and remembers its next step until a new attempt', () => {
    let state = reducer(undefined, deviceLookupStarted());
    expect(state).toMatchObject({ spent: 0, nextStep: null });
    state = reducer(state, credentialSpent({ locked: false }));
    expect(state).toMatchObject({ spent: 1, nextStep: 'retry' });
    state = reducer(state, authoriseRequested({ kind: 'sms', code: '123456' }));
    expect(state).toMatchObject({ spent: 1, nextStep: null });
    state = reducer(state, credentialSpent({ locked: true }));
    expect(state).toMatchObject({ spent: 2, nextStep: 'cancel' });
  });

  it('starts again on a new visit to /segredo', () => {
    const state = reducer(reducer(undefined, credentialSpent({ locked: true })), deviceLookupStarted());
    expect(state).toMatchObject({ spent: 0, nextStep: null });
  });
});
