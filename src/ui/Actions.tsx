/**
 * Confirm and cancel, stacked and full width. Cancel is always there and never more prominent than
 * confirm (Open Finance PG-05900). Plain buttons styled like the rest of the portal: the
 * confirmation screens load no Ant Design (docs/decisions/008).
 */
export function Actions({
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
  confirmDisabled = false,
  confirmDescribedBy,
}: {
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  confirmDisabled?: boolean;
  /** The id of the text that says why confirm cannot act yet. */
  confirmDescribedBy?: string;
}) {
  return (
    <div className="actions">
      <button type="button" className="btn btn--primary" onClick={onConfirm} disabled={confirmDisabled || busy} aria-busy={busy} aria-describedby={confirmDescribedBy}>
        {busy && <span className="btn__spinner" aria-hidden="true" />}
        {confirmLabel}
      </button>
      <button type="button" className="btn" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </button>
    </div>
  );
}
