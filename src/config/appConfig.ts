/** Run-time configuration read from /config.json (INTERFACE §2): one build for every environment. */
export interface AppConfig {
  productName: string;
  bffBaseUrl: string;
  oidc: { url: string; realm: string; clientId: string };
  /** Optional: accept plain http redirect targets on loopback (the simulated bank only). */
  allowInsecureLoopback: boolean;
  /** Optional: the bank's public website, the default way out of result screens. */
  bankWebsiteUrl: string;
  /** Optional: mobile app links for the hand-off screen. */
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
      appDeepLink: optionalString(raw.appDeepLink),
      appStoreUrl: optionalString(raw.appStoreUrl),
      playStoreUrl: optionalString(raw.playStoreUrl),
      androidPackage: optionalString(raw.androidPackage),
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
