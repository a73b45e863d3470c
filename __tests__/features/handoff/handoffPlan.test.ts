import { androidIntentUrl, deepLinkWithQuery, handoffPlan } from '../../../src/features/handoff/handoffPlan';
import { handoffQuery } from '../../../src/features/handoff/handoffSagas';
import type { Os } from '../../../src/platform/device';
import { testConfig } from '../../support/testConfig';
import { appConfig, search, deepLink, intentUrl, intentUrlWithoutFallback } from '../../support/handoff';


describe('hand-off plan per system (SPEC §2 "Mobile hand-off screen")', () => {
  it('Android opens an intent URL that falls back to the Play Store', () => {
    expect(handoffPlan('Android', appConfig, search)).toEqual({ open: intentUrl, fallback: null, leavesJourney: false });
  });

  it('Android without a user gesture (the 5 s timer) opens the intent URL with no store fallback', () => {
    expect(handoffPlan('Android', appConfig, search, false)).toEqual({ open: intentUrlWithoutFallback, fallback: null, leavesJourney: false });
  });

  it('Android derives the store page from the package when no store URL is set', () => {
    const plan = handoffPlan('Android', { ...appConfig, playStoreUrl: null }, '');
    expect(plan.open).toBe(
      'intent://openfinance/consentimento#Intent;scheme=cooperativaexemplo;package=br.com.cooperativaexemplo;' +
        `S.browser_fallback_url=${encodeURIComponent('https://play.google.com/store/apps/details?id=br.com.cooperativaexemplo')};end`,
    );
  });

  it('iOS tries the deep link, then the App Store page', () => {
    expect(handoffPlan('iOS', appConfig, search)).toEqual({ open: deepLink, fallback: appConfig.appStoreUrl, leavesJourney: false });
  });

  it('iOS without a store page falls back to the bank website', () => {
    expect(handoffPlan('iOS', { ...appConfig, appStoreUrl: null }, search).fallback).toBe(testConfig.bankWebsiteUrl);
  });

  it.each<Os>(['Windows', 'macOS', 'Linux', 'Outro'])('%s goes to the bank website', (os) => {
    expect(handoffPlan(os, appConfig, search)).toEqual({ open: testConfig.bankWebsiteUrl, fallback: null, leavesJourney: true });
  });

  it('without any app configuration every system goes to the bank website', () => {
    expect(handoffPlan('Android', testConfig, search).open).toBe(testConfig.bankWebsiteUrl);
    expect(handoffPlan('iOS', testConfig, search).open).toBe(testConfig.bankWebsiteUrl);
  });

  it('builds intent URLs and deep links', () => {
    expect(androidIntentUrl('app://x/y?a=1', null, null)).toBe('intent://x/y?a=1#Intent;scheme=app;end');
    expect(deepLinkWithQuery('app://x?v=2#frag', '?intent_id=C1')).toBe('app://x?v=2&intent_id=C1');
    expect(deepLinkWithQuery('app://x', '')).toBe('app://x');
  });

  it('hands the app the query of the arrival, or the intent kept in the tab', () => {
    expect(handoffQuery(search, 'outro', null)).toBe(search);
    expect(handoffQuery('', 'urn:cooperativa:C1', 'https://iniciadora.example/auth')).toBe(search);
    expect(handoffQuery('', null, null)).toBe('');
  });
});
