import { CSP_REPORTS_PATH, CspReports } from '../../mocks/cspReports';
import { startBank, type Bank } from './support/bankHttp';

/** The simulated bank's CSP report collector (decision 042): both forms browsers send, bounded, nothing personal kept. */

const REPORT_URI_BODY = {
  'csp-report': {
    'document-uri': 'http://127.0.0.1:3000/callback?code=segredo&state=estado',
    referrer: 'http://127.0.0.1:3000/?intent_id=urn:x',
    'violated-directive': 'require-trusted-types-for',
    'effective-directive': 'require-trusted-types-for',
    'original-policy': "default-src 'none'",
    disposition: 'enforce',
    'blocked-uri': 'trusted-types-sink',
    'script-sample': 'Element innerHTML|<b>529.982.247-25</b>',
    'source-file': 'http://127.0.0.1:3000/assets/main.0123456789.js?v=1',
    'line-number': 1,
    'column-number': 42,
  },
};

const REPORTS_JSON_BODY = [
  {
    type: 'csp-violation',
    age: 10,
    url: 'http://127.0.0.1:3000/pix?x=1',
    user_agent: 'Chromium',
    body: {
      documentURL: 'http://127.0.0.1:3000/pix?x=1',
      effectiveDirective: 'script-src-elem',
      blockedURL: 'https://evil.example/x.js?token=abc#f',
      disposition: 'enforce',
      sample: '',
      sourceFile: 'http://127.0.0.1:3000/assets/app.0123456789.js',
      lineNumber: 3,
      columnNumber: 7,
      statusCode: 200,
    },
  },
  { type: 'deprecation', url: 'http://127.0.0.1:3000/pix', body: { id: 'x' } },
];

describe('the CSP report collector', () => {
  let bank: Bank;
  beforeAll(async () => {
    bank = await startBank();
  });
  afterAll(() => bank.close());
  beforeEach(() => fetch(bank.base + CSP_REPORTS_PATH, { method: 'DELETE' }));

  const post = (type: string, body: unknown) =>
    fetch(bank.base + CSP_REPORTS_PATH, { method: 'POST', headers: { 'content-type': type }, body: typeof body === 'string' ? body : JSON.stringify(body) });
  const read = async () => ((await (await fetch(bank.base + CSP_REPORTS_PATH)).json()) as { reports: unknown[] }).reports;

  it("takes report-uri's application/csp-report: the page's path, no query, CPFs masked", async () => {
    expect((await post('application/csp-report', REPORT_URI_BODY)).status).toBe(204);
    expect(await read()).toEqual([
      {
        receivedAt: expect.any(String),
        via: 'report-uri',
        page: '/callback',
        directive: 'require-trusted-types-for',
        blocked: 'trusted-types-sink',
        disposition: 'enforce',
        sample: 'Element innerHTML|<b>***.982.247-**</b>',
        source: 'http://127.0.0.1:3000/assets/main.0123456789.js:1:42',
      },
    ]);
    expect(JSON.stringify(await read())).not.toMatch(/segredo|estado|intent_id|529/);
  });

  it("takes the Reporting API's application/reports+json: CSP violations only, URLs without query or fragment", async () => {
    expect((await post('application/reports+json', REPORTS_JSON_BODY)).status).toBe(204);
    expect(await read()).toEqual([
      {
        receivedAt: expect.any(String),
        via: 'report-to',
        page: '/pix',
        directive: 'script-src-elem',
        blocked: 'https://evil.example/x.js',
        disposition: 'enforce',
        sample: '',
        source: 'http://127.0.0.1:3000/assets/app.0123456789.js:3:7',
      },
    ]);
  });

  it('answers the CORS preflight a report from another origin (nginx) is sent after', async () => {
    const answer = await fetch(bank.base + CSP_REPORTS_PATH, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:9999', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('access-control-allow-methods')).toBe('POST');
    expect(answer.headers.get('access-control-allow-headers')).toBe('content-type');
  });

  it.each<[string, string]>([
    ['application/csp-report', 'not json'],
    ['application/csp-report', JSON.stringify({ other: 1 })],
    ['application/reports+json', JSON.stringify({ type: 'csp-violation' })],
    ['application/json', JSON.stringify(REPORT_URI_BODY)],
  ])('refuses %s %s and keeps nothing', async (type, body) => {
    expect((await post(type, body)).status).toBeGreaterThanOrEqual(400);
    expect(await read()).toEqual([]);
  });

  it('refuses a body over 64 KB', async () => {
    const big = { 'csp-report': { ...REPORT_URI_BODY['csp-report'], 'script-sample': 'x'.repeat(70 * 1024) } };
    expect((await post('application/csp-report', big)).status).toBe(413);
    expect(await read()).toEqual([]);
  });
});

describe('CspReports', () => {
  it('keeps the newest 200, each field cut to 200 characters, at most 20 from one body', () => {
    const store = new CspReports();
    const one = (n: number) => ({ ...REPORTS_JSON_BODY[0], body: { ...REPORTS_JSON_BODY[0]?.body, sample: `${n}`.padEnd(500, 'x') } });
    for (let i = 0; i < 11; i += 1) expect(store.receive(Array.from({ length: 30 }, (_, j) => one(i * 30 + j)), 'report-to')).toBe(20);
    expect(store.reports).toHaveLength(200);
    expect(store.reports[0]?.sample).toMatch(/^30x/);
    expect(store.reports.every((r) => r.sample.length === 200)).toBe(true);
  });
});
