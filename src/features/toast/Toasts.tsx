import { useDispatch, useSelector } from 'react-redux';
import { copy } from '../../copy/ptBR';
import { selectHeldToasts, selectToasts, toastClosed } from './toastSlice';

/**
 * Toasts in a polite live region, so screen readers announce them; they close after SPEC §1's
 * TOAST_MS. In the page's flow between the header and the screen, never over it: a fixed toast
 * covered the security screen's heading on a phone (decision 049). A closed toast leaves its room,
 * invisible and silent, until the screen changes (toastSlice `held`).
 */
export function Toasts() {
  const toasts = useSelector(selectToasts);
  const held = useSelector(selectHeldToasts);
  const dispatch = useDispatch();
  return (
    <div className="toasts" role="status" aria-live="polite">
      {toasts.map((t) => (
        <div key={t.id} className={`toast toast--${t.tone}`}>
          <span>{t.text}</span>
          <button type="button" className="toast__close" aria-label={copy.app.closeToast} onClick={() => dispatch(toastClosed(t.id))}>
            ×
          </button>
        </div>
      ))}
      {toasts.length === 0 &&
        held.map((t) => (
          <div key={t.id} className={`toast toast--${t.tone} toast--held`} aria-hidden="true">
            <span>{t.text}</span>
            {/* The same box as a live toast's button, so the room is the same; never focusable. */}
            <button type="button" className="toast__close" tabIndex={-1} disabled>
              ×
            </button>
          </div>
        ))}
    </div>
  );
}
