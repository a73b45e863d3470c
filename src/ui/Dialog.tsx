import { useEffect, useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';

/**
 * A modal dialog on the browser's own `<dialog>` (decision 080): `showModal()` makes the page
 * beneath inert, puts the dialog in the top layer and turns Escape into `cancel`. No Ant Design: its
 * Modal's code, evaluated after every confirmation screen had appeared, was the longest task of the
 * page (docs/performance.md). Open and closed by `open`; the customer closing it (Escape, a tap
 * beside it) asks `onDismiss`, and the state answers.
 *
 * Focus: in, on `initialFocus` (a destructive dialog's safe answer) or the dialog itself, so that a
 * screen reader reads its title and text first; out, back on what had it before, unless
 * `returnFocus` is false (the screen beneath places it itself).
 */
export function Dialog({
  open,
  title,
  onDismiss,
  initialFocus,
  returnFocus = true,
  footer,
  children,
}: {
  open: boolean;
  title: string;
  onDismiss: () => void;
  initialFocus?: RefObject<HTMLElement | null>;
  returnFocus?: boolean;
  footer: ReactNode;
  children?: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  // Read when it closes: the latest wish, not the one of the render that opened it.
  const giveBack = useRef(returnFocus);
  giveBack.current = returnFocus;

  // Before any screen's effects: while the dialog is open the page beneath is inert, so a screen
  // that places the focus as the dialog closes (`returnFocus` false) can only do so once it has.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      (initialFocus?.current ?? dialog).focus();
    } else if (!open && dialog.open) {
      dialog.close();
      if (giveBack.current && opener.current?.isConnected) opener.current.focus();
      opener.current = null;
    }
  }, [open, initialFocus]);

  useEffect(() => {
    document.body.classList.toggle('modal-open', open);
    return () => document.body.classList.remove('modal-open');
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      onCancel={(event) => {
        // The state closes it: Escape only asks.
        event.preventDefault();
        onDismiss();
      }}
      onClick={(event) => {
        // The dialog's own box is its backdrop's: the panel inside fills what it shows.
        if (event.target === event.currentTarget) onDismiss();
      }}
    >
      {open && (
        <div className="dialog__panel">
          <h2 className="dialog__title" id={titleId}>
            {title}
          </h2>
          <div className="dialog__body">{children}</div>
          {footer}
        </div>
      )}
    </dialog>
  );
}
