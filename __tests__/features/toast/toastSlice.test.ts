import { rootReducer } from '../../../src/app/rootReducer';
import { routeEntered } from '../../../src/journey/locationSlice';
import { selectToasts, toastShown } from '../../../src/features/toast/toastSlice';

describe('toasts belong to the screen they were shown on', () => {
  it('a new screen closes the toasts of the previous one', () => {
    const shown = rootReducer(undefined, toastShown('Enviamos um código por SMS.'));
    expect(selectToasts(shown).map((t) => t.text)).toEqual(['Enviamos um código por SMS.']);
    const moved = rootReducer(shown, routeEntered({ path: '/redirect', search: '' }));
    expect(selectToasts(moved)).toEqual([]);
  });

  it('a toast shown after the screen changed stays', () => {
    const moved = rootReducer(undefined, routeEntered({ path: '/segredo', search: '' }));
    expect(selectToasts(rootReducer(moved, toastShown('Enviamos um código por SMS.')))).toHaveLength(1);
  });
});
