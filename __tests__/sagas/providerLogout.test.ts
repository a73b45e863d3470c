import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import type { StaticProvider } from 'redux-saga-test-plan/providers';
import { request } from '../../src/api/request';
import { leaveTo, navigateTo } from '../../src/app/navigation';
import { setConfig } from '../../src/config/currentConfig';
import { authoriseSaga, redirectSaga, REDIRECT_DELAY_MS } from '../../src/features/consent/decisionSagas';
import { authoriseRequested, decisionSubmitted, type Credential } from '../../src/features/consent/consentSlice';
import {
  endJourneyAtProviderSaga,
  entrySaga,
  leaveToSiteSaga,
  logoutSaga,
  sessionExpiredSaga,
  startLogin,
} from '../../src/features/session/sessionSagas';
import { intentReceived, journeyEnded, journeyProblem, sessionExpired } from '../../src/features/session/sessionSlice';
import { createUserManager, sessionExpiredNow, storedIdToken } from '../../src/session/oidc';
import { logoutForm, submitLogoutForm } from '../../src/session/providerLogout';
import { sessionStore } from '../../src/session/sessionStore';
import { pixConsent, testConfig } from '../support/fixtures';
import { loggedIn, stateWith, withConsent } from '../support/state';

/**
 * Fresh login and provider logout (docs/decisions/010): every journey ends at the provider with an
 * RP-initiated logout sent as a form POST (the ID token never in a URL), to the exactly registered
 * `{origin}/`, and goes on from there to what the tab kept (sessionStorage, no token, no CPF).
 */

const ID_TOKEN = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiI1Mjk5ODIyNDcyNSJ9.c2ln';
const USER_KEY = 'oidc.user:http://bank.test/idp/realms/openfinance:consent-portal';
const nav: StaticProvider = [matchers.call.fn(navigateTo), undefined];
const noForm: StaticProvider = [matchers.call.fn(submitLogoutForm), undefined];
/** Lets the 5 s `delay` (a call effect) pass at once. */
const delayOf = (ms: number) => ({
  call: (effect: { fn: unknown; args: unknown[] }, next: () => unknown) => (effect.args[0] === ms && effect.args.length === 1 ? undefined : next()),
});

beforeAll(() => setConfig({ ...testConfig, allowInsecureLoopback: true }));
beforeEach(() => window.sessionStorage.clear());

const storeUser = (expiresAt: number) =>
  window.sessionStorage.setItem(USER_KEY, JSON.stringify({ id_token: ID_TOKEN, access_token: 'AT', expires_at: expiresAt, profile: { name: 'Maria' } }));

describe('the authorization request', () => {
  it('asks for a new authentication every journey (prompt=login)', async () => {
    const library = await import('oidc-client-ts');
    const manager = createUserManager(library, testConfig);
    expect(manager.settings.prompt).toBe('login');
    expect(manager.settings.redirect_uri).toBe(`${window.location.origin}/callback`);
    expect(manager.settings.post_logout_redirect_uri).toBe(`${window.location.origin}/`);
  });
});

describe('the logout form', () => {
  it('posts the ID token in the body to the Keycloak logout endpoint, returning to the exact registered address', () => {
    const form = logoutForm(testConfig, 'https://portal.example', ID_TOKEN);
    expect(form).toEqual({
      action: 'http://bank.test/idp/realms/openfinance/protocol/openid-connect/logout',
      fields: { id_token_hint: ID_TOKEN, client_id: 'consent-portal', post_logout_redirect_uri: 'https://portal.example/' },
    });
    expect(form.action).not.toContain(ID_TOKEN);
  });

  it('is a POST form with hidden fields', () => {
    const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    submitLogoutForm(logoutForm(testConfig, 'https://portal.example', ID_TOKEN));
    const form = document.querySelector('form');
    expect(form?.method).toBe('post');
    expect(form?.getAttribute('action')).toBe('http://bank.test/idp/realms/openfinance/protocol/openid-connect/logout');
    expect((form?.elements.namedItem('id_token_hint') as HTMLInputElement).type).toBe('hidden');
    expect(submit).toHaveBeenCalledTimes(1);
    submit.mockRestore();
    form?.remove();
  });
});

describe('"Acessar outra conta" (SPEC §4 "Session")', () => {
  it('clears the tab, keeps only where to go next, and posts the logout with the ID token', async () => {
    storeUser(Date.now() / 1000 + 600);
    window.sessionStorage.setItem('portal.redirectUri', 'https://iniciadora.example/auth');
    const result = await expectSaga(logoutSaga).withState(stateWith({ session: loggedIn })).provide([noForm]).put(journeyEnded()).run();
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
    return expectSaga(entrySaga, '')
      .withState(stateWith())
      .provide([[matchers.call.fn(startLogin), undefined], nav])
      .call(sessionStore.keepEntry, 'urn:cooperativa:C1', null)
      .put(intentReceived({ intentId: 'urn:cooperativa:C1' }))
      .call(startLogin)
      .run();
  });

  it('a logout that never came back does not steer a later visit (10 minutes)', () => {
    sessionStore.keepAfterLogout({ to: 'site' }, Date.now() - 11 * 60 * 1000);
    return expectSaga(entrySaga, '')
      .withState(stateWith())
      .provide([[matchers.call.fn(leaveTo), undefined], nav])
      .not.call.fn(leaveTo)
      .put(journeyProblem('missing-intent'))
      .run();
  });

  it('without an ID token (no provider session of ours) it goes straight to the fresh login', () =>
    expectSaga(logoutSaga)
      .withState(stateWith({ session: loggedIn }))
      .provide([[matchers.call.fn(startLogin), undefined], noForm])
      .not.call.fn(submitLogoutForm)
      .call(startLogin)
      .run());
});

describe("'Sair' and the decision's end", () => {
  it("'Sair' logs out at the provider, then opens the bank's website", async () => {
    storeUser(Date.now() / 1000 + 600);
    await expectSaga(leaveToSiteSaga).withState(stateWith({ session: loggedIn })).provide([noForm]).call.fn(submitLogoutForm).run();
    expect(sessionStore.takeAfterLogout()).toEqual({ to: 'site' });
    sessionStore.keepAfterLogout({ to: 'site' });
    await expectSaga(entrySaga, '')
      .withState(stateWith())
      .provide([[matchers.call.fn(leaveTo), undefined]])
      .call(leaveTo, 'https://www.cooperativaexemplo.com.br')
      .run();
  });

  it('after a decision the redirect ends the provider session, then goes to the initiator', () =>
    expectSaga(redirectSaga)
      .withState(stateWith({ consent: { redirect: { urlRedirecionamento: 'https://iniciadora.example/retorno' } } }))
      .provide([[matchers.call.fn(endJourneyAtProviderSaga), undefined], delayOf(REDIRECT_DELAY_MS)])
      .call(endJourneyAtProviderSaga, { to: 'initiator', url: 'https://iniciadora.example/retorno' })
      .run());

  it('an initiator URL read back from storage is checked again before leaving', () => {
    sessionStore.keepAfterLogout({ to: 'initiator', url: 'javascript:alert(1)' });
    return expectSaga(entrySaga, '')
      .withState(stateWith())
      .provide([[matchers.call.fn(leaveTo), undefined], nav])
      .not.call.fn(leaveTo)
      .call(navigateTo, '/responses/redirect', true)
      .run();
  });
});

describe('an expired session at Confirmar', () => {
  const sms: Credential = { kind: 'sms', code: '123456' };

  it('knows the token is past its life by the device clock, and keeps the ID token for the logout', () => {
    storeUser(1_000);
    expect(sessionExpiredNow(testConfig, 999)).toBe(false);
    expect(sessionExpiredNow(testConfig, 1_000)).toBe(true);
    expect(storedIdToken(testConfig)).toBe(ID_TOKEN);
  });

  it('sends no decision and explains, keeping the intent', () => {
    storeUser(Date.now() / 1000 - 1);
    return expectSaga(authoriseSaga, authoriseRequested(sms))
      .withState(withConsent(pixConsent()))
      .provide([nav])
      .not.call.fn(request)
      .not.put(decisionSubmitted())
      .put(sessionExpired())
      .call(navigateTo, '/', true)
      .run();
  });

  it('a 401 from the bank (token expired at the provider) also ends in the explanation', () =>
    expectSaga(authoriseSaga, authoriseRequested(sms))
      .withState(withConsent(pixConsent()))
      .provide([
        nav,
        {
          race: () => ({ result: { ok: false, failure: { status: 401, message: 'x', details: [] } } }),
        },
      ])
      .call(sessionExpiredSaga)
      .put(sessionExpired())
      .call(navigateTo, '/', true)
      .run());

  it("the entry keeps the explanation on screen instead of logging in at once", () =>
    expectSaga(entrySaga, '')
      .withState(stateWith({ session: { ...loggedIn, authenticated: false, problem: 'session-expired' } }))
      .provide([[matchers.call.fn(startLogin), undefined], nav])
      .not.call.fn(startLogin)
      .run());
});
