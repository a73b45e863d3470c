/**
 * The shape of an Open Finance consent id, as the customer brings it in `intent_id` (INTERFACE §3):
 * a URN, `urn:{namespace}:{id}` (`urn:bancoex:C1DD33123`, the simulated bank's
 * `urn:cooperativaexemplo:{uuid}`). The id goes into BFF paths, so anything that could change the
 * path or the query (slashes, `..`, spaces, `?`, `#`, `%`) is refused rather than encoded.
 */
const CONSENT_ID = /^urn:[A-Za-z0-9][A-Za-z0-9-]{0,31}:[A-Za-z0-9._~:-]{1,200}$/;

export function isConsentId(value: unknown): value is string {
  return typeof value === 'string' && CONSENT_ID.test(value) && !value.includes('..');
}
