import { call, cancel, delay, fork, join, put, race, select, take } from 'redux-saga/effects';
import type { Task } from 'redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import { copy } from '../../copy/ptBR';
import { journey } from '../../journey/journeyTable';
import { afterNextPaint } from '../../platform/afterNextPaint';
import { modalConfirmed, modalDismissed, modalOpened } from '../modal/modalSlice';
import { sessionExpiredSaga, sessionHasExpired } from '../session/sessionSagas';
import {
  bankAnswered,
  credentialSpent,
  decisionAccepted,
  decisionRefused,
  decisionSubmitted,
  lateAnswerAwaited,
  lateAnswerGivenUp,
  lateAnswerReceived,
  selectDecisionSubject,
  type Confirmation,
  type ConsentState,
  type Credential,
  type DecisionSubject,
} from './consentSlice';
import { sendAuthorisation, type Redirecting } from './decisionRequests';
import { authoriseOutcome } from './errorCatalogue';
import { readBankConsentState, type BankConsentState } from './bankConsentState';
import { AUTHORISE_TIMEOUT_MS, LATE_ANSWER_WAIT_MS, followDecidedConsent } from './sentAuthorisation';
import { sessionStore } from '../../auth/sessionStore';
import { selectIntentId } from '../session/sessionSlice';
import type { BffFailure } from '../../api/failure';

/**
 * The bank's answer to one sending. Past 10 s the customer is on the processing page (SPEC §4) while
 * the request stays open: an answer within LATE_ANSWER_WAIT_MS carries the journey on from there;
 * without one the page says so and offers the way back. `answer` null: no answer came; `late`: it
 * came while the processing page showed.
 */
function* answerOf(
  consent: NonNullable<ConsentState['consent']>,
  credential: Credential,
  confirmed: Confirmation,
  usarChequeEspecial: boolean,
): Generator<unknown, { answer: Redirecting | null; late: boolean }, unknown> {
  const sending = (yield fork(sendAuthorisation, consent, credential, confirmed, usarChequeEspecial)) as Task;
  const first = (yield race({ answer: join(sending), timeout: delay(AUTHORISE_TIMEOUT_MS) })) as { answer?: Redirecting };
  if (first.answer) return { answer: first.answer, late: false };

  // The decision may still complete at the bank: the customer is told to check, not to retry.
  yield put(lateAnswerAwaited());
  yield put(journey.answerAwaited());
  const late = (yield race({ answer: join(sending), giveUp: delay(LATE_ANSWER_WAIT_MS) })) as { answer?: Redirecting };
  if (late.answer) {
    yield put(lateAnswerReceived());
    return { answer: late.answer, late: true };
  }
  yield cancel(sending);
  return { answer: null, late: true };
}

/**
 * An answer that may hide a decision: none at all (lost on the way back), or a 422, which may say
 * the consent is already decided. The bank is asked before any error is shown (docs/decisions/043).
 */
const mayHideDecision = (failure: BffFailure | null) => failure === null || failure.status === null || failure.status === 422;

/**
 * Authorise raced against 10 s (SPEC §4): one request per confirmation however often the customer
 * presses the button; the outcome follows the error catalogue (SPEC §8).
 */
export function* authoriseSaga(action: PayloadAction<Credential>): Generator<unknown, void, unknown> {
  const state = (yield select((s: { consent: ConsentState }) => s.consent)) as ConsentState;
  // Nothing confirmed since the customer was last on the consent's screen: nothing to send.
  if (!state.consent || state.decision !== 'idle' || !state.confirmed) return;
  const { consent, confirmed } = state;
  if ((yield call(sessionHasExpired)) as boolean) {
    // Left idle past the access token's life: nothing is sent, the customer logs in again.
    yield call(sessionExpiredSaga);
    return;
  }
  yield put(decisionSubmitted('authorise'));
  // The button's busy state is drawn before the request is built and sent.
  yield call(afterNextPaint);
  const intentId = (yield select(selectIntentId)) as string | null;
  const subject = (yield select(selectDecisionSubject)) as DecisionSubject | null;

  let usarChequeEspecial = false;
  for (;;) {
    // Kept before the request leaves: a reload or a lost answer must not forget that it did.
    if (intentId) yield call(sessionStore.keepAuthorisationSent, { intentId, at: (yield call(Date.now)) as number, kind: consent.kind, subject });
    const { answer: result, late } = (yield call(answerOf, consent, action.payload, confirmed, usarChequeEspecial)) as {
      answer: Redirecting | null;
      late: boolean;
    };
    if (result?.ok) {
      yield put(bankAnswered({ call: 'authorise', status: 200 }));
      yield put(decisionAccepted(result.data));
      yield put(journey.returnToInitiator());
      return;
    }
    if (result) yield put(bankAnswered({ call: 'authorise', status: result.failure.status }));
    let bankState: BankConsentState = { status: 'unknown' };
    if (intentId && mayHideDecision(result ? result.failure : null)) {
      bankState = (yield call(readBankConsentState, intentId)) as BankConsentState;
      if ((yield call(followDecidedConsent, bankState, consent.kind)) as boolean) return;
    }
    // Answered by the bank, or read as still awaiting the customer: nothing is in doubt any more. An
    // answer lost or never had (the wait given up) that the bank could not be asked about stays
    // recorded, whatever the clock says, so that a reload, a cancel or the way back asks again
    // (docs/decisions/067).
    const lostUnasked = (result === null || result.failure.status === null) && bankState.status !== 'pending';
    if (!lostUnasked) yield call(sessionStore.forgetAuthorisationSent);
    if (!result) {
      yield put(lateAnswerGivenUp());
      return;
    }

    if (result.failure.status === 401) {
      // The bank refused the token before deciding anything (expired at the provider). The
      // decision stays submitted: only a fresh login (a new page) can send another.
      yield call(sessionExpiredSaga);
      return;
    }
    const outcome = authoriseOutcome(consent.kind, result.failure, usarChequeEspecial);
    // An answer that came on the processing page and belongs on the security form takes the
    // customer back there, as if it had come in time.
    if (late && outcome.type !== 'route') yield put(journey.lateAnswerForForm());
    switch (outcome.type) {
      case 'overdraft': {
        yield put(modalOpened({ type: 'OVERDRAFT', text: outcome.message }));
        const { accepted } = (yield race({ accepted: take(modalConfirmed.type), declined: take(modalDismissed.type) })) as {
          accepted?: unknown;
        };
        if (!accepted) {
          yield put(decisionRefused(null));
          return;
        }
        usarChequeEspecial = true;
        continue;
      }
      case 'funds':
        yield put(credentialSpent({ locked: false }));
        yield put(decisionRefused(null));
        yield put(modalOpened({ type: 'FUNDS', text: outcome.message }));
        return;
      case 'form':
        yield put(credentialSpent({ locked: result.failure.status === 423 }));
        yield put(decisionRefused(outcome.message ?? copy.results.defaultTitle));
        return;
      case 'network':
        yield put(decisionRefused(copy.security.networkError));
        return;
      case 'route':
        yield put(outcome.next);
        return;
    }
  }
}
