/**
 * Exactly-once decisions under concurrency, end to end over HTTP (`npm run exactly-once`).
 *
 * Starts the simulated bank in-process on a free loopback port and drives JOURNEYS concurrent Pix
 * journeys the way the portal does: create a pix-imediato consent, log in at the real OpenID
 * provider (authorization code + PKCE S256, the login form followed like a browser with a cookie
 * jar), load the consent, send an SMS code, read it from the outbox, authorise. Half of the
 * journeys send the authorisation twice in parallel. Then every consent is read back:
 * exit 0 only with every consent decided once and AUTHORISED.
 *
 * The bank keeps one valid SMS code per customer (the last one sent, usable once, bound to the
 * consent on screen, mocks/state.ts), as a real bank does: a second SMS invalidates the first. So the
 * step "send SMS → read code → authorise" is serialised per customer (a lock per customer);
 * everything else — consent creation, logins, token exchanges, loads and the duplicate
 * authorisations — runs concurrently.
 *
 * `--wrong-codes` (`npm run exactly-once -- --wrong-codes`) mixes wrong codes and codes sent for
 * other consents into the journeys, four plans in turn: a wrong code then the right one; a code sent
 * while another consent (a decoy) was on screen, then the right one; three wrong codes then the
 * right one (the device locks: the consent must stay undecided); a wrong code then the right one
 * sent twice in parallel. It exits 0 only if no wrong or foreign code authorised anything, every
 * consent not locked was decided once and AUTHORISED, every locked one and every decoy undecided.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { createApp } from '../mocks/app';
import { CUSTOMERS, maskCpf } from '../mocks/customers';
import { TEST_RUNS_SMS_PER_CUSTOMER_HOUR } from '../mocks/options';
import type { LoadedConsent, PaymentRequest } from '../src/api/contract';
import { paymentRequestFor } from '../src/kinds/deciding';

const JOURNEYS = Number(process.env.JOURNEYS ?? 200);
const LOGIN_CONCURRENCY = Number(process.env.LOGIN_CONCURRENCY ?? 16);
const OVERALL_TIMEOUT_MS = Number(process.env.TIMEOUT_MS ?? 240_000); // under the 5 min Pix window
const REQUEST_TIMEOUT_MS = 15_000;
const CUSTOMER_KEYS = ['maria', 'carlos'] as const; // both TOKEN_SMS
const REALM = 'openfinance';
const CLIENT_ID = 'consent-portal';
const DECIDED = 'Este consentimento já foi decidido.';
const WRONG_CODES = process.argv.includes('--wrong-codes');
/** The plans of --wrong-codes, by journey index modulo 4. */
const PLANS = ['wrong, right', 'foreign, right', '3 wrong, right (locked)', 'wrong, right twice'] as const;
const LOCKED_PLAN = 2;

type Key = (typeof CUSTOMER_KEYS)[number];
type CodeKind = 'right' | 'wrong' | 'foreign';

/** Six digits that are not `code`. */
function wrongCodeFor(code: string): string {
  for (;;) {
    const candidate = String(randomInt(0, 1_000_000)).padStart(6, '0');
    if (candidate !== code) return candidate;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A promise chain per customer: one "send SMS → read code → authorise" at a time. */
class Lock {
  private tail: Promise<void> = Promise.resolve();
  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task);
    this.tail = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }
}

/** At most `limit` tasks at once. */
function limiter(limit: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active >= limit) await new Promise<void>((r) => waiting.push(r));
    active += 1;
    try {
      return await task();
    } finally {
      active -= 1;
      waiting.shift()?.();
    }
  };
}

const b64url = (buf: Buffer) => buf.toString('base64url');

/** A browser's cookie jar for one host (every cookie is sent back; paths are all under one origin). */
class Jar {
  private readonly cookies = new Map<string, string>();
  store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair?.indexOf('=') ?? -1;
      if (!pair || eq < 1) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

async function main() {
  // EXACTLY_ONCE_PORT picks the port (on a shared machine); otherwise a free one.
  const port = process.env.EXACTLY_ONCE_PORT ? Number(process.env.EXACTLY_ONCE_PORT) : await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const issuer = `${origin}/idp/realms/${REALM}`;
  const app = await createApp({
    host: '127.0.0.1',
    port,
    publicUrl: origin,
    log: 'silent',
    realm: REALM,
    clientId: CLIENT_ID,
    smsPerCustomerHour: TEST_RUNS_SMS_PER_CUSTOMER_HOUR,
  });
  await app.listen({ host: '127.0.0.1', port });

  const timer = setTimeout(() => {
    console.error(`exactly-once: gave up after ${OVERALL_TIMEOUT_MS} ms`);
    process.exit(2);
  }, OVERALL_TIMEOUT_MS);
  timer.unref();

  const answers = new Map<string, number>(); // "200" / "422 já foi decidido" / ...
  const count = (label: string) => answers.set(label, (answers.get(label) ?? 0) + 1);

  const http = async (url: string, init: RequestInit = {}, jar?: Jar): Promise<Response> => {
    if (!url.startsWith(`${origin}/`)) throw new Error(`refusing to leave the bank's origin: ${url}`);
    const headers = new Headers(init.headers);
    if (jar) headers.set('cookie', jar.header());
    const response = await fetch(url, { ...init, headers, redirect: 'manual', signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    jar?.store(response);
    return response;
  };
  const json = async <T>(response: Response, what: string): Promise<T> => {
    if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };

  /** Authorization code + PKCE S256 through the provider's login form, like a browser. */
  async function logIn(key: Key): Promise<string> {
    const jar = new Jar();
    const verifier = b64url(randomBytes(32));
    const challenge = b64url(createHash('sha256').update(verifier).digest());
    const state = b64url(randomBytes(16));
    const redirectUri = `${origin}/callback`;
    const auth = new URL(`${issuer}/protocol/openid-connect/auth`);
    auth.search = new URLSearchParams({
      client_id: CLIENT_ID,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'openid',
      state,
      nonce: b64url(randomBytes(16)),
      code_challenge: challenge,
      code_challenge_method: 'S256',
    }).toString();

    let url = auth.href;
    let code: string | null = null;
    for (let hop = 0; hop < 10 && !code; hop += 1) {
      const response = await http(url, {}, jar);
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        await response.arrayBuffer();
        const next = new URL(location, url);
        if (next.href.startsWith(redirectUri)) {
          if (next.searchParams.get('state') !== state) throw new Error('login: state mismatch');
          code = next.searchParams.get('code');
          if (!code) throw new Error(`login: no code (${next.searchParams.get('error')})`);
          break;
        }
        url = next.href;
        continue;
      }
      const page = await response.text();
      const action = /<form[^>]*action="([^"]*\/login)"/.exec(page)?.[1];
      if (response.status !== 200 || !action) throw new Error(`login: unexpected page ${response.status} at ${url}`);
      // The login page: post the form as the browser would.
      const posted = await http(
        new URL(action.replace(/&amp;/g, '&'), url).href,
        { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ cpf: CUSTOMERS[key].cpf, senha: CUSTOMERS[key].password }).toString() },
        jar,
      );
      const to = posted.headers.get('location');
      await posted.arrayBuffer();
      if (posted.status < 300 || posted.status >= 400 || !to) throw new Error(`login: form answered ${posted.status}`);
      url = new URL(to, url).href;
    }
    if (!code) throw new Error('login: too many redirects');

    const token = await json<{ access_token?: string }>(
      await http(`${issuer}/protocol/openid-connect/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: CLIENT_ID, code_verifier: verifier }).toString(),
      }),
      'token',
    );
    if (!token.access_token) throw new Error('token: no access_token');
    return token.access_token;
  }

  const smsLock: Record<Key, Lock> = { maria: new Lock(), carlos: new Lock() };
  // --wrong-codes: the plan of each consent, the decoys, and what authorised.
  const plans = new Map<string, number>();
  const decoys: string[] = [];
  const wrongAuthorised: string[] = [];
  const authorisedByRight = new Set<string>();
  const loginSlot = limiter(LOGIN_CONCURRENCY);
  const failures: string[] = [];

  async function journey(index: number): Promise<string | null> {
    const key: Key = CUSTOMER_KEYS[index % CUSTOMER_KEYS.length] as Key;
    const twice = index % 4 >= 2; // half the journeys, spread over both customers
    let consentId: string | null = null;
    try {
      const created = await json<{ consentId: string }>(
        await http(`${origin}/banco/api/consents`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ scenario: 'pix-imediato', customer: key }) }),
        'create',
      );
      consentId = created.consentId;
      const token = await loginSlot(() => logIn(key));
      const bff = { authorization: `Bearer ${token}`, accept: 'application/json' };
      const envelope = await json<{ tipo: string; consentimentoPagamentoDTO?: PaymentRequest }>(
        await http(`${origin}/api/canais/v1/consentimento/${encodeURIComponent(consentId)}`, { headers: bff }),
        'load',
      );
      if (envelope.tipo !== 'PAGAMENTO' || !envelope.consentimentoPagamentoDTO) throw new Error('load: not a payment');
      const consent: LoadedConsent = { kind: 'PAGAMENTO', data: envelope.consentimentoPagamentoDTO };
      const id = consentId;

      const authoriseWith = (code: string) =>
        http(`${origin}/api/canais/v1/consentimento/${encodeURIComponent(id)}/status/AUTORIZADO`, {
          method: 'PATCH',
          headers: { ...bff, 'content-type': 'application/json' },
          body: JSON.stringify(paymentRequestFor((consent as Extract<LoadedConsent, { kind: 'PAGAMENTO' }>).data, { tokenSMS: code })),
        });
      const sendAndRead = async (): Promise<string> => {
        await json(await http(`${origin}/api/canais/v1/seguranca/enviar-token-sms`, { method: 'POST', headers: bff }), 'sms');
        const outbox = await json<{ code: string; customer: string }[]>(await http(`${origin}/banco/api/sms`), 'outbox');
        const code = outbox.find((m) => m.customer === maskCpf(CUSTOMERS[key].cpf))?.code;
        if (!code) throw new Error('sms: no code in the outbox');
        return code;
      };

      if (!WRONG_CODES) {
        await smsLock[key].run(async () => {
          const code = await sendAndRead();
          const replies = await Promise.all(twice ? [authoriseWith(code), authoriseWith(code)] : [authoriseWith(code)]);
          for (const reply of replies) {
            const text = await reply.text();
            const message = reply.ok ? '' : ((JSON.parse(text) as { message?: string }).message ?? '');
            count(reply.status === 422 && message === DECIDED ? "422 'já foi decidido'" : `${reply.status}${message ? ` ${message}` : ''}`);
          }
        });
        return consentId;
      }

      const plan = index % PLANS.length;
      plans.set(id, plan);
      /** Sends the authorisation with codes of one kind (several at once when given several) and records each answer. */
      const attempt = async (kind: CodeKind, ...codes: string[]) => {
        const replies = await Promise.all(codes.map((code) => authoriseWith(code)));
        for (const reply of replies) {
          const text = await reply.text();
          const message = reply.ok ? '' : ((JSON.parse(text) as { message?: string }).message ?? '');
          const label = reply.status === 422 && message === DECIDED ? "422 'já foi decidido'" : String(reply.status);
          count(`${kind} code → ${label}`);
          if (reply.ok && kind !== 'right') wrongAuthorised.push(`journey ${index}: a ${kind} code answered ${reply.status}`);
          if (reply.ok) authorisedByRight.add(id);
        }
      };
      await smsLock[key].run(async () => {
        if (plan === 1) {
          // A code sent while another consent of the same customer was on screen, in this very session.
          const decoy = await json<{ consentId: string }>(
            await http(`${origin}/banco/api/consents`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ scenario: 'pix-imediato', customer: key }) }),
            'create decoy',
          );
          decoys.push(decoy.consentId);
          await json(await http(`${origin}/api/canais/v1/consentimento/${encodeURIComponent(decoy.consentId)}`, { headers: bff }), 'load decoy');
          const foreign = await sendAndRead();
          await json(await http(`${origin}/api/canais/v1/consentimento/${encodeURIComponent(id)}`, { headers: bff }), 'reload');
          await attempt('foreign', foreign);
          await attempt('right', await sendAndRead());
          return;
        }
        const code = await sendAndRead();
        for (let i = 0; i < (plan === LOCKED_PLAN ? 3 : 1); i += 1) await attempt('wrong', wrongCodeFor(code));
        await attempt('right', ...(plan === 3 ? [code, code] : [code]));
      });
    } catch (error) {
      failures.push(`journey ${index} (${key}): ${error instanceof Error ? error.message : String(error)}`);
    }
    return consentId;
  }

  /** The --wrong-codes report: exit 0 only if no wrong or foreign code decided anything. */
  async function wrongCodesVerdict(ids: (string | null)[], started: number) {
    const record = async (id: string) => json<{ status: string; decisions: number }>(await http(`${origin}/banco/api/consents/${encodeURIComponent(id)}`), 'record');
    let decided = 0;
    let doubled = 0;
    let lost = 0;
    let locked = 0;
    let expectedLocked = 0;
    const violations = [...wrongAuthorised];
    for (const id of ids) {
      if (!id) {
        lost += 1;
        continue;
      }
      const { status, decisions } = await record(id);
      const plan = plans.get(id);
      if (decisions >= 1) decided += 1;
      if (decisions > 1) doubled += 1;
      if (status === 'AUTHORISED' && !authorisedByRight.has(id)) violations.push(`${id}: AUTHORISED with no right code answered 200`);
      if (plan === LOCKED_PLAN) {
        expectedLocked += 1;
        if (status === 'AWAITING_AUTHORISATION' && decisions === 0) locked += 1;
        else violations.push(`${id}: locked after 3 wrong codes, yet ${status}`);
      } else if (status !== 'AUTHORISED') lost += 1;
    }
    let decoysDecided = 0;
    for (const id of decoys) if ((await record(id)).decisions !== 0) decoysDecided += 1;

    const expectedDecided = JOURNEYS - expectedLocked;
    console.log(`journeys: ${JOURNEYS} with wrong and foreign codes mixed in (${PLANS.map((p, i) => `${i}: ${p}`).join('; ')}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    console.log('authorisation answers:');
    for (const [label, n] of [...answers].sort()) console.log(`  ${label}: ${n}`);
    for (const failure of [...failures, ...violations].slice(0, 10)) console.log(`  failure: ${failure}`);
    console.log(`authorised by a wrong or foreign code: ${violations.length}`);
    console.log(`locked and not authorised: ${locked} of ${expectedLocked}; decoys whose code was tried elsewhere decided: ${decoysDecided} of ${decoys.length}`);
    console.log(`decided: ${decided} of ${expectedDecided}, doubled: ${doubled}, lost: ${lost}`);

    clearTimeout(timer);
    await app.close();
    const ok = violations.length === 0 && failures.length === 0 && decided === expectedDecided && doubled === 0 && lost === 0 && locked === expectedLocked && decoysDecided === 0;
    process.exit(ok ? 0 : 1);
  }

  const started = Date.now();
  const ids = await Promise.all(Array.from({ length: JOURNEYS }, (_, i) => journey(i)));

  if (WRONG_CODES) {
    await wrongCodesVerdict(ids, started);
    return;
  }

  let decided = 0;
  let doubled = 0;
  let lost = 0;
  for (const id of ids) {
    if (!id) {
      lost += 1;
      continue;
    }
    const record = await json<{ status: string; decisions: number }>(await http(`${origin}/banco/api/consents/${encodeURIComponent(id)}`), 'record');
    if (record.decisions >= 1) decided += 1;
    if (record.decisions > 1) doubled += 1;
    if (record.status !== 'AUTHORISED') lost += 1;
  }

  console.log(`journeys: ${JOURNEYS} (${JOURNEYS / 2} with a duplicate authorisation) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log('authorisation answers:');
  for (const [label, n] of [...answers].sort()) console.log(`  ${label}: ${n}`);
  for (const failure of failures.slice(0, 10)) console.log(`  failure: ${failure}`);
  if (failures.length > 10) console.log(`  ... ${failures.length - 10} more failures`);
  console.log(`decided: ${decided}, doubled: ${doubled}, lost: ${lost}`);

  clearTimeout(timer);
  await app.close();
  const ok = decided === JOURNEYS && doubled === 0 && lost === 0;
  process.exit(ok ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error('exactly-once failed:', error);
  process.exit(1);
});
