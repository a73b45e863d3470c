import type { ConsentKind } from '../../api/contract';
import { PATHS, RESULT_TYPES } from '../../journey/paths';

/** The Web Vitals the bank sees per screen. */
export type VitalName = 'LCP' | 'INP' | 'CLS';

/** How a journey ended, as far as the portal saw it. */
export type Outcome = 'authorised' | 'refused' | 'returned' | 'result';

/**
 * What leaves the customer's phone for the bank's field data (docs/decisions/023). Route patterns,
 * kinds, statuses, durations and Web Vitals only: no CPF, name, amount, account, consent id, token,
 * code or URL query can be written into one of these, by construction of their types.
 */
export type FieldEvent =
  | { type: 'step'; journey: string; route: string; kind: ConsentKind | null; at: number; sinceLast: number }
  | { type: 'answer'; journey: string; call: 'load' | 'authorise'; status: number | null; at: number }
  | { type: 'outcome'; journey: string; outcome: Outcome; route: string; kind: ConsentKind | null; at: number }
  | { type: 'vital'; journey: string; route: string; name: VitalName; value: number };

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
