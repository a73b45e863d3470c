import { call } from 'redux-saga/effects';
import { request, type BffResult } from '../../api/bff';
import type { RedirectInfo } from '../../api/contract';

/**
 * What the bank says of a consent now (docs/decisions/043), read with SPEC §7's
 * `GET /openfinance/v3/consentimentos/{consentId}`: Open Finance's `data.status`, and, once decided,
 * the initiator's return data (`redirecionamento`, our BFF's addition: the same fields a decision's
 * answer carries; the way back follows it for a refused consent too, docs/decisions/067). `unknown`: no answer, or one the portal cannot read; the portal then decides
 * nothing on it.
 */
export type BankConsentState =
  | { status: 'pending' }
  | { status: 'authorised'; redirect: RedirectInfo }
  | { status: 'refused'; expired: boolean; redirect: RedirectInfo }
  | { status: 'unknown' };

const PENDING = new Set(['AWAITING_AUTHORISATION', 'AWAITING_AUTHORIZATION', 'PARTIALLY_ACCEPTED', 'AGUARDANDO_AUTORIZACAO']);
const AUTHORISED = new Set(['AUTHORISED', 'AUTHORIZED', 'CONSUMED', 'AUTORIZADO', 'CONSUMIDO']);
const REFUSED = new Set(['REJECTED', 'REVOKED', 'REJEITADO', 'REVOGADO', 'CANCELADO']);
/** Open Finance's rejection reasons that mean the customer ran out of time. */
const EXPIRED_REASONS = new Set(['TEMPO_EXPIRADO_AUTORIZACAO', 'CONSENT_EXPIRED', 'CONSENTIMENTO_EXPIRADO']);
/** SPEC §8: 420 is the bank's word for an expired consent. */
const EXPIRED_STATUS = 420;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown) => (typeof v === 'string' ? v.normalize('NFD').replace(/[\u0300-\u036f]/g, '').trim().toUpperCase() : '');
const urlField = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

function redirectOf(raw: unknown): RedirectInfo {
  if (!isRecord(raw)) return {};
  const url = urlField(raw.urlRedirecionamento);
  const logo = urlField(raw.urlLogoIniciadora);
  return { ...(url ? { urlRedirecionamento: url } : {}), ...(logo ? { urlLogoIniciadora: logo } : {}) };
}

/** Reads the bank's answer without trusting its shape. */
export function bankConsentStateOf(result: BffResult<unknown>): BankConsentState {
  if (!result.ok) return result.failure.status === EXPIRED_STATUS ? { status: 'refused', expired: true, redirect: {} } : { status: 'unknown' };
  const body = result.data;
  const data = isRecord(body) && isRecord(body.data) ? body.data : null;
  if (!data) return { status: 'unknown' };
  const status = text(data.status);
  if (PENDING.has(status)) return { status: 'pending' };
  if (AUTHORISED.has(status)) return { status: 'authorised', redirect: redirectOf(isRecord(body) ? body.redirecionamento : null) };
  if (REFUSED.has(status)) {
    const rejection = isRecord(data.rejection) ? data.rejection : null;
    const reason = rejection && isRecord(rejection.reason) ? text(rejection.reason.code) : '';
    return { status: 'refused', expired: EXPIRED_REASONS.has(reason), redirect: redirectOf(isRecord(body) ? body.redirecionamento : null) };
  }
  return { status: 'unknown' };
}

/** Asks the bank; never throws. */
export function* readBankConsentState(intentId: string): Generator<unknown, BankConsentState, unknown> {
  const result = (yield call(request, 'getConsentV3', intentId)) as BffResult<unknown>;
  return bankConsentStateOf(result);
}
