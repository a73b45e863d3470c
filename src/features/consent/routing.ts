import type { ConsentKind, LoadedConsent } from '../../api/contract';
import type { BffFailure } from '../../api/failure';
import { PATHS, resultPath } from '../../app/paths';

type ConsentOf<K extends ConsentKind> = Extract<LoadedConsent, { kind: K }>;

/** SPEC §4 "Routing after load": one line per consent kind; a new kind fails the build until it has a screen. */
export const ROUTE_AFTER_LOAD: { [K in ConsentKind]: (consent: ConsentOf<K>) => string } = {
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

export type LoadFailureOutcome = { to: string; alert?: { message: string | null; sharing: boolean } };

/** SPEC §8 "Load failure". */
export function loadFailureOutcome(failure: BffFailure): LoadFailureOutcome {
  switch (failure.status) {
    case 420:
      return { to: resultPath('expirado') };
    case 422:
      return { to: resultPath('alerta'), alert: { message: failure.message, sharing: failure.details[0] === 'CONSENTIMENTO_DADOS' } };
    case 500:
      return { to: resultPath('alerta'), alert: { message: failure.message, sharing: false } };
    default:
      return { to: PATHS.responses };
  }
}

/** Routes that show a loaded consent: without one, the customer goes back to the entry. */
export const CONFIRMATION_PATHS: readonly string[] = [
  PATHS.pix,
  PATHS.pixScheduled,
  PATHS.pixRecurring,
  PATHS.pixSweeping,
  PATHS.pixAutomatic,
  PATHS.sharing,
  PATHS.security,
];
