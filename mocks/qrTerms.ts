/**
 * What the bank's app shows for a QR transaction (docs/decisions/064): built from the bank's own
 * record of the consent, never from the words the browser posted with the QR call. For an enrolment,
 * the limits, validity and account the customer confirmed are frozen when the code is opened (the
 * bank checks them with its own rules first, mocks/enrolment.ts) and shown as limits, not as a charge.
 */
import { TRANSACTION_CODE, type ConsentEnvelope } from '../src/api/contract';
import { formatMoney } from '../src/format/format';
import type { CustomerAccount } from './customers';

/** The terms an enrolment's QR code was opened for: what its approval in the app approves. */
export interface FrozenEnrolmentTerms {
  limiteTransacao: string;
  limiteDiario: string | null;
  validade: string | null;
  conta: { id: string };
}

/** One labelled term, as the app shows it. */
export interface QrLine {
  rotulo: string;
  valor: string;
}

export interface QrTerms {
  codTransacao: number;
  descricao: string;
  /** The amount charged now, as the bank writes it; null when nothing is charged (limits, data). */
  valor: string | null;
  linhas: QrLine[];
}

const money = (amount: string | null | undefined) => (amount ? formatMoney(amount) : '');
const dateBr = (date: string | null | undefined) => (date && /^\d{4}-\d{2}-\d{2}/.test(date) ? `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}` : '');
const lines = (...all: [string, string | null | undefined][]): QrLine[] => all.filter(([, v]) => typeof v === 'string' && v !== '').map(([rotulo, valor]) => ({ rotulo, valor: valor as string }));
const accountLine = (conta: CustomerAccount | undefined, id: string) => (conta ? `${conta.tipoConta} ag. ${conta.agencia} conta ${conta.numero}` : id);

/**
 * The transaction of the consent's QR code: its description, the amount charged (if any) and every
 * term the customer approves. `accounts` are the customer's (an enrolment's account is named by id).
 */
export function qrTermsOf(envelope: ConsentEnvelope, accounts: readonly CustomerAccount[], frozen: FrozenEnrolmentTerms | null): QrTerms {
  const payment = envelope.consentimentoPagamentoDTO;
  if (payment) {
    const c = payment.consentimento;
    return {
      codTransacao: TRANSACTION_CODE.PIX,
      descricao: `Pix para ${c.creditor.name}`,
      valor: c.payment.amount,
      linhas: lines(['Valor', money(c.payment.amount)], ['Recebedor', c.creditor.name], ['Data', dateBr(c.payment.date ?? c.payment.schedule?.single?.date)], ['Iniciadora', c.organisationName]),
    };
  }
  const recurring = envelope.consentimentoRecorrenteDTO;
  if (recurring) {
    return {
      codTransacao: TRANSACTION_CODE.PIX,
      descricao: `Pix recorrente para ${recurring.recebedor.nomeRecebedor}`,
      valor: recurring.valor,
      linhas: lines(
        ['Valor de cada pagamento', money(recurring.valor)],
        ['Frequência', recurring.frequencia],
        ['Recebedor', recurring.recebedor.nomeRecebedor],
        ['Primeiro pagamento', dateBr(recurring.primeiroPagamento)],
        ['Iniciadora', recurring.consentimento.organisationName],
      ),
    };
  }
  const sharing = envelope.consentimentoDadosDTO;
  if (sharing) {
    const d = sharing.dados;
    return {
      codTransacao: TRANSACTION_CODE.SHARING,
      descricao: `Compartilhamento de dados com ${d.instituicao.nome}`,
      valor: null,
      linhas: lines(['Instituição', d.instituicao.nome], ['Prazo', d.dadosCompartilhamento.prazo]),
    };
  }
  const sweeping = envelope.consentimentoPagamentoSweeping;
  if (sweeping) {
    const d = sweeping.dados;
    return {
      codTransacao: TRANSACTION_CODE.WITHIN_LIMITS,
      descricao: `Vínculo de conta com ${d.instituicao.nome}`,
      valor: null,
      linhas: lines(
        ['Limite por transação', money(d.dadosVinculo.limiteTransacao)],
        ['Limite do vínculo', money(d.dadosVinculo.limiteVinculo)],
        ['Instituição', d.instituicao.nome],
        ['Até', dateBr(d.dadosVinculo.dataEncerramento)],
      ),
    };
  }
  const automatic = envelope.consentimentoPagamentoAutomatico;
  if (automatic) {
    const d = automatic.dados;
    return {
      codTransacao: TRANSACTION_CODE.WITHIN_LIMITS,
      descricao: `Pix Automático para ${d.creditor.name}`,
      valor: null,
      linhas: lines(
        ['Valor de cada pagamento', money(d.amount)],
        ['Valor máximo de cada pagamento', d.amount ? '' : money(d.schedule.maximumVariableAmount)],
        ['Frequência', d.frequency],
        ['Recebedor', d.creditor.name],
        ['Primeiro pagamento', dateBr(d.firstPayment?.date ?? d.firstPaymentDate)],
      ),
    };
  }
  const enrolment = envelope.consentimentoVinculoDispositivo;
  if (enrolment && frozen) {
    const { dados, iniciadora } = enrolment;
    return {
      codTransacao: TRANSACTION_CODE.WITHIN_LIMITS,
      descricao: `Vínculo do dispositivo ${dados.nomeDispositivo} com ${iniciadora.nome}`,
      valor: null,
      linhas: lines(
        ['Limite por transação', money(frozen.limiteTransacao)],
        ['Limite diário', frozen.limiteDiario === null ? 'Sem limite diário' : money(frozen.limiteDiario)],
        ['Validade', frozen.validade === null ? 'Indeterminado' : `Até ${dateBr(frozen.validade)}`],
        ['Conta', accountLine(accounts.find((a) => a.id === frozen.conta.id), frozen.conta.id)],
        ['Dispositivo', dados.nomeDispositivo],
        ['Iniciadora', iniciadora.nome],
      ),
    };
  }
  return { codTransacao: 0, descricao: 'Transação', valor: null, linhas: [] };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The terms of an enrolment body (the QR call's `vinculo`, or the AUTORIZADO body), once checked. */
export function enrolmentTermsIn(body: Record<string, unknown>): FrozenEnrolmentTerms {
  return {
    limiteTransacao: body.limiteTransacao as string,
    limiteDiario: body.limiteDiario as string | null,
    validade: body.validade as string | null,
    conta: { id: (isObject(body.conta) ? body.conta.id : '') as string },
  };
}

/** The same terms, field by field (both checked by the bank's rules, so string equality is exact). */
export function sameEnrolmentTerms(a: FrozenEnrolmentTerms, b: FrozenEnrolmentTerms): boolean {
  return a.limiteTransacao === b.limiteTransacao && a.limiteDiario === b.limiteDiario && a.validade === b.validade && a.conta.id === b.conta.id;
}
