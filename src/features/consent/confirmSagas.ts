import { call, put, select } from 'redux-saga/effects';
import type { BankAccount, EnrolmentTerms, LoadedConsent, SharePayload } from '../../api/contract';
import { journey } from '../../journey/journeyTable';
import { modalOpened } from '../modal/modalSlice';
import { selectIntentId } from '../session/sessionSlice';
import { selectConfirmation, selectEnrolmentDraft, selectLoadedConsent, termsConfirmed, type Confirmation } from './consentSlice';
import { decisionsFor } from './decisionRequests';
import { selectSelection, type SelectionState } from './selectionSlice';
import { choosesPayingAccount, selectChosenPayingAccount } from './payingAccount';
import { screenOf } from './routing';

/**
 * The share payload holds exactly the modalities the customer selected (SPEC §3 "Share payload").
 * Two ids (SPEC §3, §4; docs/decisions/018): `consentimentoId` is the Open Finance consent id the
 * customer arrived with (`intent_id`), `compartilhamentoId` the share's own id (`dados.id`).
 */
export function buildSharePayload(
  consent: Extract<LoadedConsent, { kind: 'DADOS' }>,
  selection: SelectionState,
  consentId: string,
): SharePayload {
  return {
    compartilhamentoId: consent.data.dados.id,
    consentimentoId: consentId,
    produtos: selection.modalities
      .filter((group) => group.numSelected > 0)
      .map((group) => ({
        nome: group.nome,
        modalidades: group.modalidade.filter((m) => m.selected).map((m) => ({ codigo: m.codigo, descricao: m.descricao })),
      })),
  };
}

/**
 * What the screen shows now, frozen as the terms to send: the chosen account, the selected
 * modalities, the enrolment's limits. Null when there is nothing to confirm yet (no account chosen
 * where one must be, INTERFACE §6.1; an enrolment without its terms) or no consent id to share by.
 */
function* confirmationOnScreen(consent: LoadedConsent): Generator<unknown, Confirmation | 'no-intent' | null, unknown> {
  const account = (yield select(selectChosenPayingAccount(consent))) as BankAccount | null;
  if (choosesPayingAccount(consent) && !account) return null;
  let sharePayload: SharePayload | null = null;
  let enrolmentTerms: EnrolmentTerms | null = null;
  if (consent.kind === 'DADOS') {
    const selection = (yield select(selectSelection)) as SelectionState;
    const intentId = (yield select(selectIntentId)) as string | null;
    if (!intentId) return 'no-intent';
    sharePayload = buildSharePayload(consent, selection, intentId);
  }
  if (consent.kind === 'VINCULO') {
    enrolmentTerms = (yield select(selectEnrolmentDraft)) as EnrolmentTerms | null;
    if (!enrolmentTerms) return null;
  }
  return { account, sharePayload, enrolmentTerms };
}

/** The customer confirms what the screen shows: frozen, then /segredo. */
export function* enterSecuritySaga(): Generator<unknown, void, unknown> {
  const consent = (yield select(selectLoadedConsent)) as LoadedConsent | null;
  if (!consent) return;
  const confirmation = (yield call(confirmationOnScreen, consent)) as Confirmation | 'no-intent' | null;
  if (confirmation === 'no-intent') {
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
