/**
 * The BFF contract (SPEC §3 and §7, INTERFACE §4). The portal and the simulated bank both import
 * these types, so the two cannot drift apart silently.
 */

export type ConsentKind = 'PAGAMENTO' | 'DADOS' | 'RECORRENTE' | 'SWEEPING' | 'AUTOMATICO' | 'VINCULO';

export const CONSENT_KINDS: readonly ConsentKind[] = ['PAGAMENTO', 'DADOS', 'RECORRENTE', 'SWEEPING', 'AUTOMATICO', 'VINCULO'];

/** Which envelope member carries each kind (INTERFACE §4). */
export const ENVELOPE_MEMBER = {
  PAGAMENTO: 'consentimentoPagamentoDTO',
  DADOS: 'consentimentoDadosDTO',
  RECORRENTE: 'consentimentoRecorrenteDTO',
  SWEEPING: 'consentimentoPagamentoSweeping',
  AUTOMATICO: 'consentimentoPagamentoAutomatico',
  VINCULO: 'consentimentoVinculoDispositivo',
} as const satisfies Record<ConsentKind, string>;

export interface DocumentRef {
  identification: string;
  rel: string;
}

export interface Iniciadora {
  urlLogoIniciadora?: string;
  urlRedirecionamento?: string;
  pendente?: boolean;
}

// ---- Payment (PAGAMENTO) -------------------------------------------------------------------------

export interface PaymentSchedule {
  single?: { date: string };
  custom?: { additionalInformation?: string; dates: string[] };
  daily?: { quantity: number; startDate: string };
  weekly?: { dayOfWeek: string; quantity: number; startDate: string };
  monthly?: { dayOfMonth: number; quantity: number; startDate: string };
}

export interface AccountRef {
  ispb?: string;
  issuer?: string;
  number?: string;
  accountType?: string;
}

export interface Payment {
  amount: string;
  currency: string;
  date?: string;
  type: string;
  schedule?: PaymentSchedule;
  details?: {
    localInstrument?: string;
    qrCode?: string;
    proxy?: string;
    creditorAccount?: AccountRef;
  };
}

export interface PaymentConsent {
  businessEntity?: { document: DocumentRef };
  consentId: string;
  creationDateTime: string;
  creditor: { cpfCnpj: string; name: string; personType?: string };
  customerFriendlyLogoUri?: string;
  debtorAccount?: AccountRef;
  expirationDateTime?: string;
  loggedUser?: { document: DocumentRef };
  organisationId?: string;
  organisationName?: string;
  revocation?: {
    loggedUser?: { document: DocumentRef };
    revokedBy?: string;
    reason?: { code?: string; additionalInformation?: string };
  };
  payment: Payment;
  status: string;
  statusUpdateDateTime?: string;
}

/** The payment request: loaded in the envelope and sent back, completed, to authorise or reject. */
export interface PaymentRequest {
  autenticacaoEletronica?: string;
  canal?: number;
  codTransacao?: number;
  consentimento: PaymentConsent;
  tokenSMS?: string;
  unitoken?: string;
  usarChequeEspecial?: boolean;
  duplaAssinatura?: boolean;
  insufficientFunds?: boolean;
  errorMessage?: string;
  iniciadora?: Iniciadora;
}

// ---- Recurring Pix (RECORRENTE) ------------------------------------------------------------------

export interface RecurringConsent {
  valor: string;
  frequencia: string;
  primeiroPagamento: string;
  recebedor: { nomeRecebedor: string; cpf: string; instituicao: string; chavePix?: string };
  dadosAgendamento: {
    dataInicio: string;
    dataEncerramento?: string;
    numeroPagamentos?: number;
    pagarCom: string;
    formaPagamento: string;
    descricao?: string;
  };
  consentimento: PaymentConsent;
  duplaAssinatura?: boolean;
  iniciadora?: Iniciadora;
}

// ---- Data sharing (DADOS) ------------------------------------------------------------------------

export interface RequestedDataGroup {
  dados: string[];
  descricao: string;
  nome: string;
  nomeCategoria: string;
  informacoesAdicionais?: { titulo: string; dados: string[] };
}

export interface CreditModality {
  codigo: string;
  descricao: string;
  nomeSucinto: string;
}

export interface ProductGroup {
  nome: string;
  modalidade: CreditModality[];
}

export interface SharingData {
  cpfCnpj: string;
  dadosCompartilhamento: {
    dadosSolicitados: RequestedDataGroup[];
    data: string;
    dataExpiracaoCompartilhamento?: string;
    prazo: string;
  };
  dataExpiracao: string;
  duplaAssinatura?: boolean;
  id: string;
  instituicao: { cnpj: string; icone: string; nome: string };
  mensagem?: { descricao: string; titulo: string };
  nome: string;
  produtos?: ProductGroup[];
  quantidadeUsuariosConta: number;
  status: string;
  textoOperacaoCreditoInvestimento?: string;
}

export interface SharingConsent {
  dados: SharingData;
  iniciadora?: Iniciadora;
}

export interface SharePayload {
  autenticacaoEletronica?: string;
  compartilhamentoId: string;
  consentimentoId: string;
  produtos: { modalidades: { codigo: string; descricao: string }[]; nome: string }[];
  teclas?: string;
  tokenSMS?: string;
  unitoken?: string;
}

// ---- Sweeping (SWEEPING) -------------------------------------------------------------------------

export interface SweepingData {
  instituicao: { nome: string; cnpj: string; icone?: string; id?: string };
  id: string;
  dataInicio: string;
  horaLimite: string;
  nome: string;
  cpf: string;
  recurringConsentId: string;
  contaPagadora: { nome: string; contaCorrente: string; agencia: string; formaPagamento: string; tipoConta?: string };
  contaRecebedora?: { nome: string; contaCorrente: string; agencia: string };
  dadosVinculo: {
    descricao: string;
    gatilhos?: string[];
    dataEncerramento?: string;
    idVinculo: string;
    limiteVinculo: string;
    limiteTransacao: string;
  };
  creationDateTime: string;
  creditorCpfCnpj?: string;
  loggedUserDocIdentification?: string;
}

export interface SweepingConsent {
  dados: SweepingData;
  iniciadora?: Iniciadora;
}

// ---- Automatic Pix (AUTOMATICO) ------------------------------------------------------------------

export interface AutomaticData {
  consentId: string;
  status: string;
  apiVersion?: string;
  startDateTime: string;
  statusUpdateDateTime?: string;
  creationDateTime: string;
  expirationDateTime?: string;
  amount?: string;
  initiatorBy: string;
  frequency: string;
  firstPaymentDate: string;
  horaLimite: string;
  creditor: { name: string; document: string };
  schedule: {
    startDate: string;
    endDate?: string;
    quantity?: number;
    paymentDescription?: string;
    paymentType: string;
    contractId: string;
    maximumVariableAmount: string;
  };
  firstPayment?: { date: string; amount: string; remittanceInformation?: string };
  isRetryAccepted?: boolean;
  /**
   * The account that pays (Open Finance automatic-payments' recurring consent `debtorAccount`):
   * beyond SPEC's list, shown when the bank sends it (docs/decisions/065).
   */
  debtorAccount?: AccountRef;
}

export interface AutomaticConsent {
  dados: AutomaticData;
  iniciadora?: Iniciadora;
}

/** Sent to authorise or cancel sweeping and automatic consents (`BFF_PATHS.authorisationStatus`). */
export interface AuthorisationStatusBody {
  autenticacaoEletronica?: string;
  biometriaFacial?: string;
  hashDispositivo?: string;
  hashTransacao?: string;
  teclas?: string;
  tokenSMS?: string;
  unitoken?: string;
}

// ---- Device enrolment (VINCULO, INTERFACE §6.2) -------------------------------------------------

/** The Enrollments API status while the customer is at the bank; any other is already decided. */
export const ENROLMENT_AWAITING = 'AWAITING_ACCOUNT_HOLDER_VALIDATION';

export interface EnrolmentAccount {
  id: string;
  tipoConta: string;
  agencia: string;
  numero: string;
}

export interface EnrolmentData {
  enrollmentId: string;
  status: string;
  nomeDispositivo: string;
  nome: string;
  cpf: string;
  cnpj?: string | null;
  creationDateTime: string;
  expirationDateTime: string;
  /** Absent: the customer chooses the account (INTERFACE §6.1). */
  conta?: EnrolmentAccount | null;
  /** Amounts as the bank writes them ('500.00'); absent or null: the defaults of INTERFACE §6.2. */
  limiteTransacao?: string | null;
  limiteDiario?: string | null;
  /** 'YYYY-MM-DD'; null: indeterminate. */
  validade?: string | null;
}

export interface EnrolmentConsent {
  dados: EnrolmentData;
  iniciadora: Iniciadora & { nome: string; cnpj?: string };
}

/** What the customer chose on the enrolment screen: the limits and the validity (INTERFACE §6.2). */
export interface EnrolmentTerms {
  limiteTransacao: string;
  limiteDiario: string | null;
  validade: string | null;
}

/**
 * What 'Confirmar' freezes for each kind beside the account: the body its authorisation sends (a
 * share's payload, an enrolment's terms); `object` for a kind with none (src/kinds/kindModule.ts).
 */
export interface TermsOfKind {
  readonly PAGAMENTO: object;
  readonly DADOS: SharePayload;
  readonly RECORRENTE: object;
  readonly SWEEPING: object;
  readonly AUTOMATICO: object;
  readonly VINCULO: EnrolmentTerms;
}

/** The body of `PATCH /canais/v1/vinculos/{enrollmentId}/status/AUTORIZADO` (INTERFACE §6.2). */
export interface EnrolmentAuthorisation extends EnrolmentTerms {
  conta: { id: string };
  tokenSMS?: string;
  autenticacaoEletronica?: string;
  unitoken?: string;
  canal: number;
}

// ---- Envelope ------------------------------------------------------------------------------------

export interface ConsentEnvelope {
  tipo: ConsentKind;
  consentimentoPagamentoDTO?: PaymentRequest;
  consentimentoDadosDTO?: SharingConsent;
  consentimentoRecorrenteDTO?: RecurringConsent;
  consentimentoPagamentoSweeping?: SweepingConsent;
  consentimentoPagamentoAutomatico?: AutomaticConsent;
  consentimentoVinculoDispositivo?: EnrolmentConsent;
}

/** The envelope once checked: exactly the member that matches `tipo`. */
export type LoadedConsent =
  | { kind: 'PAGAMENTO'; data: PaymentRequest }
  | { kind: 'DADOS'; data: SharingConsent }
  | { kind: 'RECORRENTE'; data: RecurringConsent }
  | { kind: 'SWEEPING'; data: SweepingConsent }
  | { kind: 'AUTOMATICO'; data: AutomaticConsent }
  | { kind: 'VINCULO'; data: EnrolmentConsent };

// ---- Other answers -------------------------------------------------------------------------------

export interface ErrorBody {
  message: string;
  details?: { message: string }[];
}

export interface RedirectInfo {
  urlRedirecionamento?: string;
  urlLogoIniciadora?: string;
}

export interface ShareAnswer {
  urlRedirect?: string;
}

export type SecurityDeviceType = 'TOKEN_SMS' | 'ASSINATURA_ELETRONICA' | (string & {});

export interface SecurityDeviceAnswer {
  tipo: SecurityDeviceType;
}

export interface QrRequest {
  transacao: { codTransacao: number; data: string; descricao: string; valor: string };
  hash: string;
  /**
   * An enrolment's terms as confirmed on the screen (our addition to SPEC §7, docs/decisions/064):
   * the bank freezes them with the code, shows them in its app, and refuses an AUTORIZADO with others.
   */
  vinculo?: EnrolmentTerms & { conta: { id: string } };
}

export interface QrAnswer {
  status: 'PENDENTE' | 'AUTORIZADO' | (string & {});
  hash?: string;
  challenge?: string;
}

/**
 * One of the customer's accounts, as the bank lists them for a consent that lets her choose the
 * paying account (INTERFACE §6.1). `motivo` says why an unavailable one cannot pay.
 */
export interface BankAccount {
  id: string;
  tipoConta: string;
  agencia: string;
  numero: string;
  ispb: string;
  disponivel: boolean;
  motivo?: string;
}

/** `GET /canais/v1/contas?consentId=` (INTERFACE §6.1). */
export interface AccountsAnswer {
  contas: BankAccount[];
}

export interface PreauthRecord {
  consentId: string;
  uriAuthorizationEndpoint: string;
  osVersion: string;
  os: string;
  type: 'AWAITING_USER_AUTH';
  step: 'REDIRECT_TARGET';
  completeURL: string;
}

export type DecisionStatus = 'AUTORIZADO' | 'REJEITADO';
/** A sweeping or automatic consent's decision (`BFF_PATHS.authorisationStatus`). */
export type AuthorisationStatusDecision = 'AUTORIZADO' | 'CANCELADO';

/** Transaction codes (SPEC §9): 243 authorises future payments with no amount of their own, within limits. */
export const TRANSACTION_CODE = { PIX: 169, SHARING: 196, WITHIN_LIMITS: 243 } as const;

/** BFF paths (SPEC §7, INTERFACE §4), relative to `bffBaseUrl`. */
export const BFF_PATHS = {
  preauth: () => '/openfinance/aspsp/v1/pcm/preauth',
  consent: (consentId: string) => `/canais/v1/consentimento/${encodeURIComponent(consentId)}`,
  paymentStatus: (consentId: string, status: DecisionStatus) =>
    `/canais/v1/consentimento/${encodeURIComponent(consentId)}/status/${status}`,
  share: () => '/canais/v1/compartilhamentos',
  shareReject: (id: string) => `/canais/v1/compartilhamentos/${encodeURIComponent(id)}/status/REJEITADO`,
  authorisationStatus: (consentId: string, status: AuthorisationStatusDecision) =>
    `/openfinance/automatico/v1/consentimentos-autorizacoes/${encodeURIComponent(consentId)}/status/${status}`,
  rejected: (consentId: string) => `/openfinance/v1/consentimentos/${encodeURIComponent(consentId)}/rejected?toggle=false`,
  consentV3: (consentId: string) => `/openfinance/v3/consentimentos/${encodeURIComponent(consentId)}`,
  securityDevice: () => '/canais/v1/seguranca/dispositivo-seguranca',
  sendSms: () => '/canais/v1/seguranca/enviar-token-sms',
  validateSignature: () => '/canais/v1/seguranca/dispositivo-seguranca/assinatura-eletronica/validar',
  qrCode: () => '/canais/v1/unitoken-transparente/qr-code',
  accounts: (consentId: string) => `/canais/v1/contas?consentId=${encodeURIComponent(consentId)}`,
  enrolmentStatus: (enrollmentId: string, status: DecisionStatus) =>
    `/canais/v1/vinculos/${encodeURIComponent(enrollmentId)}/status/${status}`,
  authorisations: () => '/canais/v1/autorizacoes',
  authorisation: (id: string) => `/canais/v1/autorizacoes/${encodeURIComponent(id)}`,
  authorisationRevoke: (id: string) => `/canais/v1/autorizacoes/${encodeURIComponent(id)}/status/REVOGADO`,
} as const;

/** An authorisation's state at the bank (INTERFACE §7.2). */
export type AuthorisationStatus = 'ATIVO' | 'REVOGADO' | 'EXPIRADO' | 'CONSUMIDO';

/** One line of `GET /canais/v1/autorizacoes` (INTERFACE §7.2), exactly its shape. */
export interface AuthorisationItem {
  id: string;
  tipo: ConsentKind;
  status: AuthorisationStatus;
  instituicao: { nome: string; cnpj: string; urlLogo?: string };
  criadoEm: string;
  /** null: no end ('Indeterminado'). */
  expiraEm: string | null;
  revogavel: boolean;
  editavel: boolean;
}

export interface AuthorisationsAnswer {
  autorizacoes: AuthorisationItem[];
}

/** `GET /canais/v1/autorizacoes/{id}`: the envelope of INTERFACE §4 (§6.2 for VINCULO) with the item's state on top. */
export type AuthorisationDetail = ConsentEnvelope & Pick<AuthorisationItem, 'status' | 'revogavel' | 'editavel'>;

/** The only reason a customer's revocation carries (INTERFACE §7.2). */
export const REVOKE_REASON = 'REVOGADO_USUARIO';

/** The body of `PATCH /canais/v1/autorizacoes/{id}/status/REVOGADO`. */
export interface RevokeBody {
  motivo: typeof REVOKE_REASON;
}

/** The body of `PATCH /canais/v1/autorizacoes/{id}`: a Pix Automático's new maximum amount, two decimals (§6.2's rule). */
export interface LimitChangeBody {
  valorMaximo: string;
}

/** Each kind's data, by kind: for screens and handlers keyed by `ConsentKind`. */
export interface ConsentDataByKind {
  PAGAMENTO: PaymentRequest;
  DADOS: SharingConsent;
  RECORRENTE: RecurringConsent;
  SWEEPING: SweepingConsent;
  AUTOMATICO: AutomaticConsent;
  VINCULO: EnrolmentConsent;
}
