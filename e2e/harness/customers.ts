import { CUSTOMERS as SEEDED, formatCpf, maskCpf, type CustomerKey } from '../../mocks/customers';

/**
 * The simulated bank's seeded customers (mocks/customers.ts, their one source) as a test uses them:
 * the CPF with its punctuation, as a customer types it at the login form.
 */
export type { CustomerKey };

const atLogin = (key: CustomerKey) => ({ cpf: formatCpf(SEEDED[key].cpf), senha: SEEDED[key].password, name: SEEDED[key].name });

function signatureOf(key: CustomerKey): string {
  const signature = SEEDED[key].signature;
  if (!signature) throw new Error(`mocks/customers.ts gives ${key} no electronic signature`);
  return signature;
}

export const CUSTOMERS = {
  maria: atLogin('maria'), // SMS
  carlos: atLogin('carlos'), // SMS
  joao: { ...atLogin('joao'), signature: signatureOf('joao') }, // e-signature
  ana: atLogin('ana'), // QR
} as const;

/** How the bank's SMS outbox names the customer (never the whole CPF). */
export const smsOutboxName = (customer: CustomerKey) => maskCpf(SEEDED[customer].cpf);
