import type { AuthorisationDetail } from '../../api/contract';

/**
 * STUB (authlist's branch): the kind's terms, read-only, on an authorisation's page (issue 44 point
 * 2). The `authterms` helper owns this file and replaces it whole; until then it renders nothing.
 */
export function AuthorisationTerms({ detail: _detail }: { detail: AuthorisationDetail }) {
  return null;
}
