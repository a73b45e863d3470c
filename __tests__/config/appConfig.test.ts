import { parseConfig } from '../../src/config/appConfig';
import { testConfig } from '../support/testConfig';
import { appConfig } from '../support/handoff';


describe('hand-off configuration (docs/configuration.md)', () => {
  const required = { productName: 'Cooperativa Exemplo', bffBaseUrl: 'http://bank.test/api', oidc: testConfig.oidc };
  const parsed = (extra: object) => {
    const result = parseConfig({ ...required, ...extra });
    if (!result.ok) throw new Error(result.reason);
    return result.config;
  };

  it('every app key is optional and defaults to none', () => {
    expect(parsed({})).toMatchObject({ appDeepLink: null, appStoreUrl: null, playStoreUrl: null, androidPackage: null });
  });

  it('keeps well-formed app keys', () => {
    expect(parsed(appConfig)).toMatchObject({
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
    expect(parsed({ appStoreUrl: 'ftp://store.example/app' }).appStoreUrl).toBeNull();
    expect(parsed({ androidPackage: 'br.com;end' }).androidPackage).toBeNull();
  });
});
