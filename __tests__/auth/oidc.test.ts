import * as oidc from 'oidc-client-ts';
import { configureOidc, createUserManager, exchangeLoginCode, storedSession } from '../../src/auth/oidc';
import { testConfig } from '../support/testConfig';

/** The portal reads the session the library writes: the two must agree on key and format. */
const NOW = 1_800_000_000;
function user(fields: Partial<ConstructorParameters<typeof oidc.User>[0]> = {}) {
  return new oidc.User({
    access_token: 'access-token',
    token_type: 'Bearer',
    profile: { sub: 's', iss: 'i', aud: 'a', exp: NOW + 600, iat: NOW, name: 'Maria Souza' },
    expires_at: NOW + 600,
    ...fields,
  });
}

describe('storedSession (the customer logged in, read without the OIDC library)', () => {
  beforeEach(() => sessionStorage.clear());

  it('finds the token and the name the library stored for this provider and client', async () => {
    await createUserManager(oidc, testConfig).storeUser(user());
    expect(storedSession(testConfig, NOW)).toEqual({ accessToken: 'access-token', userName: 'Maria Souza' });
  });

  it('agrees with the library on expiry: expired is logged out', async () => {
    const manager = createUserManager(oidc, testConfig);
    await manager.storeUser(user({ expires_at: NOW - 1 }));
    expect(storedSession(testConfig, NOW)).toBeNull();
    await manager.storeUser(user({ expires_at: NOW }));
    expect(storedSession(testConfig, NOW)).toBeNull();
    await manager.storeUser(user({ expires_at: NOW + 1 }));
    expect(storedSession(testConfig, NOW)?.accessToken).toBe('access-token');
  });

  it('is logged out without a stored user, for another client, or when the entry is unreadable', async () => {
    expect(storedSession(testConfig, NOW)).toBeNull();
    await createUserManager(oidc, { ...testConfig, oidc: { ...testConfig.oidc, clientId: 'other-client' } }).storeUser(user());
    expect(storedSession(testConfig, NOW)).toBeNull();
    await createUserManager(oidc, testConfig).storeUser(user());
    const key = Object.keys(sessionStorage).find((k) => k.endsWith(':consent-portal'));
    if (!key) throw new Error('the library stored no user');
    expect(storedSession(testConfig, NOW)).not.toBeNull();
    sessionStorage.setItem(key, '{not json');
    expect(storedSession(testConfig, NOW)).toBeNull();
    sessionStorage.setItem(key, JSON.stringify({ access_token: 42, expires_at: NOW + 600 }));
    expect(storedSession(testConfig, NOW)).toBeNull();
  });

  it('has no name when the profile has none', async () => {
    await createUserManager(oidc, testConfig).storeUser(user({ profile: { sub: 's', iss: 'i', aud: 'a', exp: NOW + 600, iat: NOW } }));
    expect(storedSession(testConfig, NOW)).toEqual({ accessToken: 'access-token', userName: null });
  });
});

// Decision 084: main.ts starts the exchange early and the login saga takes its outcome: one exchange
// per page, since the provider takes a code once (a second exchange would be refused: invalid_grant).
describe('exchangeLoginCode (the login\'s return)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('exchanges the code once, however many ask for its outcome', async () => {
    const exchanged = user();
    const exchange = jest.spyOn(oidc.UserManager.prototype, 'signinRedirectCallback').mockResolvedValue(exchanged);
    configureOidc(testConfig);
    const first = exchangeLoginCode();
    const second = exchangeLoginCode();
    await expect(first).resolves.toBe(exchanged);
    await expect(second).resolves.toBe(exchanged);
    expect(exchange).toHaveBeenCalledTimes(1);
  });
});
