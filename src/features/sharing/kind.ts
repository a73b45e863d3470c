import { copy } from '../../copy/ptBR';
import { PATHS } from '../../journey/paths';
import type { KindModule } from '../../kinds/kindModule';
import { decidedInPortuguese, MINUTE } from '../../kinds/status';

/** A data sharing (DADOS). */
export const sharingKind: KindModule<'DADOS'> = {
  kind: 'DADOS',
  screen: PATHS.sharing,
  subject: 'sharing',
  loadFailureDetail: 'CONSENTIMENTO_DADOS',
  // The data go to an institution that receives them: it initiates nothing.
  wording: {
    defaultMessage: copy.results.defaultSharingMessage,
    decidedMessage: copy.results.decidedSharingMessage,
    expiredMessage: copy.results.expiredSharingMessage,
    processingTitle: copy.results.processingSharingTitle,
    processingMessage: copy.results.processingSharingMessage,
    redirectMessage: copy.results.redirectSharingMessage,
    redirectLogoAlt: copy.redirect.sharingLogoAlt,
    redirectText: copy.redirect.sharingText,
    timeLeftExpired: copy.timeLeft.expiredSharing,
  },
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
