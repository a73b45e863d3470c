import { createSlice } from '@reduxjs/toolkit';
import { routeEntered, type LocationState } from './location';

export { locationOf, routeEntered, selectLocation, type LocationState } from './location';

/**
 * Where the customer is. The store, not the browser's history, is what the screens follow: the
 * router renders this location, and history follows it (history.ts), so jumping to an earlier
 * action in Redux DevTools (or replaying a recorded journey) shows that moment's screen without
 * running any saga again.
 */
const initialState: LocationState = { path: '/', search: '' };

const locationSlice = createSlice({
  name: 'location',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(routeEntered, (_state, action) => action.payload);
  },
});

export default locationSlice.reducer;
