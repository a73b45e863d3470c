import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { rootReducer, type RootState } from '../../src/app/rootReducer';

/** Renders a container with the real reducers (no sagas) and records every action it dispatches. */
export function renderWithStore(ui: ReactElement, state: RootState) {
  const actions: UnknownAction[] = [];
  const record: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: state,
    middleware: (getDefault) => getDefault({ serializableCheck: false, immutableCheck: false }).concat(record),
  });
  const utils = render(<Provider store={store}>{ui}</Provider>);
  return { ...utils, store, actions };
}
