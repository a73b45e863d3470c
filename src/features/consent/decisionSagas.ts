import { call, delay, put, race, select, take } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { LoadedConsent, RedirectInfo, ShareAnswer } from '../../api/contract';
import { request, type BffResult } from '../../api/request';
import { copy } from '../../copy/ptBR';
import { getConfig } from '../../config/currentConfig';
import { navigateTo } from '../../app/navigation';
import { PATHS, resultPath } from '../../app/paths';
import type { RootState } from '../../app/rootReducer';
import { safeUrl } from '../../security/safeUrl';
import { endJourneyAtProviderSaga, sessionExpiredSaga, sessionHasExpired } from '../session/sessionSagas';
import { modalConfirmed, modalDismissed, modalOpened, type ModalType } from '../modal/modalSlice';
import {
  decisionAccepted,
  decisionRefused,
  decisionSubmitted,
  type ConsentState,
  type Credential,
} from './consentSlice';
import { authoriseOutcome } from './decisionOutcomes';
import {
  consentIdOf,
  initiatorLogoOf,
  paymentRequestFor,
  recurringConsentId,
  recurringPayload,
  sharePayloadWithCredential,
} from './payloads';

/** Processing timeout before the processing page (SPEC §9). */
export const AUTHORISE_TIMEOUT_MS = 10_000;
/** Redirect delay (SPEC §9). */
export const REDIRECT_DELAY_MS = 5_000;

type Redirecting = BffResult<RedirectInfo>;

const withLogo = (answer: RedirectInfo | undefined, consent: LoadedConsent): RedirectInfo => ({
  urlRedirecionamento: answer?.urlRedirecionamento,
  urlLogoIniciadora: answer?.urlLogoIniciadora ?? initiatorLogoOf(consent),
});

const fromShareAnswer = (answer: ShareAnswer | undefined, consent: LoadedConsent): RedirectInfo => ({
  urlRedirecionamento: answer?.urlRedirect,
  urlLogoIniciadora: initiatorLogoOf(consent),
});

/** Sends one authorisation for the loaded consent, per kind (SPEC §4, §7). */
export function* sendAuthorisation(
  consent: LoadedConsent,
  credential: Credential,
  sharePayload: ConsentState['sharePayload'],
  usarChequeEspecial: boolean,
): Generator<unknown, Redirecting, unknown> {
  switch (consent.kind) {
    case 'PAGAMENTO':
    case 'RECORRENTE': {
      const result = (yield call(request, 'decidePayment', {
        consentId: consent.data.consentimento.consentId,
        status: 'AUTORIZADO',
        body: paymentRequestFor(consent, credential, usarChequeEspecial),
      })) as Redirecting;
      return result.ok ? { ok: true, data: withLogo(result.data, consent) } : result;
    }
    case 'DADOS': {
      if (!sharePayload) return { ok: false, failure: { status: 0, message: null, details: [] } };
      if (credential.kind === 'signature') {
        // For data sharing the signature is validated on its own first (SPEC §4).
        const valid = (yield call(request, 'validateSignature', credential.value)) as BffResult<unknown>;
        if (!valid.ok) return { ok: false, failure: { ...valid.failure, status: valid.failure.status === null ? null : 422 } };
      }
      const result = (yield call(request, 'authoriseShare', sharePayloadWithCredential(sharePayload, credential))) as BffResult<ShareAnswer>;
      return result.ok ? { ok: true, data: fromShareAnswer(result.data, consent) } : result;
    }
    case 'SWEEPING':
    case 'AUTOMATICO': {
      const result = (yield call(request, 'decideRecurring', {
        consentId: recurringConsentId(consent),
        status: 'AUTORIZADO',
        body: recurringPayload(credential),
      })) as Redirecting;
      return result.ok ? { ok: true, data: withLogo(result.data, consent) } : result;
    }
  }
}

/**
 * Authorise raced against 10 s (SPEC §4): one request per confirmation however often the customer
 * presses the button; the outcome follows the error catalogue (SPEC §8).
 */
export function* authoriseSaga(action: PayloadAction<Credential>): Generator<unknown, void, unknown> {
  const state = (yield select((s: RootState) => s.consent)) as ConsentState;
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

/** Sends the refusal that a cancel modal confirms (SPEC §4 "Modal types and effects"). */
export function* sendRefusal(consent: LoadedConsent): Generator<unknown, Redirecting, unknown> {
  switch (consent.kind) {
    case 'PAGAMENTO':
    case 'RECORRENTE': {
      const result = (yield call(request, 'decidePayment', {
        consentId: consent.data.consentimento.consentId,
        status: 'REJEITADO',
        body: paymentRequestFor(consent, null),
      })) as Redirecting;
      return result.ok ? { ok: true, data: withLogo(result.data, consent) } : result;
    }
    case 'DADOS': {
      const result = (yield call(request, 'rejectShare', consent.data.dados.id)) as BffResult<ShareAnswer>;
      return result.ok ? { ok: true, data: fromShareAnswer(result.data, consent) } : result;
    }
    case 'SWEEPING':
    case 'AUTOMATICO': {
      const result = (yield call(request, 'decideRecurring', {
        consentId: recurringConsentId(consent),
        status: 'CANCELADO',
        body: recurringPayload(null),
      })) as Redirecting;
      return result.ok ? { ok: true, data: withLogo(result.data, consent) } : result;
    }
  }
}

export function* refuseSaga(): Generator<unknown, void, unknown> {
  const { consent, decision } = (yield select((s: RootState) => s.consent)) as ConsentState;
  if (!consent || decision !== 'idle') return;
  yield put(decisionSubmitted());
  const result = (yield call(sendRefusal, consent)) as Redirecting;
  if (!result.ok) {
    yield call(navigateTo, PATHS.responses, true);
    return;
  }
  yield put(decisionAccepted(result.data));
  yield call(navigateTo, PATHS.redirect, true);
}

const CANCEL_TYPES: ReadonlySet<ModalType> = new Set(['CANCEL', 'CANCEL-RECURRING', 'CANCEL-SHARE', 'CANCEL-SWEEPING', 'CANCEL-AUTOMATIC']);
const TO_SECURITY_TYPES: ReadonlySet<ModalType> = new Set(['RECURRING', 'SWEEPING', 'AUTOMATIC']);

/** What confirming each modal does; OVERDRAFT is awaited inside the authorisation itself. */
export function* modalConfirmedSaga(): Generator<unknown, void, unknown> {
  const type = (yield select((s: RootState) => s.modal.type)) as ModalType;
  if (CANCEL_TYPES.has(type)) yield call(refuseSaga);
  else if (TO_SECURITY_TYPES.has(type)) yield call(navigateTo, PATHS.security);
}

/** The alert page's way back: reject at the bank, then return to the initiator (SPEC §4 "Alert page"). */
export function* alertExitSaga(): Generator<unknown, void, unknown> {
  const intentId = (yield select((s: RootState) => s.session.intentId)) as string | null;
  const consent = (yield select((s: RootState) => s.consent.consent)) as LoadedConsent | null;
  const id = consent ? consentIdOf(consent) : intentId;
  if (!id) {
    yield call(navigateTo, PATHS.responses, true);
    return;
  }
  const result = (yield call(request, 'rejectConsent', id)) as Redirecting;
  if (!result.ok) {
    yield call(navigateTo, PATHS.responses, true);
    return;
  }
  yield put(decisionAccepted({ urlRedirecionamento: result.data?.urlRedirecionamento, urlLogoIniciadora: result.data?.urlLogoIniciadora }));
  yield call(navigateTo, PATHS.redirect, true);
}

/** `/redirect`: after 5 s, back to the initiator at a checked URL, or the redirect error page (SPEC §2). */
export function* redirectSaga(): Generator<unknown, void, unknown> {
  const redirect = (yield select((s: RootState) => s.consent.redirect)) as RedirectInfo | null;
  yield delay(REDIRECT_DELAY_MS);
  const target = safeUrl(redirect?.urlRedirecionamento, getConfig().allowInsecureLoopback);
  // The decision is made: the journey ends here and at the provider, whether or not the way back
  // works, and nothing of it stays in this tab.
  yield call(endJourneyAtProviderSaga, target ? { to: 'initiator', url: target } : { to: 'result', path: resultPath('redirect') });
}
