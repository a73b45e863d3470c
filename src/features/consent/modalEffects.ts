import { call, select } from 'redux-saga/effects';
import { kindDialogOf } from '../../kinds/registry';
import { selectModalType, type PortalModalType } from '../modal/modalSlice';
import { enterSecuritySaga } from './confirmSagas';
import { refuseSaga } from './refuseSaga';

type Effect = () => Generator<unknown, void, unknown>;

function* toSecurity(): Generator<unknown, void, unknown> {
  yield call(enterSecuritySaga);
}

/** What confirming a kind's dialog does (SPEC §4 "Modal types and effects"): its cancel refuses, its confirm goes to /segredo. */
const DIALOG_EFFECTS: Record<'cancel' | 'confirm', Effect> = { cancel: refuseSaga, confirm: toSecurity };

/**
 * What confirming each of the modal's own types does: a new type fails the build until it has its
 * line. `null`: confirming only closes it (OVERDRAFT's answer is awaited inside the authorisation itself).
 */
const MODAL_EFFECTS: Record<PortalModalType, Effect | null> = {
  OVERDRAFT: null,
  FUNDS: null,
  INFO: null,
  'INFO-SHARE': null,
  'SELECT-SHARE': null,
  DEFAULT: null,
};

export function* modalConfirmedSaga(): Generator<unknown, void, unknown> {
  const type = (yield select(selectModalType)) as string;
  const own = kindDialogOf(type);
  const effect = own ? DIALOG_EFFECTS[own.role] : (MODAL_EFFECTS[type as PortalModalType] ?? null);
  if (effect) yield call(effect);
}
