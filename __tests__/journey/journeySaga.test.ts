import fs from 'node:fs';
import path from 'node:path';
import { expectSaga } from 'redux-saga-test-plan';
import { runSaga, stdChannel } from 'redux-saga';
import { all, call, put } from 'redux-saga/effects';
import { combineReducers } from '@reduxjs/toolkit';
import { createAppStore } from '../../src/app/store';
import { setConfig } from '../../src/config/currentConfig';
import { consentLoaded } from '../../src/features/consent/consentSlice';
import { journeySaga, NEXT_SCREEN_WAIT_MS, reportUnforeseen, type Screens } from '../../src/journey/journeySaga';
import { aheadOf, journey, moveOf, type JourneyEvent } from '../../src/journey/journeyTable';
import { routeEntered, type LocationState } from '../../src/journey/location';
import locationReducer from '../../src/journey/locationSlice';
import { pixConsent } from '../support/consents';
import { movedTo } from '../support/journey';
import { testConfig } from '../support/testConfig';

/** The journey saga: each journey event, where the customer is, becomes the store's location by its line of the table, and nothing else does. */
const RAISED_AT: Record<string, string> = {
  backToStart: '/carregando',
  sessionReady: '/callback',
  appPreferred: '/',
  consentDecided: '/carregando',
  consentExpired: '/segredo',
  bankAlert: '/carregando',
  journeyStopped: '/pix',
  confirmed: '/pix',
  deviceUnavailable: '/segredo',
  returnToInitiator: '/responses/alerta',
  answerAwaited: '/segredo',
  lateAnswerForForm: '/responses/processando',
  noWayBack: '/redirect',
  authorisationsListed: '/autorizacoes/x1',
};
/** The events that carry a payload: written below with theirs. */
const WITH_PAYLOAD = ['consentReady', 'confirmationNeeded', 'authorisationsSignedIn', 'authorisationOpened'];
const EVENTS: [at: string, event: JourneyEvent][] = [
  ...Object.entries(journey)
    .filter(([name]) => !WITH_PAYLOAD.includes(name))
    .map(([name, raise]) => [RAISED_AT[name], (raise as () => JourneyEvent)()] as [string, JourneyEvent]),
  ['/carregando', journey.consentReady({ kind: 'PAGAMENTO', scheduled: true })],
  ['/carregando', journey.consentReady({ kind: 'DADOS', scheduled: false })],
  ['/segredo', journey.confirmationNeeded({ kind: 'VINCULO', scheduled: false })],
  ['/callback', journey.authorisationsSignedIn('/autorizacoes/x1')],
  ['/autorizacoes', journey.authorisationOpened('x1')],
];

const combineLocation = combineReducers({ location: locationReducer });

/** A store state with the customer at `path`. */
const at = (path: string): { location: LocationState } => ({ location: { path, search: '' } });

beforeAll(() => setConfig(testConfig));

describe('the journey saga', () => {
  it.each(EVENTS.map(([place, event]) => [event.type, place, event, moveOf(place, event)!] as const))('%s at %s moves the customer by its line', (_type, place, event, { to, how }) =>
    expectSaga(journeySaga).withState(at(place)).dispatch(event).put(movedTo(to, how === 'replace')).silentRun(20),
  );

  it('moves once per event, in the order raised, each read where the move before it left the customer', async () => {
    const { effects } = await expectSaga(journeySaga)
      .withReducer(combineLocation, at('/segredo'))
      .dispatch(journey.answerAwaited())
      .dispatch(journey.lateAnswerForForm())
      .silentRun(20);
    expect(effects.put?.map((effect) => effect.payload.action)).toEqual([movedTo('/responses/processando', true), movedTo('/segredo', true)]);
  });

  it('reads the line of the place the customer is on (the event alone does not say where it leads)', async () => {
    await expectSaga(journeySaga).withState(at('/pix')).dispatch(journey.confirmed()).put(movedTo('/segredo')).silentRun(20);
  });

  it('an event raised where the table has no line for it: the customer goes to the default page (SPEC §8), and development says which line is missing', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await expectSaga(journeySaga)
        .withState(at('/callback'))
        .dispatch(journey.confirmed())
        .call(reportUnforeseen, '/callback', 'journey/confirmed')
        .put(movedTo('/responses', true))
        .not.put(movedTo('/segredo'))
        .silentRun(20);
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('journey/confirmed at /callback'));
    } finally {
      logged.mockRestore();
    }
  });

  it('given the screens, a move to one whose code has not arrived fetches it first, then moves; a place reached fetches ahead what it leads to', () => {
    const screens: Screens = { ready: () => false, load: () => Promise.resolve(), ahead: () => undefined };
    return expectSaga(journeySaga, screens)
      .withState(at('/callback'))
      .dispatch(journey.sessionReady())
      .call(screens.load, '/carregando')
      .put(movedTo('/carregando', true))
      .call(screens.ahead, aheadOf('/carregando'))
      .silentRun(50);
  });

  it('moves on no other action', () =>
    expectSaga(journeySaga).withState(at('/carregando')).dispatch(consentLoaded(pixConsent())).dispatch({ type: 'journey/unknown' }).not.put.actionType(routeEntered.type).silentRun(20));

  it('in the app, the move is dispatched before the next action of the saga that raised the event', () => {
    const dispatched: string[] = [];
    function* raiser(): Generator<unknown, void, unknown> {
      yield put(journey.confirmed());
      yield put(journey.answerAwaited());
    }
    // The saga middleware as the store runs it (redux-saga-test-plan hands a put on a microtask later).
    const channel = stdChannel();
    const dispatch = (action: { type: string; payload?: { path?: string } }) => {
      dispatched.push(routeEntered.match(action) ? `to ${action.payload.path}` : action.type);
      channel.put(action);
    };
    runSaga({ channel, dispatch, getState: () => at('/pix') }, function* both() {
      yield all([call(journeySaga), call(raiser)]);
    });
    expect(dispatched).toEqual(['journey/confirmed', 'to /segredo', 'journey/answerAwaited', 'to /responses/processando']);
  });

  it("runs in the app's store: an event dispatched there becomes the store's location, as its line says", async () => {
    const store = createAppStore({ preloadedState: at('/carregando') });
    const locations: unknown[] = [store.getState().location];
    store.subscribe(() => {
      if (store.getState().location !== locations.at(-1)) locations.push(store.getState().location);
    });
    store.dispatch(journey.consentReady({ kind: 'AUTOMATICO', scheduled: false }));
    // The app's journey saga holds the move until the screen's code has arrived (a module import here).
    for (let tick = 0; tick < 50 && locations.length === 1; tick += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    // (Then the route's guard, without a loaded consent here, moves on.)
    expect(locations[1]).toEqual({ path: '/pix/automatico', search: '', how: 'replace' });
  });
});

/** A screen's download the test completes when it chooses. */
function download() {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive };
}
const never = () => new Promise<void>(() => undefined);

describe('the hold for a chunk (HOLD_FOR_SCREEN, NEXT_SCREEN_WAIT_MS)', () => {
  let moves: string[];
  let screens: jest.Mocked<Screens>;
  let dispatch: (action: { type: string }) => void;
  /** Where the customer is: the store's location, as a move or Back leaves it. */
  let place: string;
  /** Lets queued microtasks and due timers run, without moving the clock. */
  const settle = () => jest.advanceTimersByTimeAsync(0);

  beforeEach(() => {
    jest.useFakeTimers();
    moves = [];
    place = '/carregando';
    screens = { ready: jest.fn().mockReturnValue(false), load: jest.fn().mockImplementation(never), ahead: jest.fn() };
    const channel = stdChannel();
    dispatch = (action) => {
      if (routeEntered.match(action)) {
        place = action.payload.path;
        if (action.payload.how) moves.push(`${action.payload.how} ${action.payload.path}`);
      }
      channel.put(action);
    };
    runSaga({ channel, dispatch, getState: () => at(place) }, journeySaga, screens);
  });
  afterEach(() => jest.useRealTimers());

  it('a move to a screen whose code has arrived goes at once, fetching nothing', () => {
    screens.ready.mockImplementation((path) => path === '/pix');
    dispatch(journey.consentReady({ kind: 'PAGAMENTO', scheduled: false }));
    expect(moves).toEqual(['replace /pix']);
    expect(screens.load).not.toHaveBeenCalled();
  });

  it('a move to a screen whose code has not arrived keeps the current screen while the code comes, and goes when it has arrived', async () => {
    const sharing = download();
    screens.load.mockImplementation((path) => (path === '/compartilhamento' ? sharing.arrived : never()));
    dispatch(journey.consentReady({ kind: 'DADOS', scheduled: false }));
    expect(screens.load).toHaveBeenCalledWith('/compartilhamento');
    await jest.advanceTimersByTimeAsync(NEXT_SCREEN_WAIT_MS - 1);
    expect(moves).toEqual([]);
    sharing.arrive();
    await settle();
    expect(moves).toEqual(['replace /compartilhamento']);
  });

  it('waits no longer than NEXT_SCREEN_WAIT_MS: then it goes without the code, keeping its kind', async () => {
    place = '/pix';
    dispatch(journey.confirmed());
    await jest.advanceTimersByTimeAsync(NEXT_SCREEN_WAIT_MS - 1);
    expect(moves).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(moves).toEqual(['push /segredo']);
  });

  it('a later move to a ready screen supersedes one still waiting, even when its code arrives or its wait ends', async () => {
    const sharing = download();
    screens.load.mockImplementation((path) => (path === '/compartilhamento' ? sharing.arrived : never()));
    screens.ready.mockImplementation((path) => path === '/responses');
    dispatch(journey.consentReady({ kind: 'DADOS', scheduled: false }));
    dispatch(journey.journeyStopped());
    expect(moves).toEqual(['replace /responses']);
    sharing.arrive();
    await jest.advanceTimersByTimeAsync(NEXT_SCREEN_WAIT_MS);
    expect(moves).toEqual(['replace /responses']);
  });

  it('a later move that waits too: only the later one happens, when its own code arrives', async () => {
    const redirect = download();
    screens.load.mockImplementation((path) => (path === '/redirect' ? redirect.arrived : never()));
    // 'Confirmar' on /pix, held for /segredo's code; meanwhile a cancel confirmed there sends the customer back to the initiator.
    place = '/pix';
    dispatch(journey.confirmed());
    await jest.advanceTimersByTimeAsync(NEXT_SCREEN_WAIT_MS / 2);
    dispatch(journey.returnToInitiator());
    // The first move's wait ends here: it is no longer wanted.
    await jest.advanceTimersByTimeAsync(NEXT_SCREEN_WAIT_MS / 2);
    expect(moves).toEqual([]);
    redirect.arrive();
    await settle();
    await jest.advanceTimersByTimeAsync(NEXT_SCREEN_WAIT_MS);
    expect(moves).toEqual(['replace /redirect']);
  });

  it('fetches ahead, a task after arriving, the screens the place usually leads to (the journey table)', async () => {
    dispatch(routeEntered({ path: '/callback', search: '' }));
    expect(screens.ahead).not.toHaveBeenCalled();
    await settle();
    expect(screens.ahead).toHaveBeenCalledWith(aheadOf('/callback'));
  });

  it('switched off (HOLD_FOR_SCREEN=off, the A/B build), a move goes at once', () => {
    const previous = process.env.HOLD_FOR_SCREEN;
    process.env.HOLD_FOR_SCREEN = 'off';
    try {
      jest.isolateModules(() => {
        const fresh = jest.requireActual<typeof import('../../src/journey/journeySaga')>('../../src/journey/journeySaga');
        const freshJourney = jest.requireActual<typeof import('../../src/journey/journeyTable')>('../../src/journey/journeyTable');
        expect(fresh.HOLD_FOR_SCREEN).toBe(false);
        const channel = stdChannel();
        const seen: string[] = [];
        runSaga(
          {
            channel,
            dispatch: (action: { type: string; payload?: { path?: string } }) => (seen.push(String(action.payload?.path)), channel.put(action)),
            getState: () => at('/carregando'),
          },
          fresh.journeySaga,
          screens,
        );
        channel.put(freshJourney.journey.consentReady({ kind: 'DADOS', scheduled: false }));
        expect(seen).toEqual(['/compartilhamento']);
      });
    } finally {
      if (previous === undefined) delete process.env.HOLD_FOR_SCREEN;
      else process.env.HOLD_FOR_SCREEN = previous;
    }
  });
});

describe('one place moves the customer', () => {
  const src = path.resolve(__dirname, '../../src');
  const files = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
  const using = (pattern: RegExp) =>
    files(src)
      .filter((file) => /\.tsx?$/.test(file) && pattern.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(src, file))
      .sort();

  it('only the journey saga reads a move from the journey table', () => expect(using(/\bmoveOf\b/)).toEqual(['journey/journeySaga.ts', 'journey/journeyTable.ts']));

  it('only journey/history.ts writes the browser history; no navigator is registered anywhere', () => {
    expect(using(/history\.(pushState|replaceState)\b/)).toEqual(['journey/history.ts']);
    expect(using(/registerNavigator|navigateTo/)).toEqual([]);
  });
});
