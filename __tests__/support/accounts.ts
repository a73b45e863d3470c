import type { BankAccount, PaymentRequest } from '../../src/api/contract';
import { pixRequest } from './consents';

/** The bank's list of INTERFACE §6.1's example, plus a second available account. */
export const CHECKING: BankAccount = { id: 'c-1', tipoConta: 'CACC', agencia: '0001', numero: '123456', ispb: '12345678', disponivel: true };
export const SAVINGS: BankAccount = { id: 'c-2', tipoConta: 'SVGS', agencia: '0001', numero: '654321', ispb: '12345678', disponivel: true };
export const BLOCKED: BankAccount = {
  id: 'c-3',
  tipoConta: 'CACC',
  agencia: '0003',
  numero: '765432',
  ispb: '12345678',
  disponivel: false,
  motivo: 'Conta bloqueada',
};

/** A Pix whose initiator named no paying account: the customer chooses it. */
export function pixWithoutAccount(overrides: Partial<PaymentRequest> = {}): PaymentRequest {
  const base = pixRequest(overrides);
  const { debtorAccount: _none, ...consentimento } = base.consentimento;
  return { ...base, consentimento };
}
