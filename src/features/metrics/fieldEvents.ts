import type { ConsentKind } from '../../api/contract';
import { event } from '../../journey/event';
import { PATHS, RESULT_TYPES } from '../../journey/paths';

/** The Web Vitals the bank sees per screen. */
export type VitalName = 'LCP' | 'INP' | 'CLS';

/** How a journey ended, as far as the portal saw it. */
export type Outcome = 'authorised' | 'refused' | 'returned' | 'result';

/**
 * What the customer did with her authorisations at `/autorizacoes` (docs/decisions/083): the list
 * read, an item's page opened, a revocation or a change of the maximum amount confirmed, and how the
 * bank answered it, with the item's kind. `result`: `ok`; `conflict` (409: changed elsewhere);
 * `refused` (403, 422, 423 with the bank's message); `failed` (anything else, no answer, a list that
 * did not load).
 */
export type AuthorisationStep = 'list' | 'opened' | 'confirmed' | 'outcome';
export type AuthorisationChange = 'revoke' | 'limit';
export type AuthorisationResult = 'ok' | 'conflict' | 'refused' | 'failed';
export interface AuthorisationNote {
  step: AuthorisationStep;
  kind: ConsentKind | null;
  /** The change confirmed (`confirmed`, `outcome`); null otherwise. */
  change: AuthorisationChange | null;
  /** How the bank answered (`list`, `outcome`); null otherwise. */
  result: AuthorisationResult | null;
}

/**
 * A feature's note for the field data: the feature that knows what happened says it, and the field
 * data's saga adds the journey and the time and sends it (only with a `metricsUrl`). Declared here so
 * that the field data names no feature's code; no id, institution or amount fits its type.
 */
export const fieldNoted = event<AuthorisationNote>('metrics/noted');

/**
 * What leaves the customer's phone for the bank's field data (docs/decisions/023). Route patterns,
 * kinds, statuses, durations and Web Vitals only: no CPF, name, amount, account, consent id, token,
 * code or URL query can be written into one of these, by construction of their types.
 */
export type FieldEvent =
  | { type: 'step'; journey: string; route: string; kind: ConsentKind | null; at: number; sinceLast: number }
  | { type: 'answer'; journey: string; call: 'load' | 'authorise'; status: number | null; at: number }
  | { type: 'outcome'; journey: string; outcome: Outcome; route: string; kind: ConsentKind | null; at: number }
  | { type: 'vital'; journey: string; route: string; name: VitalName; value: number }
  | ({ type: 'authorisation'; journey: string; at: number } & AuthorisationNote);

const KNOWN_PATHS = new Set<string>(Object.values(PATHS));

/**
 * The route pattern of a path: a path of the portal's own ('/segredo', '/responses/expirado'), or '*'
 * for anything else, so that no path a customer or an attacker typed reaches the bank as it was.
 */
export function routePattern(path: string): string {
  if (KNOWN_PATHS.has(path)) return path;
  const type = path.startsWith(`${PATHS.responses}/`) ? path.slice(PATHS.responses.length + 1) : null;
  return type && (RESULT_TYPES as readonly string[]).includes(type) ? path : '*';
}
