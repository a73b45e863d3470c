import { call, put, select } from 'redux-saga/effects';
import type { LoadedConsent, SharePayload } from '../../api/contract';
import { navigateTo } from '../../journey/navigation';
import { PATHS } from '../../journey/paths';
import { modalOpened } from '../modal/modalSlice';
import { selectLoadedConsent, shareConfirmed } from './consentSlice';
import { decisionsFor } from './decisionRequests';
import { selectSelection, type SelectionState } from './selectionSlice';

/** The share payload holds exactly the modalities the customer selected (SPEC §3 "Share payload"). */
export function buildSharePayload(consent: Extract<LoadedConsent, { kind: 'DADOS' }>, selection: SelectionState): SharePayload {
  return {
    compartilhamentoId: consent.data.dados.id,
    consentimentoId: consent.data.dados.id,
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
  if (consent.kind === 'DADOS') {
    const selection = (yield select(selectSelection)) as SelectionState;
    yield put(shareConfirmed(buildSharePayload(consent, selection)));
  }
  const modal = decisionsFor(consent).confirmModal;
  if (modal) yield put(modalOpened({ type: modal }));
  else yield call(navigateTo, PATHS.security);
}

/** 'Cancelar' anywhere in the journey opens the kind's cancel modal ("Tem certeza…"). */
export function* cancelSaga(): Generator<unknown, void, unknown> {
  const consent = (yield select(selectLoadedConsent)) as LoadedConsent | null;
  if (consent) yield put(modalOpened({ type: decisionsFor(consent).cancelModal }));
}
