/**
 * Every URL that came from a server is checked before the customer is sent there or an image is
 * loaded from it: only absolute https URLs without credentials; plain http only on loopback and only
 * when the config allows it (the simulated bank).
 */
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function safeUrl(candidate: unknown, allowInsecureLoopback: boolean): string | null {
  if (typeof candidate !== 'string') return null;
  const value = candidate.trim();
  // Absolute URLs only: a relative, protocol-relative or backslash form could be read differently
  // by the browser than by this check.
  if (!/^https?:\/\/[^/\\]/i.test(value)) return null;
  if (/[\u0000-\u001f\u007f\s\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  if (url.protocol === 'https:') return url.href;
  if (url.protocol === 'http:' && allowInsecureLoopback && LOOPBACK.has(url.hostname)) return url.href;
  return null;
}
