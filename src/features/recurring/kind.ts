import { TRANSACTION_CODE } from '../../api/contract';
import { copy } from '../../copy/ptBR';
import { formatAccountLine, formatMoney, frequencyLabel } from '../../format/format';
import { plainDocument } from '../../kinds/confirming';
import { KIND_SCREENS } from '../../journey/paths';
import { amount, iniciadora, num, optional, paymentConsent, shape, str } from '../../api/checks';
import type { KindModule } from '../../kinds/kindModule';
import { decidedInOpenFinance, MINUTE } from '../../kinds/status';
import { decidePayment, paymentRequestFor } from '../../kinds/deciding';

const t = copy.security.confirming;

/** A recurring Pix (RECORRENTE). */
export const recurringKind: KindModule<'RECORRENTE'> = {
  kind: 'RECORRENTE',
  screen: KIND_SCREENS.RECORRENTE,
  subject: 'recurring',
  // — at the bank (/autorizacoes)
  revocationStops: 'recurringPayments',
  // — presentation (kshow)
  // INTERFACE §4: its envelope member, checked at run time (a malformed one is a load error, never a crash).
  envelopeCheck: shape({
    valor: amount,
    frequencia: str,
    primeiroPagamento: str,
    recebedor: shape({ nomeRecebedor: str, cpf: str, instituicao: str, chavePix: optional(str) }),
    dadosAgendamento: shape({ dataInicio: str, pagarCom: str, formaPagamento: str, numeroPagamentos: optional(num) }),
    consentimento: paymentConsent,
    iniciadora,
  }),
  dialogs: {
    cancel: { id: 'CANCEL-RECURRING', title: copy.modal.cancelTitle, text: copy.modal.cancelText, confirm: copy.modal.cancelConfirm },
    confirm: { id: 'RECURRING', title: copy.modal.recurringTitle, text: copy.modal.recurringText, confirm: copy.modal.continue },
  },
  // — places (kplace)
  // In the payment screens' chunk (decision 034).
  screenCode: { load: () => import(/* webpackChunkName: "payment" */ './RecurringScreen') },
  decided: ({ data }) => decidedInOpenFinance(data.consentimento.status),
  afterLoad: () => 'ready',
  deadline: { windowMs: 5 * MINUTE, createdAt: ({ data }) => data.consentimento.creationDateTime },
  failures: { overdraft: true, funds: true },
  qr: {
    code: TRANSACTION_CODE.PIX,
    expiryMs: 90_000,
    transaction: ({ data: d }) => ({ data: d.primeiroPagamento, descricao: copy.security.qrTransaction.RECORRENTE(d.recebedor.nomeRecebedor), valor: d.valor }),
    documents: ({ data }) => ({
      institution: plainDocument(data.consentimento.businessEntity?.document.identification),
      user: plainDocument(data.consentimento.loggedUser?.document.identification),
    }),
  },
  summary: ({ data: d }) => {
    const account = d.dadosAgendamento.pagarCom ? formatAccountLine(d.dadosAgendamento.pagarCom) : null;
    return t.recurring(formatMoney(d.valor), frequencyLabel(d.frequencia), d.recebedor.nomeRecebedor, account);
  },
  // — decision (kdecide)
  decision: {
    consentId: ({ data }) => data.consentimento.consentId,
    // Decided as a Pix payment, with the consent's own parts only (SPEC §7).
    authorise: ({ data: { consentimento, duplaAssinatura, iniciadora } }, { fields, overdraft, debtorAccount }) =>
      decidePayment(consentimento.consentId, 'AUTORIZADO', paymentRequestFor({ consentimento, duplaAssinatura, iniciadora }, fields, overdraft, debtorAccount)),
    refuse: ({ data: { consentimento, duplaAssinatura, iniciadora } }) =>
      decidePayment(consentimento.consentId, 'REJEITADO', paymentRequestFor({ consentimento, duplaAssinatura, iniciadora }, {})),
    wayBack: 'rejected',
  },
  // — state (kstate)
  // No terms of its own: 'Confirmar' freezes the account alone (no `confirmTerms`).
  // — the customer's authorisations (docs/decisions/077)
  // Its screen's file, in its screen's chunk: the terms are the screen's own sections.
  termsCode: { load: () => import(/* webpackChunkName: "payment" */ './RecurringView').then((m) => ({ default: m.RecurringTerms })) },
  listedSubjects: ['recurring'],
};
