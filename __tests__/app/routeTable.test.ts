import { expectSaga } from 'redux-saga-test-plan';
import { routeOf, ROUTES, type RouteLine } from '../../src/app/routeTable';
import { routeSaga } from '../../src/app/rootSaga';
import { loadConsentSaga } from '../../src/features/consent/consentSagas';
import { redirectSaga } from '../../src/features/consent/redirectSaga';
import { authorisationRouteSaga, authorisationsRouteSaga } from '../../src/features/authorisations/authorisationsSagas';
import { handoffSaga } from '../../src/features/handoff/handoffSagas';
import { securityScreenSaga } from '../../src/features/security/securitySagas';
import { entrySaga } from '../../src/features/session/entrySaga';
import { callbackSaga } from '../../src/features/session/sessionSagas';
import { aheadOf } from '../../src/journey/journeyTable';
import { routeEntered } from '../../src/journey/locationSlice';
import { PATHS, ROUTE_FACTS, type RouteKey } from '../../src/journey/paths';
import { pixConsent } from '../support/consents';
import { withJourney } from '../support/journey';
import { onRoute, stateWith, withConsent } from '../support/state';

/**
 * The one route table (decision 015): which screen and which work each path of journey/paths.ts
 * has, which screens need a loaded consent, which need antd. Each screen is replaced by a component
 * named for it, so a line pointing at the wrong screen shows here; routeOf's agreement with
 * ROUTE_FACTS is in __tests__/journey/routeFacts.test.ts.
 */
jest.mock('../../src/features/session/EntryScreen', () => ({ __esModule: true, default: function EntryScreen() { return null; } }));
jest.mock('../../src/features/session/CallbackScreen', () => ({ __esModule: true, default: function CallbackScreen() { return null; } }));
jest.mock('../../src/features/consent/LoadingScreen', () => ({ __esModule: true, default: function LoadingScreen() { return null; } }));
jest.mock('../../src/features/payment/PixScreen', () => ({ __esModule: true, default: function PixScreen() { return null; } }));
jest.mock('../../src/features/payment/PixScheduledScreen', () => ({ __esModule: true, default: function PixScheduledScreen() { return null; } }));
jest.mock('../../src/features/recurring/RecurringScreen', () => ({ __esModule: true, default: function RecurringScreen() { return null; } }));
jest.mock('../../src/features/sweeping/SweepingScreen', () => ({ __esModule: true, default: function SweepingScreen() { return null; } }));
jest.mock('../../src/features/automatic/AutomaticScreen', () => ({ __esModule: true, default: function AutomaticScreen() { return null; } }));
jest.mock('../../src/features/sharing/SharingScreen', () => ({ __esModule: true, default: function SharingScreen() { return null; } }));
jest.mock('../../src/features/security/SecurityScreen', () => ({ __esModule: true, default: function SecurityScreen() { return null; } }));
jest.mock('../../src/features/results/RedirectScreen', () => ({ __esModule: true, default: function RedirectScreen() { return null; } }));
jest.mock('../../src/features/handoff/HandoffScreen', () => ({ __esModule: true, default: function HandoffScreen() { return null; } }));
jest.mock('../../src/features/authorisations/AuthorisationsScreen', () => ({ __esModule: true, default: function AuthorisationsScreen() { return null; } }));
jest.mock('../../src/features/authorisations/AuthorisationScreen', () => ({ __esModule: true, default: function AuthorisationScreen() { return null; } }));
// antd's scope arrives only when a test lets it: a failed download leaves antd screens unready.
let mockAntdArrives = true;
jest.mock('../../src/ui/AntdScope', () => {
  if (!mockAntdArrives) throw new Error('antd-scope chunk not fetched');
  return { __esModule: true, AntdScope: function AntdScope() { return null; } };
});

/** Each path of journey/paths.ts: its screen, its work, whether it needs a consent and antd. */
const TABLE: [path: string, screen: string, work: unknown, needsConsent: boolean, antd: boolean][] = [
  [PATHS.entry, 'EntryScreen', entrySaga, false, false],
  [PATHS.callback, 'CallbackScreen', callbackSaga, false, false],
  [PATHS.loading, 'LoadingScreen', loadConsentSaga, false, false],
  [PATHS.pix, 'PixScreen', undefined, true, false],
  [PATHS.pixScheduled, 'PixScheduledScreen', undefined, true, false],
  [PATHS.pixRecurring, 'RecurringScreen', undefined, true, false],
  [PATHS.pixSweeping, 'SweepingScreen', undefined, true, false],
  [PATHS.pixAutomatic, 'AutomaticScreen', undefined, true, false],
  [PATHS.enrolment, 'EnrolmentScreen', undefined, true, false],
  [PATHS.sharing, 'SharingScreen', undefined, true, false],
  [PATHS.security, 'SecurityScreen', securityScreenSaga, true, true],
  [PATHS.redirect, 'RedirectScreen', redirectSaga, false, false],
  [PATHS.handoff, 'HandoffScreen', handoffSaga, false, true],
  [PATHS.authorisations, 'AuthorisationsScreen', authorisationsRouteSaga, false, false],
];

/** Paths the result pages answer: SPEC §2's /responses, /responses/{type}, /response and any other path. */
const RESULT_PATHS = [
  PATHS.responses,
  PATHS.deviceError,
  ...['alerta', 'cancelado', 'compartilhamento-recusado', 'decidido', 'expirado', 'processando', 'redirect'].map((type) => `/responses/${type}`),
  '/responses/nao-existe',
  '/qualquer-coisa',
  '/pix/',
  '/pix/x',
  '/carregando/',
  '/PIX',
  '/vinculo/x',
  '/index.html',
  '/autorizacoesx',
];

describe('every route of journey/paths.ts has its line', () => {
  it('the table covers every path, and no more', () => {
    const listed = TABLE.map(([path]) => path).concat(PATHS.responses, PATHS.deviceError);
    expect([...listed].sort()).toEqual(Object.values(PATHS).sort());
  });

  it.each(TABLE)('%s shows %s', async (path, screen) => {
    const line = routeOf(path);
    // The path's own line of the route table names this screen (not the fallback `*`).
    expect(ROUTES[ROUTE_FACTS[path as RouteKey].screen]).toBe(line);
    expect(line.eager).toBeUndefined();
    expect((await line.screen?.())?.default.name).toBe(screen);
  });

  it.each(TABLE.map(([path, , work]) => [path, (work as { name?: string } | undefined)?.name ?? 'nothing', work]))(
    '%s starts %s',
    (path, _name, work) => expect(routeOf(path as string).work).toBe(work),
  );
});

describe("one authorisation's page, every path below /autorizacoes/ (docs/decisions/076)", () => {
  it.each(['/autorizacoes/urn%3Abanco%3Aconsent%3A7b1e', '/autorizacoes/', '/autorizacoes/a/b'])('%s shows AuthorisationScreen and starts its work, in the list\'s chunk', async (path) => {
    const line = routeOf(path);
    expect(line).toBe(ROUTES.authorisation);
    expect((await line.screen?.())?.default.name).toBe('AuthorisationScreen');
    expect(line.work).toBe(authorisationRouteSaga);
    expect(line.needsConsent).toBeUndefined();
    expect(line.antd).toBeUndefined();
  });
});

describe('result pages and unknown paths fall to the results line', () => {
  it.each(RESULT_PATHS)('%s', (path) => {
    const line = routeOf(path);
    expect(line).toBe(ROUTES.results);
    // In the app's own chunk: an error page never waits for a download.
    expect(line.eager).toBe(true);
    expect(line.screen).toBeUndefined();
    expect(line.needsConsent).toBeUndefined();
    expect(line.work).toBeUndefined();
  });
});

describe('confirmation routes need a consent (SPEC §2, §5)', () => {
  it.each(TABLE.map(([path, , , needsConsent]) => [path, needsConsent]))('%s: needs one: %p', (path, needsConsent) =>
    expect(routeOf(path as string).needsConsent === true).toBe(needsConsent),
  );

  /** Runs the route saga (and the journey saga) on `path` with the lines' work stubbed; where it moved the customer and which work it started. */
  async function arrive(path: string, state = stateWith()) {
    const navigations: unknown[][] = [];
    const started: unknown[] = [];
    const works = new Set(Object.values(ROUTES).map((line: RouteLine) => line.work).filter(Boolean));
    await expectSaga(withJourney(routeSaga), routeEntered({ path, search: '' }))
      .withState(onRoute(path, state))
      .provide({
        call: (effect, next) => {
          if (works.has(effect.fn as RouteLine['work'])) return void started.push(effect.fn);
          return next();
        },
        put: (effect, next) => {
          if (routeEntered.match(effect.action)) navigations.push([effect.action.payload.path, effect.action.payload.how === 'replace']);
          return next();
        },
      })
      .run();
    return { navigations, started };
  }

  it.each(TABLE.filter(([, , , needsConsent]) => needsConsent))('%s without a loaded consent sends the customer to / and starts nothing', async (path) => {
    expect(await arrive(path)).toEqual({ navigations: [[PATHS.entry, true]], started: [] });
  });

  it.each(TABLE.filter(([, , , needsConsent]) => needsConsent))('%s with a loaded consent stays, and starts its work', async (path, _screen, work) => {
    expect(await arrive(path, withConsent(pixConsent()))).toEqual({ navigations: [], started: work ? [work] : [] });
  });

  it.each([...TABLE.filter(([, , , needsConsent]) => !needsConsent).map(([path]) => path), ...RESULT_PATHS])(
    '%s needs none: nothing sends the customer away',
    async (path) => expect((await arrive(path)).navigations).toEqual([]),
  );
});

describe("which screens load antd's theme and CSS with them", () => {
  it.each(TABLE.map(([path, , , , antd]) => [path, antd]))('%s: antd %p', (path, antd) => expect(routeOf(path as string).antd === true).toBe(antd));

  /** A fresh route table (its arrived screens are module state). */
  const freshTable = () => {
    let table: typeof import('../../src/app/routeTable') | undefined;
    jest.isolateModules(() => {
      table = jest.requireActual<typeof import('../../src/app/routeTable')>('../../src/app/routeTable');
    });
    return table!;
  };
  afterEach(() => {
    mockAntdArrives = true;
  });

  it('a screen is ready once its code has arrived, and an antd screen only once antd has too; the result pages always are', async () => {
    mockAntdArrives = false;
    const { isScreenReady, preloadScreen } = freshTable();
    for (const [path] of TABLE) expect(isScreenReady(path)).toBe(false);
    for (const path of RESULT_PATHS) expect(isScreenReady(path)).toBe(true);

    await Promise.all(TABLE.map(([path]) => preloadScreen(path)));
    for (const [path, , , , antd] of TABLE) expect([path, isScreenReady(path)]).toEqual([path, !antd]);

    mockAntdArrives = true;
    await preloadScreen(PATHS.security);
    for (const [path] of TABLE) expect([path, isScreenReady(path)]).toEqual([path, true]);
  });

  it('on the way through the login and the loading page, the next screens come ahead, never an antd one', async () => {
    const { isScreenReady, routeScreens } = freshTable();
    // What the journey saga fetches ahead on arriving at a path: the journey table's `usual` lines, as the screens' table filters them.
    const preloadNextScreens = (path: string) => routeScreens.ahead(aheadOf(path));
    const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
    preloadNextScreens(PATHS.loading);
    await flush();
    // Every kind's confirmation screen (decision 074): the answer to the consent's request finds its screen here.
    const confirmations = [PATHS.pix, PATHS.pixScheduled, PATHS.pixRecurring, PATHS.pixSweeping, PATHS.pixAutomatic, PATHS.enrolment, PATHS.sharing];
    expect(TABLE.filter(([path]) => isScreenReady(path)).map(([path]) => path)).toEqual(confirmations);

    preloadNextScreens(PATHS.callback);
    await flush();
    expect(TABLE.filter(([path]) => isScreenReady(path)).map(([path]) => path)).toEqual([PATHS.loading, ...confirmations]);

    for (const path of [PATHS.pix, PATHS.sharing, PATHS.security, PATHS.responses]) preloadNextScreens(path);
    await flush();
    expect(TABLE.filter(([path]) => isScreenReady(path)).map(([path]) => path)).toEqual([PATHS.loading, ...confirmations]);
  });
});
