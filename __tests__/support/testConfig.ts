/** The /config.json the portal's unit tests run with. */
export const testConfig = {
  productName: 'Cooperativa Exemplo',
  bffBaseUrl: 'http://bank.test/api',
  oidc: { url: 'http://bank.test/idp', realm: 'openfinance', clientId: 'consent-portal' },
  bankWebsiteUrl: 'https://www.cooperativaexemplo.com.br',
  appDeepLink: null,
  appStoreUrl: null,
  playStoreUrl: null,
  metricsUrl: null,
  androidPackage: null,
};
