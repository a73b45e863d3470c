import fc from 'fast-check';
import { expectSaga } from 'redux-saga-test-plan';
import type { EffectProviders } from 'redux-saga-test-plan/providers';
import { request } from '../../src/api/request';
import { navigateTo } from '../../src/app/navigation';
import { setConfig } from '../../src/config/currentConfig';
import { loadConsentSaga } from '../../src/features/consent/consentSagas';
import { authoriseSaga } from '../../src/features/consent/decisionSagas';
import { authoriseRequested, decisionAccepted, decisionRefused, type Credential } from '../../src/features/consent/consentSlice';
import { modalDismissed, modalOpened } from '../../src/features/modal/modalSlice';
import { testConfig } from '../support/fixtures';
import { loggedIn, stateWith, withConsent } from '../support/state';
import { anyAnswer, failureResult, RUNS, VALID } from './arbitraries';

/** Where a load may end (SPEC §4 "Routing after load", §8 "Load failure"). */
const LOAD_ROUTES = [
  '/pix',
  '/pix/agendamento',
  '/pix/recorrente',
  '/pix/sweeping',
  '/pix/automatico',
  '/compartilhamento',
  '/responses',
  '/responses/expirado',
  '/responses/alerta',
];

beforeAll(() => setConfig({ ...testConfig, allowInsecureLoopback: true }));

/** Stubs every BFF call with `answer` and records navigation instead of performing it. */
function stubs(answer: () => unknown) {
  const navigations: unknown[][] = [];
  const providers: EffectProviders = {
    call: (effect, next) => {
      if (effect.fn === request) return answer();
      if (effect.fn === navigateTo) {
        navigations.push(effect.args);
        return undefined;
      }
      return next();
    },
  };
  return { navigations, providers };
}

describe('loadConsentSaga on random answers and failures', () => {
  const answers = fc.oneof(
    { weight: 3, arbitrary: anyAnswer.map((data) => ({ ok: true, data })) },
    { weight: 2, arbitrary: failureResult },
  );

  it('never throws and ends with exactly one navigation to a defined route', async () => {
    await fc.assert(
      fc.asyncProperty(answers, async (result) => {
        const { navigations, providers } = stubs(() => result);
        await expectSaga(loadConsentSaga).withState(stateWith({ session: loggedIn })).provide(providers).run({ silenceTimeout: true, timeout: 1_000 });
        expect(navigations).toHaveLength(1);
        const [to, replace] = navigations[0] as [unknown, unknown];
        expect(LOAD_ROUTES).toContain(to);
        expect(replace).toBe(true);
      }),
      RUNS,
    );
  });
});

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
        const state = withConsent(consent, { sharePayload: consent.kind === 'DADOS' ? ({ consentimentoId: 'S1', produtos: [] } as never) : null });
        const result = await expectSaga(authoriseSaga, authoriseRequested(sms))
          .withState(state)
          .provide(providers)
          // An overdraft question is answered "Voltar"; without one the action is never taken.
          .dispatch(modalDismissed())
          .run({ silenceTimeout: true, timeout: 1_000 });
        const puts = result.effects.put?.map((e) => (e as unknown as { payload: { action: { type: string } } }).payload.action) ?? [];
        const refused = puts.filter((a) => a.type === decisionRefused.type);
        const modals = puts.filter((a) => a.type === modalOpened.type);
        const accepted = puts.filter((a) => a.type === decisionAccepted.type);
        expect(accepted).toHaveLength(0);
        expect(navigations.length).toBeLessThanOrEqual(1);
        for (const [to] of navigations) expect(AUTHORISE_ROUTES).toContain(to);
        // Exactly one way out was taken.
        expect(navigations.length + refused.length + (refused.length === 0 ? modals.length : 0)).toBeGreaterThanOrEqual(1);
        if (navigations.length === 1) expect(refused).toHaveLength(0);
      }),
      RUNS,
    );
  });
});
