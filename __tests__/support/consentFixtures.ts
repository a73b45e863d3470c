import { screen, within } from '@testing-library/react';
import type {
  AutomaticConsent,
  LoadedConsent,
  PaymentRequest,
  RecurringConsent,
  SharingConsent,
  SweepingConsent,
} from '../../src/api/contract';
import type { SelectionState } from '../../src/features/consent/selectionSlice';
import { pixRequest } from './fixtures';

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

export function recurringConsent(overrides: Partial<RecurringConsent> = {}): RecurringConsent {
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

export function sweepingConsent(dados: Partial<SweepingConsent['dados']> = {}): SweepingConsent {
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

export function automaticConsent(dados: Partial<AutomaticConsent['dados']> = {}): AutomaticConsent {
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

export function sharingConsent(dados: Partial<SharingConsent['dados']> = {}): SharingConsent {
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

export const sharingLoaded = (consent: SharingConsent = sharingConsent()): LoadedConsent => ({ kind: 'DADOS', data: consent });

/** The selection slice's state for a sharing consent, with the given codes selected. */
export function selectionFor(consent: SharingConsent, selected: string[] = []): SelectionState {
  const modalities = (consent.dados.produtos ?? []).map((g) => {
    const modalidade = g.modalidade.map((m) => ({ ...m, selected: selected.includes(m.codigo) }));
    return { nome: g.nome, modalidade, numSelected: modalidade.filter((m) => m.selected).length };
  });
  return { modalities, hasSelected: modalities.some((g) => g.numSelected > 0) };
}

/** The value shown for a label in the Fields section with this title (or anywhere, without one). */
export function fieldValue(label: string, section?: string): string | null {
  const scope = section ? within(screen.getByRole('region', { name: section })) : screen;
  const terms = scope.queryAllByText(label, { selector: 'dt' });
  if (terms.length > 1) throw new Error(`label ${label} appears ${terms.length} times`);
  return terms[0]?.nextElementSibling?.textContent ?? null;
}
