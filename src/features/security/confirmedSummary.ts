import type { LoadedConsent } from '../../api/contract';
import { moduleOf } from '../../kinds/registry';
import type { Confirmation } from '../consent/consentSlice';

/**
 * What the code on /segredo confirms, in one line, drawn from the terms the authorisation sends:
 * the loaded consent and what 'Confirmar' froze (`selectConfirmation`, as `authoriseSaga` reads it),
 * in the words of the kind's module (its `summary`). Null: nothing confirmed, nothing to say.
 */
export function confirmedSummary(consent: LoadedConsent | null, confirmed: Confirmation | null): string | null {
  const line = consent && confirmed ? moduleOf(consent).summary(consent, confirmed) : null;
  // A name ending in its own point ('Receptora S.A.') ends the sentence too.
  return line && line.replace(/\.\.$/, '.');
}
