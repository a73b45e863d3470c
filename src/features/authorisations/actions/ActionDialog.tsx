import { Button, Modal } from 'antd';
import { useEffect, useRef } from 'react';
import { AntdScope } from '../../../ui/AntdScope';

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
 * The question before a change at the bank, in the portal's dialog (the one ModalHost draws: 330 px,
 * antd's focus trap), in a chunk of its own so the authorisations' pages draw without antd. As
 * decision 020 sets for refusals: a destructive answer is never the highlighted default; the safe
 * choice comes first and has the focus. While the bank answers, nothing closes it.
 */
export default function ActionDialog({ title, paragraphs, problem, confirm, keepLabel, busy, onConfirm, onKeep }: ActionDialogProps) {
  const safeChoice = useRef<HTMLButtonElement>(null);
  const destructive = confirm?.destructive ?? true;
  // antd's own scroll lock writes an inline <style> (blocked by the CSP): a class from layout.css instead.
  useEffect(() => {
    document.body.classList.add('modal-open');
    return () => document.body.classList.remove('modal-open');
  }, []);
  // Refused by the bank, the answer that acted is gone: the focus goes to the way out, beside the message.
  const refused = problem !== null && confirm === null;
  useEffect(() => {
    if (refused) safeChoice.current?.focus();
  }, [refused]);
  const yes = confirm && (
    <Button type={destructive ? 'default' : 'primary'} danger={destructive} block loading={busy} aria-busy={busy} onClick={() => !busy && onConfirm()}>
      {confirm.label}
    </Button>
  );
  const keep = (
    <Button ref={safeChoice} type={destructive ? 'primary' : 'default'} block disabled={busy} onClick={onKeep}>
      {keepLabel}
    </Button>
  );
  return (
    <AntdScope>
      <Modal
        open
        title={title}
        width={330}
        centered
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
        onCancel={() => !busy && onKeep()}
        destroyOnHidden
        transitionName=""
        maskTransitionName=""
        afterOpenChange={(open) => {
          if (open && destructive) safeChoice.current?.focus();
        }}
        scrollLock={false}
        // The actions put the focus back themselves: the button that opened the dialog may be gone.
        focusTriggerAfterClose={false}
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
      </Modal>
    </AntdScope>
  );
}
