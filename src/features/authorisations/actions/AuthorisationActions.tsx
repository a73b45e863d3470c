import type { AuthorisationItem } from '../../../api/contract';

/**
 * STUB (authlist's branch): what the customer may do with an authorisation (issue 44 points 3 and
 * 4: revoke, change the maximum amount). The `authactions` helper owns this file and replaces it
 * whole; until then it renders nothing.
 */
export function AuthorisationActions({ item: _item }: { item: AuthorisationItem }) {
  return null;
}
