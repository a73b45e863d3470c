import type { AppConfig } from '../../src/config/appConfig';
import { testConfig } from './testConfig';

/** The config of a bank whose app takes the hand-off, and the URLs the hand-off builds from it. */
export const appConfig: AppConfig = {
  ...testConfig,
  appDeepLink: 'cooperativaexemplo://openfinance/consentimento',
  appStoreUrl: 'https://apps.apple.com/br/app/cooperativa-exemplo/id123456789',
  playStoreUrl: 'https://play.google.com/store/apps/details?id=br.com.cooperativaexemplo',
  androidPackage: 'br.com.cooperativaexemplo',
};

/** The arrival's query, and what the app is opened with on iOS (deep link) and Android (intent URL). */
export const search = '?intent_id=urn%3Acooperativa%3AC1&redirect_uri=https%3A%2F%2Finiciadora.example%2Fauth';
export const deepLink = `cooperativaexemplo://openfinance/consentimento${search}`;
export const intentUrl =
  `intent://openfinance/consentimento${search}#Intent;scheme=cooperativaexemplo;package=br.com.cooperativaexemplo;` +
  `S.browser_fallback_url=${encodeURIComponent('https://play.google.com/store/apps/details?id=br.com.cooperativaexemplo')};end`;
export const intentUrlWithoutFallback = `intent://openfinance/consentimento${search}#Intent;scheme=cooperativaexemplo;package=br.com.cooperativaexemplo;end`;
