import { lazy, Suspense, useRef, type ComponentType, type LazyExoticComponent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { ConsentKind, LoadedConsent } from '../api/contract';
import type { KindModule } from '../kinds/kindModule';
import { KINDS } from '../kinds/registry';
import { Dialog } from '../ui/Dialog';
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

/** The one modal of the portal (SPEC §3 "Modal": 330 px wide), on the browser's own dialog (decision 080). */
export default function ModalHost() {
  const modal = useSelector(selectModal);
  const dispatch = useDispatch();
  const content = modalContentOf(modal);
  const consent = useSelector(selectLoadedConsent);
  const InfoBody = modal.type === 'INFO-SHARE' ? infoBodyOf(consent) : null;
  const safeChoice = useRef<HTMLButtonElement>(null);
  const confirm = content.confirm && (
    <button type="button" className={content.destructive ? 'btn btn--danger' : 'btn btn--primary'} onClick={() => dispatch(modalConfirmed())}>
      {content.confirm}
    </button>
  );
  // A destructive answer is never the highlighted default: the safe choice is, comes first and has the focus.
  const keep = (
    <button ref={safeChoice} type="button" className={content.destructive ? 'btn btn--primary' : 'btn'} onClick={() => dispatch(modalDismissed())}>
      {content.cancel}
    </button>
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
    <Dialog
      open={modal.showModal}
      title={content.title}
      onDismiss={() => dispatch(modalDismissed())}
      initialFocus={content.destructive ? safeChoice : undefined}
      returnFocus={!content.screenTakesFocus}
      footer={footer}
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
    </Dialog>
  );
}
