import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import type { StaticProvider } from 'redux-saga-test-plan/providers';
import { postPreauth } from '../../src/api/preauth';
import { navigateTo } from '../../src/app/navigation';
import { setConfig } from '../../src/config/currentConfig';
import { entrySaga, prefersApp, startLogin } from '../../src/features/session/sessionSagas';
import { loggedIn, stateWith } from '../support/state';
import { testConfig } from '../support/fixtures';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; SM-A155M) AppleWebKit/537.36 Chrome/131 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const withApp = { ...testConfig, appDeepLink: 'cooperativaexemplo://openfinance' };

const nav: StaticProvider = [matchers.call.fn(navigateTo), undefined];
const login: StaticProvider = [matchers.call.fn(startLogin), undefined];
const preauth: StaticProvider = [matchers.call.fn(postPreauth), undefined];
const search = '?intent_id=urn%3Acooperativa%3AC9&redirect_uri=https%3A%2F%2Finiciadora.example%2Fauth';

afterEach(() => jest.restoreAllMocks());

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
    expectSaga(entrySaga, search)
      .withState(stateWith())
      .provide([[matchers.call.fn(prefersApp), true], preauth, login, nav])
      .call.fn(postPreauth)
      .call(navigateTo, '/redirecionamento', true)
      .not.call.fn(startLogin)
      .run());

  it('uses the web login otherwise', () =>
    expectSaga(entrySaga, search)
      .withState(stateWith())
      .provide([[matchers.call.fn(prefersApp), false], preauth, login, nav])
      .call(startLogin)
      .not.call.fn(navigateTo)
      .run());

  it('a customer already logged in for this intent resumes on the web', () =>
    expectSaga(entrySaga, '?intent_id=urn%3Acooperativa%3AC1')
      .withState(stateWith({ session: loggedIn }))
      .provide([[matchers.call.fn(prefersApp), true], preauth, login, nav])
      .call(navigateTo, '/carregando', true)
      .not.call(navigateTo, '/redirecionamento', true)
      .run());
});
