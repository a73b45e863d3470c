import { Button } from 'antd';
import { copy } from '../../copy/ptBR';

/**
 * The line that says what the authorisation after Confirmar is for (docs/decisions/047). A polite
 * live region present from the start, empty until the sending, so that screen readers hear the
 * words as they appear; the button's spinner alone says nothing.
 */
export function AuthorisingStatus({ text }: { text: string }) {
  return (
    <p className="authorising" role="status">
      {text}
    </p>
  );
}

/**
 * The security forms' submit button. While submitting it is inactive and busy, with a spinner hidden
 * from assistive technology. The spinner is the button's icon, not antd's `loading`: antd applies
 * `loading` a render later (in a layout effect, through a delayed state) and grows its loading icon
 * with a measured width animation, all in the frame that answers the tap (issue #15: 'Confirmar'
 * pressed until busy within 100 ms). antd's loading icon is also labelled 'loading', in English, in
 * the button's name. `ant-btn-loading` keeps antd's look of a loading button.
 */
export function ConfirmButton({ busy, disabled = false, describedBy }: { busy: boolean; disabled?: boolean; describedBy?: string }) {
  return (
    <Button
      type="primary"
      size="large"
      block
      htmlType="submit"
      icon={busy ? <span className="btn__spinner" aria-hidden="true" /> : undefined}
      className={busy ? 'ant-btn-loading' : undefined}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      aria-describedby={describedBy}
    >
      {copy.security.confirm}
    </Button>
  );
}
