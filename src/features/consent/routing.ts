import type { ConsentKind, LoadedConsent } from '../../api/contract';
import { PATHS, resultPath } from '../../journey/paths';

type ConsentOf<K extends ConsentKind> = Extract<LoadedConsent, { kind: K }>;

/** SPEC §4 "Routing after load": one line per consent kind; a new kind fails the build until it has a screen. */
const ROUTE_AFTER_LOAD: { [K in ConsentKind]: (consent: ConsentOf<K>) => string } = {
  PAGAMENTO: ({ data }) =>
    data.consentimento.payment.type !== 'PIX' ? PATHS.responses : data.consentimento.payment.schedule ? PATHS.pixScheduled : PATHS.pix,
  DADOS: ({ data }) => (!data.dados.id ? PATHS.responses : data.dados.status === 'Expirado' ? resultPath('expirado') : PATHS.sharing),
  RECORRENTE: () => PATHS.pixRecurring,
  SWEEPING: () => PATHS.pixSweeping,
  AUTOMATICO: () => PATHS.pixAutomatic,
};

export function routeAfterLoad(consent: LoadedConsent): string {
  return (ROUTE_AFTER_LOAD[consent.kind] as (c: LoadedConsent) => string)(consent);
}
