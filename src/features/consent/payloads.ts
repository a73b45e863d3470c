import {
  TRANSACTION_CODE,
  type LoadedConsent,
  type PaymentRequest,
  type RecurringAuthorisationPayload,
  type SharePayload,
} from '../../api/contract';
import type { Credential } from './consentSlice';

/** The credential's field in every request body (SPEC §3 payloads). */
export function credentialFields(credential: Credential | null): Pick<PaymentRequest, 'tokenSMS' | 'autenticacaoEletronica' | 'unitoken'> {
  if (!credential) return {};
  switch (credential.kind) {
    case 'sms':
      return { tokenSMS: credential.code };
    case 'signature':
      return { autenticacaoEletronica: credential.value };
    case 'qr':
      return { unitoken: credential.unitoken };
  }
}

export const DEFAULT_CHANNEL = 1;

/** The payment request sent back for a decision (PAGAMENTO and RECORRENTE). */
export function paymentRequestFor(
  consent: Extract<LoadedConsent, { kind: 'PAGAMENTO' | 'RECORRENTE' }>,
  credential: Credential | null,
  usarChequeEspecial = false,
): PaymentRequest {
  const base: PaymentRequest =
    consent.kind === 'PAGAMENTO'
      ? consent.data
      : { consentimento: consent.data.consentimento, duplaAssinatura: consent.data.duplaAssinatura, iniciadora: consent.data.iniciadora };
  return {
    ...base,
    canal: base.canal ?? DEFAULT_CHANNEL,
    codTransacao: TRANSACTION_CODE.PIX,
    usarChequeEspecial,
    ...credentialFields(credential),
  };
}

export function sharePayloadWithCredential(payload: SharePayload, credential: Credential): SharePayload {
  return { ...payload, ...credentialFields(credential) };
}

export function recurringPayload(credential: Credential | null): RecurringAuthorisationPayload {
  return { ...credentialFields(credential) };
}

/** The id the automatic-authorisation endpoint takes: sweeping uses its recurring consent id. */
export function recurringConsentId(consent: Extract<LoadedConsent, { kind: 'SWEEPING' | 'AUTOMATICO' }>): string {
  return consent.kind === 'SWEEPING' ? consent.data.dados.recurringConsentId : consent.data.dados.consentId;
}

/** The consent id of any kind, as the rejected endpoint and the session know it. */
export function consentIdOf(consent: LoadedConsent): string {
  switch (consent.kind) {
    case 'PAGAMENTO':
    case 'RECORRENTE':
      return consent.data.consentimento.consentId;
    case 'DADOS':
      return consent.data.dados.id;
    case 'SWEEPING':
      return consent.data.dados.recurringConsentId;
    case 'AUTOMATICO':
      return consent.data.dados.consentId;
  }
}

export function initiatorLogoOf(consent: LoadedConsent | null): string | undefined {
  if (!consent) return undefined;
  return consent.data.iniciadora?.urlLogoIniciadora;
}
