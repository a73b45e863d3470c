import { ENROLMENT_AWAITING } from '../../api/contract';
import { copy } from '../../copy/ptBR';
import { instantOf } from '../../format/format';
import { PATHS } from '../../journey/paths';
import type { KindModule } from '../../kinds/kindModule';
import { MINUTE } from '../../kinds/status';

/** A device enrolment (VINCULO, INTERFACE §6.2). */
export const enrolmentKind: KindModule<'VINCULO'> = {
  kind: 'VINCULO',
  screen: PATHS.enrolment,
  subject: 'enrolment',
  // Its window is 15 minutes.
  wording: { decidedMessage: copy.results.decidedEnrolmentMessage, expiredMessage: copy.results.expiredEnrolmentMessage },
  // Offered only while the bank waits for the holder.
  decided: ({ data }) => data.dados.status !== ENROLMENT_AWAITING,
  // Past its expirationDateTime it can no longer be authorised.
  afterLoad: ({ data }, now) => ((instantOf(data.dados.expirationDateTime) ?? Infinity) <= now ? 'expired' : 'ready'),
  deadline: {
    windowMs: 15 * MINUTE,
    createdAt: ({ data }) => data.dados.creationDateTime,
    statedLimit: ({ data }) => data.dados.expirationDateTime,
  },
  // The payment's outcomes without 300 and 428.
  failures: { overdraft: false, funds: false },
  // It names no account: the customer chooses one, listed by the enrolment's id (INTERFACE §6.1).
  payingAccountChoice: ({ data }) => (data.dados.conta ? null : data.dados.enrollmentId),
};
