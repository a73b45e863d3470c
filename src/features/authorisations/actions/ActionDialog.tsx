import { useEffect, useRef } from 'react';
import { Dialog } from '../../../ui/Dialog';

export interface ActionDialogProps {
  title: string;
  paragraphs: readonly string[];
  /** The bank's refusal or the failure, said in the dialog where the customer pressed. */
  problem: string | null;
  /** The answer that acts; null when there is nothing left to try (the bank refused). */
  confirm: { label: string; destructive: boolean } | null;
  keepLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onKeep: () => void;
}

/**
 * The question before a change at the bank, in the portal's dialog (ui/Dialog.tsx: 330 px, the
 * browser's own modal dialog, decision 080). As decision 020 sets for refusals: a destructive answer
 * is never the highlighted default; the safe choice comes first and has the focus. While the bank
 * answers, nothing closes it.
 */
export default function ActionDialog({ title, paragraphs, problem, confirm, keepLabel, busy, onConfirm, onKeep }: ActionDialogProps) {
  const safeChoice = useRef<HTMLButtonElement>(null);
  const destructive = confirm?.destructive ?? true;
  // Refused by the bank, the answer that acted is gone: the focus goes to the way out, beside the message.
  const refused = problem !== null && confirm === null;
  useEffect(() => {
    if (refused) safeChoice.current?.focus();
  }, [refused]);
  const yes = confirm && (
    <button
      type="button"
      className={destructive ? 'btn btn--danger' : 'btn btn--primary'}
      aria-busy={busy}
      disabled={busy}
      onClick={() => !busy && onConfirm()}
    >
      {busy && <span className="btn__spinner" aria-hidden="true" />}
      {confirm.label}
    </button>
  );
  const keep = (
    <button ref={safeChoice} type="button" className={destructive ? 'btn btn--primary' : 'btn'} disabled={busy} onClick={onKeep}>
      {keepLabel}
    </button>
  );
  return (
    <Dialog
      open
      title={title}
      onDismiss={() => !busy && onKeep()}
      initialFocus={destructive ? safeChoice : undefined}
      // The actions put the focus back themselves: the button that opened the dialog may be gone.
      returnFocus={false}
      footer={
        <div className="modal-actions">
          {destructive ? (
            <>
              {keep}
              {yes}
            </>
          ) : (
            <>
              {yes}
              {keep}
            </>
          )}
        </div>
      }
    >
      {paragraphs.map((text) => (
        <p key={text} className="modal-text">
          {text}
        </p>
      ))}
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
    </Dialog>
  );
}
