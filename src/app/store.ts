import { configureStore, type StoreEnhancer } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { bff } from '../api/bff';
import { maskAction, maskState } from './devToolsMask';
import { rootReducer, type RootState } from './rootReducer';
import { rootSaga } from './rootSaga';
import { reportSagaFailure } from './sagaFailure';

export interface StoreOptions {
  preloadedState?: Partial<RootState>;
  /** Extra store enhancers, e.g. Redux DevTools' instrumentation in the time-travel test. */
  enhancers?: StoreEnhancer[];
}

export function createAppStore({ preloadedState, enhancers = [] }: StoreOptions = {}) {
  const saga = createSagaMiddleware({ onError: reportSagaFailure });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: true }).concat(bff.middleware, saga),
    enhancers: (getDefault) => getDefault().concat(enhancers),
    // Redux DevTools only in development builds: production never exposes the journey's state, and
    // even in development every credential is masked, in actions and in state (app/devToolsMask).
    devTools: process.env.NODE_ENV !== 'production' && { actionSanitizer: maskAction, stateSanitizer: maskState },
  });
  let sagas = saga.run(rootSaga);
  /**
   * Development only (hot reload, see bootApp.ts): new reducers and sagas take over the same store, so
   * the journey's state survives an edit. The sagas' running work (a timer, a polling) restarts empty.
   */
  const hotSwap = (nextReducer: typeof rootReducer, nextSaga: typeof rootSaga) => {
    store.replaceReducer(nextReducer);
    sagas.cancel();
    sagas = saga.run(nextSaga);
  };
  return Object.assign(store, { hotSwap });
}

export type AppStore = ReturnType<typeof createAppStore>;
