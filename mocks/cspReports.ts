/**
 * A Content-Security-Policy report collector (decision 042): the portal's policy names it as its
 * report URI, so a violation in any browser ends up here and a test can read it. Both forms browsers
 * send are taken: `report-uri`'s `application/csp-report` (one `{ "csp-report": {...} }`, Firefox and
 * WebKit) and the Reporting API's `application/reports+json` (a list of reports, Chromium). Each
 * report is rebuilt from the fields a reader needs; URLs lose their query and fragment (the
 * portal's carry the login's `code` and `state` and the intent id) and CPF-looking numbers are masked.
 */
import type { FastifyInstance } from 'fastify';
import { maskCpfsIn } from './customers';

export const CSP_REPORTS_PATH = '/banco/api/csp-reports';
/** Reports kept (the newest), reports read from one body, bytes of one body, characters of one field. */
const KEPT = 200;
const PER_BODY = 20;
const BODY_LIMIT = 64 * 1024;
const FIELD = 200;

export interface CspReport {
  receivedAt: string;
  /** How it came: `report-uri` (application/csp-report) or `report-to` (application/reports+json). */
  via: 'report-uri' | 'report-to';
  /** The page's path. */
  page: string;
  /** The directive that was violated, e.g. `require-trusted-types-for` or `script-src-elem`. */
  directive: string;
  /** What was blocked: a URL without its query, or a keyword (`inline`, `eval`, `trusted-types-sink`). */
  blocked: string;
  /** `enforce` or `report`. */
  disposition: string;
  /** The first characters of the offending value, when the browser sends them (e.g. `Element innerHTML|<b>x</b>`). */
  sample: string;
  /** Where in the page's code: `path:line:column`, when known. */
  source: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? maskCpfsIn(String(v)).slice(0, FIELD) : '');

/** A URL's origin and path; anything else (a keyword, a bare path) as it is. */
function withoutQuery(value: unknown): string {
  const raw = text(value);
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? `${url.origin}${url.pathname}` : raw.split(/[?#]/)[0] ?? '';
  } catch {
    return raw.split(/[?#]/)[0] ?? '';
  }
}

function pathOf(value: unknown): string {
  try {
    return maskCpfsIn(new URL(text(value)).pathname);
  } catch {
    return '';
  }
}

function sourceOf(file: unknown, line: unknown, column: unknown): string {
  const where = withoutQuery(file);
  if (!where) return '';
  return [where, text(line), text(column)].filter((part) => part !== '').join(':');
}

/** One report of either form, or undefined when it is not a CSP violation report. */
export function checkReport(raw: unknown, via: CspReport['via'], receivedAt: string): CspReport | undefined {
  if (via === 'report-uri') {
    const r = isRecord(raw) && isRecord(raw['csp-report']) ? raw['csp-report'] : undefined;
    if (!r) return undefined;
    return {
      receivedAt,
      via,
      page: pathOf(r['document-uri']),
      directive: text(r['effective-directive'] ?? r['violated-directive']).split(' ')[0] ?? '',
      blocked: withoutQuery(r['blocked-uri']),
      disposition: text(r.disposition),
      sample: text(r['script-sample']),
      source: sourceOf(r['source-file'], r['line-number'], r['column-number']),
    };
  }
  if (!isRecord(raw) || raw.type !== 'csp-violation' || !isRecord(raw.body)) return undefined;
  const b = raw.body;
  return {
    receivedAt,
    via,
    page: pathOf(b.documentURL ?? raw.url),
    directive: text(b.effectiveDirective),
    blocked: withoutQuery(b.blockedURL),
    disposition: text(b.disposition),
    sample: text(b.sample),
    source: sourceOf(b.sourceFile, b.lineNumber, b.columnNumber),
  };
}

export class CspReports {
  readonly reports: CspReport[] = [];

  /** A body as received; returns how many reports were kept. */
  receive(body: unknown, via: CspReport['via'], now = new Date()): number {
    const items = via === 'report-to' ? (Array.isArray(body) ? body.slice(0, PER_BODY) : []) : [body];
    const kept = items.map((item) => checkReport(item, via, now.toISOString())).filter((r): r is CspReport => r !== undefined);
    this.reports.push(...kept);
    if (this.reports.length > KEPT) this.reports.splice(0, this.reports.length - KEPT);
    return kept.length;
  }

  clear(): void {
    this.reports.length = 0;
  }
}

/**
 * POST (either form), GET (the kept reports, oldest first) and DELETE on CSP_REPORTS_PATH. A portal
 * on another origin (nginx in e2e/deploy-nginx.spec.ts) gets its reports here too: Chromium asks
 * first with a CORS preflight, as `application/reports+json` is not a simple content type.
 */
export async function cspReportRoutes(app: FastifyInstance, store: CspReports): Promise<void> {
  await app.register(async (scope) => {
    const forms = new Map<string, CspReport['via']>([
      ['application/csp-report', 'report-uri'],
      ['application/reports+json', 'report-to'],
    ]);
    scope.addContentTypeParser([...forms.keys()], { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) => {
      try {
        done(null, JSON.parse(typeof body === 'string' ? body : body.toString('utf8')));
      } catch {
        done(Object.assign(new Error('not JSON'), { statusCode: 400 }), undefined);
      }
    });
    const cors = { 'access-control-allow-origin': '*', 'cache-control': 'no-store' };
    scope.options(CSP_REPORTS_PATH, async (_request, reply) =>
      reply
        .code(204)
        .headers({ ...cors, 'access-control-allow-methods': 'POST', 'access-control-allow-headers': 'content-type', 'access-control-max-age': '600' })
        .send(),
    );
    scope.post(CSP_REPORTS_PATH, { bodyLimit: BODY_LIMIT }, async (request, reply) => {
      const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      const via = forms.get(type);
      const kept = via ? store.receive(request.body, via) : 0;
      return reply.code(kept > 0 ? 204 : 400).headers(cors).send();
    });
    scope.get(CSP_REPORTS_PATH, async (_request, reply) => reply.header('cache-control', 'no-store').send({ reports: store.reports }));
    scope.delete(CSP_REPORTS_PATH, async (_request, reply) => {
      store.clear();
      return reply.code(204).send();
    });
  });
}
