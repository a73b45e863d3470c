import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import type { StaticProvider } from 'redux-saga-test-plan/providers';
import { postPreauth } from '../../src/api/preauth';
import { navigateTo } from '../../src/journey/navigation';
import { setConfig } from '../../src/config/currentConfig';
import { buildPreauth, entrySaga, startLogin } from '../../src/features/session/entrySaga';
import { callbackSaga } from '../../src/features/session/sessionSagas';
import { intentReceived, journeyProblem } from '../../src/features/session/sessionEvents';
import { loggedIn } from '../../src/features/session/sessionSlice';
import { userManager, setSessionUser } from '../../src/auth/oidc';
import { sessionStore } from '../../src/auth/sessionStore';
import { detectOs } from '../../src/platform/device';
import { loggedIn as loggedInSession, stateWith } from '../support/state';
import { testConfig } from '../support/fixtures';

const nav: StaticProvider = [matchers.call.fn(navigateTo), undefined];
const login: StaticProvider = [matchers.call.fn(startLogin), undefined];

beforeAll(() => setConfig(testConfig));

describe('entry (SPEC §2 "Entry screen", INTERFACE §3)', () => {
  const search = '?intent_id=urn%3Acooperativa%3AC9&redirect_uri=https%3A%2F%2Finiciadora.example%2Fauth';

  it('keeps the intent, posts the pre-auth record, then starts the login', () =>
    expectSaga(entrySaga, search)
      .withState(stateWith())
      .provide([[matchers.call.fn(postPreauth), undefined], login, nav])
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
    expectSaga(entrySaga, search)
      .withState(stateWith())
      .provide([[matchers.call.fn(postPreauth), undefined], login, nav])
      .call(startLogin)
      .not.call.fn(navigateTo)
      .run());

  it('resumes a kept intent after a reload when already logged in', () =>
    expectSaga(entrySaga, '').withState(stateWith({ session: loggedInSession })).provide([nav]).call(navigateTo, '/carregando', true).not.call.fn(startLogin).run());

  it('without any intent explains on the error page', () =>
    expectSaga(entrySaga, '').withState(stateWith()).provide([nav]).put(journeyProblem('missing-intent')).call(navigateTo, '/responses', true).run());
});

describe('login return (/callback)', () => {
  const manager = { signinRedirectCallback: jest.fn() };
  const user = { access_token: 't', expired: false, profile: { name: 'Maria Oliveira' } };

  it('stores the login and loads the consent, replacing the URL that held code and state', () =>
    expectSaga(callbackSaga)
      .provide([
        [matchers.call.fn(userManager), manager],
        [matchers.call([manager, manager.signinRedirectCallback]), user],
        [matchers.call.fn(setSessionUser), undefined],
        nav,
      ])
      .call(setSessionUser, user)
      .put(loggedIn({ userName: 'Maria Oliveira' }))
      .call(navigateTo, '/carregando', true)
      .run());

  it('a failed code exchange ends on the error page', () =>
    expectSaga(callbackSaga)
      .provide({
        call(effect, next) {
          if (effect.fn === userManager) return manager;
          if (effect.fn === manager.signinRedirectCallback) throw new Error('invalid_grant');
          if (effect.fn === navigateTo) return undefined;
          return next();
        },
      })
      .put(journeyProblem('login-failed'))
      .call(navigateTo, '/responses', true)
      .run());
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
