import { PATHS } from '../../journey/paths';
import type { KindModule } from '../../kinds/kindModule';
import { decidedInOpenFinance, MINUTE } from '../../kinds/status';

/** An automatic Pix (AUTOMATICO). */
export const automaticKind: KindModule<'AUTOMATICO'> = {
  kind: 'AUTOMATICO',
  screen: PATHS.pixAutomatic,
  subject: 'automatic',
  decided: ({ data }) => decidedInOpenFinance(data.dados.status),
  afterLoad: () => 'ready',
  deadline: {
    windowMs: 60 * MINUTE,
    createdAt: ({ data }) => data.dados.creationDateTime,
    // Often a time of day only ('14:00'), which names no instant: then the creation time counts.
    statedLimit: ({ data }) => data.dados.horaLimite,
  },
  failures: { overdraft: false, funds: true },
};
