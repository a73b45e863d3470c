import { postPreauth } from '../../../src/features/session/entrySaga';
import { setConfig } from '../../../src/config/currentConfig';
import { setSessionUser } from '../../../src/auth/oidc';
import { testConfig } from '../../support/testConfig';

const record = {
  consentId: 'C1',
  uriAuthorizationEndpoint: 'https://iniciadora.example/auth',
  osVersion: '14',
  os: 'Android',
  type: 'AWAITING_USER_AUTH' as const,
  step: 'REDIRECT_TARGET' as const,
  completeURL: 'https://portal.example/?intent_id=C1',
};

describe('pre-auth post (SPEC §7)', () => {
  beforeEach(() => {
    setConfig(testConfig);
    setSessionUser(null);
  });

  it('posts the record as JSON to the BFF with Accept: application/json', async () => {
    const fetchMock = jest.fn().mockResolvedValue({ ok: true });
    global.fetch = fetchMock as unknown as typeof fetch;
    await postPreauth(record);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://bank.test/api/openfinance/aspsp/v1/pcm/preauth');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual(record);
    expect((init.headers as Headers).get('Accept')).toBe('application/json');
    expect((init.headers as Headers).get('Authorization')).toBeNull();
  });

  it('ignores a network failure (the login goes on)', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) as unknown as typeof fetch;
    await expect(postPreauth(record)).resolves.toBeUndefined();
  });

  it('survives leaving the page and never holds up the login: keepalive, not awaited (issue 13, point 8)', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const fetchMock = jest.fn().mockReturnValue(new Promise((resolve) => (answer = resolve)));
    global.fetch = fetchMock as unknown as typeof fetch;
    let done = false;
    void postPreauth(record).then(() => (done = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(done).toBe(true);
    expect((fetchMock.mock.calls[0] as [string, RequestInit])[1].keepalive).toBe(true);
    answer({ ok: true });
  });
});
