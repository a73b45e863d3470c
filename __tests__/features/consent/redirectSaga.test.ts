import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { leaveTo } from '../../../src/journey/navigation';
import { setConfig } from '../../../src/config/currentConfig';
import { redirectSaga, REDIRECT_DELAY_MS } from '../../../src/features/consent/redirectSaga';
import { sessionStore } from '../../../src/auth/sessionStore';
import { journeyEnded } from '../../../src/features/session/sessionSlice';
import { timerOf } from '../../support/sagaTimers';
import { onRoute, stateWith } from '../../support/state';
import { testConfig } from '../../support/testConfig';
import { journey } from '../../../src/journey/journeyTable';
import { withJourney, movedTo } from '../../support/journey';

const redirectInfo = { urlRedirecionamento: 'https://iniciadora.example/retorno', urlLogoIniciadora: 'https://iniciadora.example/logo.png' };
beforeAll(() => setConfig(testConfig));

describe('redirect after 5 s (SPEC §2 "Redirect screen")', () => {
  const delayOf = (ms: number) => timerOf(ms).providers;

  it('leaves for the initiator, clearing the journey from session storage', () =>
    expectSaga(withJourney(redirectSaga))
      .withState(onRoute('/redirect', stateWith({ consent: { redirect: redirectInfo } })))
      .provide([delayOf(REDIRECT_DELAY_MS), [matchers.call.fn(leaveTo), undefined], [matchers.call.fn(sessionStore.clear), undefined]])
      .call(sessionStore.clear)
      .put(journeyEnded())
      .call(leaveTo, 'https://iniciadora.example/retorno')
      .run());

  it('without an address goes to /responses/redirect, and still ends the journey in this tab', () =>
    expectSaga(withJourney(redirectSaga))
      .withState(onRoute('/redirect', stateWith({ consent: { redirect: { urlRedirecionamento: undefined } } })))
      .provide([delayOf(REDIRECT_DELAY_MS), [matchers.call.fn(sessionStore.clear), undefined]])
      .call(sessionStore.clear)
      .put(journeyEnded())
      .put(journey.noWayBack())
      .put(movedTo('/responses/redirect', true))
      .not.call.fn(leaveTo)
      .run());

  it('refuses an unsafe address', () =>
    expectSaga(withJourney(redirectSaga))
      .withState(onRoute('/redirect', stateWith({ consent: { redirect: { urlRedirecionamento: 'javascript:alert(1)' } } })))
      .provide([delayOf(REDIRECT_DELAY_MS)])
      .put(journey.noWayBack())
      .put(movedTo('/responses/redirect', true))
      .not.call.fn(leaveTo)
      .run());
});
