import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { createAppStore } from '../../src/app/store';
import { setConfig } from '../../src/config/currentConfig';
import { followStore } from '../../src/journey/history';
import { journeySaga } from '../../src/journey/journeySaga';
import { journey } from '../../src/journey/journeyTable';
import locationReducer from '../../src/journey/locationSlice';
import { pixConsent } from '../support/consents';
import { withConsent } from '../support/state';
import { testConfig } from '../support/testConfig';

/**
 * History follows the store (journey/history.ts): the one subscriber writes each location the store
 * takes, pushing or replacing as the move's line says, and Back or Forward writes the store.
 */
const where = () => `${window.location.pathname}${window.location.search}`;
/** The next popstate (jsdom traverses history a task later, as browsers do). */
const traversal = () => new Promise<void>((resolve) => window.addEventListener('popstate', () => setTimeout(resolve, 0), { once: true }));

let stop: () => void = () => undefined;
beforeAll(() => setConfig(testConfig));
beforeEach(() => window.history.replaceState(null, '', '/carregando'));
afterEach(() => stop());

/** The location slice and the journey saga alone (no route work, no hold), history following them. */
function journeyStore() {
  const saga = createSagaMiddleware();
  const store = configureStore({
    reducer: { location: locationReducer },
    preloadedState: { location: { path: '/carregando', search: '' } },
    middleware: (getDefault) => getDefault().concat(saga),
  });
  saga.run(journeySaga);
  stop = followStore(store);
  return store;
}

describe('history follows the store', () => {
  it('a move replaces the current entry or pushes one, as its line says', () => {
    const store = journeyStore();
    const before = window.history.length;
    store.dispatch(journey.consentReady({ kind: 'PAGAMENTO', scheduled: false }));
    expect([where(), window.history.length]).toEqual(['/pix', before]);
    store.dispatch(journey.confirmed());
    expect([where(), window.history.length]).toEqual(['/segredo', before + 1]);
    expect(store.getState().location).toEqual({ path: '/segredo', search: '', how: 'push' });
  });

  it('Back from /segredo returns to the consent screen, and the store follows (popstate)', async () => {
    const store = journeyStore();
    store.dispatch(journey.consentReady({ kind: 'PAGAMENTO', scheduled: true }));
    store.dispatch(journey.confirmed());
    const back = traversal();
    window.history.back();
    await back;
    expect(where()).toBe('/pix/agendamento');
    expect(store.getState().location).toEqual({ path: '/pix/agendamento', search: '' });
    const forward = traversal();
    window.history.forward();
    await forward;
    expect(store.getState().location).toEqual({ path: '/segredo', search: '' });
  });

  it("Forward into /segredo without a new 'Confirmar': the route's guard applies, and history follows it back (decision 065)", async () => {
    // On /segredo after 'Confirmar' on /pix (the confirmation itself is not what this test is about).
    window.history.replaceState(null, '', '/pix');
    window.history.pushState(null, '', '/segredo');
    const store = createAppStore({ preloadedState: { ...withConsent(pixConsent(), { confirmed: null }), location: { path: '/segredo', search: '' } } });
    stop = followStore(store);
    const back = traversal();
    window.history.back();
    await back;
    expect(store.getState().location.path).toBe('/pix');
    const forward = traversal();
    window.history.forward();
    await forward;
    // The guard's move waits for the payment screen's code (a module import here).
    for (let tick = 0; tick < 100 && store.getState().location.path !== '/pix'; tick += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.getState().location).toEqual({ path: '/pix', search: '', how: 'replace' });
    expect(where()).toBe('/pix');
  });
});
