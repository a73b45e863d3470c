import type {
  AutomaticConsent,
  EnrolmentConsent,
  LoadedConsent,
  PaymentRequest,
  RecurringConsent,
  SharingConsent,
  SweepingConsent,
} from '../../src/api/contract';
import type { SelectionState } from '../../src/features/consent/selectionSlice';

/**
 * The one module of consent fixtures. `…Data` builders return what the bank's load answers for a
 * kind (the views' props), with overrides; `…Consent` return a loaded consent (the store's), one of
 * every kind, complete enough for the security screen's sagas and views.
 */

/** A complete immediate Pix request, as the bank's load answers it. */
export function pixRequest(overrides: Partial<PaymentRequest> = {}): PaymentRequest {
  return {
    consentimento: {
      consentId: 'urn:cooperativa:C1',
      creationDateTime: '2026-11-22T13:00:00Z',
      expirationDateTime: '2026-11-22T13:05:00Z',
      status: 'AWAITING_AUTHORISATION',
      organisationName: 'Iniciadora Exemplo S.A.',
      creditor: { cpfCnpj: '12345678909', name: 'Paulo Pereira', personType: 'PESSOA_NATURAL' },
      debtorAccount: { accountType: 'CACC', number: '1234567', issuer: '0001', ispb: '12345678' },
      payment: { amount: '1500.50', currency: 'BRL', type: 'PIX', date: '2026-11-22' },
    },
    iniciadora: { urlRedirecionamento: 'https://iniciadora.example/retorno', urlLogoIniciadora: 'https://iniciadora.example/logo.png' },
    ...overrides,
  };
}

export const pixConsent = (overrides: Partial<PaymentRequest> = {}): LoadedConsent => ({ kind: 'PAGAMENTO', data: pixRequest(overrides) });

/** A scheduled Pix (single date) to a CNPJ, with a Pix key. */
export function scheduledPixRequest(overrides: Partial<PaymentRequest> = {}): PaymentRequest {
  const base = pixRequest();
  return {
    ...base,
    consentimento: {
      ...base.consentimento,
      creationDateTime: '2026-11-22T13:00:00Z',
      creditor: { cpfCnpj: '11222333000181', name: 'Mercado Bom Preço Ltda', personType: 'PESSOA_JURIDICA' },
      payment: {
        amount: '350.00',
        currency: 'BRL',
        type: 'PIX',
        date: '2026-11-22',
        schedule: { single: { date: '2026-11-25' } },
        details: { localInstrument: 'DICT', proxy: 'financeiro@bompreco.com.br' },
      },
    },
    ...overrides,
  };
}

/** The scheduled request with another payment shape merged in. */
export function withPayment(request: PaymentRequest, payment: Partial<PaymentRequest['consentimento']['payment']>): PaymentRequest {
  return { ...request, consentimento: { ...request.consentimento, payment: { ...request.consentimento.payment, ...payment } } };
}

export function recurringData(overrides: Partial<RecurringConsent> = {}): RecurringConsent {
  return {
    valor: '89.90',
    frequencia: 'MONTHLY',
    primeiroPagamento: '2026-11-23',
    recebedor: { nomeRecebedor: 'Carlos Eduardo Lima', cpf: '70254814086', instituicao: 'Itaú Unibanco S.A.', chavePix: 'carlos.lima@example.com' },
    dadosAgendamento: {
      dataInicio: '2026-11-23',
      dataEncerramento: '2027-11-23',
      numeroPagamentos: 12,
      pagarCom: 'Conta Corrente 1234567',
      formaPagamento: 'Pix - Open Finance',
      descricao: 'Aulas de violão',
    },
    consentimento: pixRequest().consentimento,
    ...overrides,
  };
}

export function sweepingData(dados: Partial<SweepingConsent['dados']> = {}): SweepingConsent {
  return {
    dados: {
      instituicao: { nome: 'Banco Destino Digital S.A.', cnpj: '33444555000172', icone: 'https://destino.example/logo.png' },
      id: 'vinculo-1',
      dataInicio: '2026-11-22',
      horaLimite: '2026-11-22T14:00:00Z',
      nome: 'Maria da Silva',
      cpf: '12345678909',
      recurringConsentId: 'urn:cooperativa:S1',
      contaPagadora: { nome: 'Cooperativa Exemplo', contaCorrente: '1234567', agencia: '0001', formaPagamento: 'Pix - Open Finance', tipoConta: 'CACC' },
      dadosVinculo: {
        descricao: 'Reserva automática para investimentos',
        gatilhos: ['Saldo acima de R$ 3.000,00', 'Todo dia 5 do mês'],
        dataEncerramento: '2028-11-22',
        idVinculo: 'VINC-0001',
        limiteVinculo: '10000.00',
        limiteTransacao: '2000.00',
      },
      creationDateTime: '2026-11-22T13:00:00Z',
      ...dados,
    },
  };
}

export function automaticData(dados: Partial<AutomaticConsent['dados']> = {}): AutomaticConsent {
  return {
    dados: {
      consentId: 'urn:cooperativa:A1',
      status: 'AWAITING_AUTHORISATION',
      startDateTime: '2026-11-23T13:00:00Z',
      creationDateTime: '2026-11-22T13:00:00Z',
      amount: '189.90',
      initiatorBy: 'Iniciadora de Testes S.A.',
      frequency: 'MENSAL',
      firstPaymentDate: '2026-11-23',
      horaLimite: '2026-11-22T14:00:00Z',
      creditor: { name: 'Energia Limpa Distribuidora S.A.', document: '44555666000108' },
      schedule: {
        startDate: '2026-11-23',
        endDate: '2027-11-23',
        quantity: 12,
        paymentDescription: 'Conta de energia elétrica',
        paymentType: 'Pix Automático',
        contractId: 'CTR-2025-0001234',
        maximumVariableAmount: '500.00',
      },
      firstPayment: { date: '2026-11-22', amount: '95.50', remittanceInformation: 'Fatura de adesão' },
      isRetryAccepted: true,
      ...dados,
    },
  };
}

export function sharingData(dados: Partial<SharingConsent['dados']> = {}): SharingConsent {
  return {
    dados: {
      cpfCnpj: '12345678909',
      dadosCompartilhamento: {
        dadosSolicitados: [
          {
            nome: 'Dados cadastrais',
            nomeCategoria: 'Cadastro',
            descricao: 'Informações de identificação e qualificação do cliente.',
            dados: ['Nome completo', 'CPF'],
            informacoesAdicionais: { titulo: 'Informações complementares', dados: ['Renda', 'Profissão'] },
          },
          { nome: 'Dados de contas', nomeCategoria: 'Contas', descricao: 'Saldos e extratos.', dados: ['Saldos', 'Extratos'] },
        ],
        data: '2026-11-22T13:00:00Z',
        dataExpiracaoCompartilhamento: '2027-11-22',
        prazo: '12 meses',
      },
      dataExpiracao: '2026-11-22T14:00:00Z',
      duplaAssinatura: false,
      id: 'comp-1',
      instituicao: { cnpj: '22333444000156', icone: 'https://receptora.example/logo.png', nome: 'Fintech Receptora de Dados S.A.' },
      nome: 'Maria da Silva',
      quantidadeUsuariosConta: 1,
      status: 'Aguardando autorização',
      textoOperacaoCreditoInvestimento: 'Selecione as modalidades de operações de crédito que deseja compartilhar.',
      produtos: [
        {
          nome: 'Empréstimos',
          modalidade: [
            { codigo: '0203', descricao: 'Crédito pessoal sem consignação', nomeSucinto: 'Crédito pessoal' },
            { codigo: '0202', descricao: 'Crédito pessoal com consignação', nomeSucinto: 'Consignado' },
          ],
        },
        { nome: 'Financiamentos', modalidade: [{ codigo: '0401', descricao: 'Aquisição de veículos', nomeSucinto: 'Veículos' }] },
      ],
      ...dados,
    },
  };
}

export const sharingLoaded = (consent: SharingConsent = sharingData()): LoadedConsent => ({ kind: 'DADOS', data: consent });

/** The selection slice's state for a sharing consent, with the given codes selected. */
export function selectionFor(consent: SharingConsent, selected: string[] = []): SelectionState {
  const modalities = (consent.dados.produtos ?? []).map((g) => {
    const modalidade = g.modalidade.map((m) => ({ ...m, selected: selected.includes(m.codigo) }));
    return { nome: g.nome, modalidade, numSelected: modalidade.filter((m) => m.selected).length };
  });
  return { modalities, hasSelected: modalities.some((g) => g.numSelected > 0) };
}

/** One consent of every kind, complete enough for the security screen's sagas and views. */
export const paymentConsent = (): LoadedConsent => {
  const data = pixRequest();
  data.consentimento.loggedUser = { document: { identification: '529.982.247-25', rel: 'CPF' } };
  data.consentimento.businessEntity = { document: { identification: '11.222.333/0001-81', rel: 'CNPJ' } };
  return { kind: 'PAGAMENTO', data };
};

export const recurringConsent = (): LoadedConsent => {
  const base = pixRequest();
  base.consentimento.loggedUser = { document: { identification: '52998224725', rel: 'CPF' } };
  return {
    kind: 'RECORRENTE',
    data: {
      valor: '250.00',
      frequencia: 'MENSAL',
      primeiroPagamento: '2026-12-05',
      recebedor: { nomeRecebedor: 'Academia Forma Ltda', cpf: '11222333000181', instituicao: 'Banco Exemplo' },
      dadosAgendamento: { dataInicio: '2026-12-05', pagarCom: 'Conta Corrente 123456-7', formaPagamento: 'Pix - Open Finance' },
      consentimento: base.consentimento,
    },
  };
};

export const sharingConsent = (cpfCnpj = '52998224725'): LoadedConsent => ({
  kind: 'DADOS',
  data: {
    dados: {
      cpfCnpj,
      dadosCompartilhamento: { dadosSolicitados: [], data: '2026-11-22', prazo: '12 meses' },
      dataExpiracao: '2026-11-22T14:00:00Z',
      id: 'S1',
      instituicao: { cnpj: '33444555000166', icone: 'https://receptora.example/icone.png', nome: 'Receptora S.A.' },
      nome: 'Maria Oliveira',
      quantidadeUsuariosConta: 1,
      status: 'Pendente',
    },
  },
});

export const sweepingConsent = (): LoadedConsent => ({
  kind: 'SWEEPING',
  data: {
    dados: {
      instituicao: { nome: 'Iniciadora Exemplo S.A.', cnpj: '44555666000177' },
      id: 'V1',
      dataInicio: '2026-11-23',
      horaLimite: '14:00',
      nome: 'Maria Oliveira',
      cpf: '52998224725',
      recurringConsentId: 'urn:cooperativa:R1',
      contaPagadora: { nome: 'Maria Oliveira', contaCorrente: '123456-7', agencia: '0001', formaPagamento: 'Pix' },
      dadosVinculo: { descricao: 'Transferências inteligentes', idVinculo: 'V1', limiteVinculo: '5000.00', limiteTransacao: '500.00' },
      creationDateTime: '2026-11-22T13:00:00Z',
      loggedUserDocIdentification: '529.982.247-25',
    },
  },
});

export const automaticConsent = (): LoadedConsent => ({
  kind: 'AUTOMATICO',
  data: {
    dados: {
      consentId: 'urn:cooperativa:A1',
      status: 'AWAITING_AUTHORISATION',
      startDateTime: '2026-11-22T13:00:00Z',
      creationDateTime: '2026-11-22T13:00:00Z',
      amount: '99.90',
      initiatorBy: 'Iniciadora Exemplo S.A.',
      frequency: 'MENSAL',
      firstPaymentDate: '2026-12-10',
      horaLimite: '14:00',
      creditor: { name: 'Streaming Bom Ltda', document: '55666777000188' },
      schedule: { startDate: '2026-12-10', paymentType: 'FIXO', contractId: 'K1', maximumVariableAmount: '150.00' },
    },
  },
});

/** A device enrolment (INTERFACE §6.2) as the bank sends it: created 10:00Z, 15 minutes to authorise. */
export function enrolmentData(dados: Partial<EnrolmentConsent['dados']> = {}, iniciadora: Partial<EnrolmentConsent['iniciadora']> = {}): EnrolmentConsent {
  return {
    dados: {
      enrollmentId: 'urn:banco:enrollment:1f2e',
      status: 'AWAITING_ACCOUNT_HOLDER_VALIDATION',
      nomeDispositivo: 'iPhone de Maria',
      nome: 'Maria Oliveira',
      cpf: '52998224725',
      cnpj: null,
      creationDateTime: '2026-11-26T10:00:00Z',
      expirationDateTime: '2026-11-26T10:15:00Z',
      conta: { id: 'c-1', tipoConta: 'CACC', agencia: '0001', numero: '123456' },
      ...dados,
    },
    iniciadora: {
      nome: 'Carteira Exemplo',
      cnpj: '12345678000190',
      urlLogoIniciadora: 'https://iniciadora.example/logo.svg',
      urlRedirecionamento: 'https://iniciadora.example/retorno',
      ...iniciadora,
    },
  };
}

export const enrolmentConsent = (dados: Partial<EnrolmentConsent['dados']> = {}): LoadedConsent => ({ kind: 'VINCULO', data: enrolmentData(dados) });
