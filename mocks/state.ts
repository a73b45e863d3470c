/**
 * The simulated bank's memory and rules: consent store (statuses, windows, decided-once, ownership),
 * credentials (SMS outbox, electronic signature, QR transactions) and pre-auth records.
 *
 * No HTTP here: `execute` takes a call name, the logged customer's CPF and the request, and returns
 * the HTTP status and body the BFF must answer. Every check-and-set of a decision runs synchronously
 * after the last `await`, so two parallel decisions on one consent cannot both win.
 */
import type {
  AccountRef,
  AccountsAnswer,
  ConsentEnvelope,
  ConsentKind,
  ErrorBody,
  PaymentRequest,
  PreauthRecord,
  QrAnswer,
  RedirectInfo,
  ShareAnswer,
  SecurityDeviceAnswer,
} from '../src/api/contract';
import { AuthorisationBook } from './authorisations';
import { CUSTOMERS, DEFAULT_CUSTOMER, findCustomerByCpf, maskCpf, type Customer, type CustomerAccount, type CustomerKey } from './customers';
import { ENROLMENT_AWAITING } from '../src/api/contract';
import { enrolmentBodyProblem } from './enrolment';
import { enrolmentTermsIn, qrTermsOf, sameEnrolmentTerms, type FrozenEnrolmentTerms, type QrTerms } from './qrTerms';
import { BANK, WINDOW_MS, aliasesOf } from './fixtures';
import { MESSAGES, findScenario, type CallName, type Fault, type Scenario } from './scenarios';
import { MINUTE, isoBrasilia, newConsentId, randomHex, sixDigitCode, sleep as realSleep } from './util';

/** How long an SMS code stays valid after it is sent. */
export const SMS_VALIDITY_MS = 5 * MINUTE;

/**
 * Wrong credentials after which the device is locked: an SMS code or a QR approval is bound to one
 * consent, so they count for that consent; an electronic signature is one fixed secret of the
 * customer, so it counts for the customer, across consents (SIGNATURE_BLOCK_MS).
 */
export const MAX_ATTEMPTS = 3;

/** How long the customer's signature stays blocked after MAX_ATTEMPTS wrong ones in a row. */
export const SIGNATURE_BLOCK_MS = 30 * MINUTE;

/** SMS sends a consent may ask for (each one costs the bank and reaches the customer's phone). */
export const SMS_SENDS_PER_CONSENT = 5;

/** SMS sends a customer may ask for in any rolling hour, whatever the consents (SMS pumping). */
export const SMS_SENDS_PER_CUSTOMER_HOUR = 10;
const HOUR = 60 * MINUTE;

export const ERRORS = {
  unauthorized: 'Sessão inválida ou expirada. Faça login novamente.',
  notFound: 'Consentimento não encontrado.',
  cpf: MESSAGES.cpf,
  decided: 'Este consentimento já foi decidido.',
  expired: 'Tempo expirado para autorizar o consentimento.',
  credential: 'Código de segurança inválido.',
  signature: 'Assinatura eletrônica inválida.',
  wrongKind: 'Operação não disponível para este tipo de consentimento.',
  badRequest: 'Requisição inválida.',
  qrHeader: "Cabeçalho 'tokenQRCode' ausente ou inválido.",
  qrDocuments: 'Os documentos do QR code não são os do cliente conectado. Feche esta janela e inicie uma nova transação na instituição iniciadora.',
  smsExpired: 'Código de segurança expirado. Peça um novo código.',
  locked:
    'Dispositivo de segurança bloqueado para esta transação após 3 tentativas inválidas. Cancele e inicie uma nova transação na instituição iniciadora.',
  otherDevice: 'Credencial não aceita: use o dispositivo de segurança cadastrado para a sua conta.',
  smsNotDevice: 'Envio de SMS indisponível: o dispositivo de segurança cadastrado para a sua conta não é o SMS.',
  smsConsentLimit: 'Limite de envios de SMS atingido para esta transação. Cancele e inicie uma nova transação na instituição iniciadora.',
  smsCustomerLimit: 'Limite de envios de SMS atingido: muitos códigos pedidos na última hora. Tente novamente mais tarde.',
  customer: 'Cliente não encontrado.',
  accountMissing: 'Escolha a conta de onde sai o pagamento.',
  accountUnknown: 'A conta informada não é uma conta sua que possa fazer este pagamento.',
  accountFixed: 'A conta deste pagamento foi definida na instituição iniciadora e não pode ser trocada.',
  accountFixedNotOwn: 'A conta definida na instituição iniciadora não é uma conta sua que possa fazer este pagamento. Cancele e inicie uma nova transação na instituição iniciadora.',
  qrNoConsent: 'Nenhuma transação aguarda aprovação nesta sessão. Volte à instituição iniciadora e inicie uma nova transação.',
  qrTermsChanged:
    'Os termos enviados não são os que você aprovou no app do banco. Gere um novo QR Code e aprove no app os termos desta tela.',
} as const;

/** An account of the customer's that cannot pay, named by the bank with its reason. */
export const accountUnavailable = (motivo: string) => `A conta escolhida não pode fazer este pagamento: ${motivo}`;

/** The signature's lock names the customer, not the transaction, and how long is left. */
export const signatureBlocked = (minutesLeft: number) =>
  `Dispositivo de segurança bloqueado por ${minutesLeft} ${minutesLeft === 1 ? 'minuto' : 'minutos'} após ${MAX_ATTEMPTS} tentativas inválidas de assinatura eletrônica. Cancele e, passado esse prazo, inicie uma nova transação na instituição iniciadora.`;

export type ConsentStatus = 'AWAITING_AUTHORISATION' | 'AUTHORISED' | 'REJECTED';

export interface CallRecord {
  name: CallName;
  at: string;
  status: number;
}

export interface StoredConsent {
  id: string;
  kind: ConsentKind;
  scenario: Scenario;
  customer: Customer;
  createdAt: number;
  status: ConsentStatus;
  reason?: string;
  rejectedBy?: string;
  statusUpdatedAt: number;
  /** Successful decisions: 0 or 1, whatever was tried. */
  decisions: number;
  calls: CallRecord[];
  envelope: ConsentEnvelope;
  redirect: RedirectInfo;
  aliases: string[];
  usedFaults: Set<CallName>;
}

export interface SmsMessage {
  code: string;
  cpf: string;
  /** The consent on the customer's screen when the code was asked for: the only one it can authorise. */
  consentId: string | undefined;
  sentAt: number;
  used: boolean;
}

export type QrStatus = 'PENDENTE' | 'AUTORIZADO' | 'RECUSADO';

export interface QrTransaction {
  hash: string;
  challenge: string;
  cpf: string;
  /** The consent on the customer's screen when the transaction was opened: the only one its approval can authorise. */
  consentId: string;
  status: QrStatus;
  /** What the app shows and the approval approves: from the bank's record of the consent (qrTerms.ts). */
  terms: QrTerms;
  /** An enrolment's limits, validity and account, frozen when the code was opened: the AUTORIZADO must carry these. */
  enrolmentTerms: FrozenEnrolmentTerms | null;
  createdAt: number;
  used: boolean;
}

export interface Answer {
  status: number;
  body?: unknown;
}

export interface BankStateOptions {
  publicUrl: string;
  /** Injectable clock (ms since epoch). */
  now?: () => number;
  /** Value of Fault.delayMs 'slow'. */
  slowMs?: number;
  sleep?: (ms: number) => Promise<void>;
  /** SMS sends per customer per rolling hour (default SMS_SENDS_PER_CUSTOMER_HOUR). */
  smsPerCustomerHour?: number;
}

/** The BFF calls that decide a consent and the kinds each accepts. */
const DECISIONS: Partial<Record<CallName, { outcome: 'authorise' | 'reject'; kinds: readonly ConsentKind[] }>> = {
  authorise: { outcome: 'authorise', kinds: ['PAGAMENTO', 'RECORRENTE'] },
  reject: { outcome: 'reject', kinds: ['PAGAMENTO', 'RECORRENTE'] },
  share: { outcome: 'authorise', kinds: ['DADOS'] },
  shareReject: { outcome: 'reject', kinds: ['DADOS'] },
  automaticAuthorise: { outcome: 'authorise', kinds: ['SWEEPING', 'AUTOMATICO'] },
  automaticCancel: { outcome: 'reject', kinds: ['SWEEPING', 'AUTOMATICO'] },
  enrolmentAuthorise: { outcome: 'authorise', kinds: ['VINCULO'] },
  enrolmentReject: { outcome: 'reject', kinds: ['VINCULO'] },
  rejected: { outcome: 'reject', kinds: ['PAGAMENTO', 'RECORRENTE', 'DADOS', 'SWEEPING', 'AUTOMATICO', 'VINCULO'] },
};

/** Who refuses and why, per kind (OPEN-FINANCE.md "Statuses and reasons"). */
const REFUSAL: Record<ConsentKind, { rejectedBy: string; reason: string }> = {
  PAGAMENTO: { rejectedBy: 'USUARIO', reason: 'REJEITADO_USUARIO' },
  RECORRENTE: { rejectedBy: 'USUARIO', reason: 'REJEITADO_USUARIO' },
  DADOS: { rejectedBy: 'USER', reason: 'CUSTOMER_MANUALLY_REJECTED' },
  SWEEPING: { rejectedBy: 'USUARIO', reason: 'REJEITADO_USUARIO' },
  AUTOMATICO: { rejectedBy: 'USUARIO', reason: 'REJEITADO_USUARIO' },
  VINCULO: { rejectedBy: 'USUARIO', reason: 'REJEITADO_USUARIO' },
};

export const TIMEOUT_REASON = 'TEMPO_EXPIRADO_AUTORIZACAO';

export interface Credential {
  tokenSMS?: unknown;
  autenticacaoEletronica?: unknown;
  unitoken?: unknown;
}

const CREDENTIAL_FIELDS = ['tokenSMS', 'autenticacaoEletronica', 'unitoken'] as const;

/** The only credential field that can authorise for this customer: her device's (SPEC §4: anything else is the QR code). */
function credentialFieldOf(customer: Customer): (typeof CREDENTIAL_FIELDS)[number] {
  if (customer.device === 'TOKEN_SMS') return 'tokenSMS';
  if (customer.device === 'ASSINATURA_ELETRONICA') return 'autenticacaoEletronica';
  return 'unitoken';
}

const error = (status: number, message: string): Answer => ({ status, body: { message } satisfies ErrorBody });
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value !== '';
const ACCOUNT_FIELDS = ['ispb', 'issuer', 'number', 'accountType'] as const;
/** The same account: every field of the reference equal, none missing. */
const sameAccount = (a: AccountRef, b: unknown): boolean => isObject(b) && ACCOUNT_FIELDS.every((f) => nonEmpty(a[f]) && b[f] === a[f]);
const unavailableReason = (conta: CustomerAccount) => conta.motivo ?? 'conta indisponível.';
/** The accounts the bank lists for the consent: the customer's, or the few its scenario allows. */
const accountsOf = (consent: StoredConsent) => consent.scenario.accounts?.(consent.customer) ?? consent.customer.accounts;

export class BankState {
  readonly consents = new Map<string, StoredConsent>();
  readonly sms: SmsMessage[] = [];
  readonly qr = new Map<string, QrTransaction>();
  readonly preauth: (PreauthRecord & { receivedAt: string })[] = [];
  /**
   * The consent each session (and, as a fallback, each customer) loaded last: the one on screen.
   * Security calls carry no consent id; their faults, their codes and their lock come from it.
   */
  private readonly activeBySession = new Map<string, string>();
  private readonly activeByCpf = new Map<string, string>();
  /** Wrong SMS codes or QR approvals per customer and consent ("cpf|consentId"). */
  private readonly failures = new Map<string, number>();
  /** Wrong signatures in a row per customer (CPF), and until when her signature is blocked. */
  private readonly signatureFailures = new Map<string, { count: number; blockedUntil: number }>();
  /** SMS sends per customer and consent ("cpf|consentId"), and each customer's send times in the last hour. */
  private readonly smsSendsByConsent = new Map<string, number>();
  private readonly smsSendTimes = new Map<string, number[]>();
  private readonly now: () => number;
  private readonly slowMs: number;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly smsPerCustomerHour: number;
  readonly publicUrl: string;
  /** The customer's authorisations once given (INTERFACE §7): every consent authorised here joins its customer's list. */
  readonly authorisations: AuthorisationBook;

  constructor(options: BankStateOptions) {
    this.publicUrl = options.publicUrl.replace(/\/+$/, '');
    this.now = options.now ?? Date.now;
    this.slowMs = options.slowMs ?? 15_000;
    this.sleep = options.sleep ?? realSleep;
    this.smsPerCustomerHour = options.smsPerCustomerHour ?? SMS_SENDS_PER_CUSTOMER_HOUR;
    this.authorisations = new AuthorisationBook({ publicUrl: this.publicUrl, now: this.now, sleep: this.sleep, slowMs: this.slowMs });
  }

  // ---- Consents ----------------------------------------------------------------------------------

  createConsent(scenarioName: string, customerKey?: CustomerKey): StoredConsent {
    const scenario = findScenario(scenarioName);
    if (!scenario) throw new Error(`Cenário desconhecido: ${scenarioName}`);
    const customer = CUSTOMERS[customerKey ?? scenario.customer ?? DEFAULT_CUSTOMER];
    const id = newConsentId();
    const createdAt = this.now() - (scenario.ageMs ?? 0);
    const defaultRedirect = `${this.publicUrl}/iniciadora/retorno?consentId=${encodeURIComponent(id)}`;
    const redirectUrl = scenario.redirect === 'ausente' ? undefined : (scenario.redirect ?? defaultRedirect);
    const logoUrl = `${this.publicUrl}/iniciadora/logo.svg`;
    const envelope = scenario.build({ consentId: id, createdAt, customer, redirectUrl, logoUrl });
    const consent: StoredConsent = {
      id,
      kind: scenario.kind,
      scenario,
      customer,
      createdAt,
      status: scenario.decided ?? 'AWAITING_AUTHORISATION',
      statusUpdatedAt: createdAt,
      decisions: scenario.decided ? 1 : 0,
      calls: [],
      envelope,
      redirect: redirectUrl === undefined ? { urlLogoIniciadora: logoUrl } : { urlRedirecionamento: redirectUrl, urlLogoIniciadora: logoUrl },
      aliases: [...new Set([id, ...aliasesOf(envelope)])],
      usedFaults: new Set(),
    };
    this.consents.set(id, consent);
    if (consent.status === 'AUTHORISED') this.authorisations.recordAuthorised(id, customer, envelope, undefined);
    return consent;
  }

  find(id: string): StoredConsent | undefined {
    const direct = this.consents.get(id);
    if (direct) return direct;
    for (const consent of this.consents.values()) if (consent.aliases.includes(id)) return consent;
    return undefined;
  }

  portalUrl(consentId: string): string {
    const back = `${this.publicUrl}/iniciadora/autorizacao`;
    return `${this.publicUrl}/?intent_id=${encodeURIComponent(consentId)}&redirect_uri=${encodeURIComponent(back)}`;
  }

  /** Moves an awaiting consent past its window to REJECTED / TEMPO_EXPIRADO_AUTORIZACAO. */
  expireIfDue(consent: StoredConsent): void {
    if (consent.status !== 'AWAITING_AUTHORISATION') return;
    if (this.now() - consent.createdAt <= WINDOW_MS[consent.kind]) return;
    consent.status = 'REJECTED';
    consent.reason = TIMEOUT_REASON;
    consent.rejectedBy = consent.kind === 'DADOS' ? 'ASPSP' : 'DETENTORA';
    consent.statusUpdatedAt = this.now();
  }

  snapshot(consent: StoredConsent) {
    this.expireIfDue(consent);
    return {
      id: consent.id,
      kind: consent.kind,
      scenario: consent.scenario.name,
      customer: maskCpf(consent.customer.cpf),
      status: consent.status,
      ...(consent.reason ? { reason: consent.reason } : {}),
      ...(consent.rejectedBy ? { rejectedBy: consent.rejectedBy } : {}),
      decisions: consent.decisions,
      calls: consent.calls.map((c) => ({ name: c.name, at: c.at, status: c.status })),
    };
  }

  // ---- The BFF calls -----------------------------------------------------------------------------

  /**
   * Handles one BFF call. `id` is the consent id of the path (undefined for calls that carry it in
   * the body or carry none); `cpf` is the logged customer's (from the access token); `session` names
   * the login the call came with (the server passes a digest of the access token; default the CPF).
   */
  async execute(
    call: CallName,
    cpf: string,
    id: string | undefined,
    body?: unknown,
    headers: Record<string, unknown> = {},
    session: string = cpf,
  ): Promise<Answer> {
    const customer = findCustomerByCpf(cpf);
    if (!customer) return error(401, ERRORS.unauthorized);

    if (call === 'device' || call === 'sendSms' || call === 'validateSignature' || call === 'qrCode') {
      const active = this.activeBySession.get(session) ?? this.activeByCpf.get(customer.cpf);
      const consent = active === undefined ? undefined : this.consents.get(active);
      const answer = await this.withFault(consent, call, body, () => this.security(call, customer, consent, body, headers));
      if (consent) this.record(consent, call, answer.status);
      return answer;
    }

    if (call === 'share') {
      if (!isObject(body) || !nonEmpty(body.consentimentoId) || !Array.isArray(body.produtos)) return error(400, ERRORS.badRequest);
      id = body.consentimentoId;
    }
    if (id === undefined) return error(400, ERRORS.badRequest);
    const consent = this.find(id);
    if (!consent) return error(404, ERRORS.notFound);

    const answer = await this.consentCall(call, customer, consent, body, session);
    this.record(consent, call, answer.status);
    return answer;
  }

  private record(consent: StoredConsent, name: CallName, status: number): void {
    consent.calls.push({ name, at: new Date(this.now()).toISOString(), status });
  }

  /** Applies the scenario's fault for this call, if any, around the normal handling. */
  private async withFault(consent: StoredConsent | undefined, call: CallName, body: unknown, handle: () => Answer): Promise<Answer> {
    const fault = consent ? this.faultFor(consent, call, body) : undefined;
    if (fault?.delayMs !== undefined) await this.sleep(fault.delayMs === 'slow' ? this.slowMs : fault.delayMs);
    if (fault?.status !== undefined) return { status: fault.status, body: fault.body };
    return handle();
  }

  private faultFor(consent: StoredConsent, call: CallName, body: unknown): Fault | undefined {
    const fault = consent.scenario.faults?.[call];
    if (!fault) return undefined;
    if (fault.when && !fault.when(body)) return undefined;
    if (fault.once) {
      if (consent.usedFaults.has(call)) return undefined;
      consent.usedFaults.add(call);
    }
    return fault;
  }

  private async consentCall(call: CallName, customer: Customer, consent: StoredConsent, body: unknown, session: string): Promise<Answer> {
    if (consent.customer.cpf !== customer.cpf) return error(422, ERRORS.cpf);
    if (call === 'load') {
      this.activeBySession.set(session, consent.id);
      this.activeByCpf.set(customer.cpf, consent.id);
    }
    return this.withFault(consent, call, body, () => {
      switch (call) {
        case 'load':
          return this.load(consent);
        case 'consentV3':
          return this.consentV3(consent);
        case 'accounts':
          return this.accounts(consent);
        default:
          return this.decide(call, customer, consent, body);
      }
    });
  }

  private load(consent: StoredConsent): Answer {
    this.expireIfDue(consent);
    const envelope = structuredClone(consent.envelope);
    const enrolment = envelope.consentimentoVinculoDispositivo;
    if (enrolment) {
      // The Enrollments API's statuses. An enrolment past its window loads as the bank last had it,
      // awaiting the holder: its expirationDateTime says it is over (INTERFACE §6.2), and the
      // decision calls answer 420.
      enrolment.dados.status = consent.status === 'AWAITING_AUTHORISATION' || consent.reason === TIMEOUT_REASON ? ENROLMENT_AWAITING : consent.status;
      return { status: 200, body: envelope };
    }
    if (consent.reason === TIMEOUT_REASON) return error(420, ERRORS.expired);
    // Reflect the store's status in the fields that carry an Open Finance status.
    const payment = envelope.consentimentoPagamentoDTO ?? envelope.consentimentoRecorrenteDTO;
    if (payment) {
      payment.consentimento.status = consent.status;
      payment.consentimento.statusUpdateDateTime = isoBrasilia(consent.statusUpdatedAt);
    }
    if (envelope.consentimentoPagamentoAutomatico) envelope.consentimentoPagamentoAutomatico.dados.status = consent.status;
    return { status: 200, body: envelope };
  }

  /** The customer's accounts for a consent that lets her choose the paying one (INTERFACE §6.1). */
  private accounts(consent: StoredConsent): Answer {
    this.expireIfDue(consent);
    if (consent.reason === TIMEOUT_REASON) return error(420, ERRORS.expired);
    const answer: AccountsAnswer = { contas: accountsOf(consent).map((conta) => ({ ...conta, ispb: BANK.ispb })) };
    return { status: 200, body: answer };
  }

  /**
   * The paying account of a payment's authorisation (INTERFACE §6.1): when the initiator named none,
   * one of the customer's accounts that can pay; when it named one, that one and no other. Checked
   * before the credential, so a wrong account spends no code and counts no attempt.
   */
  debtorAccountCheck(consent: StoredConsent, body: unknown): Answer | undefined {
    const named = consent.envelope.consentimentoPagamentoDTO?.consentimento.debtorAccount;
    const sent = isObject(body) && isObject(body.consentimento) ? body.consentimento.debtorAccount : undefined;
    if (named) {
      if (sent !== undefined && !sameAccount(named, sent)) return error(422, ERRORS.accountFixed);
      // The initiator named it: the bank still checks it is this customer's and can pay.
      const own = accountsOf(consent).find((c) => sameAccount({ ispb: BANK.ispb, issuer: c.agencia, number: c.numero, accountType: c.tipoConta }, named));
      return own?.disponivel ? undefined : error(422, ERRORS.accountFixedNotOwn);
    }
    if (!isObject(sent)) return error(422, ERRORS.accountMissing);
    const conta = accountsOf(consent).find((c) => sameAccount({ ispb: BANK.ispb, issuer: c.agencia, number: c.numero, accountType: c.tipoConta }, sent));
    if (!conta) return error(422, ERRORS.accountUnknown);
    return conta.disponivel ? undefined : error(422, accountUnavailable(unavailableReason(conta)));
  }

  private consentV3(consent: StoredConsent): Answer {
    this.expireIfDue(consent);
    return {
      status: 200,
      body: {
        data: {
          consentId: consent.id,
          status: consent.status,
          creationDateTime: isoBrasilia(consent.createdAt),
          statusUpdateDateTime: isoBrasilia(consent.statusUpdatedAt),
          expirationDateTime: isoBrasilia(consent.createdAt + WINDOW_MS[consent.kind]),
          ...(consent.status === 'REJECTED'
            ? { rejection: { rejectedBy: consent.rejectedBy, reason: { code: consent.reason, additionalInformation: '' } } }
            : {}),
        },
        links: { self: `${this.publicUrl}/api/openfinance/v3/consentimentos/${encodeURIComponent(consent.id)}` },
        meta: { requestDateTime: isoBrasilia(this.now()) },
        // The BFF's addition (docs/simulated-bank.md "The consent's state"): once decided, the same
        // return data the decision's answer carried, so a portal whose answer was lost can still
        // take the customer back.
        ...(consent.status === 'AWAITING_AUTHORISATION' ? {} : { redirecionamento: { ...consent.redirect } satisfies RedirectInfo }),
      },
    };
  }

  /** Synchronous from here to the status change: decided-once holds under concurrency. */
  private decide(call: CallName, customer: Customer, consent: StoredConsent, body: unknown): Answer {
    const rule = DECISIONS[call];
    if (!rule) return error(400, ERRORS.badRequest);
    if (!rule.kinds.includes(consent.kind)) return error(422, ERRORS.wrongKind);
    if ((call === 'authorise' || call === 'reject') && !(isObject(body) && isObject((body as Partial<PaymentRequest>).consentimento))) {
      return error(400, ERRORS.badRequest);
    }
    this.expireIfDue(consent);
    if (rule.outcome === 'reject' && consent.scenario.authorisedFirst && consent.status === 'AWAITING_AUTHORISATION') {
      // The scenario's race (docs/decisions/067): an authorisation won just before this refusal.
      consent.status = 'AUTHORISED';
      consent.decisions += 1;
      consent.statusUpdatedAt = this.now();
      this.authorisations.recordAuthorised(consent.id, consent.customer, consent.envelope, undefined);
    }
    if (call === 'rejected' && consent.status !== 'AWAITING_AUTHORISATION') {
      // The way back (docs/simulated-bank.md "The rejected call"): a consent already decided or
      // expired stays as it is; the customer still goes back, and the initiator reads the status.
      return { status: 200, body: { ...consent.redirect } satisfies RedirectInfo };
    }
    if (consent.reason === TIMEOUT_REASON) return error(420, ERRORS.expired);
    if (consent.status !== 'AWAITING_AUTHORISATION') return error(422, ERRORS.decided);

    if (rule.outcome === 'authorise') {
      const wrongAccount = call === 'authorise' && consent.kind === 'PAGAMENTO' ? this.debtorAccountCheck(consent, body) : undefined;
      if (wrongAccount) return wrongAccount;
      const locked = this.lockOf(customer, consent.id);
      if (locked) return locked;
      const enrolment = consent.envelope.consentimentoVinculoDispositivo;
      // The enrolment's terms and account are checked before the credential: a refused value costs no attempt.
      const refusedTerms = enrolment ? enrolmentBodyProblem(body, enrolment, accountsOf(consent), this.now()) : null;
      if (refusedTerms) return error(422, refusedTerms);
      const changed = enrolment ? this.changedFromApproved(customer, consent, body as Record<string, unknown>) : undefined;
      if (changed) return changed;
      const check = this.credentialCheck(customer, consent, isObject(body) ? body : {});
      if ('otherDevice' in check) return error(403, ERRORS.otherDevice);
      if ('refused' in check) return this.wrongAttempt(customer, consent.id, check.refused);
      check.consume();
      consent.status = 'AUTHORISED';
      // The customer's authorisations (INTERFACE §7) keep it, with what she chose in this body.
      this.authorisations.recordAuthorised(consent.id, customer, consent.envelope, body);
    } else {
      consent.status = 'REJECTED';
      consent.rejectedBy = REFUSAL[consent.kind].rejectedBy;
      consent.reason = REFUSAL[consent.kind].reason;
    }
    consent.decisions += 1;
    consent.statusUpdatedAt = this.now();
    if (call === 'enrolmentReject') {
      // INTERFACE §6.2: the refusal answers only where the initiator expects the customer back.
      return { status: 200, body: consent.redirect.urlRedirecionamento === undefined ? {} : { urlRedirecionamento: consent.redirect.urlRedirecionamento } };
    }
    if (call === 'share' || call === 'shareReject') {
      const answer: ShareAnswer = consent.redirect.urlRedirecionamento === undefined ? {} : { urlRedirect: consent.redirect.urlRedirecionamento };
      return { status: 200, body: answer };
    }
    return { status: 200, body: { ...consent.redirect } satisfies RedirectInfo };
  }

  // ---- Credentials -------------------------------------------------------------------------------

  /**
   * Whether the credential of the customer's own device authorises this consent: its consumer, the
   * message of the refusal, or `otherDevice` when the body carries only another device's credential
   * (nothing was checked against a secret, so it is not counted as an attempt). An SMS code must be
   * the customer's newest, unused, sent for this very consent less than SMS_VALIDITY_MS ago; a
   * unitoken the hash of a QR transaction opened for this consent and approved in the app, used once.
   */
  credentialCheck(customer: Customer, consent: StoredConsent, credential: Credential): { consume: () => void } | { refused: string } | { otherDevice: true } {
    const field = credentialFieldOf(customer);
    const given = credential[field];
    if (!nonEmpty(given) && CREDENTIAL_FIELDS.some((f) => f !== field && nonEmpty(credential[f]))) return { otherDevice: true };
    if (field === 'tokenSMS' && nonEmpty(given)) {
      const last = this.sms.find((m) => m.cpf === customer.cpf);
      if (last && !last.used && last.code === given && last.consentId === consent.id) {
        if (this.now() - last.sentAt > SMS_VALIDITY_MS) return { refused: ERRORS.smsExpired };
        return { consume: () => void (last.used = true) };
      }
    }
    if (field === 'autenticacaoEletronica' && nonEmpty(given) && customer.signature !== undefined && given === customer.signature) {
      return { consume: () => this.signatureFailures.delete(customer.cpf) };
    }
    if (field === 'unitoken' && nonEmpty(given)) {
      const tx = this.qr.get(given);
      if (tx && tx.cpf === customer.cpf && tx.consentId === consent.id && tx.status === 'AUTORIZADO' && !tx.used) return { consume: () => void (tx.used = true) };
    }
    return { refused: ERRORS.credential };
  }

  /**
   * An enrolment authorised by a QR approval must carry the very terms the approved code was opened
   * for (the ones the app showed). Other terms answer 422 and spend the approval: the customer opens
   * a new code for the terms on her screen. The approval itself was right, so no attempt is counted.
   */
  private changedFromApproved(customer: Customer, consent: StoredConsent, body: Record<string, unknown>): Answer | undefined {
    if (credentialFieldOf(customer) !== 'unitoken' || !nonEmpty(body.unitoken)) return undefined;
    const tx = this.qr.get(body.unitoken);
    if (!tx || tx.cpf !== customer.cpf || tx.consentId !== consent.id || tx.status !== 'AUTORIZADO' || tx.used || !tx.enrolmentTerms) return undefined;
    if (sameEnrolmentTerms(tx.enrolmentTerms, enrolmentTermsIn(body))) return undefined;
    tx.used = true;
    return error(422, ERRORS.qrTermsChanged);
  }

  private attemptsKey(customer: Customer, consentId: string | undefined): string {
    return `${customer.cpf}|${consentId ?? ''}`;
  }

  private signsWithSignature(customer: Customer): boolean {
    return customer.device === 'ASSINATURA_ELETRONICA';
  }

  isLocked(customer: Customer, consentId: string | undefined): boolean {
    return this.lockOf(customer, consentId) !== undefined;
  }

  /** The 423 a locked device answers: the customer's signature while blocked, an SMS or QR device for that consent. */
  private lockOf(customer: Customer, consentId: string | undefined): Answer | undefined {
    if (this.signsWithSignature(customer)) {
      const left = (this.signatureFailures.get(customer.cpf)?.blockedUntil ?? 0) - this.now();
      return left > 0 ? error(423, signatureBlocked(Math.ceil(left / MINUTE))) : undefined;
    }
    return (this.failures.get(this.attemptsKey(customer, consentId)) ?? 0) >= MAX_ATTEMPTS ? error(423, ERRORS.locked) : undefined;
  }

  /**
   * Counts a refused credential: 422 with its message, 423 from the attempt that locks the device.
   * A signature's third wrong one in a row blocks it for SIGNATURE_BLOCK_MS, and the count starts
   * again after that; an SMS or QR device stays locked for that consent.
   */
  private wrongAttempt(customer: Customer, consentId: string | undefined, message: string): Answer {
    if (this.signsWithSignature(customer)) {
      const count = (this.signatureFailures.get(customer.cpf)?.count ?? 0) + 1;
      if (count < MAX_ATTEMPTS) {
        this.signatureFailures.set(customer.cpf, { count, blockedUntil: 0 });
        return error(422, message);
      }
      this.signatureFailures.set(customer.cpf, { count: 0, blockedUntil: this.now() + SIGNATURE_BLOCK_MS });
      return error(423, signatureBlocked(SIGNATURE_BLOCK_MS / MINUTE));
    }
    const key = this.attemptsKey(customer, consentId);
    const count = (this.failures.get(key) ?? 0) + 1;
    this.failures.set(key, count);
    return count >= MAX_ATTEMPTS ? error(423, ERRORS.locked) : error(422, message);
  }

  /**
   * Whether one more SMS may go out: at most SMS_SENDS_PER_CONSENT for the consent on screen and
   * smsPerCustomerHour for the customer in the last hour. Only sends that went out count.
   */
  private smsBound(customer: Customer, consentId: string | undefined): Answer | undefined {
    if ((this.smsSendsByConsent.get(this.attemptsKey(customer, consentId)) ?? 0) >= SMS_SENDS_PER_CONSENT) return error(429, ERRORS.smsConsentLimit);
    const since = this.now() - HOUR;
    const recent = (this.smsSendTimes.get(customer.cpf) ?? []).filter((at) => at > since);
    this.smsSendTimes.set(customer.cpf, recent);
    return recent.length >= this.smsPerCustomerHour ? error(429, ERRORS.smsCustomerLimit) : undefined;
  }

  private countSmsSend(customer: Customer, consentId: string | undefined): void {
    const key = this.attemptsKey(customer, consentId);
    this.smsSendsByConsent.set(key, (this.smsSendsByConsent.get(key) ?? 0) + 1);
    this.smsSendTimes.set(customer.cpf, [...(this.smsSendTimes.get(customer.cpf) ?? []), this.now()]);
  }

  /** The bank's back office lifting a customer's signature block (and her count), as a real bank's service desk does after checking who calls. */
  liftSignatureBlock(customer: Customer): void {
    this.signatureFailures.delete(customer.cpf);
  }

  /** A new code for the customer, bound to the consent on screen; it replaces any earlier code. */
  sendSms(customer: Customer, consentId?: string): SmsMessage {
    const message: SmsMessage = { code: sixDigitCode(), cpf: customer.cpf, consentId, sentAt: this.now(), used: false };
    this.sms.unshift(message); // newest first: only the newest of a customer is ever accepted
    return message;
  }

  clearSms(): void {
    this.sms.length = 0;
  }

  private security(call: CallName, customer: Customer, consent: StoredConsent | undefined, body: unknown, headers: Record<string, unknown>): Answer {
    switch (call) {
      case 'device':
        return { status: 200, body: { tipo: customer.device } satisfies SecurityDeviceAnswer };
      case 'sendSms': {
        if (customer.device !== 'TOKEN_SMS') return error(403, ERRORS.smsNotDevice);
        const refused = this.lockOf(customer, consent?.id) ?? this.smsBound(customer, consent?.id);
        if (refused) return refused;
        this.countSmsSend(customer, consent?.id);
        this.sendSms(customer, consent?.id);
        return { status: 200, body: {} };
      }
      case 'validateSignature': {
        if (!this.signsWithSignature(customer)) return error(403, ERRORS.otherDevice);
        const locked = this.lockOf(customer, consent?.id);
        if (locked) return locked;
        const given = isObject(body) ? body.assinaturaEletronica : undefined;
        if (customer.signature === undefined || given !== customer.signature) return this.wrongAttempt(customer, consent?.id, ERRORS.signature);
        this.signatureFailures.delete(customer.cpf);
        return { status: 200, body: {} };
      }
      case 'qrCode':
        return this.qrCode(customer, consent, body, headers);
      default:
        return error(400, ERRORS.badRequest);
    }
  }

  private qrCode(customer: Customer, consent: StoredConsent | undefined, body: unknown, headers: Record<string, unknown>): Answer {
    if (credentialFieldOf(customer) !== 'unitoken') return error(403, ERRORS.otherDevice);
    const header = headers.tokenqrcode ?? headers.tokenQRCode;
    if (typeof header !== 'string' || !/^[^-\s]+-[^-\s]+$/.test(header)) return error(400, ERRORS.qrHeader);
    const [institution = '', user = ''] = header.split('-');
    if (user !== customer.cpf || !this.institutionsOf(customer, consent).has(institution)) return error(403, ERRORS.qrDocuments);
    if (!isObject(body)) return error(400, ERRORS.badRequest);
    if (!consent) return error(422, ERRORS.qrNoConsent);
    const known = nonEmpty(body.hash) ? this.qr.get(body.hash) : undefined;
    // A hash of another customer or of another consent is not this screen's transaction: open a new one.
    let tx = known && known.cpf === customer.cpf && known.consentId === consent.id ? known : undefined;
    if (!tx) {
      // The browser's `transacao` is not read: what the app shows comes from the bank's record. An
      // enrolment's terms are the customer's choice, so they come with the call (`vinculo`), are
      // checked with the bank's own rules and frozen with the transaction.
      const enrolment = consent.envelope.consentimentoVinculoDispositivo;
      let frozen: FrozenEnrolmentTerms | null = null;
      if (enrolment) {
        const problem = enrolmentBodyProblem(body.vinculo, enrolment, accountsOf(consent), this.now());
        if (problem) return error(422, problem);
        frozen = enrolmentTermsIn(body.vinculo as Record<string, unknown>);
      }
      tx = this.createQr(customer, consent, frozen);
    }
    const answer: QrAnswer =
      tx.status === 'PENDENTE'
        ? { status: 'PENDENTE', hash: tx.hash, challenge: tx.challenge }
        : tx.status === 'AUTORIZADO'
          ? { status: 'AUTORIZADO', hash: tx.hash }
          : { status: 'RECUSADO' };
    return { status: 200, body: answer };
  }

  /**
   * Institution documents the customer may name in tokenQRCode: her own CPF (a personal account is
   * its own holder), the bank's CNPJ, or the company of the consent on screen (businessEntity, an
   * enrolment's cnpj).
   */
  private institutionsOf(customer: Customer, consent: StoredConsent | undefined): Set<string> {
    const docs = new Set([customer.cpf, BANK.cnpj]);
    const payment = consent?.envelope.consentimentoPagamentoDTO ?? consent?.envelope.consentimentoRecorrenteDTO;
    const company = payment?.consentimento.businessEntity?.document.identification ?? consent?.envelope.consentimentoVinculoDispositivo?.dados.cnpj;
    if (company) docs.add(company.replace(/[^0-9A-Za-z]/g, ''));
    return docs;
  }

  /** A pending QR transaction for the consent, its terms from the bank's record (and an enrolment's frozen ones). */
  createQr(customer: Customer, consent: StoredConsent, enrolmentTerms: FrozenEnrolmentTerms | null = null): QrTransaction {
    const tx: QrTransaction = {
      hash: randomHex(16),
      challenge: randomHex(8),
      cpf: customer.cpf,
      consentId: consent.id,
      status: 'PENDENTE',
      terms: qrTermsOf(consent.envelope, consent.customer.accounts, enrolmentTerms),
      enrolmentTerms,
      createdAt: this.now(),
      used: false,
    };
    this.qr.set(tx.hash, tx);
    return tx;
  }

  /**
   * The customer's answer in the bank's app to one of her pending QR transactions: `cpf` is the
   * customer logged into the app (the server's app session), and only her own transactions answer.
   */
  answerQr(hash: string, approve: boolean, cpf: string): QrTransaction | undefined {
    const tx = this.qr.get(hash);
    if (!tx || tx.status !== 'PENDENTE' || tx.cpf !== cpf) return undefined;
    tx.status = approve ? 'AUTORIZADO' : 'RECUSADO';
    return tx;
  }

  /** Pending QR transactions, newest first: all of them (the test API), or one customer's (her app). */
  pendingQr(cpf?: string): QrTransaction[] {
    return [...this.qr.values()].filter((t) => t.status === 'PENDENTE' && (cpf === undefined || t.cpf === cpf)).sort((a, b) => b.createdAt - a.createdAt);
  }

  addPreauth(body: unknown): Answer {
    if (!isObject(body) || !nonEmpty(body.consentId)) return error(400, ERRORS.badRequest);
    this.preauth.push({ ...(body as unknown as PreauthRecord), receivedAt: new Date(this.now()).toISOString() });
    return { status: 200, body: {} };
  }
}

