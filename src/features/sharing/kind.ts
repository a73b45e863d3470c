import { PATHS } from '../../journey/paths';
import type { KindModule } from '../../kinds/kindModule';
import { decidedInPortuguese, MINUTE } from '../../kinds/status';

/** A data sharing (DADOS). */
export const sharingKind: KindModule<'DADOS'> = {
  kind: 'DADOS',
  screen: PATHS.sharing,
  decided: ({ data }) => decidedInPortuguese(data.dados.status),
  incomplete: ({ data }) => !data.dados.id,
  afterLoad: ({ data }) => (data.dados.status === 'Expirado' ? 'expired' : 'ready'),
  deadline: {
    windowMs: 60 * MINUTE,
    createdAt: ({ data }) => data.dados.dadosCompartilhamento?.data,
    statedLimit: ({ data }) => data.dados.dataExpiracao,
  },
  failures: { overdraft: false, funds: false },
};
