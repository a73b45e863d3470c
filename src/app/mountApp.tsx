import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import type { AppStore } from './store';

export function mountApp(store: AppStore): void {
  const container = document.getElementById('root');
  if (!container) return;
  const root = createRoot(container);
  // As a transition React renders in slices of a few milliseconds instead of one long task; the
  // page already shows 'Carregando...', and the route's work is already under way in the sagas.
  startTransition(() => root.render(<App store={store} />));
}
