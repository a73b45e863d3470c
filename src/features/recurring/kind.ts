import { PATHS } from '../../journey/paths';
import type { KindModule } from '../../kinds/kindModule';
import { decidedInOpenFinance, MINUTE } from '../../kinds/status';

/** A recurring Pix (RECORRENTE). */
export const recurringKind: KindModule<'RECORRENTE'> = {
  kind: 'RECORRENTE',
  screen: PATHS.pixRecurring,
  subject: 'recurring',
  decided: ({ data }) => decidedInOpenFinance(data.consentimento.status),
  afterLoad: () => 'ready',
  deadline: { windowMs: 5 * MINUTE, createdAt: ({ data }) => data.consentimento.creationDateTime },
  failures: { overdraft: true, funds: true },
};
