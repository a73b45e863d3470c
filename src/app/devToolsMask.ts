/**
 * What Redux DevTools may see in development (GUIDE "no credential in any action or state"): every
 * credential in every action and in the state is replaced by MASKED before the extension gets it.
 * Credentials are found by name at any depth (request bodies inside RTK Query's mutation arguments
 * included) and by shape (the Credential of `authoriseRequested`, the signature string that
 * `validateSignature` takes as its whole argument).
 */
export const MASKED = '***';

/** Fields that hold a code, a signature, a QR approval or the customer's documents (SPEC §3, §7). */
const SECRET_KEYS = new Set([
  'tokenSMS',
  'autenticacaoEletronica',
  'assinaturaEletronica',
  'unitoken',
  'hash',
  'challenge',
  'teclas',
  'tokenQRCode',
  'code',
  'state',
  'access_token',
  'id_token',
  'refresh_token',
  'accessToken',
]);
/** RTK Query endpoints whose whole argument is a credential. */
const SECRET_ARG_ENDPOINTS = new Set(['validateSignature']);
const CREDENTIAL_KINDS = new Set(['sms', 'signature', 'qr']);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function mask(value: unknown, depth = 0): unknown {
  if (depth > 12 || !isRecord(value)) return value;
  if (Array.isArray(value)) return value.map((item) => mask(item, depth + 1));
  // The Credential of authoriseRequested: { kind: 'sms', code } | { kind: 'signature', value } | { kind: 'qr', unitoken }.
  if (typeof value.kind === 'string' && CREDENTIAL_KINDS.has(value.kind) && Object.keys(value).length === 2) {
    return { kind: value.kind, masked: MASKED };
  }
  const secretArg = typeof value.endpointName === 'string' && SECRET_ARG_ENDPOINTS.has(value.endpointName);
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (SECRET_KEYS.has(key) && item !== null && item !== undefined && typeof item !== 'number') out[key] = MASKED;
    else if (secretArg && key === 'originalArgs' && item !== undefined) out[key] = MASKED;
    else out[key] = mask(item, depth + 1);
  }
  return out;
}

export const maskAction = <A>(action: A): A => mask(action) as A;

/** The QR view's numeric `state` (1, 2, 3) is no secret and stays; an OIDC `state` string is masked. */
export const maskState = <S>(state: S): S => mask(state) as S;
