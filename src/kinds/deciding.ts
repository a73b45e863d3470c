import { call } from 'redux-saga/effects';
import { request, type BffResult } from '../api/bff';
import {
  TRANSACTION_CODE,
  type AccountRef,
  type DecisionStatus,
  type PaymentRequest,
  type RedirectInfo,
  type ShareAnswer,
  type SharePayload,
} from '../api/contract';
import type { CredentialFields } from './kindModule';

/** The channel every decision body names (SPEC §3 payloads). */
export const DEFAULT_CHANNEL = 1;

/**
 * Without what must be sent (confirmed terms, an account, the consent id to share by) nothing is: the
 * journey goes to the default page.
 */
export const NOTHING_TO_SEND: BffResult<RedirectInfo> = { ok: false, failure: { status: 0, message: null, details: [] } };

/**
 * The payment request sent back for a payment consent's decision: the consent as
 * loaded, with the account the customer chose when the consent named none (INTERFACE §6.1).
 */
export function paymentRequestFor(
  loaded: PaymentRequest,
  fields: CredentialFields,
  usarChequeEspecial = false,
  debtorAccount: AccountRef | null = null,
): PaymentRequest {
  const base = debtorAccount ? { ...loaded, consentimento: { ...loaded.consentimento, debtorAccount } } : loaded;
  return {
    ...base,
    canal: base.canal ?? DEFAULT_CHANNEL,
    codTransacao: TRANSACTION_CODE.PIX,
    usarChequeEspecial,
    ...fields,
  };
}

/** The bank's answer to a decision: where the initiator expects the customer back. */
type Answer<T> = Generator<unknown, BffResult<T>, unknown>;

/** A payment consent's decision (SPEC §7 `PATCH …/status/{status}`), by its consent id. */
export function* decidePayment(consentId: string, status: DecisionStatus, body: PaymentRequest): Answer<RedirectInfo> {
  return (yield call(request, 'decidePayment', { consentId, status, body })) as BffResult<RedirectInfo>;
}

/** A consent decided by `PUT …/status/{status}` (SPEC §7): AUTORIZADO with the credential, CANCELADO without. */
export function* decideByStatusPut(consentId: string, fields: CredentialFields): Answer<RedirectInfo> {
  const body = { ...fields };
  const status = Object.keys(fields).length > 0 ? 'AUTORIZADO' : 'CANCELADO';
  return (yield call(request, 'decideConsentStatus', { consentId, status, body })) as BffResult<RedirectInfo>;
}

/** A share's authorisation (SPEC §3 "Share payload"): its answer names the way back as `urlRedirect`. */
export function* authoriseShare(body: SharePayload & CredentialFields): Answer<RedirectInfo> {
  return asRedirect((yield call(request, 'authoriseShare', body)) as BffResult<ShareAnswer>);
}

/** A share's refusal, by the Open Finance consent id the customer arrived with (SPEC §4 CANCEL-SHARE). */
export function* rejectShare(intentId: string): Answer<RedirectInfo> {
  return asRedirect((yield call(request, 'rejectShare', intentId)) as BffResult<ShareAnswer>);
}

const asRedirect = (result: BffResult<ShareAnswer>): BffResult<RedirectInfo> =>
  result.ok ? { ok: true, data: { urlRedirecionamento: result.data?.urlRedirect } } : result;
