import { Button } from 'antd';

/**
 * Confirm and cancel, side by side on wide screens and stacked on phones. Cancel is always there and
 * never more prominent than confirm (Open Finance PG-05900).
 */
export function Actions({
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
  confirmDisabled = false,
}: {
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  confirmDisabled?: boolean;
}) {
  return (
    <div className="actions">
      <Button type="primary" size="large" block onClick={onConfirm} loading={busy} disabled={confirmDisabled || busy}>
        {confirmLabel}
      </Button>
      <Button size="large" block onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </Button>
    </div>
  );
}
