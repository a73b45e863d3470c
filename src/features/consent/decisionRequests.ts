import { call } from 'redux-saga/effects';
import type { LoadedConsent, RedirectInfo } from '../../api/contract';
import { request, type BffResult } from '../../api/bff';
import { NOTHING_TO_SEND } from '../../kinds/deciding';
import type { CredentialFields } from '../../kinds/kindModule';
import { moduleOf } from '../../kinds/registry';
import type { ModalType } from '../modal/modalSlice';
import { selectIntentId } from '../session/sessionSlice';
import { asDebtorAccount } from '../accounts/accountsSlice';
import type { Confirmation, Credential } from './consentSlice';
import { choosesPayingAccount } from './payingAccount';

/** The credential's field in every request body (SPEC §3 payloads). */
export function credentialFields(credential: Credential | null): CredentialFields {
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

function initiatorLogoOf(consent: LoadedConsent | null): string | undefined {
  if (!consent) return undefined;
  return consent.data.iniciadora?.urlLogoIniciadora;
}

/** Where the initiator expects the customer back. */
export type Redirecting = BffResult<RedirectInfo>;

/** The initiator's logo, when the answer names none, comes from the consent. */
const withLogo = (result: Redirecting, consent: LoadedConsent): Redirecting =>
  result.ok
    ? { ok: true, data: { urlRedirecionamento: result.data?.urlRedirecionamento, urlLogoIniciadora: result.data?.urlLogoIniciadora ?? initiatorLogoOf(consent) } }
    : result;

type Sending = Generator<unknown, Redirecting, unknown>;

interface KindDialogs {
  /** What 'Confirmar' opens before /segredo (SPEC §4: where the kind's module has a confirm dialog), if anything. */
  confirmModal: ModalType | null;
  /** The "Tem certeza…" modal of 'Cancelar' (SPEC §4). */
  cancelModal: ModalType;
}

/** This consent's dialogs (its module's `dialogs`, by id) and the id the rejected call knows it by (its kind's module, docs/decisions/070). */
export const decisionsFor = (consent: LoadedConsent): KindDialogs & { consentId: (c: LoadedConsent) => string } => {
  const { dialogs, decision } = moduleOf(consent);
  return { confirmModal: dialogs.confirm?.id ?? null, cancelModal: dialogs.cancel.id, consentId: decision.consentId };
};

/** Sends exactly what the customer confirmed (`confirmed`), never the screen's later state, as the consent's kind is authorised. */
function* authorise(consent: LoadedConsent, credential: Credential, confirmed: Confirmation, usarChequeEspecial: boolean): Sending {
  const chosen = choosesPayingAccount(consent) ? confirmed.account : null;
  const result = (yield call(moduleOf(consent).decision.authorise, consent, {
    fields: credentialFields(credential),
    signature: credential.kind === 'signature' ? credential.value : null,
    confirmed,
    debtorAccount: chosen ? asDebtorAccount(chosen) : null,
    overdraft: usarChequeEspecial,
  })) as Redirecting;
  return withLogo(result, consent);
}

/** The consent's kind's refusal. */
function* refuse(consent: LoadedConsent): Sending {
  const result = (yield call(moduleOf(consent).decision.refuse, consent, { selectIntentId })) as Redirecting;
  return withLogo(result, consent);
}

/** Sends one authorisation for the loaded consent, as its kind is decided, with the terms the customer confirmed. */
export function* sendAuthorisation(consent: LoadedConsent, credential: Credential, confirmed: Confirmation, usarChequeEspecial: boolean): Sending {
  return (yield call(authorise, consent, credential, confirmed, usarChequeEspecial)) as Redirecting;
}

/**
 * The way back's call (SPEC §4 "Alert page"): the rejected call by the consent's id, or by the intent
 * id when no consent is loaded. A kind that call does not define goes back through its own refusal
 * (its module's `wayBack`).
 */
export function* sendWayBack(consent: LoadedConsent | null, intentId: string | null): Sending {
  if (consent && moduleOf(consent).decision.wayBack === 'refusal') return (yield call(refuse, consent)) as Redirecting;
  const id = consent ? moduleOf(consent).decision.consentId(consent) : intentId;
  if (!id) return NOTHING_TO_SEND;
  return (yield call(request, 'rejectConsent', id)) as Redirecting;
}

/** Sends the refusal that a cancel modal confirms. */
export function* sendRefusal(consent: LoadedConsent): Sending {
  return (yield call(refuse, consent)) as Redirecting;
}
