import { call, select } from 'redux-saga/effects';
import { selectModalType, type ModalType } from '../modal/modalSlice';
import { enterSecuritySaga } from './confirmSagas';
import { refuseSaga } from './refuseSaga';

type Effect = () => Generator<unknown, void, unknown>;

function* toSecurity(): Generator<unknown, void, unknown> {
  yield call(enterSecuritySaga);
}

/**
 * What confirming each modal does (SPEC §4 "Modal types and effects"): a new modal type fails the
 * build until it has its line. `null`: confirming only closes it (OVERDRAFT's answer is awaited
 * inside the authorisation itself).
 */
const MODAL_EFFECTS: Record<ModalType, Effect | null> = {
  CANCEL: refuseSaga,
  'CANCEL-RECURRING': refuseSaga,
  'CANCEL-SHARE': refuseSaga,
  'CANCEL-SWEEPING': refuseSaga,
  'CANCEL-AUTOMATIC': refuseSaga,
  'CANCEL-ENROLMENT': refuseSaga,
  RECURRING: toSecurity,
  SWEEPING: toSecurity,
  AUTOMATIC: toSecurity,
  OVERDRAFT: null,
  FUNDS: null,
  INFO: null,
  'INFO-SHARE': null,
  'SELECT-SHARE': null,
  DEFAULT: null,
};

export function* modalConfirmedSaga(): Generator<unknown, void, unknown> {
  const effect = MODAL_EFFECTS[(yield select(selectModalType)) as ModalType];
  if (effect) yield call(effect);
}
