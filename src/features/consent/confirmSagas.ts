import { call, put, select } from 'redux-saga/effects';
import type { BankAccount, LoadedConsent } from '../../api/contract';
import { journey } from '../../journey/journeyTable';
import type { KindTerms } from '../../kinds/confirming';
import type { SelectedGroup } from '../../kinds/kindModule';
import { moduleOf } from '../../kinds/registry';
import { modalOpened } from '../modal/modalSlice';
import { selectIntentId } from '../session/sessionSlice';
import { selectConfirmation, selectDraft, selectLoadedConsent, termsConfirmed, type Confirmation } from './consentSlice';
import { decisionsFor } from './decisionRequests';
import { selectOptedIn } from './selectionSlice';
import { choosesPayingAccount, selectChosenPayingAccount } from './payingAccount';
import { screenOf } from './routing';

/**
 * What the screen shows now, frozen as the terms to send: the chosen account and the kind's own
 * terms, as its module builds them from the screen (`confirmTerms`). Null when there is nothing to
 * confirm yet (no account chosen where one must be, INTERFACE §6.1; the kind's terms not yet shown);
 * 'stop' when the kind says the journey cannot go on.
 */
function* confirmationOnScreen(consent: LoadedConsent): Generator<unknown, Confirmation | 'stop' | null, unknown> {
  const account = (yield select(selectChosenPayingAccount(consent))) as BankAccount | null;
  if (choosesPayingAccount(consent) && !account) return null;
  const { confirmTerms } = moduleOf(consent);
  if (!confirmTerms) return { account, terms: null };
  const terms = confirmTerms(consent, {
    draft: (yield select(selectDraft)) as KindTerms | null,
    selected: (yield select(selectOptedIn)) as SelectedGroup[],
    intentId: (yield select(selectIntentId)) as string | null,
  });
  return terms === null || terms === 'stop' ? terms : { account, terms };
}

/** The customer confirms what the screen shows: frozen, then /segredo. */
export function* enterSecuritySaga(): Generator<unknown, void, unknown> {
  const consent = (yield select(selectLoadedConsent)) as LoadedConsent | null;
  if (!consent) return;
  const confirmation = (yield call(confirmationOnScreen, consent)) as Confirmation | 'stop' | null;
  if (confirmation === 'stop') {
    yield put(journey.journeyStopped());
    return;
  }
  if (!confirmation) return;
  yield put(termsConfirmed(confirmation));
  yield put(journey.confirmed());
}

/** 'Confirmar' on a confirmation screen: straight to /segredo, or through the kind's modal. */
export function* confirmSaga(): Generator<unknown, void, unknown> {
  const consent = (yield select(selectLoadedConsent)) as LoadedConsent | null;
  if (!consent) return;
  // No account chosen yet where the customer must choose one: nothing to confirm (INTERFACE §6.1).
  if (choosesPayingAccount(consent) && !(yield select(selectChosenPayingAccount(consent)))) return;
  const modal = decisionsFor(consent).confirmModal;
  if (modal) yield put(modalOpened({ type: modal }));
  else yield call(enterSecuritySaga);
}

/**
 * /segredo's work starts only with terms confirmed since the customer was last on the consent's
 * screen. Without (history Forward past it): back to that screen, before any device lookup or SMS.
 */
export function* requireConfirmationSaga(): Generator<unknown, boolean, unknown> {
  if ((yield select(selectConfirmation)) !== null) return true;
  const consent = (yield select(selectLoadedConsent)) as LoadedConsent | null;
  yield put(consent ? journey.confirmationNeeded(screenOf(consent)) : journey.backToStart());
  return false;
}

/** 'Cancelar' anywhere in the journey opens the kind's cancel modal ("Tem certeza…"). */
export function* cancelSaga(): Generator<unknown, void, unknown> {
  const consent = (yield select(selectLoadedConsent)) as LoadedConsent | null;
  if (consent) yield put(modalOpened({ type: decisionsFor(consent).cancelModal }));
}
