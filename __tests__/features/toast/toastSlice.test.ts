import { rootReducer } from '../../../src/app/rootReducer';
import { routeEntered } from '../../../src/journey/locationSlice';
import { selectHeldToasts, selectToasts, toastClosed, toastShown } from '../../../src/features/toast/toastSlice';

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

describe('toasts sit in the flow: a closed toast keeps its room until the screen changes (decision 049)', () => {
  const shown = rootReducer(rootReducer(undefined, routeEntered({ path: '/segredo', search: '' })), toastShown('Enviamos um código por SMS.'));
  const id = selectToasts(shown)[0]!.id;

  it('closing the last toast holds its room, so what is below does not move', () => {
    const closed = rootReducer(shown, toastClosed(id));
    expect(selectToasts(closed)).toEqual([]);
    expect(selectHeldToasts(closed).map((t) => t.text)).toEqual(['Enviamos um código por SMS.']);
  });

  it('the next toast takes the room; a new screen frees it', () => {
    const closed = rootReducer(shown, toastClosed(id));
    expect(selectHeldToasts(rootReducer(closed, toastShown('Enviamos um novo código por SMS.')))).toEqual([]);
    expect(selectHeldToasts(rootReducer(closed, routeEntered({ path: '/redirect', search: '' })))).toEqual([]);
  });

  it('closing a toast that is already gone holds nothing', () => {
    const moved = rootReducer(shown, routeEntered({ path: '/pix', search: '' }));
    expect(selectHeldToasts(rootReducer(moved, toastClosed(id)))).toEqual([]);
  });
});
