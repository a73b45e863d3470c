import { PATHS } from '../../journey/paths';
import type { KindModule } from '../../kinds/kindModule';
import { decidedInOpenFinance, MINUTE } from '../../kinds/status';

/** A Pix payment, now or scheduled (PAGAMENTO): its screens are PixScreen and PixScheduledScreen. */
export const paymentKind: KindModule<'PAGAMENTO'> = {
  kind: 'PAGAMENTO',
  screen: { immediate: PATHS.pix, scheduled: PATHS.pixScheduled },
  subject: { immediate: 'payment', scheduled: 'scheduled' },
  scheduled: ({ data }) => Boolean(data.consentimento.payment.schedule),
  decided: ({ data }) => decidedInOpenFinance(data.consentimento.status),
  // Only a Pix is offered here (SPEC §4).
  afterLoad: ({ data }) => (data.consentimento.payment.type !== 'PIX' ? 'stopped' : 'ready'),
  deadline: { windowMs: 5 * MINUTE, createdAt: ({ data }) => data.consentimento.creationDateTime },
  failures: { overdraft: true, funds: true },
  // The initiator named no paying account: the customer chooses one (INTERFACE §6.1).
  payingAccountChoice: ({ data }) => (data.consentimento.debtorAccount ? null : data.consentimento.consentId),
};
