import { TRANSACTION_CODE } from '../../api/contract';
import { copy } from '../../copy/ptBR';
import { formatMoney } from '../../format/format';
import { NO_AMOUNT, paying } from '../../kinds/confirming';
import { KIND_SCREENS } from '../../journey/paths';
import { amount, iniciadora, optional, shape, str } from '../../api/checks';
import type { KindModule } from '../../kinds/kindModule';
import { decidedInOpenFinance, hourLimitDeadline } from '../../kinds/status';
import { decideByStatusPut } from '../../kinds/deciding';

const t = copy.security.confirming;

/** An automatic Pix (AUTOMATICO). */
export const automaticKind: KindModule<'AUTOMATICO'> = {
  kind: 'AUTOMATICO',
  screen: KIND_SCREENS.AUTOMATICO,
  subject: 'automatic',
  // — at the bank (/autorizacoes): the variable amount's ceiling is what the customer may change.
  revocationStops: 'automaticPayments',
  changeableMaximum: ({ data }) => data.dados.schedule.maximumVariableAmount ?? null,
  // — presentation (kshow)
  // INTERFACE §4: its envelope member, checked at run time (a malformed one is a load error, never a crash).
  envelopeCheck: shape({
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
  dialogs: {
    cancel: { id: 'CANCEL-AUTOMATIC', title: copy.modal.cancelAutomaticTitle, text: copy.modal.cancelAutomaticText, confirm: copy.modal.cancelConfirm },
    confirm: { id: 'AUTOMATIC', title: copy.modal.automaticTitle, text: copy.modal.automaticText, confirm: copy.modal.continue },
  },
  // — places (kplace)
  // In the payment screens' chunk (decision 034).
  screenCode: { load: () => import(/* webpackChunkName: "payment" */ './AutomaticScreen') },
  decided: ({ data }) => decidedInOpenFinance(data.dados.status),
  afterLoad: () => 'ready',
  deadline: hourLimitDeadline,
  failures: { overdraft: false, funds: true },
  qr: {
    code: TRANSACTION_CODE.WITHIN_LIMITS,
    expiryMs: 90_000,
    // A fixed amount when there is one, otherwise the authorised maximum of a variable one.
    transaction: ({ data: { dados: d } }) => ({
      data: d.firstPayment?.date ?? d.firstPaymentDate,
      descricao: copy.security.qrTransaction.AUTOMATICO(d.creditor.name),
      valor: d.amount ?? d.schedule.maximumVariableAmount ?? NO_AMOUNT,
    }),
    // It carries no debtor document: the user document comes from the login.
    documents: () => ({ institution: null, user: null }),
  },
  summary: ({ data: { dados: d } }) => {
    const limit = formatMoney(d.schedule.maximumVariableAmount);
    const amount = formatMoney(d.amount) ? t.automaticAmount(formatMoney(d.amount)) : limit ? t.automaticLimit(limit) : t.automaticNoLimit;
    return t.automatic(d.creditor.name, amount, paying(null, d.debtorAccount));
  },
  // — decision (kdecide)
  decision: {
    consentId: ({ data }) => data.dados.consentId,
    authorise: ({ data }, { fields }) => decideByStatusPut(data.dados.consentId, fields),
    refuse: ({ data }) => decideByStatusPut(data.dados.consentId, {}),
    wayBack: 'rejected',
  },
  // — state (kstate)
  // No terms of its own: 'Confirmar' freezes the account alone (no `confirmTerms`).
  // — the customer's authorisations (docs/decisions/077)
  // Its screen's file, in its screen's chunk: the terms are the screen's own sections.
  termsCode: { load: () => import(/* webpackChunkName: "payment" */ './AutomaticView').then((m) => ({ default: m.AutomaticTerms })) },
  listedSubjects: ['automatic'],
};
