import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './App';
import { routeEntered } from './events';
import { registerNavigator } from './navigation';
import { appRoutes } from './routes';
import type { AppStore } from './store';

export function mountApp(store: AppStore): void {
  const router = createBrowserRouter(appRoutes);
  registerNavigator((path, { replace }) => void router.navigate(path, { replace }));
  let last = `${router.state.location.pathname}${router.state.location.search}`;
  router.subscribe((state) => {
    const { pathname, search } = state.location;
    if (`${pathname}${search}` === last) return;
    last = `${pathname}${search}`;
    // Deferred so a saga that navigated finishes its step before the next route's work starts.
    queueMicrotask(() => store.dispatch(routeEntered({ path: pathname, search })));
  });
  const container = document.getElementById('root');
  if (!container) return;
  createRoot(container).render(<App store={store} router={router} />);
}
