import { call, put, select } from 'redux-saga/effects';
import type { LoadedConsent, SharePayload } from '../../api/contract';
import { navigateTo } from '../../app/navigation';
import { PATHS } from '../../app/paths';
import type { RootState } from '../../app/rootReducer';
import { modalOpened } from '../modal/modalSlice';
import type { SelectionState } from '../sharing/selectionSlice';
import { CANCEL_MODAL, CONFIRM_MODAL } from './cancelModal';
import { shareConfirmed } from './consentSlice';

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
  const consent = (yield select((s: RootState) => s.consent.consent)) as LoadedConsent | null;
  if (!consent) return;
  if (consent.kind === 'DADOS') {
    const selection = (yield select((s: RootState) => s.selection)) as SelectionState;
    yield put(shareConfirmed(buildSharePayload(consent, selection)));
  }
  const modal = CONFIRM_MODAL[consent.kind];
  if (modal) yield put(modalOpened({ type: modal }));
  else yield call(navigateTo, PATHS.security);
}

/** 'Cancelar' anywhere in the journey opens the kind's cancel modal ("Tem certeza…"). */
export function* cancelSaga(): Generator<unknown, void, unknown> {
  const consent = (yield select((s: RootState) => s.consent.consent)) as LoadedConsent | null;
  if (consent) yield put(modalOpened({ type: CANCEL_MODAL[consent.kind] }));
}
