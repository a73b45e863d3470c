import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { PATHS } from './paths';

/**
 * Where the customer is. The store, not the browser's history, is what the screens follow: the
 * router renders this location, so jumping to an earlier action in Redux DevTools (or replaying a
 * recorded journey) shows that moment's screen without running any saga again.
 */
export interface LocationState {
  path: string;
  search: string;
}

const initialState: LocationState = { path: '/', search: '' };

const locationSlice = createSlice({
  name: 'location',
  initialState,
  reducers: {
    /** The customer arrived at a route (first load, in-app navigation, back/forward). Sagas start the route's work on it. */
    routeEntered(_state, action: PayloadAction<LocationState>) {
      return action.payload;
    },
  },
});

/** The store's location for a URL path: the query of `/callback` (the login's code and state) never enters the store. */
export function locationOf(path: string): LocationState {
  const { pathname, search } = new URL(path, window.location.origin);
  return { path: pathname, search: pathname === PATHS.callback ? '' : search };
}

export const selectLocation = (s: { location: LocationState }) => s.location;

export const { routeEntered } = locationSlice.actions;
export default locationSlice.reducer;
