import { expectSaga } from 'redux-saga-test-plan';
import type { EffectProviders } from 'redux-saga-test-plan/providers';
import { leaveTo } from '../../../src/journey/navigation';
import { setConfig } from '../../../src/config/currentConfig';
import { handoffRequested } from '../../../src/features/handoff/handoffEvents';
import { currentOs, HANDOFF_DELAY_MS, handoffSaga, pageInFront, STORE_FALLBACK_MS } from '../../../src/features/handoff/handoffSagas';
import { journeyEnded } from '../../../src/features/session/sessionSlice';
import type { Os } from '../../../src/platform/device';
import { sessionStore } from '../../../src/auth/sessionStore';
import { delayMs, never } from '../../support/sagaTimers';
import { loggedInSession, stateWith } from '../../support/state';
import { testConfig } from '../../support/testConfig';
import { appConfig, search, deepLink, intentUrl, intentUrlWithoutFallback } from '../../support/handoff';

/** The system and the page's visibility as the test says; the 5 s timer fires only when `timerFires`. */
function device(os: Os, { timerFires = true, inFront = true } = {}): EffectProviders {
  return {
    call(effect, next) {
      if (effect.fn === currentOs) return os;
      if (effect.fn === pageInFront) return inFront;
      if (effect.fn === leaveTo || effect.fn === sessionStore.clear) return undefined;
      if (effect.fn === sessionStore.redirectUri) return 'https://iniciadora.example/auth';
      const ms = delayMs(effect);
      if (ms === HANDOFF_DELAY_MS) return timerFires ? true : never();
      if (ms === STORE_FALLBACK_MS) return true;
      if (ms !== null) return never();
      return next();
    },
  };
}
const handoff = (os: Os, options?: { timerFires?: boolean; inFront?: boolean }) =>
  expectSaga(handoffSaga, search).withState(stateWith({ session: loggedInSession })).provide(device(os, options));

describe('hand-off saga (/redirecionamento)', () => {
  beforeEach(() => setConfig(appConfig));

  // Android Chrome follows an intent's store fallback at once on a navigation without a user
  // gesture: the automatic attempt carries none, so a customer who has the app never lands in the store.
  it('after 5 s tries the app on Android through the intent URL, without the store fallback', () =>
    handoff('Android').call(leaveTo, intentUrlWithoutFallback).not.call(leaveTo, intentUrl).not.call(sessionStore.clear).silentRun(30));

  it('the button opens the app at once, before the 5 s', () =>
    handoff('Android', { timerFires: false }).delay(5).dispatch(handoffRequested()).call(leaveTo, intentUrl).silentRun(30));

  it('does nothing before the 5 s without the button', () => handoff('Android', { timerFires: false }).not.call.fn(leaveTo).silentRun(20));

  it('the button tries again after the automatic attempt', async () => {
    const opened: unknown[] = [];
    const providers = device('Android');
    await expectSaga(handoffSaga, search)
      .withState(stateWith({ session: loggedInSession }))
      .provide({
        call(effect, next) {
          if (effect.fn === leaveTo) {
            opened.push(effect.args[0]);
            return undefined;
          }
          return providers.call!(effect, next);
        },
      })
      .delay(5)
      .dispatch(handoffRequested())
      .silentRun(30);
    // The automatic attempt without the store fallback, the button's (a user gesture) with it.
    expect(opened).toEqual([intentUrlWithoutFallback, intentUrl]);
  });

  it('on iOS opens the deep link, then the App Store page when the app did not take over', () =>
    handoff('iOS').call(leaveTo, deepLink).call(leaveTo, appConfig.appStoreUrl).silentRun(30));

  it('on iOS stays put when the app came to the front', () =>
    handoff('iOS', { inFront: false }).call(leaveTo, deepLink).not.call(leaveTo, appConfig.appStoreUrl).silentRun(30));

  it('other systems go to the bank website and end the journey in this tab', () =>
    handoff('Windows').call(sessionStore.clear).put(journeyEnded()).call(leaveTo, testConfig.bankWebsiteUrl).silentRun(30));

  it('after a reload without a query hands over the kept intent', () =>
    expectSaga(handoffSaga, '')
      .withState(stateWith({ session: { ...loggedInSession, intentId: 'urn:cooperativa:C1' } }))
      .provide(device('iOS', { inFront: false }))
      .call(leaveTo, deepLink)
      .silentRun(30));
});
