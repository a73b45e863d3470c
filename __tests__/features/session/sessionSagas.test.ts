import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import type { StaticProvider } from 'redux-saga-test-plan/providers';
import { navigateTo, leaveTo } from '../../../src/journey/navigation';
import { setConfig } from '../../../src/config/currentConfig';
import { callbackSaga, logoutSaga } from '../../../src/features/session/sessionSagas';
import { journeyProblem } from '../../../src/features/session/sessionEvents';
import { loggedIn, journeyEnded } from '../../../src/features/session/sessionSlice';
import { userManager, setSessionUser } from '../../../src/auth/oidc';
import { sessionStore } from '../../../src/auth/sessionStore';
import { loggedInSession, stateWith } from '../../support/state';
import { testConfig } from '../../support/testConfig';

const nav: StaticProvider = [matchers.call.fn(navigateTo), undefined];
beforeAll(() => setConfig(testConfig));
afterEach(() => jest.restoreAllMocks());

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

describe('logout ("Acessar outra conta", SPEC §4 "Session")', () => {
  const back = `${window.location.origin}/?intent_id=urn%3Acooperativa%3AC1`;

  it('clears the tab, then returns through the provider logout to the entry with the intent id, without the id token in the URL', () => {
    const manager = { signoutRedirect: jest.fn() };
    return expectSaga(logoutSaga)
      .withState(stateWith({ session: loggedInSession }))
      .provide([
        [matchers.call.fn(userManager), manager],
        [matchers.call.fn(sessionStore.clear), undefined],
        [matchers.call.fn(setSessionUser), undefined],
        [matchers.call([manager, manager.signoutRedirect]), undefined],
      ])
      .call(sessionStore.clear)
      .call(setSessionUser, null)
      .put(journeyEnded())
      .call([manager, manager.signoutRedirect], { post_logout_redirect_uri: back })
      .not.call.fn(leaveTo)
      .run();
  });

  it('without the provider it still clears the tab and goes back to the entry', () =>
    expectSaga(logoutSaga)
      .withState(stateWith({ session: loggedInSession }))
      .provide({
        call(effect, next) {
          if (effect.fn === userManager) throw new Error('OIDC client not created');
          if (effect.fn === sessionStore.clear || effect.fn === setSessionUser || effect.fn === leaveTo) return undefined;
          return next();
        },
      })
      .call(sessionStore.clear)
      .put(journeyEnded())
      .call(leaveTo, back)
      .run());
});
