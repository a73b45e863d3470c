import { all, call, put, select } from 'redux-saga/effects';
import { journey } from '../journey/journeyTable';
import { isAuthorisationsPath, PATHS } from '../journey/paths';
import { authorisationsStopped } from '../features/authorisations/authorisationsSagas';
import { selectLocation, type LocationState } from '../journey/locationSlice';

type Saga = () => Generator<unknown, void, unknown>;

/** The console learns only the error's kind: a message could carry a server's text or a customer's data. */
export function reportSagaFailure(error: unknown): void {
  console.error('saga failed', error instanceof Error ? error.name : 'unknown');
}

/**
 * After a journey saga failed unexpectedly, the customer may face buttons that wait for ever or a
 * screen that never comes: the default page says so and offers the way back (SPEC §8). On a result
 * page already, the customer stays where the way back is; on her authorisations' pages too, which
 * say so themselves.
 */
export function* toDefaultPage(): Generator<unknown, void, unknown> {
  try {
    const { path } = (yield select(selectLocation)) as LocationState;
    // The customer's authorisations are no consent journey: their pages say what failed (INTERFACE §7.2).
    if (isAuthorisationsPath(path)) yield call(authorisationsStopped);
    else if (!path.startsWith(PATHS.responses)) yield put(journey.journeyStopped());
  } catch (error) {
    yield call(reportSagaFailure, error);
  }
}

/**
 * Runs a watcher for the page's life. In redux-saga one uncaught error cancels every saga beside
 * it, and then no button does anything: here the failure is reported, the watcher starts again and
 * `afterFailure` runs once it is listening (a navigation it makes is heard).
 */
export function* keepAlive(saga: Saga, afterFailure?: Saga): Generator<unknown, void, unknown> {
  let failed = false;
  for (;;) {
    try {
      if (failed && afterFailure) yield all([call(saga), call(afterFailure)]);
      else yield call(saga);
      return;
    } catch (error) {
      yield call(reportSagaFailure, error);
      failed = true;
    }
  }
}

/** Runs a saga whose failure is reported and stops only itself. */
export function* contained(saga: Saga): Generator<unknown, void, unknown> {
  try {
    yield call(saga);
  } catch (error) {
    yield call(reportSagaFailure, error);
  }
}
