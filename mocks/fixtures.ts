/**
 * Realistic Brazilian fixtures for every consent kind (SPEC §3). Each builder returns the load
 * envelope (INTERFACE §4) with exactly the member that matches `tipo`, typed with the portal's own
 * contract so the two cannot drift apart.
 */
import {
  ENVELOPE_MEMBER,
  TRANSACTION_CODE,
  type AccountRef,
  type AutomaticConsent,
  type ConsentEnvelope,
  type ConsentKind,
  type Iniciadora,
  type PaymentRequest,
  type RecurringConsent,
  type SharingConsent,
  type SweepingConsent,
} from '../src/api/contract';
import type { Customer, CustomerAccount } from './customers';
import { MINUTE, dateBrasilia, dateBrasiliaPlusMonths, isoBrasilia } from './util';

export interface FixtureContext {
  consentId: string;
  createdAt: number;
  customer: Customer;
  /** Where the initiator wants the customer back; undefined leaves the field out. */
  redirectUrl: string | undefined;
  logoUrl: string;
}

export type FixtureBuilder = (ctx: FixtureContext) => ConsentEnvelope;

/** Confirmation windows from creation (OPEN-FINANCE.md "Time windows"). */
export const WINDOW_MS: Record<ConsentKind, number> = {
  PAGAMENTO: 5 * MINUTE,
  RECORRENTE: 5 * MINUTE,
  DADOS: 60 * MINUTE,
  SWEEPING: 60 * MINUTE,
  AUTOMATICO: 60 * MINUTE,
  VINCULO: 15 * MINUTE,
};

export const INITIATOR = {
  name: 'Iniciadora de Testes S.A.',
  cnpj: '12345678000195',
  organisationId: 'b8f1c6a2-3d4e-4f5a-9b6c-7d8e9f0a1b2c',
};

/** The bank's own ISPB and CNPJ (the institution document of the QR header). */
export const BANK = { name: 'Cooperativa Exemplo', ispb: '01234567', cnpj: '01234567000189' };

function iniciadora(ctx: FixtureContext): Iniciadora {
  const value: Iniciadora = { urlLogoIniciadora: ctx.logoUrl, pendente: false };
  if (ctx.redirectUrl !== undefined) value.urlRedirecionamento = ctx.redirectUrl;
  return value;
}

// ---- Payments ------------------------------------------------------------------------------------

export interface PixOptions {
  creditor?: { cpfCnpj: string; name: string; personType: string };
  scheduled?: boolean;
  duplaAssinatura?: boolean;
  type?: string;
  amount?: string;
  organisationName?: string;
  /** The account the initiator named; null for none (the customer chooses, INTERFACE §6.1); default the customer's first. */
  debtorAccount?: AccountRef | null;
}

/** One of the customer's accounts as an initiator names it in `debtorAccount`. */
export const accountRefOf = (conta: CustomerAccount): AccountRef => ({ ispb: BANK.ispb, issuer: conta.agencia, number: conta.numero, accountType: conta.tipoConta });

export const CREDITOR_CPF = { cpfCnpj: '70254814086', name: 'Carlos Eduardo Lima', personType: 'PESSOA_NATURAL' };
export const CREDITOR_CNPJ = { cpfCnpj: '11222333000181', name: 'Mercado Bom Preço Ltda', personType: 'PESSOA_JURIDICA' };

/** The complete payment fixture: every field of PaymentRequest and PaymentConsent is present. */
export function pixPayment(ctx: FixtureContext, opts: PixOptions = {}): PaymentRequest {
  const { customer, createdAt } = ctx;
  const creditor = opts.creditor ?? CREDITOR_CPF;
  const scheduled = opts.scheduled ?? false;
  const doc = { identification: customer.cpf, rel: 'CPF' };
  return {
    canal: 1,
    codTransacao: TRANSACTION_CODE.PIX,
    consentimento: {
      businessEntity: { document: { identification: INITIATOR.cnpj, rel: 'CNPJ' } },
      consentId: ctx.consentId,
      creationDateTime: isoBrasilia(createdAt),
      creditor: { ...creditor },
      customerFriendlyLogoUri: ctx.logoUrl,
      // null: the initiator named no account and the customer chooses it (INTERFACE §6.1).
      ...(opts.debtorAccount === null
        ? {}
        : { debtorAccount: opts.debtorAccount ?? { ispb: BANK.ispb, issuer: customer.account.branch, number: customer.account.number, accountType: 'CACC' } }),
      expirationDateTime: isoBrasilia(createdAt + WINDOW_MS.PAGAMENTO),
      loggedUser: { document: doc },
      organisationId: INITIATOR.organisationId,
      organisationName: opts.organisationName ?? INITIATOR.name,
      revocation: {
        loggedUser: { document: doc },
        revokedBy: '',
        reason: { code: '', additionalInformation: '' },
      },
      payment: {
        amount: opts.amount ?? (scheduled ? '350.00' : '150.75'),
        currency: 'BRL',
        date: dateBrasilia(createdAt),
        type: opts.type ?? 'PIX',
        ...(scheduled ? { schedule: { single: { date: dateBrasilia(createdAt, 1) } } } : {}),
        details: scheduled
          ? {
              localInstrument: 'DICT',
              proxy: creditor.personType === 'PESSOA_JURIDICA' ? 'financeiro@bompreco.com.br' : '+5511987654321',
              creditorAccount: { ispb: '60746948', issuer: '1234', number: '98765430', accountType: 'CACC' },
            }
          : {
              localInstrument: 'QRDN',
              qrCode:
                '00020101021226830014br.gov.bcb.pix2561pix.example.com.br/qr/v2/9d36b84f-c70b-478f-b95c-12729b90ca255204000053039865406150.755802BR5919CARLOS EDUARDO LIMA6009SAO PAULO62070503***6304ABCD',
              proxy: 'carlos.lima@example.com',
              creditorAccount: { ispb: '60746948', issuer: '1234', number: '98765430', accountType: 'CACC' },
            },
      },
      status: 'AWAITING_AUTHORISATION',
      statusUpdateDateTime: isoBrasilia(createdAt),
    },
    usarChequeEspecial: false,
    duplaAssinatura: opts.duplaAssinatura ?? false,
    insufficientFunds: false,
    errorMessage: '',
    iniciadora: iniciadora(ctx),
  };
}

export const paymentEnvelope = (data: PaymentRequest): ConsentEnvelope => ({ tipo: 'PAGAMENTO', consentimentoPagamentoDTO: data });

// ---- Recurring Pix -------------------------------------------------------------------------------

export function recurring(ctx: FixtureContext, minimal = false): RecurringConsent {
  const { createdAt, customer } = ctx;
  const payment = pixPayment(ctx, {
    creditor: minimal ? CREDITOR_CNPJ : CREDITOR_CPF,
    amount: minimal ? '59.90' : '89.90',
  });
  const start = dateBrasilia(createdAt, 1);
  payment.consentimento.payment.schedule = {
    monthly: { dayOfMonth: Number(start.slice(8, 10)), quantity: 12, startDate: start },
  };
  const base: RecurringConsent = {
    valor: minimal ? '59.90' : '89.90',
    frequencia: 'Mensal',
    primeiroPagamento: start,
    recebedor: minimal
      ? { nomeRecebedor: CREDITOR_CNPJ.name, cpf: CREDITOR_CNPJ.cpfCnpj, instituicao: 'Banco do Brasil S.A.' }
      : {
          nomeRecebedor: CREDITOR_CPF.name,
          cpf: CREDITOR_CPF.cpfCnpj,
          instituicao: 'Itaú Unibanco S.A.',
          chavePix: 'carlos.lima@example.com',
        },
    dadosAgendamento: minimal
      ? {
          dataInicio: start,
          pagarCom: `Conta Corrente ${customer.account.number}`,
          formaPagamento: 'Pix - Open Finance',
        }
      : {
          dataInicio: start,
          dataEncerramento: dateBrasiliaPlusMonths(createdAt, 12),
          numeroPagamentos: 12,
          pagarCom: `Conta Corrente ${customer.account.number}`,
          formaPagamento: 'Pix - Open Finance',
          descricao: 'Aulas de violão',
        },
    consentimento: payment.consentimento,
    duplaAssinatura: false,
    iniciadora: iniciadora(ctx),
  };
  return base;
}

// ---- Sweeping ------------------------------------------------------------------------------------

export function sweeping(ctx: FixtureContext, minimal = false): SweepingConsent {
  const { createdAt, customer } = ctx;
  return {
    dados: {
      instituicao: { nome: 'Banco Destino Digital S.A.', cnpj: '33444555000172', icone: ctx.logoUrl, id: 'c5a0e7d2-1f3b-4c6d-8e9f-0a1b2c3d4e5f' },
      id: `vinculo-${ctx.consentId.slice(-12)}`,
      dataInicio: dateBrasilia(createdAt),
      horaLimite: isoBrasilia(createdAt + WINDOW_MS.SWEEPING),
      nome: customer.name,
      cpf: customer.cpf,
      recurringConsentId: ctx.consentId,
      contaPagadora: {
        nome: BANK.name,
        contaCorrente: customer.account.number,
        agencia: customer.account.branch,
        formaPagamento: 'Pix - Open Finance',
        tipoConta: 'CACC',
      },
      contaRecebedora: { nome: 'Banco Destino Digital S.A.', contaCorrente: '7654321', agencia: '0001' },
      dadosVinculo: minimal
        ? {
            descricao: 'Transferência entre contas de mesma titularidade',
            idVinculo: `VINC-${ctx.consentId.slice(-8).toUpperCase()}`,
            limiteVinculo: '5000.00',
            limiteTransacao: '1000.00',
          }
        : {
            descricao: 'Reserva automática para investimentos',
            gatilhos: ['Saldo acima de R$ 3.000,00', 'Todo dia 5 do mês', 'Ao receber o salário'],
            dataEncerramento: dateBrasiliaPlusMonths(createdAt, 24),
            idVinculo: `VINC-${ctx.consentId.slice(-8).toUpperCase()}`,
            limiteVinculo: '10000.00',
            limiteTransacao: '2000.00',
          },
      creationDateTime: isoBrasilia(createdAt),
      creditorCpfCnpj: customer.cpf,
      loggedUserDocIdentification: customer.cpf,
    },
    iniciadora: iniciadora(ctx),
  };
}

// ---- Automatic Pix -------------------------------------------------------------------------------

export function automatic(ctx: FixtureContext, minimal = false): AutomaticConsent {
  const { createdAt } = ctx;
  const first = dateBrasilia(createdAt, 1);
  const dados: AutomaticConsent['dados'] = {
    consentId: ctx.consentId,
    status: 'AWAITING_AUTHORISATION',
    apiVersion: '2.0.0',
    startDateTime: isoBrasilia(createdAt + 24 * 60 * MINUTE),
    statusUpdateDateTime: isoBrasilia(createdAt),
    creationDateTime: isoBrasilia(createdAt),
    expirationDateTime: isoBrasilia(createdAt + WINDOW_MS.AUTOMATICO),
    initiatorBy: INITIATOR.name,
    frequency: 'MENSAL',
    firstPaymentDate: first,
    horaLimite: isoBrasilia(createdAt + WINDOW_MS.AUTOMATICO),
    creditor: { name: 'Energia Limpa Distribuidora S.A.', document: '44555666000108' },
    schedule: {
      startDate: first,
      paymentType: 'Pix Automático',
      contractId: 'CTR-2025-0001234',
      maximumVariableAmount: minimal ? '300.00' : '500.00',
    },
    isRetryAccepted: !minimal,
  };
  if (!minimal) {
    dados.amount = '189.90';
    dados.schedule.endDate = dateBrasiliaPlusMonths(createdAt, 12);
    dados.schedule.quantity = 12;
    dados.schedule.paymentDescription = 'Conta de energia elétrica';
    dados.firstPayment = { date: dateBrasilia(createdAt), amount: '95.50', remittanceInformation: 'Fatura de adesão' };
    // The paying account, as Open Finance's recurring consent names it (docs/decisions/065).
    dados.debtorAccount = { ispb: BANK.ispb, issuer: ctx.customer.account.branch, number: ctx.customer.account.number, accountType: 'CACC' };
  }
  return { dados, iniciadora: iniciadora(ctx) };
}

// ---- Data sharing --------------------------------------------------------------------------------

export interface SharingOptions {
  duplaAssinatura?: boolean;
  indeterminate?: boolean;
  status?: string;
  id?: string;
}

export function sharing(ctx: FixtureContext, opts: SharingOptions = {}): SharingConsent {
  const { createdAt, customer } = ctx;
  const indeterminate = opts.indeterminate ?? false;
  const value: SharingConsent = {
    dados: {
      cpfCnpj: customer.cpf,
      dadosCompartilhamento: {
        dadosSolicitados: [
          {
            nome: 'Dados cadastrais',
            nomeCategoria: 'Cadastro',
            descricao: 'Informações de identificação e qualificação do cliente.',
            dados: ['Nome completo', 'CPF', 'Data de nascimento', 'Endereço', 'Telefone', 'E-mail'],
            informacoesAdicionais: {
              titulo: 'Informações complementares',
              dados: ['Renda', 'Profissão', 'Patrimônio'],
            },
          },
          {
            nome: 'Dados de contas',
            nomeCategoria: 'Contas',
            descricao: 'Saldos, limites e transações das contas de depósito, poupança e pagamento.',
            dados: ['Tipo de conta', 'Saldos', 'Limites', 'Extratos'],
          },
          {
            nome: 'Dados de cartão de crédito',
            nomeCategoria: 'Cartão de crédito',
            descricao: 'Limites, faturas e transações dos cartões de crédito.',
            dados: ['Limites', 'Faturas', 'Transações'],
          },
          {
            nome: 'Dados de operações de crédito',
            nomeCategoria: 'Operações de crédito',
            descricao: 'Contratos de empréstimo, financiamento e adiantamento.',
            dados: ['Dados do contrato', 'Garantias', 'Parcelas', 'Pagamentos'],
          },
          {
            nome: 'Dados de investimentos',
            nomeCategoria: 'Investimentos',
            descricao: 'Posições e movimentações de renda fixa, fundos e títulos.',
            dados: ['Renda fixa bancária', 'Fundos de investimento', 'Títulos do Tesouro Direto'],
          },
        ],
        data: isoBrasilia(createdAt),
        prazo: indeterminate ? 'Indeterminado' : '12 meses',
      },
      dataExpiracao: isoBrasilia(createdAt + WINDOW_MS.DADOS),
      duplaAssinatura: opts.duplaAssinatura ?? false,
      id: opts.id ?? `comp-${ctx.consentId.slice(-12)}`,
      instituicao: { cnpj: '22333444000156', icone: ctx.logoUrl, nome: 'Fintech Receptora de Dados S.A.' },
      mensagem: {
        titulo: 'Compartilhamento de dados',
        descricao: 'A Fintech Receptora de Dados S.A. solicitou acesso aos seus dados para oferecer uma análise financeira personalizada.',
      },
      nome: customer.name,
      quantidadeUsuariosConta: opts.duplaAssinatura ? 2 : 1,
      status: opts.status ?? 'Aguardando autorização',
    },
    iniciadora: iniciadora(ctx),
  };
  if (!indeterminate) {
    value.dados.dadosCompartilhamento.dataExpiracaoCompartilhamento = dateBrasiliaPlusMonths(createdAt, 12);
    value.dados.textoOperacaoCreditoInvestimento =
      'Selecione as modalidades de operações de crédito e investimentos que deseja compartilhar.';
    value.dados.produtos = [
      {
        nome: 'Empréstimos',
        modalidade: [
          { codigo: '0203', descricao: 'Crédito pessoal sem consignação', nomeSucinto: 'Crédito pessoal' },
          { codigo: '0202', descricao: 'Crédito pessoal com consignação', nomeSucinto: 'Consignado' },
          { codigo: '0213', descricao: 'Cheque especial', nomeSucinto: 'Cheque especial' },
          { codigo: '0216', descricao: 'Capital de giro com prazo vencimento até 365 dias', nomeSucinto: 'Capital de giro' },
        ],
      },
      {
        nome: 'Financiamentos',
        modalidade: [
          { codigo: '0401', descricao: 'Aquisição de bens - veículos automotores', nomeSucinto: 'Veículos' },
          { codigo: '0402', descricao: 'Aquisição de bens - outros bens', nomeSucinto: 'Outros bens' },
          { codigo: '0903', descricao: 'Financiamento habitacional - SFH', nomeSucinto: 'Habitacional' },
        ],
      },
    ];
  }
  return value;
}

// ---- Envelope helpers ----------------------------------------------------------------------------

/** The member of the envelope that matches `tipo`, or undefined when it is missing. */
export function envelopeMember(envelope: ConsentEnvelope): object | undefined {
  return envelope[ENVELOPE_MEMBER[envelope.tipo]];
}

/** Every id under which the BFF may address this consent (sharing id, recurring ids, enrollment id). */
export function aliasesOf(envelope: ConsentEnvelope): string[] {
  const ids = [
    envelope.consentimentoPagamentoDTO?.consentimento.consentId,
    envelope.consentimentoRecorrenteDTO?.consentimento.consentId,
    envelope.consentimentoDadosDTO?.dados.id,
    envelope.consentimentoPagamentoSweeping?.dados.recurringConsentId,
    envelope.consentimentoPagamentoSweeping?.dados.id,
    envelope.consentimentoPagamentoAutomatico?.dados.consentId,
    envelope.consentimentoVinculoDispositivo?.dados.enrollmentId,
  ];
  return ids.filter((id): id is string => typeof id === 'string' && id !== '');
}

// ---- Hostile content -----------------------------------------------------------------------------

/**
 * Markup, script and a link-like scheme that the portal must show as plain text, never as markup
 * (the `conteudo-hostil*` scenarios). The last one would set `window.__pwned` if it ever ran.
 */
export const HOSTILE_PAYLOADS = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '<img src=x onerror="window.__pwned=1">',
] as const;

/** A field's hostile text: a tag naming the field (so a test finds each field), then every payload. */
export const hostileText = (tag: string): string => `${tag} ${HOSTILE_PAYLOADS.join(' ')}`;

/** Logo and icon URLs that must never become an image's `src`. */
export const HOSTILE_URLS = {
  javascript: 'javascript:window.__pwned=1',
  dataHtml: 'data:text/html,<script>window.__pwned=1</script>',
} as const;

/** Immediate or scheduled Pix with hostile text in every shown text field. */
export function hostilePayment(ctx: FixtureContext, scheduled = false): PaymentRequest {
  const data = pixPayment(ctx, {
    creditor: { cpfCnpj: CREDITOR_CPF.cpfCnpj, name: hostileText('recebedor'), personType: 'PESSOA_NATURAL' },
    organisationName: hostileText('iniciadora'),
    scheduled,
  });
  data.errorMessage = hostileText('mensagem-erro');
  const payment = data.consentimento.payment;
  if (payment.details) payment.details.proxy = hostileText('chave-pix');
  if (scheduled) payment.schedule = { custom: { dates: [dateBrasilia(ctx.createdAt, 1)], additionalInformation: hostileText('informacoes') } };
  data.consentimento.customerFriendlyLogoUri = HOSTILE_URLS.javascript;
  return data;
}

export function hostileRecurring(ctx: FixtureContext): RecurringConsent {
  const value = recurring(ctx);
  value.frequencia = hostileText('frequencia');
  value.recebedor = {
    nomeRecebedor: hostileText('recebedor'),
    cpf: CREDITOR_CPF.cpfCnpj,
    instituicao: hostileText('instituicao'),
    chavePix: hostileText('chave-pix'),
  };
  value.dadosAgendamento.descricao = hostileText('recorrencia');
  value.dadosAgendamento.pagarCom = hostileText('pagar-com');
  value.dadosAgendamento.formaPagamento = hostileText('forma-pagamento');
  value.consentimento.creditor.name = hostileText('recebedor');
  value.consentimento.organisationName = hostileText('iniciadora');
  return value;
}

export function hostileSweeping(ctx: FixtureContext): SweepingConsent {
  const value = sweeping(ctx);
  const d = value.dados;
  d.instituicao.nome = hostileText('instituicao');
  d.instituicao.icone = HOSTILE_URLS.javascript;
  d.nome = hostileText('titular');
  d.contaPagadora.nome = hostileText('conta-origem');
  d.contaPagadora.agencia = hostileText('agencia');
  d.contaPagadora.formaPagamento = hostileText('forma-pagamento');
  d.dadosVinculo.descricao = hostileText('vinculo');
  d.dadosVinculo.gatilhos = [hostileText('gatilho-1'), hostileText('gatilho-2')];
  d.dadosVinculo.idVinculo = hostileText('id-vinculo');
  return value;
}

export function hostileAutomatic(ctx: FixtureContext): AutomaticConsent {
  const value = automatic(ctx);
  const d = value.dados;
  d.creditor.name = hostileText('recebedor');
  d.initiatorBy = hostileText('iniciado-por');
  d.frequency = hostileText('frequencia');
  d.schedule.paymentDescription = hostileText('descricao');
  d.schedule.paymentType = hostileText('forma-pagamento');
  d.schedule.contractId = hostileText('cobranca');
  if (d.firstPayment) d.firstPayment.remittanceInformation = hostileText('pagamento-imediato');
  return value;
}

/** Sharing with hostile texts in every group, item and product; `icone` is a hostile URL. */
export function hostileSharing(ctx: FixtureContext, icone: string = HOSTILE_URLS.javascript): SharingConsent {
  const value = sharing(ctx);
  const d = value.dados;
  d.nome = hostileText('titular');
  d.instituicao.nome = hostileText('instituicao');
  d.instituicao.icone = icone;
  d.mensagem = { titulo: hostileText('mensagem-titulo'), descricao: hostileText('mensagem-descricao') };
  d.dadosCompartilhamento.prazo = hostileText('prazo');
  d.dadosCompartilhamento.dadosSolicitados = [
    {
      nome: hostileText('grupo'),
      nomeCategoria: hostileText('categoria'),
      descricao: hostileText('grupo-descricao'),
      dados: [hostileText('item-1'), hostileText('item-2')],
      informacoesAdicionais: { titulo: hostileText('adicionais-titulo'), dados: [hostileText('adicional-1')] },
    },
    ...d.dadosCompartilhamento.dadosSolicitados.slice(1),
  ];
  d.textoOperacaoCreditoInvestimento = hostileText('texto-credito');
  d.produtos = [
    {
      nome: hostileText('produto'),
      modalidade: [
        { codigo: '0203', descricao: hostileText('modalidade-1-descricao'), nomeSucinto: hostileText('modalidade-1') },
        { codigo: '0202', descricao: hostileText('modalidade-2-descricao'), nomeSucinto: hostileText('modalidade-2') },
      ],
    },
    ...(d.produtos ?? []).slice(1),
  ];
  return value;
}
