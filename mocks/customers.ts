/** The seeded customers of the simulated bank (documented in docs/simulated-bank.md). */
import type { SecurityDeviceType } from '../src/api/contract';

export type CustomerKey = 'maria' | 'carlos' | 'joao' | 'ana';

export interface Customer {
  key: CustomerKey;
  /** CPF, digits only: also the OpenID `sub` and the account id behind every access token. */
  cpf: string;
  name: string;
  password: string;
  device: SecurityDeviceType;
  /** Electronic signature, for ASSINATURA_ELETRONICA customers. */
  signature?: string;
  /** Debit account shown in payment fixtures. */
  account: { branch: string; number: string };
}

export const CUSTOMERS: Record<CustomerKey, Customer> = {
  maria: {
    key: 'maria',
    cpf: '52998224725',
    name: 'Maria Oliveira',
    password: '1234',
    device: 'TOKEN_SMS',
    account: { branch: '0001', number: '123456' },
  },
  /** A second SMS customer, so parallel end-to-end workers never read each other's codes. */
  carlos: {
    key: 'carlos',
    cpf: '93541134780',
    name: 'Carlos Almeida',
    password: '1234',
    device: 'TOKEN_SMS',
    account: { branch: '0001', number: '456789' },
  },
  joao: {
    key: 'joao',
    cpf: '11144477735',
    name: 'João Santos',
    password: '1234',
    device: 'ASSINATURA_ELETRONICA',
    signature: '12345678',
    account: { branch: '0001', number: '234567' },
  },
  ana: {
    key: 'ana',
    cpf: '39053344705',
    name: 'Ana Costa',
    password: '1234',
    /** Any tipo other than TOKEN_SMS and ASSINATURA_ELETRONICA gives the QR view (SPEC §4). */
    device: 'UNITOKEN_QRCODE',
    account: { branch: '0002', number: '345678' },
  },
};

export const CUSTOMER_KEYS = Object.keys(CUSTOMERS) as CustomerKey[];

export const DEFAULT_CUSTOMER: CustomerKey = 'maria';

export function isCustomerKey(value: unknown): value is CustomerKey {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(CUSTOMERS, value);
}

export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

export function findCustomerByCpf(cpf: string): Customer | undefined {
  const digits = onlyDigits(cpf);
  return Object.values(CUSTOMERS).find((c) => c.cpf === digits);
}

/** Checks the login form: CPF with or without punctuation, exact password. */
export function authenticate(cpf: string, password: string): Customer | undefined {
  const customer = findCustomerByCpf(cpf);
  return customer && customer.password === password ? customer : undefined;
}

export function formatCpf(cpf: string): string {
  const d = onlyDigits(cpf);
  return d.length === 11 ? `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}` : d;
}

/** Hides the first three and the last two digits, as Brazilian services do: ***.982.247-** */
export function maskCpf(cpf: string): string {
  const d = onlyDigits(cpf);
  if (d.length !== 11) return '***';
  return `***.${d.slice(3, 6)}.${d.slice(6, 9)}-**`;
}

/** Masks every CPF-looking run of digits (formatted or not) inside a free text, e.g. a logged path. */
export function maskCpfsIn(text: string): string {
  return text.replace(/\d{3}\.?\d{3}\.?\d{3}-?\d{2}/g, (m) => (onlyDigits(m).length === 11 ? maskCpf(m) : m));
}
