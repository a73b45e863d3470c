import { TRANSACTION_CODE } from '../../api/contract';
import { copy } from '../../copy/ptBR';
import { formatMoney } from '../../format/format';
import { NO_AMOUNT, paying } from '../../kinds/confirming';
import { PATHS } from '../../journey/paths';
import type { KindModule } from '../../kinds/kindModule';
import { decidedInOpenFinance, hourLimitDeadline } from '../../kinds/status';

const t = copy.security.confirming;

/** An automatic Pix (AUTOMATICO). */
export const automaticKind: KindModule<'AUTOMATICO'> = {
  kind: 'AUTOMATICO',
  screen: PATHS.pixAutomatic,
  subject: 'automatic',
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
};
