/** The seeded customers of the simulated bank (documented in docs/simulated-bank.md). */
import type { BankAccount, SecurityDeviceType } from '../src/api/contract';

/** One of a customer's accounts; the bank adds its ISPB when it lists them (INTERFACE §6.1). */
export type CustomerAccount = Omit<BankAccount, 'ispb'>;

const available = (id: string, tipoConta: string, agencia: string, numero: string): CustomerAccount => ({ id, tipoConta, agencia, numero, disponivel: true });
const unavailable = (id: string, tipoConta: string, agencia: string, numero: string, motivo: string): CustomerAccount => ({
  id,
  tipoConta,
  agencia,
  numero,
  disponivel: false,
  motivo,
});

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
  /** Debit account shown in payment fixtures: the first of `accounts`. */
  account: { branch: string; number: string };
  /** What `GET /canais/v1/contas` lists for her (INTERFACE §6.1), the first one `account`. */
  accounts: CustomerAccount[];
}

export const CUSTOMERS: Record<CustomerKey, Customer> = {
  maria: {
    key: 'maria',
    cpf: '52998224725',
    name: 'Maria Oliveira',
    password: '1234',
    device: 'TOKEN_SMS',
    account: { branch: '0001', number: '123456' },
    accounts: [
      available('c-1', 'CACC', '0001', '123456'),
      available('c-2', 'SVGS', '0001', '654321'),
      unavailable('c-3', 'CACC', '0003', '765432', 'Conta bloqueada para movimentação.'),
    ],
  },
  /** A second SMS customer, so parallel end-to-end workers never read each other's codes. */
  carlos: {
    key: 'carlos',
    cpf: '93541134780',
    name: 'Carlos Almeida',
    password: '1234',
    device: 'TOKEN_SMS',
    account: { branch: '0001', number: '456789' },
    accounts: [
      available('c-1', 'CACC', '0001', '456789'),
      available('c-2', 'SVGS', '0001', '987654'),
      unavailable('c-3', 'TRAN', '0001', '112233', 'Conta em encerramento.'),
    ],
  },
  joao: {
    key: 'joao',
    cpf: '11144477735',
    name: 'João Santos',
    password: '1234',
    device: 'ASSINATURA_ELETRONICA',
    signature: '12345678',
    account: { branch: '0001', number: '234567' },
    accounts: [
      available('c-1', 'CACC', '0001', '234567'),
      unavailable('c-2', 'SLRY', '0001', '876543', 'Conta salário não faz pagamentos por Open Finance.'),
    ],
  },
  ana: {
    key: 'ana',
    cpf: '39053344705',
    name: 'Ana Costa',
    password: '1234',
    /** Any tipo other than TOKEN_SMS and ASSINATURA_ELETRONICA gives the QR view (SPEC §4). */
    device: 'UNITOKEN_QRCODE',
    account: { branch: '0002', number: '345678' },
    accounts: [available('c-1', 'CACC', '0002', '345678')],
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
