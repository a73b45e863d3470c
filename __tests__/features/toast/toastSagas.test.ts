import { expectSaga } from 'redux-saga-test-plan';
import { rootReducer } from '../../../src/app/rootReducer';
import { toastLifetimeSaga, TOAST_MS } from '../../../src/features/toast/toastSagas';
import { toastClosed, toastShown } from '../../../src/features/toast/toastSlice';
import { timerOf } from '../../support/sagaTimers';

describe('toasts close after 3000 ms (SPEC §1)', () => {
  it('closes the toast it was started for, after the delay', async () => {
    const state = rootReducer(rootReducer(undefined, toastShown('primeiro')), toastShown('segundo'));
    const timer = timerOf(TOAST_MS);
    await expectSaga(toastLifetimeSaga).withState(state).provide(timer.providers).put(toastClosed(2)).run();
    expect(timer.waited).toEqual([TOAST_MS]);
    expect(TOAST_MS).toBe(3000);
  });
});
