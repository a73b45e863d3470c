import { isBankAmount } from '../format/bankAmount';
import { ENVELOPE_MEMBER, type ConsentKind, type LoadedConsent } from './contract';

/**
 * Checks the consent load answer at run time (INTERFACE §4): a malformed envelope becomes an error
 * screen, never a crash. Only the fields every screen of the kind relies on are required here;
 * optional fields are checked where they are shown. Every amount, required or not, is checked
 * here: one that is not written as Open Finance writes amounts ('1500.50') makes the envelope
 * malformed, never a different number on the screen.
 */
type Check = (value: unknown) => boolean;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str: Check = (v) => typeof v === 'string';
const num: Check = (v) => typeof v === 'number' && Number.isFinite(v);
const amount: Check = isBankAmount;
const optional = (check: Check): Check => (v) => v === undefined || v === null || check(v);
const arrayOf = (check: Check): Check => (v) => Array.isArray(v) && v.every(check);
const shape = (fields: Record<string, Check>): Check => (v) =>
  isRecord(v) && Object.entries(fields).every(([key, check]) => check(v[key]));

const iniciadora = optional(shape({ urlLogoIniciadora: optional(str), urlRedirecionamento: optional(str) }));

const paymentConsent = shape({
  consentId: str,
  creationDateTime: str,
  status: str,
  creditor: shape({ cpfCnpj: str, name: str }),
  debtorAccount: optional(shape({ number: optional(str), accountType: optional(str), issuer: optional(str) })),
  payment: shape({ amount, currency: optional(str), type: str, date: optional(str), schedule: optional(isRecord) }),
});

const CHECKS: Record<ConsentKind, Check> = {
  PAGAMENTO: shape({ consentimento: paymentConsent, iniciadora }),
  RECORRENTE: shape({
    valor: amount,
    frequencia: str,
    primeiroPagamento: str,
    recebedor: shape({ nomeRecebedor: str, cpf: str, instituicao: str, chavePix: optional(str) }),
    dadosAgendamento: shape({ dataInicio: str, pagarCom: str, formaPagamento: str, numeroPagamentos: optional(num) }),
    consentimento: paymentConsent,
    iniciadora,
  }),
  DADOS: shape({
    dados: shape({
      id: optional(str),
      status: optional(str),
      dadosCompartilhamento: optional(
        shape({
          dadosSolicitados: optional(
            arrayOf(shape({ dados: arrayOf(str), nome: str, nomeCategoria: optional(str), descricao: optional(str) })),
          ),
        }),
      ),
      produtos: optional(arrayOf(shape({ nome: str, modalidade: arrayOf(shape({ codigo: str, nomeSucinto: str })) }))),
    }),
    iniciadora,
  }),
  SWEEPING: shape({
    dados: shape({
      recurringConsentId: str,
      horaLimite: str,
      dataInicio: str,
      instituicao: shape({ nome: str }),
      contaPagadora: shape({ contaCorrente: str, agencia: str }),
      dadosVinculo: shape({ descricao: str, gatilhos: optional(arrayOf(str)), limiteVinculo: optional(amount), limiteTransacao: optional(amount) }),
    }),
    iniciadora,
  }),
  AUTOMATICO: shape({
    dados: shape({
      consentId: str,
      horaLimite: str,
      amount: optional(amount),
      frequency: str,
      firstPaymentDate: str,
      creditor: shape({ name: str, document: str }),
      schedule: shape({ startDate: str, contractId: str, maximumVariableAmount: optional(amount) }),
      firstPayment: optional(shape({ date: str, amount })),
    }),
    iniciadora,
  }),
  VINCULO: shape({
    dados: shape({
      enrollmentId: str,
      status: str,
      nomeDispositivo: str,
      nome: str,
      cpf: str,
      cnpj: optional(str),
      creationDateTime: str,
      expirationDateTime: str,
      conta: optional(shape({ id: str, tipoConta: str, agencia: str, numero: str })),
      limiteTransacao: optional(amount),
      limiteDiario: optional(amount),
      validade: optional(str),
    }),
    // The screen shows who asks for the enrolment: its name is required, its logo optional.
    iniciadora: shape({ nome: str, cnpj: optional(str), urlLogoIniciadora: optional(str), urlRedirecionamento: optional(str) }),
  }),
};

export function parseEnvelope(raw: unknown): LoadedConsent | null {
  if (!isRecord(raw) || typeof raw.tipo !== 'string') return null;
  const kind = raw.tipo as ConsentKind;
  // Own keys only: `in` also finds inherited names ('constructor', 'toString', '__proto__').
  if (!Object.prototype.hasOwnProperty.call(ENVELOPE_MEMBER, kind)) return null;
  const data = raw[ENVELOPE_MEMBER[kind]];
  if (!CHECKS[kind](data)) return null;
  return { kind, data } as LoadedConsent;
}
