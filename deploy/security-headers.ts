/**
 * The portal's security headers, defined once. nginx serves them in production
 * (deploy/nginx/security-headers.conf, generated from this file by deploy/generate-nginx-headers.ts)
 * and the simulated bank serves them on the portal's own responses (mocks/server.ts), so the
 * end-to-end journeys run under the same Content-Security-Policy as production.
 */

export interface SecurityHeaderOptions {
  /** Origins the portal calls besides its own: the BFF and the identity provider (scheme://host[:port]). */
  connectSrc: string[];
  /** Origins forms may be sent to besides the portal's own (the identity provider). Default none. */
  formAction?: string[];
  /** Where browsers send violation reports (isReportUri). Default none: no reporting directives. */
  reportUri?: string;
}

/**
 * The one Trusted Types policy the portal creates: webpack's chunk loader, which sets `script.src`
 * for every lazy chunk (deploy/trusted-types.ts). Nothing else in the portal or its libraries writes
 * to a script or HTML sink, so the CSP allows this name and no other (decision 042).
 */
export const SCRIPT_URL_POLICY = 'portal-chunks';

/** The Reporting-Endpoints name the CSP's `report-to` refers to. */
export const REPORT_GROUP = 'csp-endpoint';

/**
 * nginx placeholders replaced at container start by deploy/write-config.sh with checked values. The
 * report URI is optional there: without CSP_REPORT_URI the script removes the reporting directives
 * and the Reporting-Endpoints line, and with an http one (reportsTo) `report-to` and that line.
 */
export const NGINX_PLACEHOLDERS = { connectSrc: '__CONNECT_SRC__', formAction: '__FORM_ACTION__', reportUri: '__CSP_REPORT_URI__' } as const;

/** An origin as a CSP source: no path, no quotes, no spaces, no `;` or `,` that could add a directive. */
const ORIGIN = /^https?:\/\/(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

export function isCspOrigin(value: string): boolean {
  return ORIGIN.test(value);
}

/**
 * A report URI as CSP and Reporting-Endpoints take it: https, or http on a loopback host (a test
 * collector; browsers send reports to potentially trustworthy URLs only). Path and query from a
 * narrow set of characters: no space, `;` or `,` that could add a directive or a policy, no quote or
 * backslash that could end the header's string, no `$`, `&` or `#` that nginx or write-config.sh's
 * sed would read as their own, no credentials.
 */
const REPORT_URI =
  /^(?:https:\/\/(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])|http:\/\/(?:localhost|127(?:\.\d{1,3}){3}|\[::1\]))(?::\d{1,5})?(?:\/[A-Za-z0-9._~%\/:=?+-]*)?$/;

export function isReportUri(value: string): boolean {
  return REPORT_URI.test(value);
}

function sources(values: readonly string[]): string[] {
  for (const value of values) {
    if (!isCspOrigin(value)) throw new Error(`Not an origin for the Content-Security-Policy: ${JSON.stringify(value)}`);
  }
  return [...new Set(values)];
}

/**
 * Whether browsers get `report-to` and Reporting-Endpoints besides `report-uri`. Chromium ignores
 * Reporting-Endpoints from a page on plain http, loopback included, and with `report-to` in the
 * policy it no longer uses `report-uri`: it would send nothing at all. An http report URI (loopback
 * only) means a local test setup, whose pages are on http too, so it gets `report-uri` alone.
 */
const reportsTo = (reportUri: string) => !reportUri.startsWith('http:');

/** `report-uri` for the browsers that do not read Reporting-Endpoints (Firefox, WebKit), `report-to` for those that do. */
function reportDirectives(reportUri: string): [string, ...string[]][] {
  return [['report-uri', reportUri], ...(reportsTo(reportUri) ? [['report-to', REPORT_GROUP] as [string, string]] : [])];
}

function policy(connectExtra: readonly string[], formExtra: readonly string[], reportUri?: string): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'none'"],
    ['script-src', "'self'"],
    ['style-src', "'self'"],
    // Initiator and institution logos come from arbitrary https hosts (checked by safeUrl first).
    ['img-src', "'self'", 'data:', 'https:'],
    ['connect-src', "'self'", ...connectExtra],
    ['font-src', "'self'"],
    ['manifest-src', "'self'"],
    ['form-action', "'self'", ...formExtra],
    ['base-uri', "'none'"],
    ['frame-ancestors', "'none'"],
    ['object-src', "'none'"],
    // Script and HTML sinks (innerHTML, script.src, eval, ...) take Trusted Types only, and only the
    // chunk loader's policy may make them: a string reaching a sink is refused, not parsed.
    ['require-trusted-types-for', "'script'"],
    ['trusted-types', SCRIPT_URL_POLICY],
    ...(reportUri === undefined ? [] : reportDirectives(reportUri)),
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

function headersWith(csp: string, reportUri?: string): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    ...(reportUri !== undefined && reportsTo(reportUri) ? { 'Reporting-Endpoints': `${REPORT_GROUP}="${reportUri}"` } : {}),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    'X-Frame-Options': 'DENY',
  };
}

/** The headers for a portal served with the given BFF / provider origins ('self' is always allowed). */
export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  const { reportUri } = options;
  if (reportUri !== undefined && !isReportUri(reportUri)) throw new Error(`Not a report URI for the Content-Security-Policy: ${JSON.stringify(reportUri)}`);
  return headersWith(policy(sources(options.connectSrc), sources(options.formAction ?? []), reportUri), reportUri);
}

/** The same headers with the nginx placeholders in place of the values known only at container start. */
export function securityHeadersTemplate(): Record<string, string> {
  const { connectSrc, formAction, reportUri } = NGINX_PLACEHOLDERS;
  return headersWith(policy([connectSrc], [formAction], reportUri), reportUri);
}

/**
 * The nginx include: one `add_header ... always;` per header, each value in the quotes it does not
 * contain (the CSP has single quotes, Reporting-Endpoints double ones). nginx reads `$` as a variable
 * and `\\` as an escape in either kind of string, so a value with them is refused.
 */
export function nginxInclude(): string {
  const lines = Object.entries(securityHeadersTemplate()).map(([name, value]) => {
    const quote = value.includes('"') ? "'" : '"';
    if (value.includes(quote) || value.includes('\\') || value.includes('$')) throw new Error(`Header ${name} cannot be written to nginx as is`);
    return `add_header ${name} ${quote}${value}${quote} always;`;
  });
  return [
    '# GENERATED by `npm run deploy:headers` from deploy/security-headers.ts. Do not edit by hand.',
    '# deploy/write-config.sh fills the connect-src and form-action placeholders with the BFF and provider',
    '# origins at container start, and the report URI with CSP_REPORT_URI (without it, the reporting',
    '# directives and Reporting-Endpoints are removed). nginx drops server-level add_header in a location',
    '# that has its own, so every location of nginx.conf includes this file.',
    ...lines,
    '',
  ].join('\n');
}
