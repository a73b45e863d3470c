import { call, put, select } from 'redux-saga/effects';
import type { LoadedConsent } from '../../api/contract';
import { request } from '../../api/bff';
import { journey } from '../../journey/journeyTable';
import { selectIntentId } from '../session/sessionSlice';
import { decisionAccepted, decisionSubmitted, returnFailed, returnStarted, sentAuthorisationCheck, type ConsentState } from './consentSlice';
import { decisionsFor, sendRefusal, type Redirecting } from './decisionRequests';
import { sentAuthorisationOfJourney } from './sentAuthorisation';

/**
 * Nothing that refuses a consent leaves while an authorisation this tab sent has no known answer
 * (docs/decisions/043): the bank is asked where the consent stands instead. True when that happened.
 */
function* authorisationInDoubt(): Generator<unknown, boolean, unknown> {
  if ((yield call(sentAuthorisationOfJourney)) === null) return false;
  yield put(sentAuthorisationCheck());
  return true;
}

/** A cancel modal confirmed: the refusal, then the initiator (SPEC §4); a failure goes to /responses (SPEC §8). */
export function* refuseSaga(): Generator<unknown, void, unknown> {
  const { consent, decision } = (yield select((s: { consent: ConsentState }) => s.consent)) as ConsentState;
  if (!consent || decision !== 'idle') return;
  if ((yield call(authorisationInDoubt)) as boolean) return;
  yield put(decisionSubmitted('refuse'));
  const result = (yield call(sendRefusal, consent)) as Redirecting;
  if (!result.ok) {
    yield put(journey.journeyStopped());
    return;
  }
  yield put(decisionAccepted(result.data));
  yield put(journey.returnToInitiator());
}

/**
 * The way back to the initiator from a result page: the rejected call, then the initiator (SPEC §4
 * "Alert page"; on the other pages docs/decisions/024). A consent already decided stays decided: the
 * bank only returns the customer. A failure goes to /responses, whose way back can be tried again.
 */
export function* alertExitSaga(): Generator<unknown, void, unknown> {
  const intentId = (yield select(selectIntentId)) as string | null;
  const consent = (yield select((s: { consent: ConsentState }) => s.consent.consent)) as LoadedConsent | null;
  const id = consent ? decisionsFor(consent).consentId(consent) : intentId;
  if (!id) {
    yield put(journey.journeyStopped());
    return;
  }
  if ((yield call(authorisationInDoubt)) as boolean) return;
  yield put(returnStarted());
  const result = (yield call(request, 'rejectConsent', id)) as Redirecting;
  if (!result.ok) {
    yield put(returnFailed());
    yield put(journey.journeyStopped());
    return;
  }
  yield put(decisionAccepted({ urlRedirecionamento: result.data?.urlRedirecionamento, urlLogoIniciadora: result.data?.urlLogoIniciadora }));
  yield put(journey.returnToInitiator());
}
