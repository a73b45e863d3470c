import { createAction } from '@reduxjs/toolkit';

/** The customer arrived at a route (first load, in-app navigation, back/forward). Sagas start screens' work on it. */
export const routeEntered = createAction<{ path: string; search: string }>('app/routeEntered');
