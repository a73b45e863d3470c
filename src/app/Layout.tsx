import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Outlet } from 'react-router-dom';
import bankLogo from '../ui/assets/bank-logo.svg';
import openFinanceLogo from '../ui/assets/open-finance-logo.svg';
import { copy } from '../copy/ptBR';
import { getConfig } from '../config/currentConfig';
import { modalOpened, selectModalRequested } from '../features/modal/modalSlice';
import { selectLocation } from '../journey/locationSlice';
import { LoadFailure } from '../ui/LoadFailure';
import { Toasts } from '../features/toast/Toasts';
import { routeOf } from './routeTable';

let arrivedModalHost: ComponentType | null = null;
const loadModalHost = () =>
  import(/* webpackChunkName: "modal" */ './ModalHost').then((module) => {
    arrivedModalHost = module.default;
    return module;
  });
const LazyModalHost = lazy(loadModalHost);

/**
 * The dialogs, rendered at once when their code has arrived: through `lazy` even arrived code
 * suspends for a moment, and React then holds the reveal back (≈ 300 ms) after the empty fallback.
 */
function ModalHost() {
  // Decided once per mount: switching between the two would remount the dialog and lose its state.
  const [Arrived] = useState(() => arrivedModalHost);
  if (Arrived) return <Arrived />;
  return (
    <Suspense fallback={null}>
      <LazyModalHost />
    </Suspense>
  );
}

/**
 * The dialogs' code (antd's Modal, ≈ 86 KB gzip) comes down as soon as a confirmation screen has
 * been painted: fetched at the tap, 'Cancelar transação' showed nothing for ≈ 0.8 s on a slow phone
 * over 4G (npm run bench), Chromium holding every paint until the dialogs' stylesheet had arrived.
 * Not before: on `/carregando` it would compete with the consent screen's own code.
 */
function usePreloadedDialogs(path: string) {
  const confirmation = routeOf(path).needsConsent === true;
  useEffect(() => {
    // An effect runs after the screen's paint; a failure here is React's to show if the dialog opens.
    if (confirmation) void loadModalHost().catch(() => undefined);
  }, [confirmation]);
}

/** Header with both logos, decorative lines, the secure-transaction footer, toasts and the modal (SPEC §1). */
export function Layout({ children }: { children?: ReactNode }) {
  const dispatch = useDispatch();
  const modalRequested = useSelector(selectModalRequested);
  usePreloadedDialogs(useSelector(selectLocation).path);
  const product = getConfig().productName;
  return (
    <div className="layout">
      <div className="layout__lines" aria-hidden="true" />
      <header className="layout__header">
        <img src={bankLogo} alt={copy.app.bankLogoAlt(product)} width={160} height={40} />
        <img src={openFinanceLogo} alt={copy.app.openFinanceLogoAlt} width={120} height={40} />
      </header>
      <main className="layout__main" id="conteudo">
        <LoadFailure>
          {children ?? <Outlet />}
          {modalRequested && <ModalHost />}
        </LoadFailure>
      </main>
      <footer className="layout__footer">
        <button type="button" className="layout__footer-link" onClick={() => dispatch(modalOpened({ type: 'INFO' }))}>
          {copy.app.footer}
        </button>
      </footer>
      <Toasts />
    </div>
  );
}
