import { useEffect } from 'react';

/**
 * Sets a performance mark the first time `shown` holds on this page, for `npm run bench` (the
 * consent's `consent-visible`, the list's `authorisations-visible`): the bench waits for it.
 */
export function useFirstShownMark(mark: string, shown: boolean): void {
  useEffect(() => {
    if (shown && typeof performance?.getEntriesByName === 'function' && performance.getEntriesByName(mark).length === 0) performance.mark(mark);
  }, [mark, shown]);
}
