import { getConfig } from '../config/currentConfig';
import { applyBffHeaders } from './bffHeaders';
import { BFF_PATHS, type PreauthRecord } from './contract';

/**
 * Posts the pre-auth record (SPEC §7) from the entry route. It is the one BFF call made outside RTK
 * Query: the entry page runs before the store exists and must stay small (docs/decisions/007).
 * The specification ignores its errors, and so does this.
 */
export async function postPreauth(record: PreauthRecord): Promise<void> {
  try {
    await fetch(`${getConfig().bffBaseUrl}${BFF_PATHS.preauth()}`, {
      method: 'POST',
      headers: applyBffHeaders(new Headers({ 'Content-Type': 'application/json' })),
      body: JSON.stringify(record),
      keepalive: true,
    });
  } catch {
    // Ignored (SPEC §7): the login goes on.
  }
}
