/**
 * The named scenarios of the simulated bank: one table, one entry per scenario (the table is also in
 * docs/simulated-bank.md). A scenario = a fixture builder + optional faults per BFF call + optional
 * customer, age or redirect override.
 */
import type { ConsentEnvelope, ConsentKind, ErrorBody, PaymentRequest } from '../src/api/contract';
import type { Customer, CustomerAccount, CustomerKey } from './customers';
import {
  CREDITOR_CNPJ,
  accountRefOf,
  HOSTILE_URLS,
  automatic,
  hostileAutomatic,
  hostilePayment,
  hostileRecurring,
  hostileSharing,
  hostileSweeping,
  hostileText,
  paymentEnvelope,
  pixPayment,
  recurring,
  sharing,
  sweeping,
  type FixtureBuilder,
  type FixtureContext,
} from './fixtures';
import { BUSINESS_CNPJ, enrolment, type EnrolmentOptions } from './enrolment';
import { MINUTE } from './util';

/** BFF calls, as recorded in a consent's `calls` and keyed in `faults`. */
export type CallName =
  | 'load'
  | 'authorise'
  | 'reject'
  | 'share'
  | 'shareReject'
  | 'automaticAuthorise'
  | 'automaticCancel'
  | 'enrolmentAuthorise'
  | 'enrolmentReject'
  | 'rejected'
  | 'consentV3'
  | 'device'
  | 'sendSms'
  | 'validateSignature'
  | 'qrCode'
  | 'accounts';

export const CALL_NAMES: readonly CallName[] = [
  'load',
  'authorise',
  'reject',
  'share',
  'shareReject',
  'automaticAuthorise',
  'automaticCancel',
  'enrolmentAuthorise',
  'enrolmentReject',
  'rejected',
  'consentV3',
  'device',
  'sendSms',
  'validateSignature',
  'qrCode',
  'accounts',
];

export interface Fault {
  /** HTTP status to answer; absent = only wait `delayMs`, then handle the call normally. */
  status?: number;
  body?: ErrorBody | object;
  /** Milliseconds to wait first; 'slow' = the bank's SLOW_MS option. */
  delayMs?: number | 'slow';
  /** Only the first matching call fails; later ones are handled normally. */
  once?: boolean;
  /** Fails only when this holds for the request body (e.g. no usarChequeEspecial yet). */
  when?: (body: unknown) => boolean;
}

export type Faults = Partial<Record<CallName, Fault>>;

export interface Scenario {
  name: string;
  kind: ConsentKind;
  label: string;
  build: FixtureBuilder;
  faults?: Faults;
  customer?: CustomerKey;
  /** The consent was created this long ago (expired scenarios). */
  ageMs?: number;
  /** 'ausente': no urlRedirecionamento anywhere; otherwise this value replaces it. */
  redirect?: 'ausente' | string;
  /** The accounts the bank lists for this consent (INTERFACE §6.1); default all the customer's. */
  accounts?: (customer: Customer) => CustomerAccount[];
  /** The consent was decided before the customer arrived (already-decided scenarios). */
  decided?: 'AUTHORISED' | 'REJECTED';
  /**
   * An authorisation from elsewhere (another tab, the bank's app) reaches the bank just before the
   * first refusal or way back: that call finds the consent AUTHORISED (docs/decisions/067).
   */
  authorisedFirst?: true;
}

const pix: FixtureBuilder = (ctx) => paymentEnvelope(pixPayment(ctx));
const err = (message: string, details?: string): ErrorBody =>
  details ? { message, details: [{ message: details }] } : { message };
const fail = (status: number, message: string): Fault => ({ status, body: err(message) });

export const MESSAGES = {
  overdraft: 'Saldo insuficiente. Deseja utilizar o limite do cheque especial?',
  cpf: 'O CPF do usuário logado é diferente do CPF do titular do consentimento.',
  cpfSharing: 'O CPF do usuário logado é diferente do CPF do titular do compartilhamento.',
  instability: 'Estamos passando por uma instabilidade no sistema. Tente novamente em alguns minutos.',
  expired: 'Tempo expirado para autorizar a transação.',
} as const;

export const SCENARIOS: readonly Scenario[] = [
  // ---- Payments
  { name: 'pix-imediato', kind: 'PAGAMENTO', label: 'Pix imediato (recebedor CPF)', build: pix },
  {
    name: 'pix-imediato-cnpj',
    kind: 'PAGAMENTO',
    label: 'Pix imediato (recebedor CNPJ)',
    build: (ctx) => paymentEnvelope(pixPayment(ctx, { creditor: CREDITOR_CNPJ, amount: '1249.90' })),
  },
  {
    name: 'pix-imediato-dupla-assinatura',
    kind: 'PAGAMENTO',
    label: 'Pix imediato com dupla assinatura',
    build: (ctx) => paymentEnvelope(pixPayment(ctx, { duplaAssinatura: true })),
  },
  {
    name: 'pix-agendado',
    kind: 'PAGAMENTO',
    label: 'Pix agendado para amanhã (chave Pix)',
    build: (ctx) => paymentEnvelope(pixPayment(ctx, { scheduled: true })),
  },
  {
    name: 'pix-agendado-dupla-assinatura',
    kind: 'PAGAMENTO',
    label: 'Pix agendado com dupla assinatura',
    build: (ctx) => paymentEnvelope(pixPayment(ctx, { scheduled: true, duplaAssinatura: true })),
  },
  {
    name: 'pagamento-nao-pix',
    kind: 'PAGAMENTO',
    label: 'Pagamento que não é Pix (TED)',
    build: (ctx) => paymentEnvelope(pixPayment(ctx, { type: 'TED' })),
  },
  // ---- The paying account (INTERFACE §6.1): no debtorAccount, the customer chooses it
  {
    name: 'pix-escolha-conta',
    kind: 'PAGAMENTO',
    label: 'Pix imediato: o cliente escolhe a conta (várias, uma indisponível)',
    build: (ctx) => paymentEnvelope(pixPayment(ctx, { debtorAccount: null })),
  },
  {
    name: 'pix-agendado-escolha-conta',
    kind: 'PAGAMENTO',
    label: 'Pix agendado: o cliente escolhe a conta (várias, uma indisponível)',
    build: (ctx) => paymentEnvelope(pixPayment(ctx, { scheduled: true, debtorAccount: null })),
  },
  {
    name: 'pix-escolha-conta-unica',
    kind: 'PAGAMENTO',
    label: 'Pix imediato sem conta definida: uma conta só pode pagar (já escolhida)',
    build: (ctx) => paymentEnvelope(pixPayment(ctx, { debtorAccount: null })),
    accounts: (customer) => customer.accounts.filter((conta) => conta.disponivel).slice(0, 1),
  },
  {
    name: 'pix-conta-definida',
    kind: 'PAGAMENTO',
    label: 'Pix imediato com a conta definida pela iniciadora (poupança; nada a escolher)',
    build: (ctx) => paymentEnvelope(pixPayment(ctx, { debtorAccount: accountRefOf(lastAvailable(ctx.customer.accounts)) })),
  },
  {
    name: 'erro-contas',
    kind: 'PAGAMENTO',
    label: 'Pix sem conta definida: a consulta das contas responde 500',
    build: (ctx) => paymentEnvelope(pixPayment(ctx, { debtorAccount: null })),
    faults: { accounts: fail(500, 'Erro ao consultar as contas do cliente.') },
  },
  { name: 'pix-expirado', kind: 'PAGAMENTO', label: 'Pix criado há 6 minutos (expirado)', build: pix, ageMs: 6 * MINUTE },
  // Hostile content: markup and script in every shown text field and in server messages (hostileText).
  { name: 'conteudo-hostil', kind: 'PAGAMENTO', label: 'Pix com HTML e script nos textos', build: (ctx) => paymentEnvelope(hostilePayment(ctx)) },
  {
    name: 'conteudo-hostil-agendado',
    kind: 'PAGAMENTO',
    label: 'Pix agendado com HTML e script nos textos (chave, informações)',
    build: (ctx) => paymentEnvelope(hostilePayment(ctx, true)),
  },
  {
    name: 'conteudo-hostil-recorrente',
    kind: 'RECORRENTE',
    label: 'Pix recorrente com HTML e script nos textos',
    build: (ctx) => ({ tipo: 'RECORRENTE', consentimentoRecorrenteDTO: hostileRecurring(ctx) }),
  },
  {
    name: 'conteudo-hostil-sweeping',
    kind: 'SWEEPING',
    label: 'Transferência inteligente com HTML e script nos textos',
    build: (ctx) => ({ tipo: 'SWEEPING', consentimentoPagamentoSweeping: hostileSweeping(ctx) }),
  },
  {
    name: 'conteudo-hostil-automatico',
    kind: 'AUTOMATICO',
    label: 'Pix Automático com HTML e script nos textos',
    build: (ctx) => automaticEnvelopeOf(hostileAutomatic(ctx)),
  },
  {
    name: 'conteudo-hostil-compartilhamento',
    kind: 'DADOS',
    label: "Compartilhamento com HTML e script nos textos; ícone 'javascript:'",
    build: (ctx) => ({ tipo: 'DADOS', consentimentoDadosDTO: hostileSharing(ctx) }),
  },
  {
    name: 'conteudo-hostil-icone-data',
    kind: 'DADOS',
    label: "Compartilhamento com ícone 'data:text/html'",
    build: (ctx) => ({ tipo: 'DADOS', consentimentoDadosDTO: hostileSharing(ctx, HOSTILE_URLS.dataHtml) }),
  },
  {
    name: 'conteudo-hostil-erro-carga',
    kind: 'PAGAMENTO',
    label: 'Carga responde 422 com HTML e script na mensagem',
    build: pix,
    faults: { load: fail(422, hostileText('erro-carga')) },
  },
  {
    name: 'conteudo-hostil-erro-autorizar',
    kind: 'PAGAMENTO',
    label: 'Autorizar responde 422 com HTML e script na mensagem',
    build: pix,
    faults: { authorise: fail(422, hostileText('erro-autorizar')) },
  },
  {
    name: 'conteudo-hostil-cheque-especial',
    kind: 'PAGAMENTO',
    label: 'Autorizar responde 300 com HTML e script na mensagem do cheque especial',
    build: pix,
    faults: {
      authorise: { ...fail(300, hostileText('cheque-especial')), when: (body) => (body as Partial<PaymentRequest> | undefined)?.usarChequeEspecial !== true },
    },
  },

  // ---- Recurring Pix, sweeping, automatic Pix
  { name: 'recorrente', kind: 'RECORRENTE', label: 'Pix recorrente completo', build: (ctx) => ({ tipo: 'RECORRENTE', consentimentoRecorrenteDTO: recurring(ctx) }) },
  {
    name: 'recorrente-minimo',
    kind: 'RECORRENTE',
    label: 'Pix recorrente mínimo (recebedor CNPJ, sem opcionais)',
    build: (ctx) => ({ tipo: 'RECORRENTE', consentimentoRecorrenteDTO: recurring(ctx, true) }),
  },
  { name: 'sweeping', kind: 'SWEEPING', label: 'Transferência inteligente completa', build: (ctx) => ({ tipo: 'SWEEPING', consentimentoPagamentoSweeping: sweeping(ctx) }) },
  {
    name: 'sweeping-minimo',
    kind: 'SWEEPING',
    label: 'Transferência inteligente sem gatilhos nem fim',
    build: (ctx) => ({ tipo: 'SWEEPING', consentimentoPagamentoSweeping: sweeping(ctx, true) }),
  },
  { name: 'automatico', kind: 'AUTOMATICO', label: 'Pix Automático completo', build: (ctx) => automaticEnvelope(ctx) },
  {
    name: 'automatico-minimo',
    kind: 'AUTOMATICO',
    label: 'Pix Automático mínimo (sem valor, fim nem pagamento inicial)',
    build: (ctx) => automaticEnvelope(ctx, true),
  },
  {
    name: 'automatico-erro-422',
    kind: 'AUTOMATICO',
    label: 'Pix Automático: autorizar responde 422',
    build: (ctx) => automaticEnvelope(ctx),
    faults: { automaticAuthorise: fail(422, 'Não foi possível autorizar o Pix Automático para esta conta.') },
  },
  {
    name: 'automatico-erro-300',
    kind: 'AUTOMATICO',
    label: 'Pix Automático: autorizar responde 300 (não tratado)',
    build: (ctx) => automaticEnvelope(ctx),
    faults: { automaticAuthorise: fail(300, MESSAGES.overdraft) },
  },

  // ---- Device enrolment (VINCULO, INTERFACE §6.2): the journey without redirection
  { name: 'vinculo', kind: 'VINCULO', label: 'Vínculo de dispositivo com os padrões (a conta é escolhida pelo cliente)', build: (ctx) => enrolmentEnvelope(ctx) },
  { name: 'vinculo-conta-fixa', kind: 'VINCULO', label: 'Vínculo de dispositivo com conta definida pela iniciadora', build: (ctx) => enrolmentEnvelope(ctx, FIXED) },
  {
    name: 'vinculo-conta-unica',
    kind: 'VINCULO',
    label: 'Vínculo de dispositivo sem conta definida: uma conta só pode ser usada (já escolhida)',
    build: (ctx) => enrolmentEnvelope(ctx),
    accounts: (customer) => customer.accounts.filter((conta) => conta.disponivel).slice(0, 1),
  },
  {
    name: 'vinculo-erro-contas',
    kind: 'VINCULO',
    label: 'Vínculo de dispositivo sem conta definida: a consulta das contas responde 500',
    build: (ctx) => enrolmentEnvelope(ctx),
    faults: { accounts: fail(500, 'Erro ao consultar as contas do cliente.') },
  },
  {
    name: 'vinculo-cnpj',
    kind: 'VINCULO',
    label: 'Vínculo de dispositivo de empresa (CNPJ), conta definida',
    build: (ctx) => enrolmentEnvelope(ctx, { ...FIXED, cnpj: BUSINESS_CNPJ }),
  },
  {
    name: 'vinculo-limites',
    kind: 'VINCULO',
    label: 'Vínculo de dispositivo com limites propostos (R$ 250,00 por transação, R$ 1.000,00 por dia, indeterminado)',
    build: (ctx) => enrolmentEnvelope(ctx, { ...FIXED, terms: { limiteTransacao: '250.00', limiteDiario: '1000.00', validade: null } }),
  },
  { name: 'vinculo-expirado', kind: 'VINCULO', label: 'Vínculo de dispositivo criado há 16 minutos (expirado)', build: (ctx) => enrolmentEnvelope(ctx, FIXED), ageMs: 16 * MINUTE },
  { name: 'vinculo-decidido', kind: 'VINCULO', label: 'Vínculo de dispositivo já autorizado', build: (ctx) => enrolmentEnvelope(ctx, FIXED), decided: 'AUTHORISED' },
  ...(
    [
      [420, MESSAGES.expired],
      [403, 'Usuário sem permissão para vincular dispositivos a esta conta.'],
      [422, 'Não foi possível vincular o dispositivo a esta conta.'],
      [423, 'Conta bloqueada para movimentação. Procure sua cooperativa.'],
      [500, 'Erro interno ao processar o vínculo.'],
    ] as const
  ).map(([status, message]) => ({
    name: `vinculo-erro-${status}`,
    kind: 'VINCULO' as const,
    label: `Vínculo de dispositivo: autorizar responde ${status}`,
    build: (ctx: FixtureContext) => enrolmentEnvelope(ctx, FIXED),
    faults: { enrolmentAuthorise: fail(status, message) },
  })),
  {
    name: 'vinculo-erro-cancelar',
    kind: 'VINCULO',
    label: 'Vínculo de dispositivo: cancelar responde 500',
    build: (ctx) => enrolmentEnvelope(ctx, FIXED),
    faults: { enrolmentReject: fail(500, 'Erro ao cancelar o vínculo.') },
  },
  {
    name: 'vinculo-cancelar-perde-corrida',
    kind: 'VINCULO',
    label: 'Vínculo de dispositivo: uma autorização chega ao banco logo antes do cancelamento (cancelar responde 422, já decidido)',
    build: (ctx) => enrolmentEnvelope(ctx, FIXED),
    authorisedFirst: true,
  },
  { name: 'vinculo-lento', kind: 'VINCULO', label: 'Vínculo de dispositivo: autorizar demora SLOW_MS e aprova', build: (ctx) => enrolmentEnvelope(ctx, FIXED), faults: { enrolmentAuthorise: { delayMs: 'slow' } } },
  { name: 'vinculo-assinatura', kind: 'VINCULO', label: 'Vínculo de dispositivo — João (assinatura eletrônica)', build: (ctx) => enrolmentEnvelope(ctx, FIXED), customer: 'joao' },
  { name: 'vinculo-qrcode', kind: 'VINCULO', label: 'Vínculo de dispositivo — Ana (QR code no app)', build: (ctx) => enrolmentEnvelope(ctx, FIXED), customer: 'ana' },

  // ---- Data sharing
  { name: 'compartilhamento', kind: 'DADOS', label: 'Compartilhamento de dados (12 meses, produtos)', build: (ctx) => sharingEnvelope(ctx) },
  {
    name: 'compartilhamento-dupla-assinatura',
    kind: 'DADOS',
    label: 'Compartilhamento com dois usuários e dupla assinatura',
    build: (ctx) => sharingEnvelope(ctx, { duplaAssinatura: true }),
  },
  {
    name: 'compartilhamento-indeterminado',
    kind: 'DADOS',
    label: 'Compartilhamento por prazo indeterminado, sem produtos',
    build: (ctx) => sharingEnvelope(ctx, { indeterminate: true }),
  },
  {
    name: 'compartilhamento-expirado',
    kind: 'DADOS',
    label: "Compartilhamento com status 'Expirado'",
    build: (ctx) => sharingEnvelope(ctx, { status: 'Expirado' }),
  },
  { name: 'compartilhamento-sem-id', kind: 'DADOS', label: 'Compartilhamento sem id', build: (ctx) => sharingEnvelope(ctx, { id: '' }) },
  {
    name: 'compartilhamento-incompleto',
    kind: 'DADOS',
    label: 'Compartilhamento sem CNPJ, ícone e prazo da instituição',
    build: (ctx) => {
      const value = sharing(ctx);
      // Deliberately breaks the contract: the portal must cope with fields the BFF forgot.
      const loose = value.dados as unknown as Record<string, Record<string, unknown>>;
      delete loose.instituicao?.cnpj;
      delete loose.instituicao?.icone;
      delete loose.dadosCompartilhamento?.prazo;
      delete (value.dados as unknown as Record<string, unknown>).quantidadeUsuariosConta;
      return { tipo: 'DADOS', consentimentoDadosDTO: value };
    },
  },
  {
    name: 'compartilhamento-erro-420',
    kind: 'DADOS',
    label: 'Compartilhamento: autorizar responde 420',
    build: (ctx) => sharingEnvelope(ctx),
    faults: { share: fail(420, 'Tempo expirado para autorizar o compartilhamento.') },
  },
  {
    name: 'compartilhamento-erro-422',
    kind: 'DADOS',
    label: 'Compartilhamento: autorizar responde 422',
    build: (ctx) => sharingEnvelope(ctx),
    faults: { share: fail(422, 'Não foi possível autorizar o compartilhamento para esta conta.') },
  },
  {
    name: 'compartilhamento-lento',
    kind: 'DADOS',
    label: 'Compartilhamento: autorizar demora SLOW_MS',
    build: (ctx) => sharingEnvelope(ctx),
    faults: { share: { delayMs: 'slow' } },
  },

  // ---- Load faults
  { name: 'erro-carga-420', kind: 'PAGAMENTO', label: 'Carga responde 420', build: pix, faults: { load: fail(420, MESSAGES.expired) } },
  { name: 'erro-carga-422', kind: 'PAGAMENTO', label: 'Carga responde 422 (CPF divergente)', build: pix, faults: { load: fail(422, MESSAGES.cpf) } },
  {
    name: 'erro-carga-422-dados',
    kind: 'DADOS',
    label: 'Carga responde 422 com CONSENTIMENTO_DADOS',
    build: (ctx) => sharingEnvelope(ctx),
    faults: { load: { status: 422, body: err(MESSAGES.cpfSharing, 'CONSENTIMENTO_DADOS') } },
  },
  { name: 'erro-carga-500', kind: 'PAGAMENTO', label: 'Carga responde 500 (instabilidade)', build: pix, faults: { load: fail(500, MESSAGES.instability) } },
  { name: 'erro-carga-503', kind: 'PAGAMENTO', label: 'Carga responde 503', build: pix, faults: { load: fail(503, 'Serviço indisponível.') } },
  {
    name: 'envelope-invalido',
    kind: 'PAGAMENTO',
    label: "Carga responde 200 com envelope inválido (tipo 'PAGAMENTO' sem membro)",
    build: pix,
    faults: { load: { status: 200, body: { tipo: 'PAGAMENTO' } } },
  },
  {
    name: 'envelope-valor-malformado',
    kind: 'PAGAMENTO',
    label: "Carga responde 200 com valor malformado ('150.750': três casas decimais, não é um valor Open Finance)",
    build: (ctx) => paymentEnvelope(pixPayment(ctx, { amount: '150.750' })),
  },

  // ---- Authorise faults (pix-imediato)
  {
    name: 'erro-autorizar-300',
    kind: 'PAGAMENTO',
    label: 'Autorizar responde 300 (cheque especial); com usarChequeEspecial aprova',
    build: pix,
    faults: {
      authorise: { ...fail(300, MESSAGES.overdraft), when: (body) => (body as Partial<PaymentRequest> | undefined)?.usarChequeEspecial !== true },
    },
  },
  { name: 'erro-autorizar-420', kind: 'PAGAMENTO', label: 'Autorizar responde 420', build: pix, faults: { authorise: fail(420, MESSAGES.expired) } },
  { name: 'erro-autorizar-403', kind: 'PAGAMENTO', label: 'Autorizar responde 403', build: pix, faults: { authorise: fail(403, 'Usuário sem permissão para movimentar esta conta.') } },
  { name: 'erro-autorizar-422', kind: 'PAGAMENTO', label: 'Autorizar responde 422', build: pix, faults: { authorise: fail(422, 'Limite diário para Pix excedido.') } },
  { name: 'erro-autorizar-423', kind: 'PAGAMENTO', label: 'Autorizar responde 423', build: pix, faults: { authorise: fail(423, 'Conta bloqueada para movimentação. Procure sua cooperativa.') } },
  { name: 'erro-autorizar-428', kind: 'PAGAMENTO', label: 'Autorizar responde 428 (saldo insuficiente)', build: pix, faults: { authorise: fail(428, 'Saldo insuficiente para realizar a transação.') } },
  { name: 'erro-autorizar-500', kind: 'PAGAMENTO', label: 'Autorizar responde 500', build: pix, faults: { authorise: fail(500, 'Erro interno ao processar a transação.') } },
  { name: 'autorizar-lento', kind: 'PAGAMENTO', label: 'Autorizar demora SLOW_MS e aprova', build: pix, faults: { authorise: { delayMs: 'slow' } } },

  // ---- Other faults
  { name: 'erro-dispositivo', kind: 'PAGAMENTO', label: 'Consulta do dispositivo de segurança responde 500', build: pix, faults: { device: fail(500, 'Erro ao consultar o dispositivo de segurança.') } },
  { name: 'erro-sms', kind: 'PAGAMENTO', label: 'Primeiro envio de SMS responde 422; o reenvio funciona', build: pix, faults: { sendSms: { ...fail(422, 'Não foi possível enviar o SMS. Tente novamente em instantes.'), once: true } } },
  {
    name: 'erro-cancelar',
    kind: 'PAGAMENTO',
    label: 'Cancelar/recusar responde 500',
    build: pix,
    faults: { reject: fail(500, 'Erro ao cancelar a transação.'), rejected: fail(500, 'Erro ao cancelar a transação.') },
  },
  {
    name: 'cancelar-perde-corrida',
    kind: 'PAGAMENTO',
    label: 'Uma autorização chega ao banco logo antes do cancelamento (cancelar responde 422, já decidido)',
    build: pix,
    authorisedFirst: true,
  },
  { name: 'redirecionamento-ausente', kind: 'PAGAMENTO', label: 'Sem urlRedirecionamento', build: pix, redirect: 'ausente' },
  { name: 'redirecionamento-inseguro', kind: 'PAGAMENTO', label: "urlRedirecionamento 'javascript:alert(1)'", build: pix, redirect: 'javascript:alert(1)' },
  {
    name: 'redirecionamento-relativo-protocolo',
    kind: 'PAGAMENTO',
    label: "urlRedirecionamento '//evil.example/retorno' (relativo ao protocolo)",
    build: pix,
    redirect: '//evil.example/retorno',
  },
  {
    name: 'redirecionamento-com-credenciais',
    kind: 'PAGAMENTO',
    label: "urlRedirecionamento 'https://bank@evil.example/retorno' (com credenciais)",
    build: pix,
    redirect: 'https://bank@evil.example/retorno',
  },
  {
    name: 'redirecionamento-http',
    kind: 'PAGAMENTO',
    label: "urlRedirecionamento 'http://evil.example/retorno' (http fora do loopback)",
    build: pix,
    redirect: 'http://evil.example/retorno',
  },

  // ---- Security devices: the same Pix for each seeded customer
  { name: 'pix-imediato-assinatura', kind: 'PAGAMENTO', label: 'Pix imediato — João (assinatura eletrônica)', build: pix, customer: 'joao' },
  { name: 'pix-imediato-qrcode', kind: 'PAGAMENTO', label: 'Pix imediato — Ana (QR code no app)', build: pix, customer: 'ana' },
];

/** The last account that can pay (Maria's savings): a fixed account other than the usual one. */
function lastAvailable(accounts: readonly CustomerAccount[]): CustomerAccount {
  const found = accounts.filter((conta) => conta.disponivel).at(-1);
  if (!found) throw new Error('the customer has no available account');
  return found;
}

function automaticEnvelope(...args: Parameters<typeof automatic>): ConsentEnvelope {
  return automaticEnvelopeOf(automatic(...args));
}

function automaticEnvelopeOf(value: ReturnType<typeof automatic>): ConsentEnvelope {
  return { tipo: 'AUTOMATICO', consentimentoPagamentoAutomatico: value };
}

const FIXED: EnrolmentOptions = { fixedAccount: true };

function enrolmentEnvelope(ctx: FixtureContext, opts: EnrolmentOptions = {}): ConsentEnvelope {
  return { tipo: 'VINCULO', consentimentoVinculoDispositivo: enrolment(ctx, opts) };
}

function sharingEnvelope(...args: Parameters<typeof sharing>): ConsentEnvelope {
  return { tipo: 'DADOS', consentimentoDadosDTO: sharing(...args) };
}

export const SCENARIO_BY_NAME: ReadonlyMap<string, Scenario> = new Map(SCENARIOS.map((s) => [s.name, s]));

export function findScenario(name: string): Scenario | undefined {
  return SCENARIO_BY_NAME.get(name);
}

export const KIND_LABELS: Record<ConsentKind, string> = {
  PAGAMENTO: 'Pagamento Pix',
  RECORRENTE: 'Pix recorrente',
  SWEEPING: 'Transferências inteligentes (sweeping)',
  AUTOMATICO: 'Pix Automático',
  DADOS: 'Compartilhamento de dados',
  VINCULO: 'Vínculo de dispositivo (Pix por aproximação)',
};
