import { useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { ConsentDataByKind, ConsentKind } from '../../api/contract';
import { cancelRequested, confirmRequested, selectBusy, selectLoadedConsent } from './consentSlice';
import { consentDeadline, WINDOW_MS } from './deadline';
import { useFirstShownMark } from '../../platform/useFirstShownMark';

/** The performance mark the benchmark waits for: the consent is on screen. */
export const CONSENT_VISIBLE_MARK = 'consent-visible';

export interface ConfirmationActions {
  busy: boolean;
  /** When the confirmation window ends (ms since the epoch), for the time-left countdown. */
  deadline?: number | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * When the loaded consent's confirmation window ends, for the time-left countdown. A device clock
 * behind the bank's would show more time than the window has: never more than the window from the
 * moment the screen first shows it (docs/decisions/021).
 */
export function useConsentDeadline(): number | null {
  const loaded = useSelector(selectLoadedConsent);
  return useMemo(() => {
    const end = loaded ? consentDeadline(loaded) : null;
    return loaded && end !== null ? Math.min(end, Date.now() + WINDOW_MS[loaded.kind]) : null;
  }, [loaded]);
}

/**
 * The container of every confirmation screen: the loaded consent if it is of the given kind (screens
 * render nothing otherwise; the route's saga sends the customer to `/`), and the buttons' state and
 * events. Marks the moment a consent is first on screen, for `npm run bench`.
 */
export function useConfirmation<K extends ConsentKind>(kind: K): { consent: ConsentDataByKind[K]; actions: ConfirmationActions } | null {
  const loaded = useSelector(selectLoadedConsent);
  const busy = useSelector(selectBusy);
  const dispatch = useDispatch();
  const consent = loaded && loaded.kind === kind ? (loaded.data as ConsentDataByKind[K]) : null;
  const deadline = useConsentDeadline();
  useFirstShownMark(CONSENT_VISIBLE_MARK, consent !== null);
  if (!consent) return null;
  return { consent, actions: { busy, deadline, onConfirm: () => dispatch(confirmRequested()), onCancel: () => dispatch(cancelRequested()) } };
}
