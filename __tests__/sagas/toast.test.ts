import { expectSaga } from 'redux-saga-test-plan';
import { rootReducer } from '../../src/app/rootReducer';
import { toastLifetimeSaga, TOAST_MS } from '../../src/features/toast/toastSagas';
import { toastClosed, toastShown } from '../../src/features/toast/toastSlice';

describe('toasts close after 3000 ms (SPEC §1)', () => {
  it('closes the toast it was started for, after the delay', async () => {
    const state = rootReducer(rootReducer(undefined, toastShown('primeiro')), toastShown('segundo'));
    let waited: unknown;
    await expectSaga(toastLifetimeSaga)
      .withState(state)
      .provide({
        call(effect, next) {
          if (effect.args.length === 1 && typeof effect.args[0] === 'number') {
            waited = effect.args[0];
            return undefined;
          }
          return next();
        },
      })
      .put(toastClosed(2))
      .run();
    expect(waited).toBe(TOAST_MS);
    expect(TOAST_MS).toBe(3000);
  });
});
