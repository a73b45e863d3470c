import type { ConsentKind } from '../../../api/contract';
import { parseEnvelope } from '../../../api/envelope';
import { copy } from '../../../copy/ptBR';
import { amountProblem, toBankAmount, type AmountProblem } from '../../../format/bankAmount';
import { KINDS, moduleOf } from '../../../kinds/registry';
import type { AuthorisationsState } from '../authorisationsSlice';

/**
 * What the actions read of a kind, through its module (docs/decisions/078): the generic code names
 * no kind, so a new kind's words and amount come with its module.
 */

/** What stops when an authorisation of this kind is revoked, in words. */
export const stopsOf = (kind: ConsentKind): string => copy.authorisationActions.stops[KINDS[kind].revocationStops];

/**
 * The maximum amount the customer may change on the opened item, as its data now states it;
 * undefined when no change can be offered: another item is opened, its data is not in, does not
 * read as its kind's, its kind has no such amount, or it states none (the confirmation could not
 * say the old amount).
 */
export function changeableMaximumOf(id: string, detail: AuthorisationsState['detail']): string | undefined {
  if (detail.id !== id || !detail.data) return undefined;
  const consent = parseEnvelope(detail.data);
  if (!consent) return undefined;
  const read = moduleOf(consent).changeableMaximum;
  return (read ? read(consent) : null) ?? undefined;
}

/** Why a new maximum cannot be sent: the amounts' rule (INTERFACE §6.2), and it must differ from the current one. */
export type LimitProblem = AmountProblem | 'unchanged';

export function limitProblem(amount: string, current: string): LimitProblem | null {
  return amountProblem(amount) ?? (toBankAmount(current) === amount ? 'unchanged' : null);
}
