import { TRANSACTION_CODE, type PaymentRequest } from '../../api/contract';
import { copy } from '../../copy/ptBR';
import { formatDate, formatMoney } from '../../format/format';
import { scheduleSummary } from '../../format/schedule';
import { paying, plainDocument } from '../../kinds/confirming';
import { KIND_SCREENS } from '../../journey/paths';
import { iniciadora, paymentConsent, shape } from '../../api/checks';
import type { KindModule } from '../../kinds/kindModule';
import { decidedInOpenFinance, MINUTE } from '../../kinds/status';
import { decidePayment, paymentRequestFor } from '../../kinds/deciding';

const t = copy.security.confirming;

/** The date of the Pix, or of its first payment when scheduled. */
function firstPixDate({ consentimento: { payment, creationDateTime } }: PaymentRequest): string {
  const s = payment.schedule;
  return (
    payment.date ?? s?.single?.date ?? s?.daily?.startDate ?? s?.weekly?.startDate ?? s?.monthly?.startDate ?? s?.custom?.dates[0] ?? creationDateTime.slice(0, 10)
  );
}

/** A Pix payment, now or scheduled (PAGAMENTO): its screens are PixScreen and PixScheduledScreen. */
export const paymentKind: KindModule<'PAGAMENTO'> = {
  kind: 'PAGAMENTO',
  screen: KIND_SCREENS.PAGAMENTO,
  subject: { immediate: 'payment', scheduled: 'scheduled' },
  // — at the bank (/autorizacoes): the bank keeps only the scheduled ones.
  revocationStops: 'scheduledPayment',
  // — presentation (kshow)
  // INTERFACE §4: its envelope member, checked at run time (a malformed one is a load error, never a crash).
  envelopeCheck: shape({ consentimento: paymentConsent, iniciadora }),
  dialogs: { cancel: { id: 'CANCEL', title: copy.modal.cancelTitle, text: copy.modal.cancelText, confirm: copy.modal.cancelConfirm } },
  // — places (kplace)
  // The five payment screens share one chunk: one request, fetched ahead beside the consent's (decision 034).
  screenCode: {
    load: {
      immediate: () => import(/* webpackChunkName: "payment" */ './PixScreen'),
      scheduled: () => import(/* webpackChunkName: "payment" */ './PixScheduledScreen'),
    },
  },
  scheduled: ({ data }) => Boolean(data.consentimento.payment.schedule),
  decided: ({ data }) => decidedInOpenFinance(data.consentimento.status),
  // Only a Pix is offered here (SPEC §4).
  afterLoad: ({ data }) => (data.consentimento.payment.type !== 'PIX' ? 'stopped' : 'ready'),
  deadline: { windowMs: 5 * MINUTE, createdAt: ({ data }) => data.consentimento.creationDateTime },
  failures: { overdraft: true, funds: true },
  // The initiator named no paying account: the customer chooses one (INTERFACE §6.1).
  payingAccountChoice: ({ data }) => (data.consentimento.debtorAccount ? null : data.consentimento.consentId),
  qr: {
    code: TRANSACTION_CODE.PIX,
    expiryMs: 90_000,
    transaction: (consent) => {
      const c = consent.data.consentimento;
      return { data: firstPixDate(consent.data), descricao: copy.security.qrTransaction.PAGAMENTO(c.creditor.name), valor: c.payment.amount };
    },
    documents: ({ data }) => ({
      institution: plainDocument(data.consentimento.businessEntity?.document.identification),
      user: plainDocument(data.consentimento.loggedUser?.document.identification),
    }),
  },
  summary: ({ data }, confirmed) => {
    const c = data.consentimento;
    const account = paying(confirmed.account, c.debtorAccount);
    const amount = formatMoney(c.payment.amount);
    return c.payment.schedule
      ? t.scheduled(amount, c.creditor.name, formatDate(scheduleSummary(c.payment).firstDate), account)
      : t.payment(amount, c.creditor.name, account);
  },
  // — decision (kdecide)
  decision: {
    consentId: ({ data }) => data.consentimento.consentId,
    // The consent as loaded, with the account chosen where it named none (INTERFACE §6.1).
    authorise: ({ data }, { fields, overdraft, debtorAccount }) =>
      decidePayment(data.consentimento.consentId, 'AUTORIZADO', paymentRequestFor(data, fields, overdraft, debtorAccount)),
    refuse: ({ data }) => decidePayment(data.consentimento.consentId, 'REJEITADO', paymentRequestFor(data, {})),
    wayBack: 'rejected',
  },
  // — state (kstate)
  // No terms of its own: 'Confirmar' freezes the account alone (no `confirmTerms`).
  // — the customer's authorisations (docs/decisions/077)
  // Its screen's file, in its screen's chunk: the terms are the screen's own sections.
  termsCode: { load: () => import(/* webpackChunkName: "payment" */ './PixScheduledView').then((m) => ({ default: m.PaymentTerms })) },
  // Only a scheduled Pix lasts: an immediate one is paid at once and leaves nothing to cancel.
  listedSubjects: ['scheduled'],
};
