import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * What a security form does when the bank refused the credential it sent (`spent`, the security
 * slice's count, changed): `clear` at once, so that Confirmar never offers a spent code or
 * signature again, and `focus` as soon as the form can take it (`ready`: no longer busy and no
 * dialog open, since the 428 dialog's OK comes back here). Each refusal is handled once, and a form
 * mounted after a refusal does nothing: it starts empty anyway (docs/decisions/048).
 */
export function useAfterRefusal(spent: number, ready: boolean, clear: () => void, focus: () => void) {
  const cleared = useRef(spent);
  const focused = useRef(spent);
  // Before the browser paints: the refusal's message never shows above a spent code.
  useLayoutEffect(() => {
    if (spent === cleared.current) return;
    cleared.current = spent;
    clear();
  }, [spent, clear]);
  useEffect(() => {
    if (spent === focused.current || !ready) return;
    focused.current = spent;
    focus();
  }, [spent, ready, focus]);
}
