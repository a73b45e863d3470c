import { CUSTOMERS, smsOutboxName, type CustomerKey } from './customers';

/**
 * The simulated bank's test API (docs/simulated-bank.md), written once over the smallest HTTP
 * client: Playwright's request context in Chromium (e2e/support/bank.ts), `fetch` with the bank's
 * address for the WebKit and Firefox journeys and the screen gallery (e2e/engines/bank.ts).
 */
export interface HttpAnswer {
  readonly ok: boolean;
  readonly status: number;
  text(): Promise<string>;
  json(): Promise<unknown>;
}

export interface HttpClient {
  get(path: string): Promise<HttpAnswer>;
  post(path: string, body: unknown): Promise<HttpAnswer>;
}

/**
 * `fetch` against the bank at `baseUrl`, keeping the cookies the bank sets (the app simulator's
 * login, approveQr) as Playwright's request context does.
 */
export function fetchClient(baseUrl: string): HttpClient {
  const jar = new Map<string, string>();
  const send = async (path: string, init: RequestInit = {}) => {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const answer = await fetch(`${baseUrl}${path}`, { ...init, headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) } });
    for (const line of answer.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (at > 0) jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return answer;
  };
  return {
    get: (path) => send(path),
    post: (path, body) => send(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  };
}

export interface ConsentRecord {
  id: string;
  kind: string;
  status: string;
  reason?: string;
  decisions: number;
  calls: { name: string; at: string }[];
}

async function json<T>(answer: HttpAnswer, what: string): Promise<T> {
  if (!answer.ok) throw new Error(`${what}: HTTP ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as T;
}

export async function createConsent(http: HttpClient, scenario: string, customer: CustomerKey) {
  return json<{ consentId: string; portalUrl: string }>(await http.post('/banco/api/consents', { scenario, customer }), `scenario ${scenario}`);
}

export async function consentRecord(http: HttpClient, id: string): Promise<ConsentRecord> {
  return json<ConsentRecord>(await http.get(`/banco/api/consents/${encodeURIComponent(id)}`), `consent ${id}`);
}

/** How many times the bank recorded the call for the consent. */
export const callCount = (record: ConsentRecord, name: string) => record.calls.filter((c) => c.name === name).length;

/**
 * The newest SMS code sent to the customer after `sentAfter`, polled from the outbox until
 * `timeoutMs` (the send may still be on its way).
 */
export async function latestSmsCode(http: HttpClient, customer: CustomerKey, sentAfter: number, timeoutMs = 15_000): Promise<string> {
  const name = smsOutboxName(customer);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const list = await json<{ code: string; customer: string; sentAt: string }[]>(await http.get('/banco/api/sms'), 'SMS outbox');
    const code = list.find((m) => m.customer === name && Date.parse(m.sentAt) >= sentAfter)?.code;
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no SMS for ${customer} after ${new Date(sentAfter).toISOString()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Pending QR transactions of the app simulator. */
export async function pendingQr(http: HttpClient): Promise<{ hash: string; customer: string }[]> {
  return json(await http.get('/banco/api/qr'), 'pending QR');
}

/**
 * Answers a pending QR transaction as its customer does in the bank's app: logged into the app with
 * her CPF and password first (the bank takes an answer only in her own app session).
 */
export async function answerQr(http: HttpClient, customer: CustomerKey, hash: string, approve = true): Promise<void> {
  const login = await http.post('/banco/api/app/sessao', { cpf: CUSTOMERS[customer].cpf, senha: CUSTOMERS[customer].senha });
  if (login.status !== 204) throw new Error(`app login of ${customer}: HTTP ${login.status} ${await login.text()}`);
  await json(await http.post(`/banco/api/qr/${encodeURIComponent(hash)}/${approve ? 'aprovar' : 'recusar'}`, {}), `${approve ? 'approve' : 'refuse'} QR`);
}

/** The bank's record of one of the customer's authorisations (docs/simulated-bank.md "The customer's authorisations"). */
export interface AuthorisationRecord {
  id: string;
  tipo: string;
  status: string;
  instituicao: { nome: string };
  customer: string | null;
  origin: 'portal' | 'seed';
  revocation?: { customer: string | null; at: string; reason: string };
  changes: { customer: string | null; at: string; from: string; to: string }[];
}

export async function authorisationRecord(http: HttpClient, id: string): Promise<AuthorisationRecord> {
  return json<AuthorisationRecord>(await http.get(`/banco/api/authorisations/${encodeURIComponent(id)}`), `authorisation ${id}`);
}
