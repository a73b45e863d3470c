import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/** The simulated bank's test API and its seeded customers (docs/simulated-bank.md). */
export const CUSTOMERS = {
  maria: { cpf: '529.982.247-25', senha: '1234', name: 'Maria Oliveira' }, // SMS
  carlos: { cpf: '935.411.347-80', senha: '1234', name: 'Carlos Almeida' }, // SMS
  joao: { cpf: '111.444.777-35', senha: '1234', name: 'João Santos', signature: '12345678' }, // e-signature
  ana: { cpf: '390.533.447-05', senha: '1234', name: 'Ana Costa' }, // QR
} as const;

export type CustomerKey = keyof typeof CUSTOMERS;

/**
 * The SMS customer of this worker: each parallel worker has its own, so no test reads a code sent
 * for another test's journey (the bank keeps one valid code per customer, as real banks do).
 */
export function smsCustomer(): CustomerKey {
  return test.info().parallelIndex % 2 === 0 ? 'maria' : 'carlos';
}

const maskOf = (cpf: string) => `***.${cpf.slice(4, 7)}.${cpf.slice(8, 11)}-**`;

export interface ConsentRecord {
  id: string;
  kind: string;
  status: string;
  reason?: string;
  decisions: number;
  calls: { name: string; at: string }[];
}

export async function createConsent(api: APIRequestContext, scenario: string, customer: CustomerKey = 'maria') {
  const response = await api.post('/banco/api/consents', { data: { scenario, customer } });
  expect(response.ok(), `scenario ${scenario}`).toBeTruthy();
  return (await response.json()) as { consentId: string; portalUrl: string };
}

export async function consentRecord(api: APIRequestContext, id: string): Promise<ConsentRecord> {
  const response = await api.get(`/banco/api/consents/${encodeURIComponent(id)}`);
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as ConsentRecord;
}

/** The newest SMS code sent to the customer after the given time, from the simulated outbox. */
export async function latestSmsCode(api: APIRequestContext, customer: CustomerKey, sentAfter = 0): Promise<string> {
  let code: string | undefined;
  const mask = maskOf(CUSTOMERS[customer].cpf);
  await expect
    .poll(async () => {
      const response = await api.get('/banco/api/sms');
      const list = (await response.json()) as { code: string; customer: string; sentAt: string }[];
      code = list.find((m) => m.customer === mask && Date.parse(m.sentAt) >= sentAfter)?.code;
      return code;
    })
    .toBeTruthy();
  return code as string;
}

/** Logs in at the simulated bank's OpenID provider, as the customer would. */
export async function logIn(page: Page, customer: CustomerKey = 'maria') {
  const { cpf, senha } = CUSTOMERS[customer];
  await page.getByLabel('CPF').fill(cpf);
  await page.getByLabel('Senha').fill(senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** Opens the portal for a new consent of the scenario and logs in. */
export async function startJourney(page: Page, scenario: string, customer: CustomerKey = 'maria') {
  const { consentId, portalUrl } = await createConsent(page.request, scenario, customer);
  await page.goto(portalUrl);
  await logIn(page, customer);
  return consentId;
}
