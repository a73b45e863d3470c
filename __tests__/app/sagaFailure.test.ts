import { expectSaga } from 'redux-saga-test-plan';
import { runSaga, stdChannel, type Saga } from 'redux-saga';
import { all, call, put, takeLeading } from 'redux-saga/effects';
import { contained, keepAlive, toDefaultPage } from '../../src/app/sagaFailure';
import { createAppStore } from '../../src/app/store';
import { setConfig } from '../../src/config/currentConfig';
import { listFailed } from '../../src/features/authorisations/authorisationsSlice';
import { cancelRequested } from '../../src/features/consent/consentSlice';
import { VITALS_AFTER_MS } from '../../src/features/metrics/fieldDataSaga';
import { startVitals } from '../../src/features/metrics/vitals';
import { journeySaga } from '../../src/journey/journeySaga';
import { journey } from '../../src/journey/journeyTable';
import { routeEntered } from '../../src/journey/locationSlice';
import { pixConsent } from '../support/consents';
import { onRoute, stateWith, withConsent } from '../support/state';
import { testConfig } from '../support/testConfig';

jest.mock('../../src/features/metrics/vitals', () => ({ startVitals: jest.fn() }));

/**
 * docs/decisions/027: in redux-saga one uncaught error cancels every saga beside it, after which no
 * button of the page does anything. These run the real saga middleware (redux-saga-test-plan's
 * wrappers report a forked task's error as the test's own, which is what is kept apart here).
 */
const tap = (n: number) => ({ type: 'test/tapped', payload: n });

/** Fails on the first tap, handles the others. */
function* worker(action: { type: string; payload?: number }): Generator<unknown, void, unknown> {
  if (action.payload === 1) throw new TypeError('broken');
  yield put({ type: 'test/handled', payload: action.payload });
}
/** The tap's watcher, and the journey saga beside it, as in the app's journey watchers. */
function* watcher(): Generator<unknown, void, unknown> {
  yield all([takeLeading('test/tapped', worker), call(journeySaga)]);
}

/** Runs a saga against a fixed location; returns what it dispatched (its moves in `navigations`) and a way to dispatch. */
function run(saga: Saga, path: string, ...args: unknown[]) {
  const channel = stdChannel();
  const dispatched: unknown[] = [];
  const dispatch = (action: { type: string }) => {
    dispatched.push(action);
    if (routeEntered.match(action)) navigations.push([action.payload.path, action.payload.how === 'replace']);
    channel.put(action);
  };
  runSaga({ channel, dispatch, getState: () => ({ location: { path, search: '' } }) }, saga, ...args);
  return { dispatched, dispatch };
}

const navigations: unknown[] = [];
let errors: jest.SpyInstance;
beforeEach(() => {
  navigations.length = 0;
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  errors.mockRestore();
  jest.useRealTimers();
});

describe('keepAlive', () => {
  it('after a failure the watcher listens again, the default page is shown, and the console learns only the kind', () => {
    const { dispatched, dispatch } = run(keepAlive, '/segredo', watcher, toDefaultPage);
    dispatch(tap(1));
    dispatch(tap(2));
    expect(dispatched).toContainEqual({ type: 'test/handled', payload: 2 });
    expect(dispatched).toContainEqual(journey.journeyStopped());
    expect(navigations).toEqual([['/responses', true]]);
    expect(errors.mock.calls).toEqual([['saga failed', 'TypeError']]);
  });

  it('every failure is met the same way: a third tap still works after a second failure', () => {
    const { dispatched, dispatch } = run(keepAlive, '/segredo', watcher, toDefaultPage);
    dispatch(tap(1));
    dispatch(tap(1));
    dispatch(tap(3));
    expect(dispatched).toContainEqual({ type: 'test/handled', payload: 3 });
    expect(errors).toHaveBeenCalledTimes(2);
  });

  it('without a failure nothing is reported and nobody is moved', () => {
    const { dispatched, dispatch } = run(keepAlive, '/segredo', watcher, toDefaultPage);
    dispatch(tap(2));
    expect(dispatched).toContainEqual({ type: 'test/handled', payload: 2 });
    expect(navigations).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  });

  it('on a result page already, the customer stays where the way back is', () => {
    const { dispatch } = run(keepAlive, '/responses/expirado', watcher, toDefaultPage);
    dispatch(tap(1));
    expect(navigations).toEqual([]);
    expect(errors).toHaveBeenCalledTimes(1);
  });

  // docs/decisions/076: the customer's authorisations are no consent journey, and say their own failures.
  it.each(['/autorizacoes', '/autorizacoes/x1'])("on %s, the customer stays, and what was loading says it failed", (path) =>
    expectSaga(toDefaultPage)
      .withState(onRoute(path, stateWith({ authorisations: { list: { status: 'loading', items: [] } } })))
      .put(listFailed())
      .not.put(journey.journeyStopped())
      .run());
});

describe('contained', () => {
  it('a failure stops that saga alone and is reported', async () => {
    function* failing(): Generator<unknown, void, unknown> {
      yield call(() => Promise.reject(new RangeError('x')));
    }
    function* both(): Generator<unknown, void, unknown> {
      yield call(contained, failing);
      yield call(watcher);
    }
    const { dispatched, dispatch } = run(both, '/pix');
    await Promise.resolve();
    await Promise.resolve();
    dispatch(tap(2));
    expect(dispatched).toContainEqual({ type: 'test/handled', payload: 2 });
    expect(errors.mock.calls).toEqual([['saga failed', 'RangeError']]);
  });
});

describe('the store', () => {
  it('the field data failing (its library did not load) leaves the journey working: Cancelar still opens its modal', async () => {
    jest.useFakeTimers();
    setConfig({ ...testConfig, metricsUrl: 'https://metricas.example/eventos' });
    (startVitals as jest.Mock).mockRejectedValue(Object.assign(new Error('Loading chunk failed'), { name: 'ChunkLoadError' }));
    const store = createAppStore({ preloadedState: withConsent(pixConsent()) });
    store.dispatch(routeEntered({ path: '/pix', search: '' }));
    await jest.advanceTimersByTimeAsync(VITALS_AFTER_MS);
    expect(startVitals).toHaveBeenCalled();
    expect(errors.mock.calls).toEqual([['saga failed', 'ChunkLoadError']]);

    store.dispatch(cancelRequested());
    expect(store.getState().modal).toMatchObject({ showModal: true, type: 'CANCEL' });
  });
});
