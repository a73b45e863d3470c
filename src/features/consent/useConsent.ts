import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import type { ConsentDataByKind, ConsentKind } from '../../api/contract';
import type { RootState } from '../../app/rootReducer';

/** The performance mark the benchmark waits for: the consent is on screen. */
export const CONSENT_VISIBLE_MARK = 'consent-visible';

/**
 * The loaded consent if it is of the given kind; screens render nothing otherwise (the route saga
 * sends the customer to `/`). Marks the moment a consent is first on screen, for `npm run bench`.
 */
export function useConsentOf<K extends ConsentKind>(kind: K): ConsentDataByKind[K] | null {
  const consent = useSelector((s: RootState) => s.consent.consent);
  const data = consent && consent.kind === kind ? (consent.data as ConsentDataByKind[K]) : null;
  const shown = data !== null;
  useEffect(() => {
    if (shown && typeof performance?.getEntriesByName === 'function' && performance.getEntriesByName(CONSENT_VISIBLE_MARK).length === 0) {
      performance.mark(CONSENT_VISIBLE_MARK);
    }
  }, [shown]);
  return data;
}
