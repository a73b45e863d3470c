import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import type { StaticProvider } from 'redux-saga-test-plan/providers';
import { leaveTo } from '../../../src/journey/navigation';
import { setConfig } from '../../../src/config/currentConfig';
import { callbackSaga, logoutSaga, endJourneyAtProviderSaga, leaveToSiteSaga, startLoginReturningTo } from '../../../src/features/session/sessionSagas';
import { journeyProblem, intentReceived, loginStarted } from '../../../src/features/session/sessionEvents';
import { loggedIn, journeyEnded } from '../../../src/features/session/sessionSlice';
import { exchangeLoginCode, userManager, setSessionUser } from '../../../src/auth/oidc';
import { sessionStore } from '../../../src/auth/sessionStore';
import { loggedInSession, onRoute, stateWith } from '../../support/state';
import { testConfig } from '../../support/testConfig';
import { redirectSaga, REDIRECT_DELAY_MS } from '../../../src/features/consent/redirectSaga';
import { entrySaga, postPreauth, startLogin } from '../../../src/features/session/entrySaga';
import { endProviderSessionInBackground, logoutForm, submitLogoutForm } from '../../../src/auth/providerLogout';
import { journey } from '../../../src/journey/journeyTable';
import { withJourney, movedTo } from '../../support/journey';

beforeAll(() => setConfig(testConfig));
afterEach(() => jest.restoreAllMocks());
/**
 * Fresh login and provider logout (docs/decisions/010): every journey ends at the provider with an
 * RP-initiated logout sent as a form POST (the ID token never in a URL), to the exactly registered
 * `{origin}/`, and goes on from there to what the tab kept (sessionStorage, no token, no CPF).
 */
const ID_TOKEN = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiI1Mjk5ODIyNDcyNSJ9.c2ln';
const USER_KEY = 'oidc.user:http://bank.test/idp/realms/openfinance:consent-portal';
const noForm: StaticProvider = [matchers.call.fn(submitLogoutForm), undefined];
/** Lets the 5 s `delay` (a call effect) pass at once. */
const delayOf = (ms: number) => ({
  call: (effect: { fn: unknown; args: unknown[] }, next: () => unknown) => (effect.args[0] === ms && effect.args.length === 1 ? undefined : next()),
});
beforeAll(() => setConfig(testConfig));
beforeEach(() => window.sessionStorage.clear());
const storeUser = (expiresAt: number) =>
  window.sessionStorage.setItem(USER_KEY, JSON.stringify({ id_token: ID_TOKEN, access_token: 'AT', expires_at: expiresAt, profile: { name: 'Maria' } }));

describe('login return (/callback)', () => {
  const user = { access_token: 't', id_token: ID_TOKEN, expired: false, profile: { name: 'Maria Oliveira' } };

  it('stores the login and loads the consent, replacing the URL that held code and state', () =>
    expectSaga(withJourney(callbackSaga))
      .withState(onRoute('/callback'))
      .provide([
        [matchers.call.fn(exchangeLoginCode), user],
        [matchers.call.fn(setSessionUser), undefined],
        [matchers.call.fn(endProviderSessionInBackground), undefined],
      ])
      .call(setSessionUser, user)
      .put(loggedIn({ userName: 'Maria Oliveira' }))
      .put(journey.sessionReady())
      .put(movedTo('/carregando', true))
      .run());

  // Issue 44 (docs/decisions/076): a login started on the customer's authorisations comes back to the page she opened.
  const callbackWith = (state: unknown) =>
    expectSaga(withJourney(callbackSaga))
      .withState(onRoute('/callback'))
      .provide([
        [matchers.call.fn(exchangeLoginCode), { ...user, state }],
        [matchers.call.fn(setSessionUser), undefined],
        [matchers.call.fn(endProviderSessionInBackground), undefined],
      ]);

  it.each(['/autorizacoes', '/autorizacoes/urn%3Abanco%3Aconsent%3A7b1e'])('a login started at %s goes back there, and no consent loads', (path) =>
    callbackWith({ returnTo: path })
      .put(loggedIn({ userName: 'Maria Oliveira' }))
      .put(journey.authorisationsSignedIn(path))
      .put(movedTo(path, true))
      .not.put(journey.sessionReady())
      .run());

  it.each([
    ['a consent route', { returnTo: '/carregando' }],
    ['another origin', { returnTo: '//evil.example/autorizacoes' }],
    ['an absolute URL', { returnTo: 'https://evil.example/autorizacoes' }],
    ['not a path', { returnTo: 42 }],
    ['nothing', null],
  ])("a login's state naming %s is no way back: the consent journey's usual next step", (_what, state) =>
    callbackWith(state).put(journey.sessionReady()).not.put.actionType(journey.authorisationsSignedIn.type).run());

  it("a login from the customer's authorisations carries the page in the login's own state (never a URL of ours), and posts no pre-auth record", async () => {
    const redirecting = { signinRedirect: jest.fn() };
    await expectSaga(startLoginReturningTo, '/autorizacoes/x1')
      .provide([
        [matchers.call.fn(userManager), redirecting],
        [matchers.call.fn(postPreauth), undefined],
      ])
      .put(loginStarted())
      .call([redirecting, redirecting.signinRedirect], { state: { returnTo: '/autorizacoes/x1' } })
      .not.call.fn(postPreauth)
      .run();
  });

  // Decision 068: a tab closed after the login leaves the provider no session to reuse or name.
  it("ends the provider's session with the ID token as soon as the tokens are in", () =>
    expectSaga(withJourney(callbackSaga))
      .withState(onRoute('/callback'))
      .provide([
        [matchers.call.fn(exchangeLoginCode), user],
        [matchers.call.fn(setSessionUser), undefined],
        [matchers.call.fn(endProviderSessionInBackground), undefined],
      ])
      .call(endProviderSessionInBackground, testConfig, ID_TOKEN)
      .put(journey.sessionReady())
      .run());

  it('a failed code exchange ends on the error page', () =>
    expectSaga(withJourney(callbackSaga))
      .withState(onRoute('/callback'))
      .provide({
        call(effect, next) {
          if (effect.fn === exchangeLoginCode) throw new Error('invalid_grant');
          return next();
        },
      })
      .put(journeyProblem('login-failed'))
      .put(journey.journeyStopped())
      .put(movedTo('/responses', true))
      .run());
});

describe('"Acessar outra conta" (SPEC §4 "Session")', () => {
  it('clears the tab, keeps only where to go next, and posts the logout with the ID token', async () => {
    storeUser(Date.now() / 1000 + 600);
    window.sessionStorage.setItem('portal.redirectUri', 'https://iniciadora.example/auth');
    const result = await expectSaga(withJourney(logoutSaga)).withState(stateWith({ session: loggedInSession })).provide([noForm]).put(journeyEnded()).run();
    const submitted = result.effects.call?.find((e) => (e as unknown as { payload: { fn: unknown } }).payload.fn === submitLogoutForm);
    expect(submitted).toBeDefined();
    const [form] = (submitted as unknown as { payload: { args: [ReturnType<typeof logoutForm>] } }).payload.args;
    expect(form.fields).toEqual({ id_token_hint: ID_TOKEN, client_id: 'consent-portal', post_logout_redirect_uri: `${window.location.origin}/` });
    // Nothing of the journey stays but the way on: no token, no CPF.
    expect(window.sessionStorage.length).toBe(1);
    expect(window.sessionStorage.getItem(USER_KEY)).toBeNull();
    expect(sessionStore.takeAfterLogout()).toEqual({ to: 'login', intentId: 'urn:cooperativa:C1', redirectUri: 'https://iniciadora.example/auth' });
  });

  it('back at / a fresh login starts for the same intent', () => {
    sessionStore.keepAfterLogout({ to: 'login', intentId: 'urn:cooperativa:C1', redirectUri: null });
    return expectSaga(withJourney(entrySaga), '')
      .withState(stateWith())
      .provide([[matchers.call.fn(startLogin), undefined]])
      .call(sessionStore.keepEntry, 'urn:cooperativa:C1', null)
      .put(intentReceived({ intentId: 'urn:cooperativa:C1' }))
      .call(startLogin)
      .run();
  });

  it('a logout that never came back does not steer a later visit (10 minutes)', () => {
    sessionStore.keepAfterLogout({ to: 'site' }, Date.now() - 11 * 60 * 1000);
    return expectSaga(withJourney(entrySaga), '')
      .withState(stateWith())
      .provide([[matchers.call.fn(leaveTo), undefined]])
      .not.call.fn(leaveTo)
      .put(journeyProblem('missing-intent'))
      .run();
  });

  it('without an ID token (no provider session of ours) it goes straight to the fresh login', () =>
    expectSaga(withJourney(logoutSaga))
      .withState(stateWith({ session: loggedInSession }))
      .provide([[matchers.call.fn(startLogin), undefined], noForm])
      .not.call.fn(submitLogoutForm)
      .call(startLogin)
      .run());
});

describe("'Sair' and the decision's end", () => {
  it("'Sair' logs out at the provider, then opens the bank's website", async () => {
    storeUser(Date.now() / 1000 + 600);
    await expectSaga(withJourney(leaveToSiteSaga)).withState(stateWith({ session: loggedInSession })).provide([noForm]).call.fn(submitLogoutForm).run();
    expect(sessionStore.takeAfterLogout()).toEqual({ to: 'site' });
    sessionStore.keepAfterLogout({ to: 'site' });
    await expectSaga(withJourney(entrySaga), '')
      .withState(stateWith())
      .provide([[matchers.call.fn(leaveTo), undefined]])
      .call(leaveTo, 'https://www.cooperativaexemplo.com.br')
      .run();
  });

  it('after a decision the redirect ends the provider session, then goes to the initiator', () =>
    expectSaga(withJourney(redirectSaga))
      .withState(stateWith({ consent: { redirect: { urlRedirecionamento: 'https://iniciadora.example/retorno' } } }))
      .provide([[matchers.call.fn(endJourneyAtProviderSaga), undefined], delayOf(REDIRECT_DELAY_MS)])
      .call(endJourneyAtProviderSaga, { to: 'initiator', url: 'https://iniciadora.example/retorno' })
      .run());

  it('an initiator URL read back from storage is checked again before leaving', () => {
    sessionStore.keepAfterLogout({ to: 'initiator', url: 'javascript:alert(1)' });
    return expectSaga(withJourney(entrySaga), '')
      .withState(stateWith())
      .provide([[matchers.call.fn(leaveTo), undefined]])
      .not.call.fn(leaveTo)
      .put(journey.noWayBack())
      .put(movedTo('/responses/redirect', true))
      .run();
  });
});
