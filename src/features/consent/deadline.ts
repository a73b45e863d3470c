import type { LoadedConsent } from '../../api/contract';
import { instantOf } from '../../format/format';

const MINUTE = 60_000;

/** The confirmation windows from the consent's creation (SPEC §9; OPEN-FINANCE.md "Time windows"; an enrolment's, INTERFACE §6.2). */
export const WINDOW_MS: Record<LoadedConsent['kind'], number> = {
  PAGAMENTO: 5 * MINUTE,
  RECORRENTE: 5 * MINUTE,
  DADOS: 60 * MINUTE,
  SWEEPING: 60 * MINUTE,
  AUTOMATICO: 60 * MINUTE,
  VINCULO: 15 * MINUTE,
};

/** When the consent was created, as the bank wrote it. */
function createdAt(consent: LoadedConsent): number | null {
  switch (consent.kind) {
    case 'PAGAMENTO':
    case 'RECORRENTE':
      return instantOf(consent.data.consentimento.creationDateTime);
    case 'DADOS':
      return instantOf(consent.data.dados.dadosCompartilhamento?.data);
    case 'SWEEPING':
    case 'AUTOMATICO':
    case 'VINCULO':
      return instantOf(consent.data.dados.creationDateTime);
  }
}

/** The end of the window as the consent states it, when it does as a full timestamp. */
function statedLimit(consent: LoadedConsent): number | null {
  switch (consent.kind) {
    case 'SWEEPING':
    case 'AUTOMATICO':
      // Often a time of day only ('14:00'), which names no instant: then the creation time counts.
      return instantOf(consent.data.dados.horaLimite);
    case 'DADOS':
      return instantOf(consent.data.dados.dataExpiracao);
    case 'VINCULO':
      return instantOf(consent.data.dados.expirationDateTime);
    default:
      return null;
  }
}

/**
 * The end of the consent's confirmation window, in ms since the epoch (docs/decisions/021): the
 * limit the consent states (sweeping and automatic Pix: horaLimite, which the screen shows; sharing:
 * dataExpiracao), else its creation time plus the kind's window. Null when it carries neither.
 */
export function consentDeadline(consent: LoadedConsent): number | null {
  const stated = statedLimit(consent);
  if (stated !== null) return stated;
  const created = createdAt(consent);
  return created === null ? null : created + WINDOW_MS[consent.kind];
}
