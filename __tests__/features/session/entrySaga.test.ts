import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import type { StaticProvider } from 'redux-saga-test-plan/providers';
import { postPreauth } from '../../../src/features/session/entrySaga';
import { setConfig } from '../../../src/config/currentConfig';
import { buildPreauth, entrySaga, startLogin, prefersApp } from '../../../src/features/session/entrySaga';
import { intentReceived, journeyProblem } from '../../../src/features/session/sessionEvents';
import { sessionStore } from '../../../src/auth/sessionStore';
import { detectOs } from '../../../src/platform/device';
import { loggedInSession, stateWith } from '../../support/state';
import { testConfig } from '../../support/testConfig';
import { journey } from '../../../src/journey/journeyTable';
import { withJourney, movedTo } from '../../support/journey';
import { routeEntered } from '../../../src/journey/location';

const login: StaticProvider = [matchers.call.fn(startLogin), undefined];
beforeAll(() => setConfig(testConfig));
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; SM-A155M) AppleWebKit/537.36 Chrome/131 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const withApp = { ...testConfig, appDeepLink: 'cooperativaexemplo://openfinance' };
const preauth: StaticProvider = [matchers.call.fn(postPreauth), undefined];
const search = '?intent_id=urn%3Acooperativa%3AC9&redirect_uri=https%3A%2F%2Finiciadora.example%2Fauth';
afterEach(() => jest.restoreAllMocks());

describe('entry (SPEC §2 "Entry screen", INTERFACE §3)', () => {
  const search = '?intent_id=urn%3Acooperativa%3AC9&redirect_uri=https%3A%2F%2Finiciadora.example%2Fauth';

  it('keeps the intent, posts the pre-auth record, then starts the login', () =>
    expectSaga(withJourney(entrySaga), search)
      .withState(stateWith())
      .provide([[matchers.call.fn(postPreauth), undefined], login])
      .call(sessionStore.keepEntry, 'urn:cooperativa:C9', 'https://iniciadora.example/auth')
      .put(intentReceived({ intentId: 'urn:cooperativa:C9' }))
      .call.like({
        fn: postPreauth,
        args: [
          {
            consentId: 'urn:cooperativa:C9',
            uriAuthorizationEndpoint: 'https://iniciadora.example/auth',
            type: 'AWAITING_USER_AUTH',
            step: 'REDIRECT_TARGET',
          },
        ],
      })
      .call(startLogin)
      .run());

  it('logs in after the pre-auth post without looking at its answer', () =>
    expectSaga(withJourney(entrySaga), search)
      .withState(stateWith())
      .provide([[matchers.call.fn(postPreauth), undefined], login])
      .call(startLogin)
      .not.put.actionType(routeEntered.type)
      .run());

  it('resumes a kept intent after a reload when already logged in', () =>
    expectSaga(withJourney(entrySaga), '').withState(stateWith({ session: loggedInSession })).provide([]).put(journey.sessionReady()).put(movedTo('/carregando', true)).not.call.fn(startLogin).run());

  it.each(['urn:cooperativa:../../canais/v1/x', 'urn:cooperativa:C9/status/AUTORIZADO', 'urn:cooperativa:C 9', 'C9', 'urn::C9', 'urn:cooperativa:', '', '<script>'])(
    'an intent_id not shaped like a consent id (%j) keeps nothing, posts nothing and explains (issue 13, point 5)',
    (intent) =>
      expectSaga(withJourney(entrySaga), `?intent_id=${encodeURIComponent(intent)}`)
        .withState(stateWith())
        .provide([preauth, login])
        .put(journeyProblem('missing-intent'))
        .put(journey.journeyStopped())
        .put(movedTo('/responses', true))
        .not.call.fn(sessionStore.keepEntry)
        .not.call.fn(postPreauth)
        .not.call.fn(startLogin)
        .not.put.actionType(intentReceived.type)
        .run(),
  );

  it('without any intent explains on the error page', () =>
    expectSaga(withJourney(entrySaga), '').withState(stateWith()).provide([]).put(journeyProblem('missing-intent')).put(journey.journeyStopped()).put(movedTo('/responses', true)).run());
});

describe('pre-auth record', () => {
  it('names the OS and version from the user agent', () => {
    const ua = 'Mozilla/5.0 (Linux; Android 14; SM-A155M) AppleWebKit/537.36 Chrome/131 Mobile Safari/537.36';
    expect(buildPreauth('C1', 'https://i.example/a', 'https://portal.example/?intent_id=C1', ua)).toEqual({
      consentId: 'C1',
      uriAuthorizationEndpoint: 'https://i.example/a',
      osVersion: '14',
      os: 'Android',
      type: 'AWAITING_USER_AUTH',
      step: 'REDIRECT_TARGET',
      completeURL: 'https://portal.example/?intent_id=C1',
    });
    expect(detectOs('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)')).toEqual({ os: 'iOS', osVersion: '17.4' });
  });
});

describe('entry on Android (SPEC §2 "Entry screen")', () => {
  const userAgent = (ua: string) => jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(ua);

  it('prefers the app only on Android with a deep link configured', () => {
    setConfig(withApp);
    userAgent(ANDROID);
    expect(prefersApp()).toBe(true);
    userAgent(IPHONE);
    expect(prefersApp()).toBe(false);
    setConfig(testConfig);
    userAgent(ANDROID);
    expect(prefersApp()).toBe(false);
  });

  it('hands an Android customer to /redirecionamento instead of the web login, after the pre-auth record', () =>
    expectSaga(withJourney(entrySaga), search)
      .withState(stateWith())
      .provide([[matchers.call.fn(prefersApp), true], preauth, login])
      .call.fn(postPreauth)
      .put(journey.appPreferred())
      .put(movedTo('/redirecionamento', true))
      .not.call.fn(startLogin)
      .run());

  it('uses the web login otherwise', () =>
    expectSaga(withJourney(entrySaga), search)
      .withState(stateWith())
      .provide([[matchers.call.fn(prefersApp), false], preauth, login])
      .call(startLogin)
      .not.put.actionType(routeEntered.type)
      .run());

  it('a customer already logged in for this intent resumes on the web', () =>
    expectSaga(withJourney(entrySaga), '?intent_id=urn%3Acooperativa%3AC1')
      .withState(stateWith({ session: loggedInSession }))
      .provide([[matchers.call.fn(prefersApp), true], preauth, login])
      .put(journey.sessionReady())
      .put(movedTo('/carregando', true))
      .not.put(journey.appPreferred())
      .not.put(movedTo('/redirecionamento', true))
      .run());
});
