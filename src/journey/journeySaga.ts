import { call, delay, put, race, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { aheadOf, isJourneyEvent, moveOf, UNFORESEEN, type JourneyEvent } from './journeyTable';
import { locationOf, routeEntered, selectLocation, type LocationState } from './location';

/**
 * The hold for a chunk: a move whose next screen's code has not arrived waits for it (at most
 * NEXT_SCREEN_WAIT_MS), the current screen staying until the next can render at once. The one
 * switch for its A/B (docs/decisions/071): a build with `HOLD_FOR_SCREEN=off` moves at once, and
 * React shows the route's fallback while the code comes. Whether it pays is measured, not assumed.
 */
export const HOLD_FOR_SCREEN: boolean = process.env.HOLD_FOR_SCREEN !== 'off';

/** How long a move waits for the next screen's code before going on without it. */
export const NEXT_SCREEN_WAIT_MS = 3_000;

/** The screens' code, as the app knows it (app/routeTable.ts): the journey saga holds a move for it and fetches ahead. */
export interface Screens {
  /** Whether the screen of a path can render at once. */
  ready(path: string): boolean;
  /** Fetches the screen of a path; resolves when it has arrived, or failed. */
  load(path: string): Promise<void>;
  /** Starts fetching those of these paths' screens worth fetching ahead. */
  ahead(paths: readonly string[]): void;
}

/**
 * An event raised where the journey table has no line for it: a saga raises it on a route it was not
 * written for. The customer is not stranded (the table's `UNFORESEEN` move); the developer is told
 * in development which line is missing (production builds stay quiet: no one reads a customer's console).
 */
export function reportUnforeseen(at: string, type: string): void {
  if (process.env.NODE_ENV !== 'production') console.error(`journey table: no line for ${type} at ${at}; moving to the default page`);
}

function* move(screens: Screens | undefined, action: JourneyEvent): Generator<unknown, void, unknown> {
  // Where the customer is now: a move still held for its screen has not happened, and she still acts here.
  const { path: at } = (yield select(selectLocation)) as LocationState;
  const found = moveOf(at, action);
  if (!found) yield call(reportUnforeseen, at, action.type);
  const { to, how } = found ?? UNFORESEEN;
  const next = locationOf(to);
  if (HOLD_FOR_SCREEN && screens && !screens.ready(next.path)) yield race([call(screens.load, next.path), delay(NEXT_SCREEN_WAIT_MS)]);
  yield put(routeEntered({ ...next, how }));
}

function* fetchAhead(screens: Screens, { payload }: ReturnType<typeof routeEntered>): Generator<unknown, void, unknown> {
  // A task later: the route's work (e.g. the consent's request) goes first, and its downloads never wait behind these.
  yield delay(0);
  yield call(screens.ahead, aheadOf(payload.path));
}

/**
 * The one reader of the journey table: each journey event a saga raises, read at the store's
 * location (the table is keyed by place and event), becomes the store's new location
 * (`routeEntered`, with how history follows: history.ts writes it). The saga that raised
 * the event takes its next step first; its next `put` comes after the move. A move held for its
 * screen's code is superseded by a later one (`takeLatest`). Given the screens (the app; the entry
 * route has none), it also fetches the screens each place usually leads to (the table's `usual` lines).
 */
export function* journeySaga(screens?: Screens): Generator<unknown, void, unknown> {
  yield takeLatest(isJourneyEvent, move, screens);
  if (screens) yield takeEvery(routeEntered.type, fetchAhead, screens);
}
