import type { LoadedConsent } from '../../src/api/contract';
import { pixRequest } from './fixtures';

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
