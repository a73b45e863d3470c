import { Button } from 'antd';
import { copy } from '../../copy/ptBR';

/**
 * The security forms' submit button. While submitting it is inactive and busy, and its spinner is
 * hidden from assistive technology: antd's own loading icon is labelled 'loading' (in English, in
 * the button's name) and, in the zero-runtime build, can stay in the DOM after the submission ended.
 */
export function ConfirmButton({ busy, disabled = false, describedBy }: { busy: boolean; disabled?: boolean; describedBy?: string }) {
  return (
    <Button
      type="primary"
      size="large"
      block
      htmlType="submit"
      loading={busy ? { icon: <span className="btn__spinner" aria-hidden="true" /> } : false}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      aria-describedby={describedBy}
    >
      {copy.security.confirm}
    </Button>
  );
}
