import { setConfig } from '../../src/config/currentConfig';
import { createUserManager } from '../../src/auth/oidc';
import { endProviderSessionInBackground, logoutForm, submitLogoutForm } from '../../src/auth/providerLogout';
import { testConfig } from '../support/testConfig';

/**
 * Fresh login and provider logout (docs/decisions/010): every journey ends at the provider with an
 * RP-initiated logout sent as a form POST (the ID token never in a URL), to the exactly registered
 * `{origin}/`, and goes on from there to what the tab kept (sessionStorage, no token, no CPF).
 */
const ID_TOKEN = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiI1Mjk5ODIyNDcyNSJ9.c2ln';
beforeAll(() => setConfig(testConfig));
beforeEach(() => window.sessionStorage.clear());

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

describe("the provider's session ended once the tokens are in (decision 068)", () => {
  it('posts the ID token in the body, from the page (no navigation), with no return address, and outlives a closed tab', async () => {
    const fetchMock = jest.fn(() => Promise.resolve({ type: 'opaque' }));
    const original = globalThis.fetch;
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    try {
      endProviderSessionInBackground(testConfig, ID_TOKEN);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
      expect(url).toBe('http://bank.test/idp/realms/openfinance/protocol/openid-connect/logout');
      expect(url).not.toContain(ID_TOKEN);
      expect(init).toMatchObject({ method: 'POST', mode: 'no-cors', keepalive: true });
      expect(Object.fromEntries(new URLSearchParams(init.body as URLSearchParams))).toEqual({ id_token_hint: ID_TOKEN, client_id: 'consent-portal' });
    } finally {
      globalThis.fetch = original;
    }
  });

  it('a lost request is no error for the journey', async () => {
    const original = globalThis.fetch;
    globalThis.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
    try {
      expect(() => endProviderSessionInBackground(testConfig, ID_TOKEN)).not.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 0));
    } finally {
      globalThis.fetch = original;
    }
  });
});
