import { act, render, screen } from '@testing-library/react';
import { ActionCreators, instrument } from '@redux-devtools/instrument';
import type { StoreEnhancer } from '@reduxjs/toolkit';
import { App } from '../../src/app/App';
import { createAppStore, type AppStore } from '../../src/app/store';
import { setConfig } from '../../src/config/currentConfig';
import { routeEntered } from '../../src/journey/locationSlice';
import { loggedInSession, stateWith } from '../support/state';
import { testConfig } from '../support/testConfig';

/**
 * Time travel as a developer uses it in Redux DevTools (the extension runs this same
 * instrumentation): record a journey, jump back to an earlier action, and the screen of that moment
 * shows; import the recording into a new store and it replays without calling the bank again.
 */
type Instrumented = AppStore & { liftedStore: { dispatch: (a: unknown) => void; getState: () => { computedStates: unknown[] } } };

const devTools = () => instrument() as unknown as StoreEnhancer;
const mockBankCalls: string[] = [];
const bankCalls = mockBankCalls;

// The bank as the sagas reach it (api/bff's `request`): every call is noted; the consent load answers.
jest.mock('../../src/api/bff', () => {
  const actual = jest.requireActual('../../src/api/bff');
  return {
    ...actual,
    request: function* request(name: string) {
      mockBankCalls.push(name);
      yield Promise.resolve();
      const { pixRequest: consent } = jest.requireActual('../support/consents');
      return { ok: true, data: { tipo: 'PAGAMENTO', consentimentoPagamentoDTO: consent() } };
    },
  };
});

beforeAll(() => setConfig(testConfig));
beforeEach(() => {
  bankCalls.length = 0;
});

function instrumentedStore(): Instrumented {
  const store = createAppStore({
    preloadedState: stateWith({ session: loggedInSession, location: { path: '/carregando', search: '' } }),
    enhancers: [devTools()],
  }) as Instrumented;
  // A saga's move becomes the store's location in the store itself (the journey saga).
  return store;
}

async function recordJourney(store: Instrumented) {
  render(<App store={store} />);
  await act(async () => {
    store.dispatch(routeEntered({ path: '/carregando', search: '' }));
  });
  // The load saga fetched the consent and moved on to its screen.
  expect(await screen.findByRole('heading', { level: 1, name: 'Confirmação' })).toBeInTheDocument();
  await act(async () => {
    store.dispatch(routeEntered({ path: '/responses/cancelado', search: '' }));
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Transação cancelada' })).toBeInTheDocument();
}

/** The index of the computed state right after the first action matching the predicate. */
function stateIndexAfter(store: Instrumented, matches: (action: { type: string; payload?: unknown }) => boolean): number {
  const lifted = store.liftedStore.getState() as unknown as {
    stagedActionIds: number[];
    actionsById: Record<number, { action: { type: string; payload?: unknown } }>;
  };
  const index = lifted.stagedActionIds.findIndex((id) => matches(lifted.actionsById[id]!.action));
  expect(index).toBeGreaterThan(0);
  return index;
}

describe('time travel in Redux DevTools moves the screen', () => {
  it('jumping back to an earlier action shows that moment’s screen, without calling the bank again', async () => {
    const store = instrumentedStore();
    await recordJourney(store);
    expect(bankCalls).toHaveLength(1);

    const onLoading = stateIndexAfter(store, (a) => a.type === routeEntered.type && (a.payload as { path: string }).path === '/carregando');
    await act(async () => store.liftedStore.dispatch(ActionCreators.jumpToState(onLoading)));
    expect(await screen.findByRole('heading', { level: 1, name: 'Aguarde enquanto carregamos os dados de sua solicitação.' })).toBeInTheDocument();

    const onPix = stateIndexAfter(store, (a) => a.type === routeEntered.type && (a.payload as { path: string }).path === '/pix');
    await act(async () => store.liftedStore.dispatch(ActionCreators.jumpToState(onPix)));
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirmação' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Transação cancelada' })).not.toBeInTheDocument();

    expect(bankCalls).toHaveLength(1);
  });

  it('importing a recorded journey replays it to its last screen, without re-running its side effects', async () => {
    const recorded = instrumentedStore();
    await recordJourney(recorded);
    const recording = recorded.liftedStore.getState();
    document.body.innerHTML = '';

    const replay = createAppStore({ enhancers: [devTools()] }) as Instrumented;
    render(<App store={replay} />);
    await act(async () => replay.liftedStore.dispatch(ActionCreators.importState(recording as never)));
    expect(await screen.findByRole('heading', { level: 1, name: 'Transação cancelada' })).toBeInTheDocument();
    // Only the recording's own load reached the bank: the replay sent nothing.
    expect(bankCalls).toHaveLength(1);

    const onPix = stateIndexAfter(replay, (a) => a.type === routeEntered.type && (a.payload as { path: string }).path === '/pix');
    await act(async () => replay.liftedStore.dispatch(ActionCreators.jumpToState(onPix)));
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirmação' })).toBeInTheDocument();
  });
});
