import { mkdir, rmdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CUSTOMERS, type ConsentRecord, type CustomerKey } from '../support/bank';

/**
 * The simulated bank's test API (docs/simulated-bank.md) from Node, for journeys driven by
 * selenium or puppeteer (e2e/support/bank.ts is the same API for Playwright's request context).
 */
export const BANK_PORT = Number(process.env.ENGINES_PORT ?? 8581);
export const BASE_URL = `http://127.0.0.1:${BANK_PORT}`;

export { CUSTOMERS, type CustomerKey, type ConsentRecord };

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export async function createConsent(scenario: string, customer: CustomerKey) {
  const response = await fetch(`${BASE_URL}/banco/api/consents`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ scenario, customer }),
  });
  return json<{ consentId: string; portalUrl: string }>(response, `scenario ${scenario}`);
}

export async function consentRecord(id: string): Promise<ConsentRecord> {
  return json<ConsentRecord>(await fetch(`${BASE_URL}/banco/api/consents/${encodeURIComponent(id)}`), `consent ${id}`);
}

const maskOf = (cpf: string) => `***.${cpf.slice(4, 7)}.${cpf.slice(8, 11)}-**`;

/** The newest SMS code sent to the customer after `sentAfter`, polled from the outbox. */
export async function latestSmsCode(customer: CustomerKey, sentAfter: number): Promise<string> {
  const mask = maskOf(CUSTOMERS[customer].cpf);
  const deadline = Date.now() + 15_000;
  for (;;) {
    const list = await json<{ code: string; customer: string; sentAt: string }[]>(await fetch(`${BASE_URL}/banco/api/sms`), 'SMS outbox');
    const code = list.find((m) => m.customer === mask && Date.parse(m.sentAt) >= sentAfter)?.code;
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no SMS for ${customer} after ${new Date(sentAfter).toISOString()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Pending QR transactions of the app simulator. */
export async function pendingQr(): Promise<{ hash: string; customer: string }[]> {
  return json(await fetch(`${BASE_URL}/banco/api/qr`), 'pending QR');
}

/**
 * The bank records security calls on the consent its customer loaded last (see CUSTOMER_LOCK in
 * e2e/support/journey.ts): the WebKit and Firefox suites run at once, so a journey of João or Ana
 * holds this lock, shared by every process on the machine through a directory.
 */
export async function withCustomerLock<T>(customer: 'joao' | 'ana', run: () => Promise<T>): Promise<T> {
  const dir = join(tmpdir(), `engines-${BANK_PORT}-customer-${customer}.lock`);
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      await mkdir(dir);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`customer lock ${dir} held for 3 min (a stale lock from a killed run? remove it)`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return await run();
  } finally {
    await rmdir(dir).catch(() => undefined);
  }
}
