import type { AppConfig } from '../../config/appConfig';
import type { Os } from '../../platform/device';

/**
 * Where the mobile hand-off sends the customer (SPEC §2 "Mobile hand-off screen"): `open` at once,
 * then `fallback` if the page is still in front a moment later (iOS cannot tell whether the app exists).
 */
export interface HandoffPlan {
  open: string;
  fallback: string | null;
  /** True when the portal is left for the bank's website: the journey ends in this tab. */
  leavesJourney: boolean;
}

type HandoffConfig = Pick<AppConfig, 'appDeepLink' | 'appStoreUrl' | 'playStoreUrl' | 'androidPackage' | 'bankWebsiteUrl'>;

/** The app's deep link carrying the query the customer arrived with (intent_id, redirect_uri, ...). */
export function deepLinkWithQuery(deepLink: string, search: string): string {
  const query = search.replace(/^\?/, '');
  const [withoutFragment = deepLink] = deepLink.split('#');
  if (!query) return withoutFragment;
  return `${withoutFragment}${withoutFragment.includes('?') ? '&' : '?'}${query}`;
}

/** The Play Store page of a package, when only the package is configured. */
const playStorePage = (androidPackage: string) =>
  `https://play.google.com/store/apps/details?id=${encodeURIComponent(androidPackage)}`;

/**
 * An Android intent URL (Chrome's documented format): opens the app if installed, otherwise the
 * browser follows `S.browser_fallback_url`, the store page.
 * `scheme://host/path?query` → `intent://host/path?query#Intent;scheme=...;package=...;S.browser_fallback_url=...;end`
 */
export function androidIntentUrl(deepLink: string, androidPackage: string | null, fallbackUrl: string | null): string {
  const match = /^([a-z][a-z0-9+.-]*):\/\/(.*)$/i.exec(deepLink);
  if (!match) return deepLink;
  const [, scheme = '', rest = ''] = match;
  const parts = [`scheme=${scheme}`];
  if (androidPackage) parts.push(`package=${androidPackage}`);
  if (fallbackUrl) parts.push(`S.browser_fallback_url=${encodeURIComponent(fallbackUrl)}`);
  return `intent://${rest}#Intent;${parts.join(';')};end`;
}

/**
 * `userGesture`: whether the customer pressed the button. Android Chrome opens an app from an
 * intent only on a navigation that follows a user gesture; without one it goes straight to the
 * intent's `S.browser_fallback_url`, so the timed attempt would send a customer who has
 * the app to the store. That attempt carries no fallback: with no gesture nothing happens and the
 * screen and its button stay (docs/handoff.md).
 */
export function handoffPlan(os: Os, config: HandoffConfig, search: string, userGesture = true): HandoffPlan {
  const website: HandoffPlan = { open: config.bankWebsiteUrl, fallback: null, leavesJourney: true };
  const deepLink = config.appDeepLink ? deepLinkWithQuery(config.appDeepLink, search) : null;
  if (os === 'Android') {
    const store = config.playStoreUrl ?? (config.androidPackage ? playStorePage(config.androidPackage) : null);
    if (deepLink && !userGesture) return { open: androidIntentUrl(deepLink, config.androidPackage, null), fallback: null, leavesJourney: false };
    if (deepLink) return { open: androidIntentUrl(deepLink, config.androidPackage, store ?? config.bankWebsiteUrl), fallback: null, leavesJourney: false };
    return store ? { open: store, fallback: null, leavesJourney: false } : website;
  }
  if (os === 'iOS') {
    const store = config.appStoreUrl;
    if (deepLink) return { open: deepLink, fallback: store ?? config.bankWebsiteUrl, leavesJourney: false };
    return store ? { open: store, fallback: null, leavesJourney: false } : website;
  }
  return website;
}
