import type { UnknownAction } from '@reduxjs/toolkit';
import { bootApp, NEXT_SCREEN_WAIT_MS } from '../../src/app/bootApp';
import { isScreenReady, preloadScreen } from '../../src/app/routeTable';
import { createAppStore } from '../../src/app/store';
import { routeEntered } from '../../src/journey/locationSlice';
import { navigateTo, registerNavigator } from '../../src/journey/navigation';

/**
 * The app's navigator (bootApp.ts): a move waits for the next screen's code, bounded, so the
 * current screen stays until the next can render at once; a later move supersedes one still
 * waiting. Which screens have arrived, and their downloads, are the test's; the store is a recorder
 * of what the navigator dispatches (the route's work starts on `routeEntered`).
 */
jest.mock('../../src/app/routeTable', () => ({ __esModule: true, isScreenReady: jest.fn(), preloadScreen: jest.fn(), preloadNextScreens: jest.fn() }));
jest.mock('../../src/app/store', () => ({ __esModule: true, createAppStore: jest.fn() }));

const ready = jest.mocked(isScreenReady);
const preload = jest.mocked(preloadScreen);

/** A screen's download the test completes when it chooses. */
function download() {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive };
}
const never = () => new Promise<void>(() => undefined);

let dispatched: UnknownAction[];
/** The routes the store was told the customer entered, in order. */
const entered = () => dispatched.filter(routeEntered.match).map((action) => `${action.payload.path}${action.payload.search}`);
const where = () => `${window.location.pathname}${window.location.search}`;
/** Lets queued microtasks and due timers run, without moving the clock. */
const settle = () => jest.advanceTimersByTimeAsync(0);

beforeEach(async () => {
  jest.useFakeTimers();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/carregando');
  dispatched = [];
  jest.mocked(createAppStore).mockReturnValue({ dispatch: (action: UnknownAction) => dispatched.push(action), hotSwap: jest.fn() } as never);
  ready.mockReset().mockReturnValue(false);
  preload.mockReset().mockImplementation(never);
  const booting = bootApp({ intentId: 'urn:cooperativa:C1', authenticated: true, userName: 'Maria', problem: null }, never() as never);
  await settle();
  await booting;
  expect(entered()).toEqual(['/carregando']);
  dispatched.length = 0;
  preload.mockClear();
});
afterEach(() => {
  registerNavigator(null);
  jest.useRealTimers();
});

describe('a move to a screen whose code has arrived', () => {
  it('goes at once, and the route is entered', async () => {
    ready.mockImplementation((path) => path === '/pix');
    navigateTo('/pix', true);
    expect(where()).toBe('/pix');
    await settle();
    expect(entered()).toEqual(['/pix']);
    expect(preload).not.toHaveBeenCalled();
  });
});

describe("a move to a screen whose code has not arrived (NEXT_SCREEN_WAIT_MS)", () => {
  it('keeps the current screen while the code comes, and goes when it has arrived', async () => {
    const sharing = download();
    preload.mockImplementation((path) => (path === '/compartilhamento' ? sharing.arrived : never()));
    navigateTo('/compartilhamento', true);
    expect(preload).toHaveBeenCalledWith('/compartilhamento');
    await jest.advanceTimersByTimeAsync(NEXT_SCREEN_WAIT_MS - 1);
    expect(where()).toBe('/carregando');
    expect(entered()).toEqual([]);

    sharing.arrive();
    await settle();
    expect(where()).toBe('/compartilhamento');
    expect(entered()).toEqual(['/compartilhamento']);
  });

  it('waits no longer than NEXT_SCREEN_WAIT_MS: then it goes without the code', async () => {
    navigateTo('/compartilhamento', true);
    await jest.advanceTimersByTimeAsync(NEXT_SCREEN_WAIT_MS - 1);
    expect(where()).toBe('/carregando');
    await jest.advanceTimersByTimeAsync(1);
    expect(where()).toBe('/compartilhamento');
    expect(entered()).toEqual(['/compartilhamento']);
  });

  it('asks for the screen of the path, without its query, and enters the route with it', async () => {
    navigateTo('/segredo?origem=teste', true);
    expect(ready).toHaveBeenLastCalledWith('/segredo');
    expect(preload).toHaveBeenCalledWith('/segredo');
    await jest.advanceTimersByTimeAsync(NEXT_SCREEN_WAIT_MS);
    expect(where()).toBe('/segredo?origem=teste');
    expect(entered()).toEqual(['/segredo?origem=teste']);
  });
});

describe('a later move supersedes one still waiting', () => {
  it('a move to a ready screen: the waiting one never happens, even when its code arrives or its wait ends', async () => {
    const sharing = download();
    preload.mockImplementation((path) => (path === '/compartilhamento' ? sharing.arrived : never()));
    ready.mockImplementation((path) => path === '/responses/cancelado');
    navigateTo('/compartilhamento', true);
    navigateTo('/responses/cancelado', true);
    expect(where()).toBe('/responses/cancelado');

    sharing.arrive();
    await jest.advanceTimersByTimeAsync(NEXT_SCREEN_WAIT_MS);
    expect(where()).toBe('/responses/cancelado');
    expect(entered()).toEqual(['/responses/cancelado']);
  });

  it('a move that waits too: only the later one happens, when its own code arrives', async () => {
    const security = download();
    preload.mockImplementation((path) => (path === '/segredo' ? security.arrived : never()));
    navigateTo('/compartilhamento', true);
    await jest.advanceTimersByTimeAsync(NEXT_SCREEN_WAIT_MS / 2);
    navigateTo('/segredo');
    // The first move's wait ends here: it is no longer wanted.
    await jest.advanceTimersByTimeAsync(NEXT_SCREEN_WAIT_MS / 2);
    expect(where()).toBe('/carregando');
    security.arrive();
    await settle();
    expect(where()).toBe('/segredo');
    await jest.advanceTimersByTimeAsync(NEXT_SCREEN_WAIT_MS);
    expect(entered()).toEqual(['/segredo']);
  });
});

describe('replace or push', () => {
  it('a replacing move takes the place of the current entry in the history; a pushing one adds one', async () => {
    ready.mockReturnValue(true);
    const before = window.history.length;
    navigateTo('/pix', true);
    expect([where(), window.history.length]).toEqual(['/pix', before]);
    navigateTo('/segredo');
    expect([where(), window.history.length]).toEqual(['/segredo', before + 1]);
    await settle();
    expect(entered()).toEqual(['/pix', '/segredo']);
  });

  it('a move that waited keeps its kind', async () => {
    const before = window.history.length;
    navigateTo('/compartilhamento', true);
    await jest.advanceTimersByTimeAsync(NEXT_SCREEN_WAIT_MS);
    expect([where(), window.history.length]).toEqual(['/compartilhamento', before]);
    navigateTo('/segredo');
    await jest.advanceTimersByTimeAsync(NEXT_SCREEN_WAIT_MS);
    expect([where(), window.history.length]).toEqual(['/segredo', before + 1]);
  });
});
