// The screens' styles come with the app that draws them (docs/decisions/056): the entry's page,
// which draws none, keeps only base.css in its render-blocking stylesheet.
import '../ui/layout.css';
import { useDeferredValue, useMemo } from 'react';
import { Provider, useDispatch, useSelector } from 'react-redux';
import { Router, useRoutes, type Navigator, type To } from 'react-router-dom';
import { locationOf, routeEntered, selectLocation } from '../journey/locationSlice';
import { appRoutes } from './routes';
import type { AppStore } from './store';

const href = (to: To) => (typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}`);

/**
 * Screens never navigate through the router: sagas raise journey events (journey/journeyTable.ts).
 * Should a router link ever be used, it writes the store's location as a move does, and history
 * follows the store (journey/history.ts).
 */
function useStoreNavigator(): Navigator {
  const dispatch = useDispatch();
  return useMemo(
    () => ({
      createHref: href,
      push: (to) => dispatch(routeEntered({ ...locationOf(href(to)), how: 'push' })),
      replace: (to) => dispatch(routeEntered({ ...locationOf(href(to)), how: 'replace' })),
      go: (delta) => window.history.go(delta),
    }),
    [dispatch],
  );
}

function Screens() {
  return useRoutes(appRoutes);
}

/**
 * The router renders the store's location, not the browser's: the store is the one record of where
 * the customer is, so Redux DevTools' time travel moves the screen too. No Ant Design here; the
 * screens that use antd wrap themselves in `AntdScope`. Declarative routing, not the data router:
 * the portal has no loaders or actions (the sagas fetch), and the data router's code would be on
 * every screen's critical path for nothing (docs/decisions/009 has the bytes it cost).
 */
function StoreRouter() {
  // A new screen renders as a transition: React builds it in slices instead of one long task, and
  // the screen before it stays until the new one is ready.
  const { path, search } = useDeferredValue(useSelector(selectLocation));
  const navigator = useStoreNavigator();
  return (
    <Router location={{ pathname: path, search }} navigator={navigator}>
      <Screens />
    </Router>
  );
}

export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <StoreRouter />
    </Provider>
  );
}
