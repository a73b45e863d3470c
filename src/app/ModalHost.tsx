import { Button, Modal } from 'antd';
import { lazy, Suspense, useEffect, useRef, type ComponentType, type LazyExoticComponent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { ConsentKind, LoadedConsent } from '../api/contract';
import type { KindModule } from '../kinds/kindModule';
import { KINDS } from '../kinds/registry';
import { AntdScope } from '../ui/AntdScope';
import { selectLoadedConsent } from '../features/consent/consentSlice';
import { modalContentOf } from '../features/modal/modalContent';
import { modalConfirmed, modalDismissed, selectModal } from '../features/modal/modalSlice';

type InfoBodyLoader = NonNullable<KindModule<ConsentKind>['infoBody']>;
type InfoBody = LazyExoticComponent<ComponentType<{ item: number | null }>>;

/** Each kind's INFO-SHARE body, made lazy once: React keeps a lazy component by its identity. */
const infoBodies = new Map<InfoBodyLoader, InfoBody>();

/** The INFO-SHARE modal's body for the loaded consent, in its kind's chunk (its module's `infoBody`); null: the modal's text. */
function infoBodyOf(consent: LoadedConsent | null): InfoBody | null {
  const load = consent && KINDS[consent.kind].infoBody;
  if (!load) return null;
  const body = infoBodies.get(load) ?? lazy(load);
  infoBodies.set(load, body);
  return body;
}

/** The one modal of the portal (SPEC §3 "Modal": 330 px wide). antd moves focus in and back out. */
export default function ModalHost() {
  const modal = useSelector(selectModal);
  const dispatch = useDispatch();
  const content = modalContentOf(modal);
  const consent = useSelector(selectLoadedConsent);
  const InfoBody = modal.type === 'INFO-SHARE' ? infoBodyOf(consent) : null;
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
        {InfoBody ? (
          <Suspense fallback={null}>
            <InfoBody item={modal.item} />
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
