import { call, select } from 'redux-saga/effects';
import {
  TRANSACTION_CODE,
  type AccountRef,
  type ConsentKind,
  type EnrolmentAuthorisation,
  type EnrolmentTerms,
  type LoadedConsent,
  type PaymentRequest,
  type RecurringAuthorisationPayload,
  type RedirectInfo,
  type ShareAnswer,
} from '../../api/contract';
import { request, type BffResult } from '../../api/bff';
import type { ModalType } from '../modal/modalSlice';
import { selectIntentId } from '../session/sessionSlice';
import { asDebtorAccount } from '../accounts/accountsSlice';
import type { Confirmation, Credential } from './consentSlice';
import { choosesPayingAccount } from './payingAccount';

/** The credential's field in every request body (SPEC §3 payloads). */
function credentialFields(credential: Credential | null): Pick<PaymentRequest, 'tokenSMS' | 'autenticacaoEletronica' | 'unitoken'> {
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

const DEFAULT_CHANNEL = 1;

/**
 * The payment request sent back for a decision (PAGAMENTO and RECORRENTE). `debtorAccount`: the
 * account the customer chose when the consent named none (INTERFACE §6.1).
 */
export function paymentRequestFor(
  consent: Extract<LoadedConsent, { kind: 'PAGAMENTO' | 'RECORRENTE' }>,
  credential: Credential | null,
  usarChequeEspecial = false,
  debtorAccount: AccountRef | null = null,
): PaymentRequest {
  const loaded: PaymentRequest =
    consent.kind === 'PAGAMENTO'
      ? consent.data
      : { consentimento: consent.data.consentimento, duplaAssinatura: consent.data.duplaAssinatura, iniciadora: consent.data.iniciadora };
  const base = debtorAccount ? { ...loaded, consentimento: { ...loaded.consentimento, debtorAccount } } : loaded;
  return {
    ...base,
    canal: base.canal ?? DEFAULT_CHANNEL,
    codTransacao: TRANSACTION_CODE.PIX,
    usarChequeEspecial,
    ...credentialFields(credential),
  };
}

function initiatorLogoOf(consent: LoadedConsent | null): string | undefined {
  if (!consent) return undefined;
  return consent.data.iniciadora?.urlLogoIniciadora;
}

/** Where the initiator expects the customer back. */
export type Redirecting = BffResult<RedirectInfo>;

/** A share is refused or authorised with its own answer shape; the logo comes from the consent. */
const fromShareAnswer = (result: BffResult<ShareAnswer>, consent: LoadedConsent): Redirecting =>
  result.ok ? { ok: true, data: { urlRedirecionamento: result.data?.urlRedirect, urlLogoIniciadora: initiatorLogoOf(consent) } } : result;

const withLogo = (result: Redirecting, consent: LoadedConsent): Redirecting =>
  result.ok
    ? { ok: true, data: { urlRedirecionamento: result.data?.urlRedirecionamento, urlLogoIniciadora: result.data?.urlLogoIniciadora ?? initiatorLogoOf(consent) } }
    : result;

type ConsentOf<K extends ConsentKind> = Extract<LoadedConsent, { kind: K }>;
type Sending = Generator<unknown, Redirecting, unknown>;

interface KindDecisions<K extends ConsentKind> {
  /** The consent's id as the rejected endpoint knows it. */
  consentId: (consent: ConsentOf<K>) => string;
  /** What 'Confirmar' opens before /segredo (SPEC §4 RECURRING, SWEEPING, AUTOMATIC), if anything. */
  confirmModal: ModalType | null;
  /** The "Tem certeza…" modal of 'Cancelar' (SPEC §4). */
  cancelModal: ModalType;
  /** Sends exactly what the customer confirmed (`confirmed`), never the screen's later state. */
  authorise: (consent: ConsentOf<K>, credential: Credential, confirmed: Confirmation, usarChequeEspecial: boolean) => Sending;
  /** The refusal a cancel modal confirms (SPEC §4 "Modal types and effects"). */
  refuse: (consent: ConsentOf<K>) => Sending;
}

function* decidePayment(
  consent: ConsentOf<'PAGAMENTO' | 'RECORRENTE'>,
  credential: Credential | null,
  usarChequeEspecial = false,
  confirmed: Confirmation | null = null,
): Sending {
  // Only an authorisation carries the chosen account: a refusal pays from nothing.
  const chosen = credential && choosesPayingAccount(consent) ? (confirmed?.account ?? null) : null;
  const debtorAccount: AccountRef | null = chosen ? asDebtorAccount(chosen) : null;
  const result = (yield call(request, 'decidePayment', {
    consentId: consent.data.consentimento.consentId,
    status: credential ? 'AUTORIZADO' : 'REJEITADO',
    body: paymentRequestFor(consent, credential, usarChequeEspecial, debtorAccount),
  })) as Redirecting;
  return withLogo(result, consent);
}

/** Sweeping is decided by its recurring consent id, automatic Pix by its consent id (SPEC §7). */
const recurringConsentId = (consent: ConsentOf<'SWEEPING' | 'AUTOMATICO'>) =>
  consent.kind === 'SWEEPING' ? consent.data.dados.recurringConsentId : consent.data.dados.consentId;

function* decideRecurring(consent: ConsentOf<'SWEEPING' | 'AUTOMATICO'>, credential: Credential | null): Sending {
  const body: RecurringAuthorisationPayload = { ...credentialFields(credential) };
  const result = (yield call(request, 'decideRecurring', {
    consentId: recurringConsentId(consent),
    status: credential ? 'AUTORIZADO' : 'CANCELADO',
    body,
  })) as Redirecting;
  return withLogo(result, consent);
}

function* authoriseShare(consent: ConsentOf<'DADOS'>, credential: Credential, confirmed: Confirmation): Sending {
  const { sharePayload } = confirmed;
  if (!sharePayload) return { ok: false, failure: { status: 0, message: null, details: [] } };
  if (credential.kind === 'signature') {
    // For data sharing the signature is validated on its own first (SPEC §4).
    const valid = (yield call(request, 'validateSignature', credential.value)) as BffResult<unknown>;
    if (!valid.ok) return { ok: false, failure: { ...valid.failure, status: valid.failure.status === null ? null : 422 } };
  }
  const result = (yield call(request, 'authoriseShare', { ...sharePayload, ...credentialFields(credential) })) as BffResult<ShareAnswer>;
  return fromShareAnswer(result, consent);
}

/** CANCEL-SHARE refuses the share by the Open Finance consent id the customer arrived with (SPEC §4). */
function* refuseShare(consent: ConsentOf<'DADOS'>): Sending {
  const intentId = (yield select(selectIntentId)) as string | null;
  if (!intentId) return { ok: false, failure: { status: 0, message: null, details: [] } };
  const result = (yield call(request, 'rejectShare', intentId)) as BffResult<ShareAnswer>;
  return fromShareAnswer(result, consent);
}

/**
 * The enrolment's authorisation body (INTERFACE §6.2): the terms the customer confirmed, the
 * consent's account or, when it names none, the one the customer chose (INTERFACE §6.1), the
 * credential, channel 1.
 */
export function enrolmentAuthorisationFor(
  consent: ConsentOf<'VINCULO'>,
  terms: EnrolmentTerms,
  credential: Credential,
  chosenAccountId: string | null = null,
): EnrolmentAuthorisation | null {
  const accountId = consent.data.dados.conta?.id ?? chosenAccountId;
  if (!accountId) return null;
  return { ...terms, conta: { id: accountId }, ...credentialFields(credential), canal: DEFAULT_CHANNEL };
}

/** Without confirmed terms or an account nothing is sent: the journey goes to the default page, as for a share without its payload. */
const NOTHING_TO_SEND: Redirecting = { ok: false, failure: { status: 0, message: null, details: [] } };

function* authoriseEnrolment(consent: ConsentOf<'VINCULO'>, credential: Credential, confirmed: Confirmation): Sending {
  const terms = confirmed.enrolmentTerms;
  const body = terms && enrolmentAuthorisationFor(consent, terms, credential, confirmed.account?.id ?? null);
  if (!body) return NOTHING_TO_SEND;
  const result = (yield call(request, 'decideEnrolment', { enrollmentId: consent.data.dados.enrollmentId, status: 'AUTORIZADO', body })) as Redirecting;
  return withLogo(result, consent);
}

/** 'Cancelar' confirmed: the REJEITADO call, without a body (INTERFACE §6.2). */
function* refuseEnrolment(consent: ConsentOf<'VINCULO'>): Sending {
  const result = (yield call(request, 'decideEnrolment', { enrollmentId: consent.data.dados.enrollmentId, status: 'REJEITADO' })) as Redirecting;
  return withLogo(result, consent);
}

/** How each kind is decided (SPEC §4, §7): a new kind fails the build until it has its line. */
export const DECISIONS: { [K in ConsentKind]: KindDecisions<K> } = {
  PAGAMENTO: {
    consentId: (c) => c.data.consentimento.consentId,
    confirmModal: null,
    cancelModal: 'CANCEL',
    authorise: (c, credential, confirmed, overdraft) => decidePayment(c, credential, overdraft, confirmed),
    refuse: (c) => decidePayment(c, null),
  },
  RECORRENTE: {
    consentId: (c) => c.data.consentimento.consentId,
    confirmModal: 'RECURRING',
    cancelModal: 'CANCEL-RECURRING',
    authorise: (c, credential, confirmed, overdraft) => decidePayment(c, credential, overdraft, confirmed),
    refuse: (c) => decidePayment(c, null),
  },
  DADOS: {
    consentId: (c) => c.data.dados.id,
    confirmModal: null,
    cancelModal: 'CANCEL-SHARE',
    authorise: authoriseShare,
    refuse: refuseShare,
  },
  SWEEPING: {
    consentId: recurringConsentId,
    confirmModal: 'SWEEPING',
    cancelModal: 'CANCEL-SWEEPING',
    authorise: (c, credential) => decideRecurring(c, credential),
    refuse: (c) => decideRecurring(c, null),
  },
  AUTOMATICO: {
    consentId: recurringConsentId,
    confirmModal: 'AUTOMATIC',
    cancelModal: 'CANCEL-AUTOMATIC',
    authorise: (c, credential) => decideRecurring(c, credential),
    refuse: (c) => decideRecurring(c, null),
  },
  VINCULO: {
    consentId: (c) => c.data.dados.enrollmentId,
    confirmModal: null,
    cancelModal: 'CANCEL-ENROLMENT',
    authorise: authoriseEnrolment,
    refuse: refuseEnrolment,
  },
};

/** The line of the table for this consent's kind. */
export const decisionsFor = (consent: LoadedConsent) => DECISIONS[consent.kind] as unknown as KindDecisions<ConsentKind> & {
  consentId: (c: LoadedConsent) => string;
  authorise: (c: LoadedConsent, credential: Credential, confirmed: Confirmation, overdraft: boolean) => Sending;
  refuse: (c: LoadedConsent) => Sending;
};

/** Sends one authorisation for the loaded consent, as its kind is decided, with the terms the customer confirmed. */
export function* sendAuthorisation(consent: LoadedConsent, credential: Credential, confirmed: Confirmation, usarChequeEspecial: boolean): Sending {
  return (yield call(decisionsFor(consent).authorise, consent, credential, confirmed, usarChequeEspecial)) as Redirecting;
}

/**
 * The way back's call (SPEC §4 "Alert page"): the rejected call by the consent's id, or by the intent
 * id when no consent is loaded. An enrolment, which that call does not define, goes back through its
 * own refusal, `PATCH /canais/v1/vinculos/{enrollmentId}/status/REJEITADO` (INTERFACE §6.2).
 */
export function* sendWayBack(consent: LoadedConsent | null, intentId: string | null): Sending {
  if (consent?.kind === 'VINCULO') return (yield call(refuseEnrolment, consent)) as Redirecting;
  const id = consent ? decisionsFor(consent).consentId(consent) : intentId;
  if (!id) return NOTHING_TO_SEND;
  return (yield call(request, 'rejectConsent', id)) as Redirecting;
}

/** Sends the refusal that a cancel modal confirms. */
export function* sendRefusal(consent: LoadedConsent): Sending {
  return (yield call(decisionsFor(consent).refuse, consent)) as Redirecting;
}
