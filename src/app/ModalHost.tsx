import { Button, Modal } from 'antd';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { AntdScope } from '../ui/AntdScope';
import { modalContentOf } from '../features/modal/modalContent';
import { modalConfirmed, modalDismissed, selectModal } from '../features/modal/modalSlice';

const InfoShareBody = lazy(() => import(/* webpackChunkName: "sharing-info" */ '../features/sharing/InfoShareBody'));

/** The one modal of the portal (SPEC §3 "Modal": 330 px wide). antd moves focus in and back out. */
export default function ModalHost() {
  const modal = useSelector(selectModal);
  const dispatch = useDispatch();
  const content = modalContentOf(modal);
  // antd's own scroll lock writes an inline <style> (blocked by the CSP): a class from layout.css instead.
  useEffect(() => {
    document.body.classList.toggle('modal-open', modal.showModal);
    return () => document.body.classList.remove('modal-open');
  }, [modal.showModal]);
  const safeChoice = useRef<HTMLButtonElement>(null);
  const confirm = content.confirm && (
    <Button type={content.destructive ? 'default' : 'primary'} danger={content.destructive} block onClick={() => dispatch(modalConfirmed())}>
      {content.confirm}
    </Button>
  );
  // A destructive answer is never the highlighted default: the safe choice is, comes first and has the focus.
  const keep = (
    <Button ref={safeChoice} type={content.destructive ? 'primary' : 'default'} block onClick={() => dispatch(modalDismissed())}>
      {content.cancel}
    </Button>
  );
  const footer = (
    <div className="modal-actions">
      {content.destructive ? (
        <>
          {keep}
          {confirm}
        </>
      ) : (
        <>
          {confirm}
          {keep}
        </>
      )}
    </div>
  );
  return (
    <AntdScope>
      <Modal
        open={modal.showModal}
        title={content.title}
        width={330}
        centered
        footer={footer}
        onCancel={() => dispatch(modalDismissed())}
        destroyOnHidden
        transitionName=""
        maskTransitionName=""
        afterOpenChange={(open) => {
          if (open && content.destructive) safeChoice.current?.focus();
        }}
        scrollLock={false}
        focusTriggerAfterClose={!content.screenTakesFocus}
      >
        {modal.type === 'INFO-SHARE' ? (
          <Suspense fallback={null}>
            <InfoShareBody item={modal.item} />
          </Suspense>
        ) : (
          <>
            {content.text && <p className="modal-text">{content.text}</p>}
            {content.nextStep && <p className="modal-text">{content.nextStep}</p>}
          </>
        )}
      </Modal>
    </AntdScope>
  );
}
