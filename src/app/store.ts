import { configureStore, type StoreEnhancer } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { bff } from '../api/bff';
import { maskAction, maskState } from './devToolsMask';
import { rootReducer, type RootState } from './rootReducer';
import { rootSaga } from './rootSaga';

export interface StoreOptions {
  preloadedState?: Partial<RootState>;
  /** Extra store enhancers, e.g. Redux DevTools' instrumentation in the time-travel test. */
  enhancers?: StoreEnhancer[];
}

export function createAppStore({ preloadedState, enhancers = [] }: StoreOptions = {}) {
  const saga = createSagaMiddleware({
    onError: (error) => console.error('saga failed', error instanceof Error ? error.name : 'unknown'),
  });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: true }).concat(bff.middleware, saga),
    enhancers: (getDefault) => getDefault().concat(enhancers),
    // Redux DevTools only in development builds: production never exposes the journey's state, and
    // even in development every credential is masked, in actions and in state (app/devToolsMask).
    devTools: process.env.NODE_ENV !== 'production' && { actionSanitizer: maskAction, stateSanitizer: maskState },
  });
  saga.run(rootSaga);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
