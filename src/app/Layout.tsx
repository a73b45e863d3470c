import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Outlet } from 'react-router-dom';
import { copy } from '../copy/ptBR';
import { getConfig } from '../config/currentConfig';
import { modalOpened, selectModalRequested } from '../features/modal/modalSlice';
import { selectLocation } from '../journey/locationSlice';
import { LoadFailure } from '../ui/LoadFailure';
import { headerLogos } from '../ui/logos';
import { Toasts } from '../features/toast/Toasts';
import { arrival } from './arrival';
import { arrivedComponent } from './Arrived';
import { routeOf } from './routeTable';

/**
 * The dialogs, rendered at once when their code has arrived: through `lazy` even arrived code
 * suspends for a moment, and React then holds the reveal back for a while after the empty fallback
 * (docs/decisions/025).
 */
const dialogs = arrival(() => import(/* webpackChunkName: "modal" */ './ModalHost'));
const ModalHost = arrivedComponent(dialogs, (module) => module.default, null);

/**
 * The dialogs' code starts to come down in the first idle moment after a confirmation screen has
 * rendered: fetched at the tap, 'Cancelar transação' showed nothing until it had downloaded on a
 * slow phone, Chromium holding every paint until the dialogs' stylesheet had arrived (antd's Modal
 * then; the browser's own dialog since decision 080). Not before: on `/carregando` it would compete
 * with the consent screen's own code. Not in the screen's effects either: inserting antd's seven
 * files' tags was a long task on a slow phone, and right after the screen's first frame it held that
 * frame's pixels back.
 * The figures: docs/decisions/025 and docs/performance.md.
 *
 * Once it has arrived, the closed dialog is mounted in the next idle moment, as a transition: done at
 * the tap, antd's first render held the dialog back beyond the tap's budget (docs/decisions/036). It
 * shows and announces nothing.
 */
function useDialogAhead(path: string): boolean {
  const confirmation = routeOf(path).needsConsent === true;
  const [ahead, setAhead] = useState(false);
  useEffect(() => {
    if (!confirmation || ahead) return;
    let live = true;
    // The code, then the dialog: each in the next idle moment. A failure here is React's to show if the dialog opens.
    void nextIdle()
      .then(dialogs.load)
      .then(nextIdle)
      .then(() => live && startTransition(() => setAhead(true)))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [confirmation, ahead]);
  return ahead;
}

/** The next idle moment (Safari has no requestIdleCallback: a task after this one). */
function nextIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 0);
  });
}

/** Header with both logos, decorative lines, the secure-transaction footer, toasts and the modal (SPEC §1). */
export function Layout({ children }: { children?: ReactNode }) {
  const dispatch = useDispatch();
  const modalRequested = useSelector(selectModalRequested);
  const dialogAhead = useDialogAhead(useSelector(selectLocation).path);
  const product = getConfig().productName;
  return (
    <div className="layout">
      <div className="layout__lines" aria-hidden="true" />
      <header className="layout__header">
        <img src={headerLogos.bank} alt={copy.app.bankLogoAlt(product)} width={160} height={40} />
        <img src={headerLogos.openFinance} alt={copy.app.openFinanceLogoAlt} width={120} height={40} />
      </header>
      <Toasts />
      <main className="layout__main" id="conteudo">
        <LoadFailure>
          {children ?? <Outlet />}
          {(modalRequested || dialogAhead) && <ModalHost />}
        </LoadFailure>
      </main>
      <footer className="layout__footer">
        <button type="button" className="layout__footer-link" onClick={() => dispatch(modalOpened({ type: 'INFO' }))}>
          {copy.app.footer}
        </button>
      </footer>
    </div>
  );
}
