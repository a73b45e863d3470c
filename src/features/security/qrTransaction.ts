import { TRANSACTION_CODE, type ConsentKind, type EnrolmentTerms, type LoadedConsent, type QrRequest } from '../../api/contract';
import { DEFAULT_TRANSACTION_LIMIT } from '../../api/enrolmentTerms';
import { copy } from '../../copy/ptBR';

/** QR polling interval (SPEC §9). */
export const QR_POLL_INTERVAL_MS = 10_000;

/** QR expiry (SPEC §4, §9): 90 s for payments, 30 min for a data sharing. */
export function qrExpiryMs(kind: ConsentKind): number {
  return kind === 'DADOS' ? 30 * 60_000 : 90_000;
}

/**
 * Transaction codes (SPEC §9): 169 Pix, 196 data sharing, 243 sweeping and automatic. A device
 * enrolment is 243 too: like them it authorises future payments with no amount of their own, within
 * limits (docs/decisions/053-device-enrolment.md).
 */
const QR_TRANSACTION_CODE: Record<ConsentKind, number> = {
  PAGAMENTO: TRANSACTION_CODE.PIX,
  RECORRENTE: TRANSACTION_CODE.PIX,
  DADOS: TRANSACTION_CODE.SHARING,
  SWEEPING: TRANSACTION_CODE.RECURRING,
  AUTOMATICO: TRANSACTION_CODE.RECURRING,
  VINCULO: TRANSACTION_CODE.RECURRING,
};

/** A consent without an amount (data sharing) is sent with a zero amount. */
const NO_AMOUNT = '0.00';

function firstPixDate(consent: Extract<LoadedConsent, { kind: 'PAGAMENTO' }>): string {
  const { payment, creationDateTime } = consent.data.consentimento;
  const s = payment.schedule;
  return (
    payment.date ??
    s?.single?.date ??
    s?.daily?.startDate ??
    s?.weekly?.startDate ??
    s?.monthly?.startDate ??
    s?.custom?.dates[0] ??
    creationDateTime.slice(0, 10)
  );
}

/**
 * What the customer's app shows when it reads the code (SPEC §3 "QR transaction"): the kind's
 * transaction code, its date, a short description and its amount. For an enrolment, `terms` are
 * the limits the customer confirmed on the screen.
 */
export function qrTransaction(consent: LoadedConsent, terms: EnrolmentTerms | null = null): QrRequest['transacao'] {
  const codTransacao = QR_TRANSACTION_CODE[consent.kind];
  const text = copy.security.qrTransaction;
  switch (consent.kind) {
    case 'PAGAMENTO': {
      const c = consent.data.consentimento;
      return { codTransacao, data: firstPixDate(consent), descricao: text.PAGAMENTO(c.creditor.name), valor: c.payment.amount };
    }
    case 'RECORRENTE': {
      const d = consent.data;
      return { codTransacao, data: d.primeiroPagamento, descricao: text.RECORRENTE(d.recebedor.nomeRecebedor), valor: d.valor };
    }
    case 'DADOS': {
      const d = consent.data.dados;
      return { codTransacao, data: d.dadosCompartilhamento.data, descricao: text.DADOS(d.instituicao.nome), valor: NO_AMOUNT };
    }
    case 'SWEEPING': {
      // The amount a single transfer of the link may move is what the customer commits to.
      const d = consent.data.dados;
      return { codTransacao, data: d.dataInicio, descricao: text.SWEEPING(d.instituicao.nome), valor: d.dadosVinculo.limiteTransacao };
    }
    case 'AUTOMATICO': {
      // A fixed amount when there is one, otherwise the authorised maximum of a variable one.
      const d = consent.data.dados;
      return {
        codTransacao,
        data: d.firstPayment?.date ?? d.firstPaymentDate,
        descricao: text.AUTOMATICO(d.creditor.name),
        valor: d.amount ?? d.schedule.maximumVariableAmount ?? NO_AMOUNT,
      };
    }
    case 'VINCULO': {
      // As for a sweeping link: the most a single payment from the device may move.
      const { dados, iniciadora } = consent.data;
      return {
        codTransacao,
        data: dados.creationDateTime.slice(0, 10),
        descricao: text.VINCULO(dados.nomeDispositivo, iniciadora.nome),
        valor: terms?.limiteTransacao ?? dados.limiteTransacao ?? DEFAULT_TRANSACTION_LIMIT,
      };
    }
  }
}

/**
 * What an enrolment's QR code is opened for (docs/decisions/064): the terms confirmed on the screen
 * and the account (the enrolment's own, else the one chosen). The bank freezes them with the code,
 * shows them in its app and refuses an authorisation that carries other terms. Null for other kinds,
 * or while the terms or the account are unknown.
 */
export function qrEnrolmentTerms(consent: LoadedConsent, terms: EnrolmentTerms | null, chosenAccountId: string | null): QrRequest['vinculo'] | null {
  if (consent.kind !== 'VINCULO' || !terms) return null;
  const id = consent.data.dados.conta?.id ?? chosenAccountId;
  return id ? { limiteTransacao: terms.limiteTransacao, limiteDiario: terms.limiteDiario, validade: terms.validade, conta: { id } } : null;
}

/** A CPF or CNPJ as the header takes it: letters and digits only (CNPJs may be alphanumeric from 2026). */
function plainDocument(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const plain = value.replace(/[^0-9A-Za-z]/g, '');
  return plain.length > 0 ? plain : null;
}

const isCpf = (doc: string | null) => doc !== null && /^\d{11}$/.test(doc);

/**
 * The two documents of the `tokenQRCode` header (SPEC §7: institution document, dash, user document),
 * read from the consent. Our reading, as the spec does not define them:
 * - the user document is the person logged in: `loggedUser` of a payment, `loggedUserDocIdentification`
 *   (else the holder's CPF) of a sweeping link, the holder's `cpfCnpj` of a data sharing when it is a CPF,
 *   the holder's `cpf` of an enrolment;
 * - the institution document is the entity whose account is used: `businessEntity` when the customer
 *   acts for a company, the holder's `cpfCnpj` of a data sharing, an enrolment's `cnpj`, and otherwise the user's own document
 *   (a personal account is its own holder).
 * An automatic Pix carries no debtor document, so its user document comes from the login (`fromLogin`).
 */
export function qrDocuments(consent: LoadedConsent): { institution: string | null; user: string | null } {
  switch (consent.kind) {
    case 'PAGAMENTO':
    case 'RECORRENTE': {
      const c = consent.data.consentimento;
      return {
        institution: plainDocument(c.businessEntity?.document.identification),
        user: plainDocument(c.loggedUser?.document.identification),
      };
    }
    case 'DADOS': {
      const holder = plainDocument(consent.data.dados.cpfCnpj);
      return { institution: holder, user: isCpf(holder) ? holder : null };
    }
    case 'SWEEPING': {
      const d = consent.data.dados;
      return { institution: null, user: plainDocument(d.loggedUserDocIdentification) ?? plainDocument(d.cpf) };
    }
    case 'AUTOMATICO':
      return { institution: null, user: null };
    case 'VINCULO': {
      // The holder enrols her own device: her CPF, and the company's CNPJ when the account is a business's.
      const d = consent.data.dados;
      return { institution: plainDocument(d.cnpj), user: plainDocument(d.cpf) };
    }
  }
}

/** `{institution}-{user}`, or null when no user document is known (the view then shows state 3). */
export function qrTokenHeader(docs: { institution: string | null; user: string | null }, fromLogin: string | null): string | null {
  const user = docs.user ?? plainDocument(fromLogin);
  if (!user) return null;
  return `${docs.institution ?? user}-${user}`;
}
