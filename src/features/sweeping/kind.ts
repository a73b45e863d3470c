import { PATHS } from '../../journey/paths';
import type { KindModule } from '../../kinds/kindModule';
import { MINUTE } from '../../kinds/status';

/** A sweeping link (SWEEPING). */
export const sweepingKind: KindModule<'SWEEPING'> = {
  kind: 'SWEEPING',
  screen: PATHS.pixSweeping,
  subject: 'link',
  // It carries no status.
  decided: () => false,
  afterLoad: () => 'ready',
  deadline: {
    windowMs: 60 * MINUTE,
    createdAt: ({ data }) => data.dados.creationDateTime,
    // Often a time of day only ('14:00'), which names no instant: then the creation time counts.
    statedLimit: ({ data }) => data.dados.horaLimite,
  },
  failures: { overdraft: false, funds: true },
};
