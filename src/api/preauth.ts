import { getConfig } from '../config/currentConfig';
import { applyBffHeaders } from './bffHeaders';
import { BFF_PATHS, type PreauthRecord } from './contract';

/**
 * Posts the pre-auth record (SPEC §7) from the entry route. It is the one BFF call made outside RTK
 * Query: the entry page runs before the store exists and must stay small (docs/decisions/007).
 *
 * The login redirect follows at once, so the record must outlive the page (docs/decisions/017): a
 * keepalive fetch, which the browser completes after the document is gone, and which the entry does
 * not wait for (a slow network never delays the login). Not a beacon: a beacon cannot send the
 * `Accept: application/json` the BFF requires (INTERFACE §4). The specification ignores its
 * errors, and so does this.
 */
export function postPreauth(record: PreauthRecord): Promise<void> {
  try {
    void fetch(`${getConfig().bffBaseUrl}${BFF_PATHS.preauth()}`, {
      method: 'POST',
      headers: applyBffHeaders(new Headers({ 'Content-Type': 'application/json' })),
      body: JSON.stringify(record),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // Ignored (SPEC §7): the login goes on.
  }
  return Promise.resolve();
}
