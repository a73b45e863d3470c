import '../ui/layout.css';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, useLocation, useNavigate, useRoutes } from 'react-router-dom';
import type { RouteAnnouncer } from './bootApp';
import { registerNavigator } from './navigation';
import { appRoutes } from './routes';
import type { AppStore } from './store';

/**
 * Once the router is mounted, the sagas' navigation goes through it (so the screen follows) and is
 * announced to the sagas exactly as before the mount (`routeEntered`, at once, not after a render).
 */
function RoutedScreens({ announce }: { announce: RouteAnnouncer }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const firstRendered = useRef<string | null>(`${pathname}${search}`);
  useEffect(() => {
    // Once, after mounting. The first render is a transition, in slices: a saga may have moved
    // history on (through `bootApp`'s navigator) after the router read the URL. The screen follows.
    const rendered = firstRendered.current;
    if (rendered === null) return;
    firstRendered.current = null;
    const current = `${window.location.pathname}${window.location.search}`;
    if (current !== rendered) void navigate(current, { replace: true });
  }, [navigate]);
  useLayoutEffect(() => {
    registerNavigator((path, { replace }) => {
      void navigate(path, { replace });
      announce(path);
    });
  }, [navigate, announce]);
  return useRoutes(appRoutes);
}

/**
 * The app shell: no Ant Design here; the screens that use antd wrap themselves in `AntdScope`.
 * Declarative routing, not the data router: the portal has no loaders or actions (the sagas fetch),
 * and the data router would add about 15 KB gzip to every screen's critical path (docs/performance.md).
 */
export function App({ store, announce }: { store: AppStore; announce: RouteAnnouncer }) {
  return (
    <Provider store={store}>
      <BrowserRouter>
        <RoutedScreens announce={announce} />
      </BrowserRouter>
    </Provider>
  );
}
