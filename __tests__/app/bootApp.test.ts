import type { UnknownAction } from '@reduxjs/toolkit';
import { bootApp } from '../../src/app/bootApp';
import { createAppStore } from '../../src/app/store';
import { sessionStore } from '../../src/auth/sessionStore';
import { sentAuthorisationCheck } from '../../src/features/consent/consentSlice';
import { routeEntered, type LocationState } from '../../src/journey/locationSlice';

/**
 * The app's start (bootApp.ts): it enters the route it starts on, and from then on history follows
 * the store and Back or Forward reaches it. The store is a recorder of what is dispatched, whose
 * location the test sets; how a move is held for its screen is the journey saga's
 * (__tests__/journey/journeySaga.test.ts).
 */
jest.mock('../../src/app/routeTable', () => ({ __esModule: true, preloadScreen: jest.fn() }));
jest.mock('../../src/app/store', () => ({ __esModule: true, createAppStore: jest.fn() }));

const never = () => new Promise<void>(() => undefined);
let dispatched: UnknownAction[];
let location: LocationState;
let listeners: (() => void)[];
/** The routes the store was told the customer entered, in order. */
const entered = () => dispatched.filter(routeEntered.match).map((action) => `${action.payload.path}${action.payload.search}`);
const where = () => `${window.location.pathname}${window.location.search}`;
/** The store takes a location (as the journey saga's move does). */
const storeMovesTo = (at: LocationState) => {
  location = at;
  for (const listener of listeners) listener();
};

beforeEach(async () => {
  jest.useFakeTimers();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/carregando');
  // Each test's store records into its own list: the earlier boots' listeners stay on the window.
  const mine: UnknownAction[] = (dispatched = []);
  listeners = [];
  location = { path: '/carregando', search: '' };
  jest.mocked(createAppStore).mockReturnValue({
    dispatch: (action: UnknownAction) => mine.push(action),
    getState: () => ({ location }),
    subscribe: (listener: () => void) => {
      listeners.push(listener);
      return () => undefined;
    },
    hotSwap: jest.fn(),
  } as never);
  const booting = bootApp({ intentId: 'urn:cooperativa:C1', authenticated: true, userName: 'Maria', problem: null }, never() as never);
  await jest.advanceTimersByTimeAsync(0);
  await booting;
});
afterEach(() => jest.useRealTimers());

it('enters the route it starts on', () => expect(entered()).toEqual(['/carregando']));

it("writes history as the store's location says: replacing, then pushing", () => {
  const before = window.history.length;
  storeMovesTo({ path: '/pix', search: '', how: 'replace' });
  expect([where(), window.history.length]).toEqual(['/pix', before]);
  storeMovesTo({ path: '/segredo', search: '', how: 'push' });
  expect([where(), window.history.length]).toEqual(['/segredo', before + 1]);
});

it('Back or Forward enters the route history shows', () => {
  dispatched.length = 0;
  window.history.pushState(null, '', '/pix');
  window.dispatchEvent(new PopStateEvent('popstate'));
  expect(entered()).toEqual(['/pix']);
});

// docs/decisions/043 and 076: an authorisation this tab sent and never had the answer to is settled
// with the bank on a reload, but not from the customer's authorisations, which offer no consent's screen.
it.each([
  ['/carregando', true],
  ['/autorizacoes', false],
  ['/autorizacoes/x1', false],
])('a reload at %s with an authorisation in doubt asks the bank first: %p', async (path, asks) => {
  const mine: UnknownAction[] = [];
  jest.mocked(createAppStore).mockReturnValue({
    dispatch: (action: UnknownAction) => mine.push(action),
    getState: () => ({ location: { path, search: '' } }),
    subscribe: () => () => undefined,
    hotSwap: jest.fn(),
  } as never);
  window.history.replaceState(null, '', path);
  sessionStore.keepAuthorisationSent({ intentId: 'urn:cooperativa:C1', at: Date.now(), kind: null, subject: null });
  const booting = bootApp({ intentId: 'urn:cooperativa:C1', authenticated: true, userName: 'Maria', problem: null }, never() as never);
  await jest.advanceTimersByTimeAsync(0);
  await booting;
  expect(mine.some(sentAuthorisationCheck.match)).toBe(asks);
  expect(mine.filter(routeEntered.match).map((action) => action.payload.path)).toEqual(asks ? [] : [path]);
});
