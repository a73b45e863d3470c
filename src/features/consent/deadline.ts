import type { ConsentKind, LoadedConsent } from '../../api/contract';
import { instantOf } from '../../format/format';
import { KINDS, moduleOf } from '../../kinds/registry';

/** The confirmation windows from the consent's creation, per kind (each kind's module holds its own). */
export const WINDOW_MS = Object.fromEntries(Object.values(KINDS).map((m) => [m.kind, m.deadline.windowMs])) as Record<ConsentKind, number>;

/**
 * The end of the consent's confirmation window, in ms since the epoch (docs/decisions/021): the
 * limit the consent states (its module's `statedLimit`, which the screen shows), else its creation
 * time plus the kind's window. Null when it carries neither.
 */
export function consentDeadline(consent: LoadedConsent): number | null {
  const { deadline } = moduleOf(consent);
  const stated = instantOf(deadline.statedLimit?.(consent));
  if (stated !== null) return stated;
  const created = instantOf(deadline.createdAt(consent));
  return created === null ? null : created + deadline.windowMs;
}
