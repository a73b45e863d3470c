import { mkdir, rmdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as api from '../harness/bankApi';
import { CUSTOMERS, type CustomerKey } from '../harness/customers';

/**
 * The simulated bank's test API (e2e/harness/bankApi.ts) over `fetch`, for journeys driven by
 * selenium or puppeteer and for the screen gallery: they have no Playwright request context.
 */
export const BANK_PORT = Number(process.env.ENGINES_PORT ?? 8581);
export const BASE_URL = `http://127.0.0.1:${BANK_PORT}`;
export const BANK_HTTP = api.fetchClient(BASE_URL);

export { CUSTOMERS, type CustomerKey };
export type { ConsentRecord } from '../harness/bankApi';

export const createConsent = (scenario: string, customer: CustomerKey) => api.createConsent(BANK_HTTP, scenario, customer);
export const consentRecord = (id: string) => api.consentRecord(BANK_HTTP, id);
export const latestSmsCode = (customer: CustomerKey, sentAfter: number) => api.latestSmsCode(BANK_HTTP, customer, sentAfter);
export const pendingQr = () => api.pendingQr(BANK_HTTP);
export const approveQr = (customer: CustomerKey, hash: string) => api.answerQr(BANK_HTTP, customer, hash, true);

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
