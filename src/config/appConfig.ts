/** Run-time configuration read from /config.json (INTERFACE §2): one build for every environment. */
export interface AppConfig {
  productName: string;
  bffBaseUrl: string;
  oidc: { url: string; realm: string; clientId: string };
  /** Optional: accept plain http redirect targets on loopback (the simulated bank only). */
  allowInsecureLoopback: boolean;
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
}

export type ConfigResult = { ok: true; config: AppConfig } | { ok: false; reason: string };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const nonEmpty = (v: unknown): v is string => typeof v === 'string' && v.trim().length > 0;
const optionalString = (v: unknown): string | null => (nonEmpty(v) ? v : null);

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** An app link such as `cooperativaexemplo://openfinance`; never a scheme that runs or embeds content. */
const UNSAFE_SCHEMES = new Set(['javascript', 'data', 'vbscript', 'file', 'blob', 'about', 'intent']);
function deepLinkOrNull(v: unknown): string | null {
  if (!nonEmpty(v)) return null;
  const match = /^([a-z][a-z0-9+.-]*):\/\/[^\s\\]+$/i.exec(v.trim());
  return match && !UNSAFE_SCHEMES.has((match[1] ?? '').toLowerCase()) ? v.trim() : null;
}
const httpUrlOrNull = (v: unknown): string | null => (nonEmpty(v) && isHttpUrl(v) ? v : null);
/** A Java package name: it is written into the Android intent URL as is. */
const packageOrNull = (v: unknown): string | null => (nonEmpty(v) && /^[A-Za-z]\w*(\.[A-Za-z]\w*)+$/.test(v) ? v : null);

/** Checks the shape of /config.json; every optional key falls back to a sensible default. */
export function parseConfig(raw: unknown): ConfigResult {
  if (!isRecord(raw)) return { ok: false, reason: 'config is not an object' };
  const { productName, bffBaseUrl, oidc } = raw;
  if (!nonEmpty(productName)) return { ok: false, reason: 'productName missing' };
  if (!nonEmpty(bffBaseUrl) || !isHttpUrl(bffBaseUrl)) return { ok: false, reason: 'bffBaseUrl missing or not a URL' };
  if (!isRecord(oidc)) return { ok: false, reason: 'oidc missing' };
  if (!nonEmpty(oidc.url) || !isHttpUrl(oidc.url)) return { ok: false, reason: 'oidc.url missing or not a URL' };
  if (!nonEmpty(oidc.realm)) return { ok: false, reason: 'oidc.realm missing' };
  if (!nonEmpty(oidc.clientId)) return { ok: false, reason: 'oidc.clientId missing' };
  const website = optionalString(raw.bankWebsiteUrl);
  return {
    ok: true,
    config: {
      productName,
      bffBaseUrl: bffBaseUrl.replace(/\/+$/, ''),
      oidc: { url: oidc.url.replace(/\/+$/, ''), realm: oidc.realm, clientId: oidc.clientId },
      allowInsecureLoopback: raw.allowInsecureLoopback === true,
      bankWebsiteUrl: website && isHttpUrl(website) ? website : 'https://www.cooperativaexemplo.com.br',
      appDeepLink: deepLinkOrNull(raw.appDeepLink),
      appStoreUrl: httpUrlOrNull(raw.appStoreUrl),
      playStoreUrl: httpUrlOrNull(raw.playStoreUrl),
      androidPackage: packageOrNull(raw.androidPackage),
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
