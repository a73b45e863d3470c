import fc from 'fast-check';
import { expectSaga } from 'redux-saga-test-plan';
import { setConfig } from '../../../src/config/currentConfig';
import { loadConsentSaga } from '../../../src/features/consent/consentSagas';
import { loggedInSession, onRoute, stateWith } from '../../support/state';
import { anyAnswer, failureResult, RUNS } from '../../support/arbitraries';
import { testConfig } from '../../support/testConfig';
import { stubs } from '../../support/sagaStubs';
import { withJourney } from '../../support/journey';

/** Where a load may end (SPEC §4 "Routing after load", §8 "Load failure"). */
const LOAD_ROUTES = [
  '/pix',
  '/pix/agendamento',
  '/pix/recorrente',
  '/pix/sweeping',
  '/pix/automatico',
  '/compartilhamento',
  '/vinculo',
  '/responses',
  '/responses/expirado',
  '/responses/alerta',
];
beforeAll(() => setConfig(testConfig));

describe('loadConsentSaga on random answers and failures', () => {
  const answers = fc.oneof(
    { weight: 3, arbitrary: anyAnswer.map((data) => ({ ok: true, data })) },
    { weight: 2, arbitrary: failureResult },
  );

  it('never throws and ends with exactly one navigation to a defined route', async () => {
    await fc.assert(
      fc.asyncProperty(answers, async (result) => {
        const { navigations, providers } = stubs(() => result);
        await expectSaga(withJourney(loadConsentSaga)).withState(onRoute('/carregando', stateWith({ session: loggedInSession }))).provide(providers).run({ silenceTimeout: true, timeout: 1_000 });
        expect(navigations).toHaveLength(1);
        const [to, replace] = navigations[0] as [unknown, unknown];
        expect(LOAD_ROUTES).toContain(to);
        expect(replace).toBe(true);
      }),
      RUNS,
    );
  });
});
