/** A BFF failure reduced to what the error catalogue (SPEC §8) decides on. */
export interface BffFailure {
  /** HTTP status, or null when no answer came (network error). */
  status: number | null;
  /** The server message (`message` of the error body), when there is one. */
  message: string | null;
  /** The `details[].message` values of the error body. */
  details: string[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** Reads RTK Query's fetchBaseQuery error (or anything thrown) without trusting its shape. */
export function toFailure(error: unknown): BffFailure {
  if (!isRecord(error)) return { status: null, message: null, details: [] };
  const status = typeof error.status === 'number' ? error.status : null;
  const body = isRecord(error.data) ? error.data : null;
  const message = body && typeof body.message === 'string' && body.message.trim() ? body.message : null;
  const details = body && Array.isArray(body.details)
    ? body.details.flatMap((d) => (isRecord(d) && typeof d.message === 'string' ? [d.message] : []))
    : [];
  return { status, message, details };
}
