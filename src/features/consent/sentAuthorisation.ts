import type { ConsentKind } from '../../api/contract';
import { call, delay, put, select } from 'redux-saga/effects';
import { sessionStore, type SentAuthorisation } from '../../auth/sessionStore';
import { journey } from '../../journey/journeyTable';
import { selectIntentId } from '../session/sessionSlice';
import { readBankConsentState, type BankConsentState } from './bankConsentState';
import { consentAlreadyDecided, decisionAccepted, decisionFoundAtBank, lateAnswerGivenUp, sentAuthorisationFound } from './consentSlice';

/** Processing timeout before the processing page (SPEC §9). */
export const AUTHORISE_TIMEOUT_MS = 10_000;

/** How long the processing page keeps waiting for the bank's answer (docs/decisions/024). */
export const LATE_ANSWER_WAIT_MS = 120_000;

/** How often the waiting page asks the bank where a consent stands (docs/decisions/043). */
export const STATE_POLL_MS = 3_000;

/** The tab's record of an authorisation whose answer it has not had, for the consent of this journey. */
export function* sentAuthorisationOfJourney(): Generator<unknown, SentAuthorisation | null, unknown> {
  const intentId = (yield select(selectIntentId)) as string | null;
  return (yield call(sessionStore.authorisationSent, intentId)) as SentAuthorisation | null;
}

/**
 * What the customer was doing when the bank was asked: their authorisation (sent, or kept from
 * before a reload), their refusal ('Cancelar'), or the way back from a result page.
 */
export type AskedFor = 'authorise' | 'refuse' | 'return';

/**
 * Where a decided consent leads (docs/decisions/043, 067): authorised, where an authorisation leads
 * (the redirect page, then the initiator), whatever the customer was doing; refused, for an
 * authorisation its result page (decided or expired), for a refusal the initiator as a refusal
 * (an expired consent, its page), and for the way back the initiator. True when the customer was
 * moved on; false while the consent is still pending or its state unknown.
 */
export function* followDecidedConsent(state: BankConsentState, kind: ConsentKind | null, askedFor: AskedFor = 'authorise'): Generator<unknown, boolean, unknown> {
  if (state.status === 'authorised') {
    yield call(sessionStore.forgetAuthorisationSent);
    yield put(decisionFoundAtBank('authorise'));
    yield put(decisionAccepted(state.redirect));
    yield put(journey.returnToInitiator());
    return true;
  }
  if (state.status === 'refused') {
    yield call(sessionStore.forgetAuthorisationSent);
    const goesBack = askedFor === 'return' || (askedFor === 'refuse' && !state.expired);
    if (goesBack) {
      // What the customer asked for stands: the bank's own return data takes them back.
      if (askedFor === 'refuse') yield put(decisionFoundAtBank('refuse'));
      yield put(decisionAccepted(state.redirect));
      yield put(journey.returnToInitiator());
      return true;
    }
    yield put(consentAlreadyDecided({ kind }));
    yield put(state.expired ? journey.consentExpired() : journey.consentDecided());
    return true;
  }
  return false;
}

/**
 * After a reload or a new login, an authorisation this tab sent and never had the answer to: the
 * customer waits on the processing page, with no way back that could refuse the consent, while the
 * bank is asked where it stands, until it is decided or the wait an authorisation is given ends.
 * That wait bounds the page, not the record (docs/decisions/067): the record goes only when the
 * bank says the consent still awaits the customer; a bank that could not be asked leaves it, so the
 * way back and a reload ask again before anything could refuse the consent.
 */
export function* settleSentAuthorisationSaga(): Generator<unknown, void, unknown> {
  const sent = (yield call(sentAuthorisationOfJourney)) as SentAuthorisation | null;
  if (!sent) return;
  yield put(sentAuthorisationFound({ kind: sent.kind, subject: sent.subject }));
  yield put(journey.answerAwaited());
  const until = sent.at + AUTHORISE_TIMEOUT_MS + LATE_ANSWER_WAIT_MS;
  let state: BankConsentState;
  for (;;) {
    state = (yield call(readBankConsentState, sent.intentId)) as BankConsentState;
    if ((yield call(followDecidedConsent, state, sent.kind)) as boolean) return;
    const now = (yield call(Date.now)) as number;
    if (now >= until) break;
    yield delay(Math.min(STATE_POLL_MS, until - now));
  }
  if (state.status === 'pending') yield call(sessionStore.forgetAuthorisationSent);
  yield put(lateAnswerGivenUp());
}
