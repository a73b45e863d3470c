import fc from 'fast-check';
import { ENVELOPE_MEMBER, type ConsentKind, type LoadedConsent } from '../../src/api/contract';
import { automaticConsent, enrolmentConsent, paymentConsent, recurringConsent, sharingConsent, sweepingConsent } from './consents';

/** Property runs: enough to find shape holes, few enough to keep jest fast. */
export const RUNS = { numRuns: 200 };

export const KINDS = Object.keys(ENVELOPE_MEMBER) as ConsentKind[];

/** One valid consent of each kind, as the bank answers them. */
export const VALID: LoadedConsent[] = [paymentConsent(), recurringConsent(), sharingConsent(), sweepingConsent(), automaticConsent(), enrolmentConsent()];

/** jsdom has no structuredClone; the answers are JSON anyway. */
const clone = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T));

export const envelopeOf = (consent: LoadedConsent): Record<string, unknown> => ({
  tipo: consent.kind,
  [ENVELOPE_MEMBER[consent.kind]]: clone(consent.data),
});

type Json = unknown;

/** Every path to a value inside a JSON tree (the root excluded). */
function paths(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => [[...prefix, i], ...paths(v, [...prefix, i])]);
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([k, v]) => [[...prefix, k], ...paths(v, [...prefix, k])]);
  return [];
}

/** A copy of `value` with the value at `path` deleted or replaced. */
function mutate(value: Json, path: (string | number)[], replacement: { delete: true } | { with: unknown }): Json {
  const copy = clone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if ('delete' in replacement) {
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else delete node[last];
  } else node[last] = replacement.with;
  return copy;
}

/** A value of the wrong type for about any field. */
export const wrongValue = fc.oneof(
  fc.constant(null),
  fc.constant(undefined),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.string(),
  fc.constant(''),
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

/** A valid envelope with 1 to 4 fields deleted or given a wrong type, anywhere in the tree. */
export const damagedEnvelope = fc
  .tuple(fc.constantFrom(...VALID), fc.array(fc.tuple(fc.nat(), fc.boolean(), wrongValue), { minLength: 1, maxLength: 4 }))
  .map(([consent, edits]) => {
    let envelope: Json = envelopeOf(consent);
    for (const [index, remove, replacement] of edits) {
      const all = paths(envelope);
      if (all.length === 0) break;
      const path = all[index % all.length] as (string | number)[];
      envelope = mutate(envelope, path, remove ? { delete: true } : { with: replacement });
    }
    return envelope;
  });

/** An envelope whose tipo and member do not match, or with several members, or an unknown tipo. */
export const mismatchedEnvelope = fc
  .tuple(fc.constantFrom(...VALID), fc.constantFrom(...VALID), fc.oneof(fc.constantFrom(...KINDS), fc.string(), fc.constantFrom('pagamento', 'PAGAMENTO ', '__proto__', 'constructor', 'toString')))
  .map(([a, b, tipo]) => ({ ...envelopeOf(a), ...envelopeOf(b), tipo }));

/** Truncated JSON text parsed leniently: what a cut-off answer could become. */
export const truncatedAnswer = fc.tuple(fc.constantFrom(...VALID), fc.nat()).map(([consent, cut]) => {
  const text = JSON.stringify(envelopeOf(consent));
  try {
    return JSON.parse(text.slice(0, cut % text.length)) as unknown;
  } catch {
    return text.slice(0, cut % text.length);
  }
});

/** Anything a broken BFF could answer with 200. */
export const anyAnswer = fc.oneof(
  { weight: 3, arbitrary: damagedEnvelope },
  { weight: 2, arbitrary: mismatchedEnvelope },
  { weight: 1, arbitrary: truncatedAnswer },
  { weight: 1, arbitrary: fc.anything() },
  { weight: 1, arbitrary: fc.record({ tipo: fc.constantFrom(...KINDS) }, { requiredKeys: [] }) },
  { weight: 1, arbitrary: fc.constantFrom(...VALID).map(envelopeOf) },
);

/** A failure as request() returns it: any status (or none), any message and details. */
export const failureResult = fc.record({
  ok: fc.constant(false as const),
  failure: fc.record({
    status: fc.oneof(fc.constantFrom(null, 0, 300, 400, 401, 403, 404, 406, 420, 422, 423, 428, 500, 502, 503, 504), fc.integer({ min: 100, max: 599 })),
    message: fc.oneof(fc.constant(null), fc.string(), fc.constantFrom('Este consentimento já foi decidido.', '<script>alert(1)</script>')),
    details: fc.array(fc.oneof(fc.string(), fc.constantFrom('CONSENTIMENTO_DADOS')), { maxLength: 3 }),
  }),
});
