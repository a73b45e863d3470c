import { lazy, Suspense, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Outlet } from 'react-router-dom';
import bankLogo from '../ui/assets/bank-logo.svg';
import openFinanceLogo from '../ui/assets/open-finance-logo.svg';
import { copy } from '../copy/ptBR';
import { getConfig } from '../config/currentConfig';
import { modalOpened, selectModalRequested } from '../features/modal/modalSlice';
import { LoadFailure } from '../ui/LoadFailure';
import { Toasts } from '../features/toast/Toasts';

const ModalHost = lazy(() => import(/* webpackChunkName: "modal" */ './ModalHost'));

/** Header with both logos, decorative lines, the secure-transaction footer, toasts and the modal (SPEC §1). */
export function Layout({ children }: { children?: ReactNode }) {
  const dispatch = useDispatch();
  const modalRequested = useSelector(selectModalRequested);
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
          {modalRequested && (
            <Suspense fallback={null}>
              <ModalHost />
            </Suspense>
          )}
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
