import { CONSENT_KINDS, ENVELOPE_MEMBER, type ConsentEnvelope, type ConsentKind } from '../../src/api/contract';
import { CUSTOMERS, formatCpf, maskCpf, maskCpfsIn, authenticate } from '../../mocks/customers';
import { envelopeMember } from '../../mocks/fixtures';
import { SCENARIOS, findScenario } from '../../mocks/scenarios';
import { BankState } from '../../mocks/state';

const NOW = Date.UTC(2025, 5, 10, 15, 0, 0); // 12:00 in Brasília
const state = () => new BankState({ publicUrl: 'http://bank.test', now: () => NOW });
const build = (name: string, customer?: 'maria' | 'joao' | 'ana'): ConsentEnvelope => state().createConsent(name, customer).envelope;
const members = (e: ConsentEnvelope) => Object.keys(e).filter((k) => k !== 'tipo').sort();

const REQUIRED = [
  'pix-imediato', 'pix-imediato-cnpj', 'pix-imediato-dupla-assinatura', 'pix-agendado', 'pix-agendado-dupla-assinatura',
  'pagamento-nao-pix', 'pix-expirado', 'recorrente', 'recorrente-minimo', 'sweeping', 'sweeping-minimo', 'automatico',
  'automatico-minimo', 'compartilhamento', 'compartilhamento-dupla-assinatura', 'compartilhamento-indeterminado',
  'compartilhamento-expirado', 'compartilhamento-sem-id', 'compartilhamento-incompleto', 'erro-carga-420', 'erro-carga-422',
  'erro-carga-422-dados', 'erro-carga-500', 'erro-carga-503', 'envelope-invalido', 'erro-autorizar-300', 'erro-autorizar-420',
  'erro-autorizar-403', 'erro-autorizar-422', 'erro-autorizar-423', 'erro-autorizar-428', 'erro-autorizar-500', 'autorizar-lento',
  'compartilhamento-erro-420', 'compartilhamento-erro-422', 'compartilhamento-lento', 'automatico-erro-422', 'automatico-erro-300',
  'erro-dispositivo', 'erro-sms', 'erro-cancelar', 'redirecionamento-ausente', 'redirecionamento-inseguro', 'conteudo-hostil',
];

describe('scenario table', () => {
  it('has every required scenario, unique kebab-case names and a label', () => {
    const names = SCENARIOS.map((s) => s.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of REQUIRED) expect(names).toContain(name);
    for (const s of SCENARIOS) {
      expect(s.name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(s.label.length).toBeGreaterThan(5);
    }
    expect(CONSENT_KINDS.every((k) => SCENARIOS.some((s) => s.kind === k))).toBe(true);
  });

  it.each(SCENARIOS.map((s) => [s.name, s.kind] as [string, ConsentKind]))('%s builds an envelope with exactly the %s member', (name, kind) => {
    const envelope = build(name);
    expect(envelope.tipo).toBe(kind);
    expect(members(envelope)).toEqual([ENVELOPE_MEMBER[kind]]);
    expect(envelopeMember(envelope)).toBeDefined();
  });
});

describe('fixtures', () => {
  it('pix-imediato: PIX without schedule, CACC debit account, creditor CPF, owner fields set', () => {
    const p = build('pix-imediato').consentimentoPagamentoDTO;
    expect(p?.consentimento.payment.type).toBe('PIX');
    expect(p?.consentimento.payment.schedule).toBeUndefined();
    expect(p?.consentimento.debtorAccount).toEqual({ ispb: '01234567', issuer: '0001', number: '123456', accountType: 'CACC' });
    expect(p?.consentimento.creditor.cpfCnpj).toHaveLength(11);
    expect(p?.consentimento.loggedUser?.document).toEqual({ identification: CUSTOMERS.maria.cpf, rel: 'CPF' });
    expect(p?.consentimento.creationDateTime).toBe('2025-06-10T12:00:00-03:00');
    expect(p?.consentimento.expirationDateTime).toBe('2025-06-10T12:05:00-03:00');
    expect(p?.codTransacao).toBe(169);
    expect(p?.canal).toBe(1);
  });

  it('pix-agendado: single date tomorrow (YYYY-MM-DD) and a proxy key', () => {
    const p = build('pix-agendado').consentimentoPagamentoDTO;
    expect(p?.consentimento.payment.schedule).toEqual({ single: { date: '2025-06-11' } });
    expect(p?.consentimento.payment.details?.proxy).toBe('+5511987654321');
    expect(build('pix-agendado-dupla-assinatura').consentimentoPagamentoDTO?.duplaAssinatura).toBe(true);
  });

  it('payment variants', () => {
    expect(build('pix-imediato-cnpj').consentimentoPagamentoDTO?.consentimento.creditor.cpfCnpj).toHaveLength(14);
    expect(build('pix-imediato-dupla-assinatura').consentimentoPagamentoDTO?.duplaAssinatura).toBe(true);
    expect(build('pagamento-nao-pix').consentimentoPagamentoDTO?.consentimento.payment.type).toBe('TED');
    expect(build('redirecionamento-inseguro').consentimentoPagamentoDTO?.iniciadora?.urlRedirecionamento).toBe('javascript:alert(1)');
    const hostile = build('conteudo-hostil').consentimentoPagamentoDTO;
    expect(hostile?.consentimento.creditor.name).toContain('<script>alert(1)</script>');
    expect(hostile?.consentimento.organisationName).toContain('<img src=x onerror=alert(1)>');
  });

  it('recurring: complete and minimal', () => {
    const full = build('recorrente').consentimentoRecorrenteDTO;
    expect(full?.recebedor.chavePix).toBeTruthy();
    expect(full?.dadosAgendamento.numeroPagamentos).toBe(12);
    expect(full?.dadosAgendamento.descricao).toBeTruthy();
    const min = build('recorrente-minimo').consentimentoRecorrenteDTO;
    expect(min?.recebedor.chavePix).toBeUndefined();
    expect(min?.dadosAgendamento.numeroPagamentos).toBeUndefined();
    expect(min?.dadosAgendamento.descricao).toBeUndefined();
    expect(min?.dadosAgendamento.dataEncerramento).toBeUndefined();
    expect(min?.recebedor.cpf).toHaveLength(14); // a CNPJ in the `cpf` field
  });

  it('sweeping and automatic: complete and minimal', () => {
    const sw = build('sweeping', 'joao').consentimentoPagamentoSweeping?.dados;
    expect(sw?.dadosVinculo.gatilhos?.length).toBeGreaterThan(0);
    expect(sw?.dadosVinculo.dataEncerramento).toBeTruthy();
    expect(sw?.cpf).toBe(CUSTOMERS.joao.cpf);
    expect(sw?.nome).toBe('João Santos');
    const swMin = build('sweeping-minimo').consentimentoPagamentoSweeping?.dados.dadosVinculo;
    expect(swMin?.gatilhos).toBeUndefined();
    expect(swMin?.dataEncerramento).toBeUndefined();

    const auto = build('automatico').consentimentoPagamentoAutomatico?.dados;
    expect(auto).toMatchObject({ amount: '189.90', isRetryAccepted: true });
    expect(auto?.schedule).toMatchObject({ quantity: 12, paymentDescription: 'Conta de energia elétrica' });
    expect(auto?.schedule.endDate).toBeTruthy();
    expect(auto?.firstPayment?.remittanceInformation).toBeTruthy();
    const autoMin = build('automatico-minimo').consentimentoPagamentoAutomatico?.dados;
    expect(autoMin?.amount).toBeUndefined();
    expect(autoMin?.firstPayment).toBeUndefined();
    expect(autoMin?.schedule.endDate).toBeUndefined();
    expect(autoMin?.schedule.quantity).toBeUndefined();
    expect(autoMin?.schedule.paymentDescription).toBeUndefined();
    expect(autoMin?.isRetryAccepted).toBe(false);
  });

  it('data sharing variants', () => {
    const d = build('compartilhamento').consentimentoDadosDTO?.dados;
    expect(d?.dadosCompartilhamento.dadosSolicitados.map((g) => g.nomeCategoria)).toEqual(
      expect.arrayContaining(['Cadastro', 'Contas', 'Cartão de crédito', 'Operações de crédito', 'Investimentos']),
    );
    expect(d?.dadosCompartilhamento.dadosSolicitados.some((g) => g.informacoesAdicionais)).toBe(true);
    expect(d?.produtos).toHaveLength(2);
    expect(d?.produtos?.every((g) => g.modalidade.length >= 3)).toBe(true);
    expect(d?.dadosCompartilhamento.prazo).toBe('12 meses');
    expect(d?.dadosCompartilhamento.dataExpiracaoCompartilhamento).toBe('2026-06-10');
    expect(d?.textoOperacaoCreditoInvestimento).toBeTruthy();
    expect(d?.quantidadeUsuariosConta).toBe(1);

    expect(build('compartilhamento-dupla-assinatura').consentimentoDadosDTO?.dados).toMatchObject({ quantidadeUsuariosConta: 2, duplaAssinatura: true });
    const ind = build('compartilhamento-indeterminado').consentimentoDadosDTO?.dados;
    expect(ind?.dadosCompartilhamento.prazo).toBe('Indeterminado');
    expect(ind?.dadosCompartilhamento.dataExpiracaoCompartilhamento).toBeUndefined();
    expect(ind?.produtos).toBeUndefined();
    expect(build('compartilhamento-expirado').consentimentoDadosDTO?.dados.status).toBe('Expirado');
    expect(build('compartilhamento-sem-id').consentimentoDadosDTO?.dados.id).toBe('');
    expect(build('compartilhamento-incompleto').consentimentoDadosDTO?.dados.instituicao.cnpj).toBeUndefined();
  });

  it('load fault bodies follow INTERFACE §4', () => {
    expect(findScenario('erro-carga-422')?.faults?.load?.body).toEqual({ message: expect.stringContaining('CPF') });
    expect(findScenario('erro-carga-422-dados')?.faults?.load?.body).toMatchObject({ details: [{ message: 'CONSENTIMENTO_DADOS' }] });
    expect(findScenario('erro-carga-500')?.faults?.load?.body).toEqual({ message: expect.stringContaining('instabilidade') });
  });
});

describe('customers', () => {
  it('logs in with or without CPF punctuation and the right password only', () => {
    expect(authenticate('529.982.247-25', '1234')?.name).toBe('Maria Oliveira');
    expect(authenticate('11144477735', '1234')?.name).toBe('João Santos');
    expect(authenticate('390.533.447-05', '0000')).toBeUndefined();
    expect(authenticate('000.000.000-00', '1234')).toBeUndefined();
  });

  it('masks CPFs', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(maskCpf('52998224725')).toBe('***.982.247-**');
    expect(maskCpfsIn('/x?cpf=529.982.247-25&y=11144477735')).toBe('/x?cpf=***.982.247-**&y=***.444.777-**');
  });
});
