import { call, delay, put, race, select, take } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { copy } from '../../copy/ptBR';
import { navigateTo } from '../../journey/navigation';
import { PATHS, resultPath } from '../../journey/paths';
import { modalConfirmed, modalDismissed, modalOpened } from '../modal/modalSlice';
import { sessionExpiredSaga, sessionHasExpired } from '../session/sessionSagas';
import { decisionAccepted, decisionRefused, decisionSubmitted, type ConsentState, type Credential } from './consentSlice';
import { sendAuthorisation, type Redirecting } from './decisionRequests';
import { authoriseOutcome } from './errorCatalogue';

/** Processing timeout before the processing page (SPEC §9). */
export const AUTHORISE_TIMEOUT_MS = 10_000;

/**
 * Authorise raced against 10 s (SPEC §4): one request per confirmation however often the customer
 * presses the button; the outcome follows the error catalogue (SPEC §8).
 */
export function* authoriseSaga(action: PayloadAction<Credential>): Generator<unknown, void, unknown> {
  const state = (yield select((s: { consent: ConsentState }) => s.consent)) as ConsentState;
  if (!state.consent || state.decision !== 'idle') return;
  const consent = state.consent;
  if ((yield call(sessionHasExpired)) as boolean) {
    // Left idle past the access token's life: nothing is sent, the customer logs in again.
    yield call(sessionExpiredSaga);
    return;
  }
  yield put(decisionSubmitted());

  let usarChequeEspecial = false;
  for (;;) {
    const { result, timeout } = (yield race({
      result: call(sendAuthorisation, consent, action.payload, state.sharePayload, usarChequeEspecial),
      timeout: delay(AUTHORISE_TIMEOUT_MS),
    })) as { result?: Redirecting; timeout?: true };

    if (timeout || !result) {
      // The decision may still complete at the bank: the customer is told to check, not to retry.
      yield call(navigateTo, resultPath('processando'), true);
      return;
    }
    if (result.ok) {
      yield put(decisionAccepted(result.data));
      yield call(navigateTo, PATHS.redirect, true);
      return;
    }

    if (result.failure.status === 401) {
      // The bank refused the token before deciding anything (expired at the provider). The
      // decision stays submitted: only a fresh login (a new page) can send another.
      yield call(sessionExpiredSaga);
      return;
    }
    const outcome = authoriseOutcome(consent.kind, result.failure, usarChequeEspecial);
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
        yield put(decisionRefused(null));
        yield put(modalOpened({ type: 'FUNDS', text: outcome.message }));
        return;
      case 'form':
        yield put(decisionRefused(outcome.message ?? copy.results.defaultTitle));
        return;
      case 'network':
        yield put(decisionRefused(copy.security.networkError));
        return;
      case 'route':
        yield call(navigateTo, outcome.to, true);
        return;
    }
  }
}
