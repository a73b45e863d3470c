import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { bff } from '../api/bff';
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
    // Redux DevTools only in development builds: production never exposes the journey's state.
    devTools: process.env.NODE_ENV !== 'production',
  });
  saga.run(rootSaga);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };
