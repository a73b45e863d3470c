import { safeUrl } from '../platform/safeUrl';

/** Run-time configuration read from /config.json (INTERFACE §2): one build for every environment. */
export interface AppConfig {
  productName: string;
  bffBaseUrl: string;
  oidc: { url: string; realm: string; clientId: string };
  /** Optional: the bank's public website, the default way out of result screens. */
  bankWebsiteUrl: string;
  /**
   * Optional: mobile app links for the hand-off screen (docs/configuration.md). Without a deep link
   * Android customers log in on the web; without store pages the fallback is the bank's website.
   */
  appDeepLink: string | null;
  appStoreUrl: string | null;
  playStoreUrl: string | null;
  androidPackage: string | null;
  /** Where field data goes (docs/decisions/023): absent, nothing is collected or sent. */
  metricsUrl: string | null;
}

export type ConfigResult = { ok: true; config: AppConfig } | { ok: false; reason: string };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const nonEmpty = (v: unknown): v is string => typeof v === 'string' && v.trim().length > 0;


/** An app link such as `cooperativaexemplo://openfinance`; never a scheme that runs or embeds content. */
const UNSAFE_SCHEMES = new Set(['javascript', 'data', 'vbscript', 'file', 'blob', 'about', 'intent']);
function deepLinkOrNull(v: unknown): string | null {
  if (!nonEmpty(v)) return null;
  const match = /^([a-z][a-z0-9+.-]*):\/\/[^\s\\]+$/i.exec(v.trim());
  return match && !UNSAFE_SCHEMES.has((match[1] ?? '').toLowerCase()) ? v.trim() : null;
}
/**
 * Every URL of /config.json passes the guard of server URLs (platform/safeUrl): https, or http on a
 * loopback host, and no credentials. An optional URL that is absent takes its
 * default; one that is present and fails the guard fails the whole config (the configuration error
 * page), because a half-trusted config is a deployment mistake to stop, not to repair.
 */
type UrlCheck = { ok: true; value: string | null } | { ok: false };
const urlKey = (v: unknown): UrlCheck => {
  if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) return { ok: true, value: null };
  return typeof v === 'string' && safeUrl(v) !== null ? { ok: true, value: v } : { ok: false };
};
/** A Java package name: it is written into the Android intent URL as is. */
const packageOrNull = (v: unknown): string | null => (nonEmpty(v) && /^[A-Za-z]\w*(\.[A-Za-z]\w*)+$/.test(v) ? v : null);

/** Checks the shape of /config.json; every optional key falls back to a sensible default. */
export function parseConfig(raw: unknown): ConfigResult {
  if (!isRecord(raw)) return { ok: false, reason: 'config is not an object' };
  const { productName, bffBaseUrl, oidc } = raw;
  const safe = (v: unknown): v is string => nonEmpty(v) && safeUrl(v) !== null;
  if (!nonEmpty(productName)) return { ok: false, reason: 'productName missing' };
  if (!safe(bffBaseUrl)) return { ok: false, reason: 'bffBaseUrl missing or not a safe URL' };
  if (!isRecord(oidc)) return { ok: false, reason: 'oidc missing' };
  if (!safe(oidc.url)) return { ok: false, reason: 'oidc.url missing or not a safe URL' };
  if (!nonEmpty(oidc.realm)) return { ok: false, reason: 'oidc.realm missing' };
  if (!nonEmpty(oidc.clientId)) return { ok: false, reason: 'oidc.clientId missing' };
  const website = urlKey(raw.bankWebsiteUrl);
  const appStore = urlKey(raw.appStoreUrl);
  const playStore = urlKey(raw.playStoreUrl);
  const metrics = urlKey(raw.metricsUrl);
  if (!website.ok) return { ok: false, reason: 'bankWebsiteUrl not a safe URL' };
  if (!appStore.ok) return { ok: false, reason: 'appStoreUrl not a safe URL' };
  if (!playStore.ok) return { ok: false, reason: 'playStoreUrl not a safe URL' };
  if (!metrics.ok) return { ok: false, reason: 'metricsUrl not a safe URL' };
  return {
    ok: true,
    config: {
      productName,
      bffBaseUrl: bffBaseUrl.replace(/\/+$/, ''),
      oidc: { url: oidc.url.replace(/\/+$/, ''), realm: oidc.realm, clientId: oidc.clientId },
      bankWebsiteUrl: website.value ?? 'https://www.cooperativaexemplo.com.br',
      appDeepLink: deepLinkOrNull(raw.appDeepLink),
      appStoreUrl: appStore.value,
      playStoreUrl: playStore.value,
      androidPackage: packageOrNull(raw.androidPackage),
      metricsUrl: metrics.value,
    },
  };
}

export async function fetchConfig(fetchFn: typeof fetch = fetch): Promise<ConfigResult> {
  try {
    const response = await fetchFn('/config.json', { cache: 'no-store', headers: { Accept: 'application/json' } });
    if (!response.ok) return { ok: false, reason: `HTTP ${response.status}` };
    return parseConfig(await response.json());
  } catch {
    return { ok: false, reason: 'unreachable or not JSON' };
  }
}

export const issuerOf = (config: AppConfig) => `${config.oidc.url}/realms/${encodeURIComponent(config.oidc.realm)}`;
