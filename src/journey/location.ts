import { event } from './event';
import { PATHS } from './paths';

/**
 * Where the customer is, as the store keeps it (locationSlice.ts), and how she got there. No Redux
 * Toolkit here: the entry route, which runs before any store exists (app/runEntry.ts), moves with
 * the same event.
 */
export interface LocationState {
  path: string;
  search: string;
  /**
   * How the browser's history must follow (history.ts): a move of the journey table adds an entry
   * (`push`) or takes the current one's place (`replace`). Absent where the history already has it:
   * the page's first location, and Back or Forward.
   */
  how?: 'push' | 'replace';
}

/**
 * The customer arrived at a route: a move of the journey saga, the page's first location, or Back or
 * Forward. The store's location is this payload, history follows it, and the route's work starts on it.
 */
export const routeEntered = event<LocationState>('location/routeEntered');

/** The store's location for a URL path: the query of `/callback` (the login's code and state) never enters the store. */
export function locationOf(path: string): LocationState {
  const { pathname, search } = new URL(path, window.location.origin);
  return { path: pathname, search: pathname === PATHS.callback ? '' : search };
}

export const selectLocation = (s: { location: LocationState }) => s.location;
