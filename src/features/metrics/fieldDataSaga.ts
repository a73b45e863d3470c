import { call, delay, fork, take } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { ConsentKind, LoadedConsent } from '../../api/contract';
import { getConfig } from '../../config/currentConfig';
import { routeEntered, type LocationState } from '../../journey/locationSlice';
import { authorisationIdOf, PATHS } from '../../journey/paths';
import {
  authoriseRequested,
  bankAnswered,
  consentLoaded,
  decisionAbandoned,
  decisionAccepted,
  decisionRefused,
  returnFailed,
  returnStarted,
} from '../consent/consentSlice';
import { record, startBeacon } from './beacon';
import { fieldNoted, routePattern, type AuthorisationNote, type Outcome } from './fieldEvents';
import { startVitals } from './vitals';

const WATCHED = [
  routeEntered.type,
  consentLoaded.type,
  bankAnswered.type,
  authoriseRequested.type,
  returnStarted.type,
  decisionAccepted.type,
  decisionRefused.type,
  decisionAbandoned.type,
  returnFailed.type,
  fieldNoted.type,
];

/** A journey's id: random, so the bank can follow a journey's steps and never tell whose it was. */
export const newJourneyId = (): string => crypto.randomUUID();
export const now = (): number => performance.now();

/**
 * The Web Vitals library waits for the first real screen (not the entry, the login's return or
 * 'Carregando...'), and a moment more, so its bytes never compete with the screen's own: its
 * observers read the page's buffered entries, so nothing measured before is lost.
 */
const startsVitals = (route: string) => route !== PATHS.entry && route !== PATHS.callback && route !== PATHS.loading && route !== '*';
export const VITALS_AFTER_MS = 2_000;

function* vitalsLater(journey: string, currentRoute: () => string): Generator<unknown, void, unknown> {
  yield delay(VITALS_AFTER_MS);
  yield call(startVitals, journey, currentRoute);
}

/**
 * Field data for the bank (issue 15, docs/decisions/023): with `metricsUrl` in /config.json, each
 * screen reached (its route pattern, the consent's kind, the time since the previous step), the
 * bank's statuses of SPEC §8, the outcome and each screen's Web Vitals leave by beacon, and what the
 * features note (`fieldNoted`: the customer's authorisations, decision 083). Without it, nothing is
 * collected, and the Web Vitals library is never loaded.
 */
export function* fieldDataSaga(): Generator<unknown, void, unknown> {
  const url = getConfig().metricsUrl;
  if (!url) return;
  yield call(startBeacon, url);
  const journey = (yield call(newJourneyId)) as string;
  let last = (yield call(now)) as number;
  let kind: ConsentKind | null = null;
  let route = '*';
  let pending: 'authorise' | 'return' | null = null;
  let vitals = false;
  /** Her authorisations' page just arrived at (the list, or an item's), whose read is not yet recorded. */
  let arrivedAt: 'list' | 'opened' | null = null;
  const at = (t: number) => Math.round(t);

  for (;;) {
    const action = (yield take(WATCHED)) as PayloadAction<unknown>;
    const t = (yield call(now)) as number;
    if (routeEntered.match(action)) {
      const { path } = action.payload as LocationState;
      route = routePattern(path);
      arrivedAt = path === PATHS.authorisations ? 'list' : authorisationIdOf(path) !== null ? 'opened' : null;
      record({ type: 'step', journey, route, kind, at: at(t), sinceLast: at(t - last) });
      last = t;
      if (route.startsWith(`${PATHS.responses}`) || route === PATHS.deviceError) {
        record({ type: 'outcome', journey, outcome: 'result', route, kind, at: at(t) });
      }
      if (!vitals && startsVitals(route)) {
        vitals = true;
        yield fork(vitalsLater, journey, () => route);
      }
    } else if (fieldNoted.match(action)) {
      const { step, kind: itemKind, change, result } = action.payload as AuthorisationNote;
      if (step === 'list' || step === 'opened') {
        // One read per arrival at the page it is of, failures until it loads: the reads behind a
        // change (after a 409) or for an item's header are not the customer's.
        if (arrivedAt !== step) continue;
        if (result !== 'failed') arrivedAt = null;
      }
      // Rebuilt field by field: nothing a caller added beside them leaves.
      record({ type: 'authorisation', journey, step, kind: itemKind, change, result, at: at(t) });
    } else if (consentLoaded.match(action)) {
      kind = (action.payload as LoadedConsent).kind;
    } else if (bankAnswered.match(action)) {
      const { call: which, status } = action.payload as { call: 'load' | 'authorise'; status: number | null };
      record({ type: 'answer', journey, call: which, status, at: at(t) });
    } else if (authoriseRequested.match(action)) {
      pending = 'authorise';
    } else if (returnStarted.match(action)) {
      pending = 'return';
    } else if (decisionRefused.match(action) || decisionAbandoned.match(action) || returnFailed.match(action)) {
      // That attempt is over: a cancel accepted afterwards is a refusal, not this authorisation.
      pending = null;
    } else if (decisionAccepted.match(action)) {
      const outcome: Outcome = pending === 'authorise' ? 'authorised' : pending === 'return' ? 'returned' : 'refused';
      record({ type: 'outcome', journey, outcome, route, kind, at: at(t) });
      pending = null;
    }
  }
}
