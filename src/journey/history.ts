import { locationOf, routeEntered, type LocationState } from './location';

const current = () => `${window.location.pathname}${window.location.search}`;

/** Writes a location the store moved to into the browser's history, as its move says (`how`). */
export function writeHistory(at: LocationState): void {
  const url = `${at.path}${at.search}`;
  if (!at.how || url === current()) return;
  if (at.how === 'replace') window.history.replaceState(null, '', url);
  else window.history.pushState(null, '', url);
}

interface LocationStore {
  getState(): { location: LocationState };
  subscribe(listener: () => void): () => void;
  dispatch(action: ReturnType<typeof routeEntered>): unknown;
}

/**
 * History follows the store, and Back and Forward write the store: the one subscriber writes each
 * new location of the store into history, and a history traversal enters its route (`routeEntered`
 * without `how`: history already has it), which the route guards then judge as any arrival.
 * Returns the way to stop (tests, hot reload).
 */
export function followStore(store: LocationStore): () => void {
  let written = store.getState().location;
  const unsubscribe = store.subscribe(() => {
    const at = store.getState().location;
    if (at === written) return;
    written = at;
    writeHistory(at);
  });
  const traversed = () => {
    const at = locationOf(current());
    const { path, search } = store.getState().location;
    if (at.path !== path || at.search !== search) store.dispatch(routeEntered(at));
  };
  window.addEventListener('popstate', traversed);
  return () => {
    unsubscribe();
    window.removeEventListener('popstate', traversed);
  };
}
