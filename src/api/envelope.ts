import { KINDS } from '../kinds/registry';
import { isRecord } from './checks';
import { ENVELOPE_MEMBER, type ConsentKind, type LoadedConsent } from './contract';

/**
 * Checks the consent load answer at run time (INTERFACE §4): a malformed envelope becomes an error
 * screen, never a crash. The member of each kind is checked by its module (`envelopeCheck`,
 * features/<kind>/kind.ts, with the pieces of api/checks.ts).
 */
export function parseEnvelope(raw: unknown): LoadedConsent | null {
  if (!isRecord(raw) || typeof raw.tipo !== 'string') return null;
  const kind = raw.tipo as ConsentKind;
  // Own keys only: `in` also finds inherited names ('constructor', 'toString', '__proto__').
  if (!Object.prototype.hasOwnProperty.call(ENVELOPE_MEMBER, kind)) return null;
  const data = raw[ENVELOPE_MEMBER[kind]];
  if (!KINDS[kind].envelopeCheck(data)) return null;
  return { kind, data } as LoadedConsent;
}
