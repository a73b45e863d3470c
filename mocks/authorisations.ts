/**
 * The customer's authorisations at the bank (INTERFACE §7; docs/simulated-bank.md "The customer's
 * authorisations"): what each customer authorised through the portal, plus seeded examples of every
 * kind and status, with the calls of INTERFACE §7.2 and the bank's rules over them (only the
 * customer's own items, the scheduled Pix's deadline, decided once, the maximum amount's shape).
 *
 * No HTTP here: each call returns the status and body the BFF answers. Every check-and-set runs
 * synchronously after the one `await` (a forced fault's wait), so two parallel revocations of one
 * item cannot both win.
 */
import {
  ENVELOPE_MEMBER,
  REVOKE_REASON,
  type AccountRef,
  type AuthorisationDetail,
  type AuthorisationItem,
  type AuthorisationsAnswer,
  type AuthorisationStatus,
  type ConsentEnvelope,
  type ConsentKind,
  type ErrorBody,
  type PaymentRequest,
} from '../src/api/contract';
import { CUSTOMERS, CUSTOMER_KEYS, findCustomerByCpf, maskCpf, type Customer } from './customers';
import { BANK_AMOUNT, enrolment } from './enrolment';
import { INITIATOR, automatic, pixPayment, recurring, sharing, sweeping, type FixtureContext } from './fixtures';
import { MINUTE, dateBrasilia, dateBrasiliaPlusMonths } from './util';

export type { AuthorisationDetail, AuthorisationItem, AuthorisationsAnswer, AuthorisationStatus } from '../src/api/contract';
export { REVOKE_REASON } from '../src/api/contract';

/** Who revoked and when: the logged customer (her CPF), on the bank's clock. */
export interface Revocation {
  by: string;
  at: number;
  reason: string;
}

/** A change of a Pix Automático's maximum amount: who, when, from and to. */
export interface AmountChange {
  by: string;
  at: number;
  from: string;
  to: string;
}

export interface StoredAuthorisation {
  id: string;
  /** The owner's CPF: only she sees or changes it. */
  cpf: string;
  tipo: ConsentKind;
  /** The kind's data as it was authorised (the customer's choices applied), without the way back. */
  envelope: ConsentEnvelope;
  instituicao: AuthorisationItem['instituicao'];
  createdAt: number;
  /** When it stops (exclusive, ms); null for no end. A scheduled Pix's is the end of its date. */
  endsAt: number | null;
  /** A scheduled Pix's date (YYYY-MM-DD in Brasília): revocable until the day before ends. */
  paymentDate?: string;
  /** ATIVO moves on with the clock (EXPIRADO, or CONSUMIDO for a scheduled Pix) when read. */
  status: AuthorisationStatus;
  statusAt: number;
  /** Whether the bank lets the customer change its maximum amount (a Pix Automático's, while ATIVO). */
  editable: boolean;
  origin: 'portal' | 'seed';
  revocation?: Revocation;
  changes: AmountChange[];
}

/** The calls, as named in the forced faults. */
export type AuthorisationCall = 'list' | 'detail' | 'revoke' | 'edit';
export const AUTHORISATION_CALLS: readonly AuthorisationCall[] = ['list', 'detail', 'revoke', 'edit'];

/**
 * A failure forced on one customer's calls (the test API's flag), answered before the rules: a
 * status with a message (423, 500, ...), or no answer at all (the connection is closed), after an
 * optional wait of the bank's SLOW_MS. `id` narrows it to one item; `once` spends it on first use.
 */
export interface AuthorisationFault {
  cpf: string;
  call: AuthorisationCall;
  status?: number;
  message?: string;
  noAnswer?: boolean;
  slow?: boolean;
  once?: boolean;
  id?: string;
}

export interface BookAnswer {
  status: number;
  body?: unknown;
  /** Close the connection without answering (a forced fault). */
  noAnswer?: true;
}

export const AUTHORISATION_ERRORS = {
  notFound: 'Autorização não encontrada.',
  revoked: 'Esta autorização já foi revogada.',
  expired: 'Esta autorização expirou.',
  consumed: 'Esta autorização já foi concluída.',
  scheduledDeadline:
    'Este Pix agendado não pode mais ser cancelado: o cancelamento é possível até as 23:59 do dia anterior à data do pagamento.',
  reason: `Motivo de revogação inválido: use '${REVOKE_REASON}'.`,
  notEditable: 'Esta autorização não permite alterar o valor máximo.',
  amount: 'Valor máximo inválido: informe um valor maior que zero, com duas casas decimais.',
  locked: 'Conta bloqueada para movimentação. Procure sua cooperativa.',
  failed: 'Não foi possível concluir a operação. Tente novamente em alguns minutos.',
} as const;

const NOT_ACTIVE: Record<Exclude<AuthorisationStatus, 'ATIVO'>, string> = {
  REVOGADO: AUTHORISATION_ERRORS.revoked,
  EXPIRADO: AUTHORISATION_ERRORS.expired,
  CONSUMIDO: AUTHORISATION_ERRORS.consumed,
};

const DAY = 24 * 60 * MINUTE;
const error = (status: number, message: string): BookAnswer => ({ status, body: { message } satisfies ErrorBody });
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** Midnight at the start of a date in Brasília (UTC-03:00 all year since 2019), in ms. */
export const startOfDayBrasilia = (date: string): number => Date.parse(`${date}T00:00:00-03:00`);
const endOfDay = (date: string | null | undefined): number | null => (date ? startOfDayBrasilia(date) + DAY : null);
/** ISO 8601 in UTC to the second, as INTERFACE §7.2 writes it ('2026-10-01T12:00:00Z'). */
export const isoUtc = (ms: number): string => new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');

/** The date of a scheduled Pix: its single date, or a custom schedule's first one. */
function paymentDateOf(payment: PaymentRequest): string | undefined {
  const schedule = payment.consentimento.payment.schedule;
  if (!schedule) return undefined;
  return schedule.single?.date ?? [...(schedule.custom?.dates ?? [])].sort()[0] ?? schedule.daily?.startDate ?? schedule.weekly?.startDate ?? schedule.monthly?.startDate;
}

/** Whom the customer authorised, as the list names it: the institution of a sharing or sweeping link, else the initiator. */
function institutionOf(envelope: ConsentEnvelope): AuthorisationItem['instituicao'] {
  const withLogo = (nome: string, cnpj: string | undefined, urlLogo: string | undefined) => ({ nome, cnpj: cnpj ?? '', ...(nonEmpty(urlLogo) ? { urlLogo } : {}) });
  const payment = envelope.consentimentoPagamentoDTO ?? envelope.consentimentoRecorrenteDTO;
  if (payment) {
    const c = payment.consentimento;
    return withLogo(c.organisationName ?? INITIATOR.name, INITIATOR.cnpj, c.customerFriendlyLogoUri ?? payment.iniciadora?.urlLogoIniciadora);
  }
  const shared = envelope.consentimentoDadosDTO?.dados.instituicao ?? envelope.consentimentoPagamentoSweeping?.dados.instituicao;
  if (shared) return withLogo(shared.nome, shared.cnpj, shared.icone);
  const automaticPix = envelope.consentimentoPagamentoAutomatico;
  if (automaticPix) return withLogo(automaticPix.dados.initiatorBy, INITIATOR.cnpj, automaticPix.iniciadora?.urlLogoIniciadora);
  const device = envelope.consentimentoVinculoDispositivo;
  if (device) return withLogo(device.iniciadora.nome, device.iniciadora.cnpj ?? INITIATOR.cnpj, device.iniciadora.urlLogoIniciadora);
  return { nome: INITIATOR.name, cnpj: INITIATOR.cnpj };
}

/** When the authorisation stops, from the kind's own end date (the end of that day in Brasília); null for none. */
function endOf(envelope: ConsentEnvelope, paymentDate: string | undefined): number | null {
  switch (envelope.tipo) {
    case 'PAGAMENTO':
      return endOfDay(paymentDate);
    case 'DADOS':
      return endOfDay(envelope.consentimentoDadosDTO?.dados.dadosCompartilhamento.dataExpiracaoCompartilhamento);
    case 'RECORRENTE':
      return endOfDay(envelope.consentimentoRecorrenteDTO?.dadosAgendamento.dataEncerramento);
    case 'SWEEPING':
      return endOfDay(envelope.consentimentoPagamentoSweeping?.dados.dadosVinculo.dataEncerramento);
    case 'AUTOMATICO':
      return endOfDay(envelope.consentimentoPagamentoAutomatico?.dados.schedule.endDate);
    case 'VINCULO':
      return endOfDay(envelope.consentimentoVinculoDispositivo?.dados.validade);
  }
}

/** The member of the envelope, loosely typed, for the few edits every kind shares. */
const memberOf = (envelope: ConsentEnvelope) => envelope[ENVELOPE_MEMBER[envelope.tipo]] as unknown as Record<string, Record<string, unknown> | undefined> | undefined;

/**
 * The kind's data as the bank keeps it once authorised: the decision's statuses, and no way back
 * to the initiator (the detail starts no journey, so it names no URL to go to).
 */
function asAuthorised(source: ConsentEnvelope): ConsentEnvelope {
  const envelope = structuredClone(source);
  delete memberOf(envelope)?.iniciadora?.urlRedirecionamento;
  const payment = envelope.consentimentoPagamentoDTO ?? envelope.consentimentoRecorrenteDTO;
  if (payment) payment.consentimento.status = 'AUTHORISED';
  if (envelope.consentimentoPagamentoAutomatico) envelope.consentimentoPagamentoAutomatico.dados.status = 'AUTHORISED';
  if (envelope.consentimentoVinculoDispositivo) envelope.consentimentoVinculoDispositivo.dados.status = 'AUTHORISED';
  if (envelope.consentimentoDadosDTO) envelope.consentimentoDadosDTO.dados.status = 'Autorizado';
  return envelope;
}

/**
 * What the customer chose on the screen, from the body of the authorisation the bank accepted: a
 * payment's paying account, an enrolment's limits, validity and account, a sharing's products.
 */
function applyChoices(envelope: ConsentEnvelope, customer: Customer, body: unknown): void {
  if (!isObject(body)) return;
  const payment = envelope.consentimentoPagamentoDTO;
  if (payment && !payment.consentimento.debtorAccount && isObject(body.consentimento) && isObject(body.consentimento.debtorAccount)) {
    payment.consentimento.debtorAccount = body.consentimento.debtorAccount as AccountRef;
  }
  const device = envelope.consentimentoVinculoDispositivo;
  if (device) {
    if (typeof body.limiteTransacao === 'string') device.dados.limiteTransacao = body.limiteTransacao;
    if (body.limiteDiario === null || typeof body.limiteDiario === 'string') device.dados.limiteDiario = body.limiteDiario;
    if (body.validade === null || typeof body.validade === 'string') device.dados.validade = body.validade;
    const contaId = isObject(body.conta) ? body.conta.id : undefined;
    const chosen = contaId === undefined ? undefined : customer.accounts.find((a) => a.id === contaId);
    if (chosen) device.dados.conta = { id: chosen.id, tipoConta: chosen.tipoConta, agencia: chosen.agencia, numero: chosen.numero };
  }
  const shared = envelope.consentimentoDadosDTO?.dados;
  if (shared?.produtos && Array.isArray(body.produtos)) {
    const chosen = new Map<unknown, Set<unknown>>();
    for (const group of body.produtos.filter(isObject)) {
      chosen.set(group.nome, new Set((Array.isArray(group.modalidades) ? group.modalidades : []).filter(isObject).map((m) => m.codigo)));
    }
    shared.produtos = shared.produtos
      .map((group) => ({ ...group, modalidade: group.modalidade.filter((m) => chosen.get(group.nome)?.has(m.codigo)) }))
      .filter((group) => group.modalidade.length > 0);
  }
}

/** A stored authorisation from the kind's data; undefined for what is no lasting authorisation (an immediate payment). */
function fromEnvelope(
  id: string,
  customer: Customer,
  envelope: ConsentEnvelope,
  createdAt: number,
  origin: StoredAuthorisation['origin'],
  editable: boolean,
): StoredAuthorisation | undefined {
  const payment = envelope.consentimentoPagamentoDTO;
  const paymentDate = payment ? paymentDateOf(payment) : undefined;
  if (envelope.tipo === 'PAGAMENTO' && !paymentDate) return undefined;
  return {
    id,
    cpf: customer.cpf,
    tipo: envelope.tipo,
    envelope,
    instituicao: institutionOf(envelope),
    createdAt,
    endsAt: endOf(envelope, paymentDate),
    ...(paymentDate ? { paymentDate } : {}),
    status: 'ATIVO',
    statusAt: createdAt,
    editable: envelope.tipo === 'AUTOMATICO' && editable,
    origin,
    changes: [],
  };
}

// ---- Seeds ---------------------------------------------------------------------------------------

interface Seed {
  slug: string;
  /** Days before the bank's start at which it was authorised. */
  daysAgo: number;
  build: (ctx: FixtureContext, start: number) => ConsentEnvelope;
  /** Revoked by the customer this many days before the start. */
  revokedDaysAgo?: number;
  /** Finished before the start (a recurring Pix whose payments were all made). */
  consumed?: true;
  /** No logo anywhere (the list item has no `urlLogo`). */
  noLogo?: true;
  /** A Pix Automático whose maximum the bank does not let the customer change. */
  fixed?: true;
}

const scheduledPix = (daysFromStart: number) => (ctx: FixtureContext, start: number): ConsentEnvelope => {
  const data = pixPayment(ctx, { scheduled: true });
  data.consentimento.payment.schedule = { single: { date: dateBrasilia(start, daysFromStart) } };
  return { tipo: 'PAGAMENTO', consentimentoPagamentoDTO: data };
};

const SEEDS: readonly Seed[] = [
  { slug: 'dados', daysAgo: 30, build: (ctx) => ({ tipo: 'DADOS', consentimentoDadosDTO: sharing(ctx) }) },
  { slug: 'dados-indeterminado', daysAgo: 200, noLogo: true, build: (ctx) => ({ tipo: 'DADOS', consentimentoDadosDTO: sharing(ctx, { indeterminate: true }) }) },
  { slug: 'dados-expirado', daysAgo: 400, build: (ctx) => ({ tipo: 'DADOS', consentimentoDadosDTO: sharing(ctx) }) },
  { slug: 'dados-revogado', daysAgo: 100, revokedDaysAgo: 10, build: (ctx) => ({ tipo: 'DADOS', consentimentoDadosDTO: sharing(ctx) }) },
  { slug: 'pix-agendado', daysAgo: 1, build: scheduledPix(3) },
  { slug: 'pix-agendado-hoje', daysAgo: 2, build: scheduledPix(0) },
  { slug: 'pix-agendado-pago', daysAgo: 10, build: scheduledPix(-5) },
  { slug: 'pix-agendado-revogado', daysAgo: 8, revokedDaysAgo: 6, build: scheduledPix(4) },
  { slug: 'recorrente', daysAgo: 20, build: (ctx) => ({ tipo: 'RECORRENTE', consentimentoRecorrenteDTO: recurring(ctx) }) },
  { slug: 'recorrente-concluido', daysAgo: 400, consumed: true, build: (ctx) => ({ tipo: 'RECORRENTE', consentimentoRecorrenteDTO: recurring(ctx) }) },
  { slug: 'sweeping', daysAgo: 45, build: (ctx) => ({ tipo: 'SWEEPING', consentimentoPagamentoSweeping: sweeping(ctx, true) }) },
  { slug: 'sweeping-revogado', daysAgo: 90, revokedDaysAgo: 30, build: (ctx) => ({ tipo: 'SWEEPING', consentimentoPagamentoSweeping: sweeping(ctx) }) },
  { slug: 'automatico', daysAgo: 15, build: (ctx) => ({ tipo: 'AUTOMATICO', consentimentoPagamentoAutomatico: automatic(ctx) }) },
  { slug: 'automatico-fixo', daysAgo: 60, noLogo: true, fixed: true, build: (ctx) => ({ tipo: 'AUTOMATICO', consentimentoPagamentoAutomatico: automatic(ctx, true) }) },
  { slug: 'automatico-revogado', daysAgo: 120, revokedDaysAgo: 2, build: (ctx) => ({ tipo: 'AUTOMATICO', consentimentoPagamentoAutomatico: automatic(ctx) }) },
  {
    slug: 'vinculo',
    daysAgo: 60,
    build: (ctx) => {
      const value = enrolment(ctx, { fixedAccount: true, terms: { limiteTransacao: '500.00', limiteDiario: '2000.00', validade: dateBrasiliaPlusMonths(ctx.createdAt, 60) } });
      return { tipo: 'VINCULO', consentimentoVinculoDispositivo: value };
    },
  },
  {
    slug: 'vinculo-expirado',
    daysAgo: 800,
    build: (ctx) => {
      const value = enrolment(ctx, { fixedAccount: true, terms: { limiteTransacao: '300.00', limiteDiario: null, validade: dateBrasilia(ctx.createdAt, 365) } });
      return { tipo: 'VINCULO', consentimentoVinculoDispositivo: value };
    },
  },
];

/** A seeded item's id: the customer and the seed, so tests and people can name it. */
export const seedId = (customerKey: string, slug: string): string => `urn:cooperativaexemplo:autorizacao:${customerKey}-${slug}`;

function stripLogos(envelope: ConsentEnvelope): void {
  const member = memberOf(envelope);
  delete member?.iniciadora?.urlLogoIniciadora;
  delete member?.consentimento?.customerFriendlyLogoUri;
  const instituicao = member?.dados?.instituicao;
  if (isObject(instituicao)) delete instituicao.icone;
}

// ---- The book ------------------------------------------------------------------------------------

export interface AuthorisationBookOptions {
  publicUrl: string;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  slowMs: number;
}

export class AuthorisationBook {
  readonly items = new Map<string, StoredAuthorisation>();
  private faults: AuthorisationFault[] = [];
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly slowMs: number;
  private readonly logoUrl: string;

  constructor(options: AuthorisationBookOptions) {
    this.now = options.now;
    this.sleep = options.sleep;
    this.slowMs = options.slowMs;
    this.logoUrl = `${options.publicUrl.replace(/\/+$/, '')}/iniciadora/logo.svg`;
    this.seed(this.now());
  }

  /** Every test customer's seeded examples, dated from the bank's start. */
  private seed(start: number): void {
    for (const key of CUSTOMER_KEYS) {
      const customer = CUSTOMERS[key];
      for (const seed of SEEDS) {
        const id = seedId(key, seed.slug);
        const createdAt = start - seed.daysAgo * DAY;
        const envelope = asAuthorised(seed.build({ consentId: id, createdAt, customer, redirectUrl: undefined, logoUrl: this.logoUrl }, start));
        if (seed.noLogo) stripLogos(envelope);
        const item = fromEnvelope(id, customer, envelope, createdAt, 'seed', !seed.fixed);
        if (!item) continue;
        if (seed.revokedDaysAgo !== undefined) {
          const at = start - seed.revokedDaysAgo * DAY;
          item.status = 'REVOGADO';
          item.statusAt = at;
          item.revocation = { by: customer.cpf, at, reason: REVOKE_REASON };
        } else if (seed.consumed) {
          item.status = 'CONSUMIDO';
          item.statusAt = item.endsAt ?? start;
        }
        this.items.set(id, item);
      }
    }
  }

  /**
   * The hook of every authorisation the bank accepts (a payment's PATCH, a sharing's POST, the PUT
   * of a sweeping link or automatic Pix, an enrolment's PATCH): the consent joins its customer's
   * list under the consent's id, with the kind's data and the choices of the accepted body.
   */
  recordAuthorised(consentId: string, customer: Customer, envelope: ConsentEnvelope, body: unknown): StoredAuthorisation | undefined {
    const kept = asAuthorised(envelope);
    applyChoices(kept, customer, body);
    const item = fromEnvelope(consentId, customer, kept, this.now(), 'portal', true);
    if (item) this.items.set(consentId, item);
    return item;
  }

  /** Moves an ATIVO item past its end: a scheduled Pix is then paid (CONSUMIDO), anything else EXPIRADO. */
  private settle(item: StoredAuthorisation): StoredAuthorisation {
    const end = item.endsAt;
    if (item.status === 'ATIVO' && end !== null && this.now() >= end) {
      item.status = item.tipo === 'PAGAMENTO' ? 'CONSUMIDO' : 'EXPIRADO';
      item.statusAt = end;
    }
    return item;
  }

  /** A scheduled Pix may be revoked until 23:59 (Brasília) of the day before its date; the others while ATIVO. */
  private withinDeadline(item: StoredAuthorisation): boolean {
    return item.paymentDate === undefined || this.now() < startOfDayBrasilia(item.paymentDate);
  }

  private revocable(item: StoredAuthorisation): boolean {
    return item.status === 'ATIVO' && this.withinDeadline(item);
  }

  private editable(item: StoredAuthorisation): boolean {
    return item.status === 'ATIVO' && item.editable;
  }

  itemOf(stored: StoredAuthorisation): AuthorisationItem {
    const item = this.settle(stored);
    return {
      id: item.id,
      tipo: item.tipo,
      status: item.status,
      instituicao: { ...item.instituicao },
      criadoEm: isoUtc(item.createdAt),
      expiraEm: item.endsAt === null ? null : isoUtc(item.endsAt - 1000),
      revogavel: this.revocable(item),
      editavel: this.editable(item),
    };
  }

  private detailOf(stored: StoredAuthorisation): AuthorisationDetail {
    const { status, revogavel, editavel } = this.itemOf(stored);
    return { ...structuredClone(stored.envelope), status, revogavel, editavel };
  }

  /** The customer's own item; another customer's answers as an unknown one (404, never 403: nothing says it exists). */
  private own(cpf: string, id: string | undefined): StoredAuthorisation | undefined {
    const item = id === undefined ? undefined : this.items.get(id);
    return item && item.cpf === cpf ? item : undefined;
  }

  /** The customer's items, newest first (the portal orders them for the customer: INTERFACE §7.3). */
  itemsOf(cpf: string): StoredAuthorisation[] {
    return [...this.items.values()].filter((item) => item.cpf === cpf).sort((a, b) => b.createdAt - a.createdAt);
  }

  list(cpf: string): BookAnswer {
    return { status: 200, body: { autorizacoes: this.itemsOf(cpf).map((item) => this.itemOf(item)) } satisfies AuthorisationsAnswer };
  }

  detail(cpf: string, id: string | undefined): BookAnswer {
    const item = this.own(cpf, id);
    return item ? { status: 200, body: this.detailOf(item) } : error(404, AUTHORISATION_ERRORS.notFound);
  }

  /** `PATCH …/status/REVOGADO`: decided once; the revocation keeps who (the logged customer) and when. */
  revoke(cpf: string, id: string | undefined, body: unknown): BookAnswer {
    const item = this.own(cpf, id);
    if (!item) return error(404, AUTHORISATION_ERRORS.notFound);
    if (!isObject(body) || body.motivo !== REVOKE_REASON) return error(422, AUTHORISATION_ERRORS.reason);
    this.settle(item);
    if (item.status !== 'ATIVO') return error(409, NOT_ACTIVE[item.status]);
    if (!this.withinDeadline(item)) return error(422, AUTHORISATION_ERRORS.scheduledDeadline);
    const at = this.now();
    item.status = 'REVOGADO';
    item.statusAt = at;
    item.revocation = { by: cpf, at, reason: REVOKE_REASON };
    return { status: 200, body: this.itemOf(item) };
  }

  /** `PATCH /canais/v1/autorizacoes/{id}` with `{ valorMaximo }`: a Pix Automático's maximum amount, while the bank allows it. */
  changeMaximum(cpf: string, id: string | undefined, body: unknown): BookAnswer {
    const item = this.own(cpf, id);
    if (!item) return error(404, AUTHORISATION_ERRORS.notFound);
    this.settle(item);
    if (item.status !== 'ATIVO') return error(409, NOT_ACTIVE[item.status]);
    const schedule = item.envelope.consentimentoPagamentoAutomatico?.dados.schedule;
    if (!item.editable || !schedule) return error(403, AUTHORISATION_ERRORS.notEditable);
    const value = isObject(body) ? body.valorMaximo : undefined;
    if (typeof value !== 'string' || !BANK_AMOUNT.test(value) || Number(value) <= 0) return error(422, AUTHORISATION_ERRORS.amount);
    item.changes.push({ by: cpf, at: this.now(), from: schedule.maximumVariableAmount, to: value });
    schedule.maximumVariableAmount = value;
    return { status: 200, body: this.detailOf(item) };
  }

  // ---- Forced failures (the test API's flag) -----------------------------------------------------

  addFault(fault: AuthorisationFault): void {
    this.faults.push(fault);
  }

  clearFaults(cpf?: string): void {
    this.faults = cpf === undefined ? [] : this.faults.filter((f) => f.cpf !== cpf);
  }

  private takeFault(cpf: string, call: AuthorisationCall, id: string | undefined): AuthorisationFault | undefined {
    const fault = this.faults.find((f) => f.cpf === cpf && f.call === call && (f.id === undefined || f.id === id));
    if (fault?.once) this.faults = this.faults.filter((f) => f !== fault);
    return fault;
  }

  /** One BFF call of the customer `cpf` (the access token's): a forced fault first, then the rules. */
  async answer(call: AuthorisationCall, cpf: string, id: string | undefined, body?: unknown): Promise<BookAnswer> {
    const fault = this.takeFault(cpf, call, id);
    if (fault?.slow) await this.sleep(this.slowMs);
    if (fault?.noAnswer) return { status: 0, noAnswer: true };
    if (fault?.status !== undefined) return error(fault.status, fault.message ?? (fault.status === 423 ? AUTHORISATION_ERRORS.locked : AUTHORISATION_ERRORS.failed));
    switch (call) {
      case 'list':
        return this.list(cpf);
      case 'detail':
        return this.detail(cpf, id);
      case 'revoke':
        return this.revoke(cpf, id, body);
      case 'edit':
        return this.changeMaximum(cpf, id, body);
    }
  }

  /** The bank's record of one item for the test API: its state, the revocation and the changes, CPFs masked. */
  record(id: string) {
    const stored = this.items.get(id);
    if (!stored) return undefined;
    const item = this.itemOf(stored);
    const who = (cpf: string) => ({ customer: findCustomerByCpf(cpf)?.key ?? null, cpf: maskCpf(cpf) });
    return {
      ...item,
      customer: findCustomerByCpf(stored.cpf)?.key ?? null,
      origin: stored.origin,
      statusAt: isoUtc(stored.statusAt),
      ...(stored.revocation ? { revocation: { ...who(stored.revocation.by), at: isoUtc(stored.revocation.at), reason: stored.revocation.reason } } : {}),
      changes: stored.changes.map((c) => ({ ...who(c.by), at: isoUtc(c.at), from: c.from, to: c.to })),
    };
  }
}
