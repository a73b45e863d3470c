import { useDispatch, useSelector } from 'react-redux';
import { copy } from '../../copy/ptBR';
import { selectToasts, toastClosed } from './toastSlice';

/** Toasts in a polite live region, so screen readers announce them; they close after 3000 ms. */
export function Toasts() {
  const toasts = useSelector(selectToasts);
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
    </div>
  );
}
