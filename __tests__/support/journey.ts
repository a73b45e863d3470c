import type { Task } from 'redux-saga';
import { call, cancel, fork } from 'redux-saga/effects';
import { journeySaga } from '../../src/journey/journeySaga';
import { moveOf, type JourneyEvent } from '../../src/journey/journeyTable';
import { routeEntered } from '../../src/journey/location';

/** expectSaga hands a put action to the sagas that take it a microtask later (the app's middleware, at once). */
const putsDelivered = () => Promise.resolve();

/**
 * A saga with the journey saga beside it, as the app's root saga runs them: the journey events it
 * raises move the customer: the store's location (`routeEntered`, see `movedTo`) the tests assert on.
 */
export function withJourney<A extends unknown[], R>(saga: (...args: A) => Generator<unknown, R, unknown>) {
  return function* withJourney(...args: A): Generator<unknown, R, unknown> {
    const moves = (yield fork(journeySaga)) as Task;
    const result = (yield call(saga as (...a: unknown[]) => Generator<unknown, R, unknown>, ...args)) as R;
    yield call(putsDelivered);
    yield cancel(moves);
    return result;
  };
}

/** The route a journey event leads to when raised at `at` (its line of the journey table; a path the table has no line for there says so). */
export const routeOfEvent = (next: JourneyEvent, at: string): string => moveOf(at, next)?.to ?? `no line for ${next.type} at ${at}`;

/** The store's location a move of the journey saga sets (its `routeEntered`): `replace`, as the journey table's line says. */
export const movedTo = (path: string, replace = false) => routeEntered({ path, search: '', how: replace ? 'replace' : 'push' });
