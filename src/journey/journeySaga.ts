import { call, takeEvery } from 'redux-saga/effects';
import { isJourneyEvent, moveOf, type JourneyEvent } from './journeyTable';
import { navigateTo } from './navigation';

function* move(action: JourneyEvent): Generator<unknown, void, unknown> {
  const { to, replace } = moveOf(action);
  yield call(navigateTo, to, replace);
}

/**
 * The one reader of the journey table: each journey event a saga raises moves the customer through
 * the navigator. The move is made while the event is dispatched, so the saga that raised it goes on
 * only once the customer has been moved, as when it called the navigator itself.
 */
export function* journeySaga(): Generator<unknown, void, unknown> {
  yield takeEvery(isJourneyEvent, move);
}
