import { useSelector } from 'react-redux';
import type { ConsentDataByKind, ConsentKind } from '../../api/contract';
import type { RootState } from '../../app/rootReducer';

/** The loaded consent if it is of the given kind; screens render nothing otherwise (the route saga sends the customer to `/`). */
export function useConsentOf<K extends ConsentKind>(kind: K): ConsentDataByKind[K] | null {
  const consent = useSelector((s: RootState) => s.consent.consent);
  return consent && consent.kind === kind ? (consent.data as ConsentDataByKind[K]) : null;
}
