import { test, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import * as api from '../harness/bankApi';
import { CUSTOMERS, type CustomerKey } from '../harness/customers';
import * as steps from '../harness/steps';
import { onPlaywright } from './playwrightPage';

/**
 * The simulated bank's test API and its seeded customers (docs/simulated-bank.md) for Playwright's
 * specs: the API, the customer table and the login are e2e/harness's, shared with the WebKit and
 * Firefox journeys; here they take Playwright's request context and page.
 */
export { CUSTOMERS, type CustomerKey };
export type { ConsentRecord } from '../harness/bankApi';

/**
 * The SMS customer of this worker: each parallel worker has its own, so no test reads a code sent
 * for another test's journey (the bank keeps one valid code per customer, as real banks do).
 */
export function smsCustomer(): CustomerKey {
  return test.info().parallelIndex % 2 === 0 ? 'maria' : 'carlos';
}

const answer = (response: APIResponse): api.HttpAnswer => ({
  ok: response.ok(),
  status: response.status(),
  text: () => response.text(),
  json: () => response.json() as Promise<unknown>,
});

/** Playwright's request context (the test's baseURL) as the bank API's HTTP client. */
export function playwrightHttp(request: APIRequestContext): api.HttpClient {
  return {
    get: async (path) => answer(await request.get(path)),
    post: async (path, data) => answer(await request.post(path, { data })),
  };
}

export async function createConsent(request: APIRequestContext, scenario: string, customer: CustomerKey = 'maria') {
  return api.createConsent(playwrightHttp(request), scenario, customer);
}

export async function consentRecord(request: APIRequestContext, id: string): Promise<api.ConsentRecord> {
  return api.consentRecord(playwrightHttp(request), id);
}

/** The newest SMS code sent to the customer after the given time, from the simulated outbox. */
export async function latestSmsCode(request: APIRequestContext, customer: CustomerKey, sentAfter = 0): Promise<string> {
  return api.latestSmsCode(playwrightHttp(request), customer, sentAfter);
}

/** Logs in at the simulated bank's OpenID provider, as the customer would. */
export async function logIn(page: Page, customer: CustomerKey = 'maria') {
  await steps.logIn(onPlaywright(page), customer);
}

/** Opens the portal for a new consent of the scenario and logs in. */
export async function startJourney(page: Page, scenario: string, customer: CustomerKey = 'maria') {
  return steps.startJourney(onPlaywright(page), playwrightHttp(page.request), scenario, customer);
}
