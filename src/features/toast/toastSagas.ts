import { delay, put, select } from 'redux-saga/effects';
import { selectLastToastId, toastClosed } from './toastSlice';

/** Toasts close by themselves after 3000 ms (SPEC §1). */
export const TOAST_MS = 3000;

export function* toastLifetimeSaga(): Generator<unknown, void, unknown> {
  const id = (yield select(selectLastToastId)) as number;
  yield delay(TOAST_MS);
  yield put(toastClosed(id));
}
