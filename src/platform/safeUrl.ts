/**
 * Every URL that came from a server is checked before the customer is sent there or an image is
 * loaded from it: only absolute https URLs without credentials; plain http only on a loopback host,
 * which never leaves the customer's own device (INTERFACE §2's example config is http on 127.0.0.1).
 * The table of hostile forms is in __tests__/platform/safeUrl.test.ts.
 */
// The URL parser has already normalised the host: IPv4 in dotted decimal, IPv6 in brackets, lower case.
const isLoopback = (hostname: string) => hostname === 'localhost' || hostname === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);

export function safeUrl(candidate: unknown): string | null {
  if (typeof candidate !== 'string') return null;
  // Taken as sent, not trimmed: a URL with surrounding or embedded whitespace or control characters
  // (which browsers strip or skip, e.g. 'java\tscript:') is malformed and refused, never repaired.
  const value = candidate;
  if (/[\u0000-\u001f\u007f-\u009f\s\\]/.test(value)) return null;
  // Absolute URLs only: a relative, protocol-relative or backslash form could be read differently
  // by the browser than by this check.
  if (!/^https?:\/\/[^/\\]/i.test(value)) return null;
  // No userinfo at all, not even an empty one ('https://@evil.example', 'https://bank@evil.example').
  if (/^https?:\/\/[^/?#]*@/i.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  if (url.protocol === 'https:') return url.href;
  if (url.protocol === 'http:' && isLoopback(url.hostname)) return url.href;
  return null;
}
