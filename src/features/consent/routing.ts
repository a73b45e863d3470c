import type { LoadedConsent } from '../../api/contract';
import { journey, type ConsentToConfirm, type JourneyEvent } from '../../journey/journeyTable';
import { moduleOf } from '../../kinds/registry';

/** The consent is already decided: it is never offered for confirmation again (its kind's module says when). */
export const isAlreadyDecided = (consent: LoadedConsent): boolean => moduleOf(consent).decided(consent);

/** Which confirmation screen shows a loaded consent. */
export const screenOf = (consent: LoadedConsent): ConsentToConfirm => ({
  kind: consent.kind,
  scheduled: moduleOf(consent).scheduled?.(consent) ?? false,
});

/**
 * SPEC §4 "Routing after load": the checks every kind shares, then the kind's own (its module's
 * `afterLoad`). The journey table says where each event leads.
 */
export function nextAfterLoad(consent: LoadedConsent, now: number = Date.now()): JourneyEvent {
  const kind = moduleOf(consent);
  if (kind.incomplete?.(consent)) return journey.journeyStopped();
  if (kind.decided(consent)) return journey.consentDecided();
  switch (kind.afterLoad(consent, now)) {
    case 'stopped':
      return journey.journeyStopped();
    case 'expired':
      return journey.consentExpired();
    case 'ready':
      return journey.consentReady(screenOf(consent));
  }
}
