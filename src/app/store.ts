import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { bff } from '../api/bff';
import { authoriseRequested } from '../features/consent/consentSlice';
import { rootReducer, type RootState } from './rootReducer';
import { rootSaga } from './rootSaga';

export function createAppStore(preloadedState?: Partial<RootState>) {
  const saga = createSagaMiddleware({
    onError: (error) => console.error('saga failed', error instanceof Error ? error.name : 'unknown'),
  });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: true }).concat(bff.middleware, saga),
    // Redux DevTools only in development builds: production never exposes the journey's state, and
    // even in development the customer's code or signature is masked.
    devTools: process.env.NODE_ENV !== 'production' && {
      actionSanitizer: <A extends { type: string }>(action: A): A =>
        authoriseRequested.match(action) ? ({ ...action, payload: { kind: action.payload.kind, masked: true } } as unknown as A) : action,
    },
  });
  saga.run(rootSaga);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };
