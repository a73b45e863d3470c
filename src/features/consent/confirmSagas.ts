import { put, select } from 'redux-saga/effects';
import type { LoadedConsent, SharePayload } from '../../api/contract';
import { journey } from '../../journey/journeyTable';
import { modalOpened } from '../modal/modalSlice';
import { selectIntentId } from '../session/sessionSlice';
import { selectLoadedConsent, shareConfirmed } from './consentSlice';
import { decisionsFor } from './decisionRequests';
import { selectSelection, type SelectionState } from './selectionSlice';
import { choosesPayingAccount, selectChosenPayingAccount } from './payingAccount';

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

/** 'Confirmar' on a confirmation screen: straight to /segredo, or through the kind's modal. */
export function* confirmSaga(): Generator<unknown, void, unknown> {
  const consent = (yield select(selectLoadedConsent)) as LoadedConsent | null;
  if (!consent) return;
  // No account chosen yet where the customer must choose one: nothing to confirm (INTERFACE §6.1).
  if (choosesPayingAccount(consent) && !(yield select(selectChosenPayingAccount(consent)))) return;
  if (consent.kind === 'DADOS') {
    const selection = (yield select(selectSelection)) as SelectionState;
    const intentId = (yield select(selectIntentId)) as string | null;
    if (!intentId) {
      yield put(journey.journeyStopped());
      return;
    }
    yield put(shareConfirmed(buildSharePayload(consent, selection, intentId)));
  }
  const modal = decisionsFor(consent).confirmModal;
  if (modal) yield put(modalOpened({ type: modal }));
  else yield put(journey.confirmed());
}

/** 'Cancelar' anywhere in the journey opens the kind's cancel modal ("Tem certeza…"). */
export function* cancelSaga(): Generator<unknown, void, unknown> {
  const consent = (yield select(selectLoadedConsent)) as LoadedConsent | null;
  if (consent) yield put(modalOpened({ type: decisionsFor(consent).cancelModal }));
}
