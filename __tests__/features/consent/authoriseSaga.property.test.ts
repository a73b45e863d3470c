import fc from 'fast-check';
import { expectSaga } from 'redux-saga-test-plan';
import { setConfig } from '../../../src/config/currentConfig';
import { authoriseSaga } from '../../../src/features/consent/authoriseSaga';
import { authoriseRequested, decisionAccepted, decisionRefused, type Credential } from '../../../src/features/consent/consentSlice';
import { modalDismissed, modalOpened } from '../../../src/features/modal/modalSlice';
import { confirmation, onRoute, withConsent } from '../../support/state';
import { failureResult, RUNS, VALID } from '../../support/arbitraries';
import { testConfig } from '../../support/testConfig';
import { stubs } from '../../support/sagaStubs';
import { withJourney } from '../../support/journey';

beforeAll(() => setConfig(testConfig));

describe('authoriseSaga on random failures', () => {
  const sms: Credential = { kind: 'sms', code: '123456' };
  /**
   * Where an authorisation may end: a defined route, an error under the form, or a modal. `/` is
   * the expired-session explanation (a 401: the bank refused the token, nothing was decided).
   */
  const AUTHORISE_ROUTES = ['/responses', '/responses/expirado', '/responses/processando', '/redirect', '/'];

  it('never throws and ends on a defined route, a form error or a modal', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...VALID), failureResult, fc.option(failureResult, { nil: undefined }), async (consent, first, second) => {
        // The first answer, then (after an accepted overdraft) the second one.
        const queue = [first, second ?? first];
        const { navigations, providers } = stubs(() => queue.shift() ?? first);
        const state = withConsent(consent, {
          confirmed: confirmation({ terms: consent.kind === 'DADOS' ? ({ consentimentoId: 'S1', produtos: [] } as never) : null }),
        });
        const result = await expectSaga(withJourney(authoriseSaga), authoriseRequested(sms))
          .withState(onRoute('/segredo', state))
          .provide(providers)
          // An overdraft question is answered "Voltar"; without one the action is never taken.
          .dispatch(modalDismissed())
          .run({ silenceTimeout: true, timeout: 1_000 });
        const puts = result.effects.put?.map((e) => (e as unknown as { payload: { action: { type: string } } }).payload.action) ?? [];
        const refused = puts.filter((a) => a.type === decisionRefused.type);
        const modals = puts.filter((a) => a.type === modalOpened.type);
        const accepted = puts.filter((a) => a.type === decisionAccepted.type);
        expect(accepted).toHaveLength(0);
        for (const [to] of navigations) expect(AUTHORISE_ROUTES).toContain(to);
        // Exactly one way out was taken: a page, or the attempt given back to the customer (a
        // message under the form, the insufficient-funds modal, a declined overdraft).
        expect(navigations.length + refused.length).toBe(1);
        // A refusal that shows a modal shows exactly one.
        expect(modals.length).toBeLessThanOrEqual(1);
      }),
      RUNS,
    );
  });
});
