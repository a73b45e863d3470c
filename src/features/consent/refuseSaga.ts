import { call, put, select } from 'redux-saga/effects';
import type { ConsentKind, LoadedConsent } from '../../api/contract';
import { sessionStore } from '../../auth/sessionStore';
import { journey } from '../../journey/journeyTable';
import { selectIntentId } from '../session/sessionSlice';
import { readBankConsentState, type BankConsentState } from './bankConsentState';
import { decisionAccepted, decisionSubmitted, returnFailed, returnStarted, selectJourneyKind, sentAuthorisationCheck, type ConsentState } from './consentSlice';
import { sendRefusal, sendWayBack, type Redirecting } from './decisionRequests';
import { followDecidedConsent, sentAuthorisationOfJourney, type AskedFor } from './sentAuthorisation';

/** What the bank's word allowed before a refusal: moved on (decided), refuse (it awaits the customer), or nothing known. */
type BeforeRefusal = 'moved' | 'refuse' | 'unknown';

/**
 * A refusal leaves only when the bank says the consent still awaits the customer (docs/decisions/043,
 * 067): the bank is asked first, and a decided consent is followed instead. Its word "awaits" ends
 * any record of an authorisation this tab sent; a bank that cannot be asked while such a record
 * exists sends the customer to the page that keeps asking it.
 */
function* askBeforeRefusal(intentId: string | null, kind: ConsentKind | null, askedFor: AskedFor): Generator<unknown, BeforeRefusal, unknown> {
  const state: BankConsentState = intentId ? ((yield call(readBankConsentState, intentId)) as BankConsentState) : { status: 'unknown' };
  if ((yield call(followDecidedConsent, state, kind, askedFor)) as boolean) return 'moved';
  if (state.status === 'pending') {
    yield call(sessionStore.forgetAuthorisationSent);
    return 'refuse';
  }
  if ((yield call(sentAuthorisationOfJourney)) !== null) {
    yield put(sentAuthorisationCheck());
    return 'moved';
  }
  return 'unknown';
}

/**
 * A refusal the bank did not confirm (an error, "already decided", no answer at all) may hide a
 * decision, its own or one that won the race: the bank is asked again and followed. True when it
 * moved the customer on.
 */
function* followAfterRefusal(intentId: string | null, kind: ConsentKind | null, askedFor: AskedFor): Generator<unknown, boolean, unknown> {
  if (!intentId) return false;
  const state = (yield call(readBankConsentState, intentId)) as BankConsentState;
  return (yield call(followDecidedConsent, state, kind, askedFor)) as boolean;
}

/**
 * A cancel modal confirmed: the refusal, then the initiator (SPEC §4); a refusal the bank did not
 * confirm and the bank's word does not settle goes to /responses (SPEC §8).
 */
export function* refuseSaga(): Generator<unknown, void, unknown> {
  const { consent, decision } = (yield select((s: { consent: ConsentState }) => s.consent)) as ConsentState;
  if (!consent || decision !== 'idle') return;
  const intentId = (yield select(selectIntentId)) as string | null;
  yield put(decisionSubmitted('refuse'));
  const before = (yield call(askBeforeRefusal, intentId, consent.kind, 'refuse')) as BeforeRefusal;
  if (before === 'moved') return;
  if (before === 'unknown') {
    yield put(journey.journeyStopped());
    return;
  }
  const result = (yield call(sendRefusal, consent)) as Redirecting;
  if (result.ok) {
    yield put(decisionAccepted(result.data));
    yield put(journey.returnToInitiator());
    return;
  }
  if ((yield call(followAfterRefusal, intentId, consent.kind, 'refuse')) as boolean) return;
  yield put(journey.journeyStopped());
}

/**
 * The way back to the initiator from a result page (SPEC §4 "Alert page"; on the other pages
 * docs/decisions/024), after any wait: the bank is asked first. Decided, the customer goes back
 * with the bank's return data and nothing is sent; still awaiting, the way back's call refuses it,
 * then the initiator. A failure goes to /responses, whose way back can be tried again.
 */
export function* alertExitSaga(): Generator<unknown, void, unknown> {
  const intentId = (yield select(selectIntentId)) as string | null;
  const consent = (yield select((s: { consent: ConsentState }) => s.consent.consent)) as LoadedConsent | null;
  if (!intentId && !consent) {
    yield put(journey.journeyStopped());
    return;
  }
  const kind = (yield select(selectJourneyKind)) as ConsentKind | null;
  yield put(returnStarted());
  const before = (yield call(askBeforeRefusal, intentId, kind, 'return')) as BeforeRefusal;
  if (before === 'moved') return;
  if (before === 'refuse') {
    const result = (yield call(sendWayBack, consent, intentId)) as Redirecting;
    if (result.ok) {
      yield put(decisionAccepted({ urlRedirecionamento: result.data?.urlRedirecionamento, urlLogoIniciadora: result.data?.urlLogoIniciadora }));
      yield put(journey.returnToInitiator());
      return;
    }
    if ((yield call(followAfterRefusal, intentId, kind, 'return')) as boolean) return;
  }
  yield put(returnFailed());
  yield put(journey.journeyStopped());
}
