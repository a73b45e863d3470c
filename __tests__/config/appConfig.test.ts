import { parseConfig } from '../../src/config/appConfig';
import { testConfig } from '../support/testConfig';
import { appConfig } from '../support/handoff';


describe('hand-off configuration (docs/configuration.md)', () => {
  const required = { productName: 'Cooperativa Exemplo', bffBaseUrl: 'https://bank.test/api', oidc: { ...testConfig.oidc, url: 'https://bank.test/idp' } };
  const parsed = (extra: object) => {
    const result = parseConfig({ ...required, ...extra });
    if (!result.ok) throw new Error(result.reason);
    return result.config;
  };

  it('every app key is optional and defaults to none', () => {
    expect(parsed({})).toMatchObject({ appDeepLink: null, appStoreUrl: null, playStoreUrl: null, androidPackage: null, metricsUrl: null });
  });

  it('keeps well-formed app keys', () => {
    expect(parsed({ ...appConfig, ...required })).toMatchObject({
      appDeepLink: appConfig.appDeepLink,
      appStoreUrl: appConfig.appStoreUrl,
      playStoreUrl: appConfig.playStoreUrl,
      androidPackage: appConfig.androidPackage,
    });
  });

  it('drops app keys that could run code or break the intent URL, without failing the config', () => {
    expect(parsed({ appDeepLink: 'javascript://alert(1)' }).appDeepLink).toBeNull();
    expect(parsed({ appDeepLink: 'intent://x#Intent;end' }).appDeepLink).toBeNull();
    expect(parsed({ appDeepLink: 'sem esquema' }).appDeepLink).toBeNull();
    expect(parsed({ androidPackage: 'br.com;end' }).androidPackage).toBeNull();
  });
});

describe('every URL of /config.json passes the server-URL guard (issue 13, point 5)', () => {
  const base = { productName: 'Cooperativa Exemplo', bffBaseUrl: 'https://bank.test/api', oidc: { url: 'https://bank.test/idp', realm: 'r', clientId: 'c' } };
  const URL_KEYS: [string, (url: string) => object][] = [
    ['bffBaseUrl', (url) => ({ bffBaseUrl: url })],
    ['oidc.url', (url) => ({ oidc: { ...base.oidc, url } })],
    ['bankWebsiteUrl', (url) => ({ bankWebsiteUrl: url })],
    ['appStoreUrl', (url) => ({ appStoreUrl: url })],
    ['playStoreUrl', (url) => ({ playStoreUrl: url })],
    ['metricsUrl', (url) => ({ metricsUrl: url })],
  ];
  const HOSTILE = [
    'http://bank.example/api',
    'https://user:secret@bank.example/api',
    'https://@bank.example/api',
    'javascript:alert(1)',
    'ftp://store.example/app',
    '//bank.example/api',
    'https://bank.example/a b',
  ];

  it.each(URL_KEYS)('%s: a hostile URL is a configuration error', (_key, put) => {
    for (const url of HOSTILE) expect(parseConfig({ ...base, ...put(url) })).toMatchObject({ ok: false });
  });

  it.each(URL_KEYS)('%s: plain http only on loopback', (_key, put) => {
    expect(parseConfig({ ...base, ...put('http://127.0.0.1:8080/x') })).toMatchObject({ ok: true });
    expect(parseConfig({ ...base, ...put('http://localhost:8080/x') })).toMatchObject({ ok: true });
    expect(parseConfig({ ...base, ...put('http://bank.example/x') })).toMatchObject({ ok: false });
    expect(parseConfig({ ...base, ...put('https://bank.example/x') })).toMatchObject({ ok: true });
  });
});
