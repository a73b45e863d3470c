import { MODAL_CONTENT, modalContentOf } from '../../../src/features/modal/modalContent';
import { KINDS } from '../../../src/kinds/registry';
import type { ModalState } from '../../../src/features/modal/modalSlice';

const funds = (text: string | null): ModalState => ({ showModal: true, type: 'FUNDS', title: null, text, item: null });

/** SPEC §4 FUNDS: the insufficient-balance dialog, a single OK button (issue 31, point 6). */
describe('the FUNDS dialog', () => {
  it.each([
    ['a generic message', 'Operação não concluída.'],
    ["the bank's own words for it", 'Saldo insuficiente para realizar a transação.'],
  ])('names the cause whatever the bank says (%s), with the message beneath and one OK', (_case, message) => {
    const content = MODAL_CONTENT.FUNDS(funds(message));
    expect(content.title).toMatch(/saldo insuficiente/i);
    expect(content.text).toBe(message);
    expect(content.confirm).toBeUndefined();
    expect(content.cancel).toBe('OK');
  });

  it('says what the customer can do now, and lets the security form place the focus on closing (docs/decisions/048)', () => {
    const content = MODAL_CONTENT.FUNDS(funds('Saldo insuficiente para realizar a transação.'));
    expect(content.nextStep).toBe(
      'Para continuar, adicione saldo à conta e confirme de novo. Se preferir, cancele a transação para voltar à instituição iniciadora.',
    );
    expect(content.screenTakesFocus).toBe(true);
  });

  it('says why in its text when the bank sent none', () => {
    const content = MODAL_CONTENT.FUNDS(funds(null));
    expect(`${content.title} ${content.text}`).toMatch(/saldo/i);
  });
});

/**
 * SPEC §4: each kind's dialogs come from its module (docs/decisions/070, kshow): the words the
 * customer read before the move, a cancel dialog destructive with 'Voltar' as its safe answer, a
 * confirm dialog going on with 'Continuar'; no two dialogs share an id, nor take one of the modal's own.
 */
describe("the kinds' dialogs", () => {
  const state = (type: string): ModalState => ({ showModal: true, type, title: null, text: null, item: null });

  it.each([
    ['CANCEL', 'Cancelar transação', 'Sim, cancelar'],
    ['CANCEL-RECURRING', 'Cancelar transação', 'Sim, cancelar'],
    ['CANCEL-SHARE', 'Recusar compartilhamento', 'Sim, recusar'],
    ['CANCEL-SWEEPING', 'Cancelar vínculo', 'Sim, cancelar'],
    ['CANCEL-AUTOMATIC', 'Cancelar Pix Automático', 'Sim, cancelar'],
    ['CANCEL-ENROLMENT', 'Cancelar vínculo', 'Sim, cancelar'],
  ])('%s: "%s", answered "%s" or kept with a highlighted Voltar', (type, title, confirm) => {
    expect(modalContentOf(state(type))).toMatchObject({ title, confirm, cancel: 'Voltar', destructive: true });
  });

  it.each([
    ['RECURRING', 'Confirmar agendamento'],
    ['SWEEPING', 'Confirmar vínculo'],
    ['AUTOMATIC', 'Confirmar Pix Automático'],
  ])('%s: "%s", Continuar or Voltar, nothing destructive', (type, title) => {
    const content = modalContentOf(state(type));
    expect(content).toMatchObject({ title, confirm: 'Continuar', cancel: 'Voltar' });
    expect(content.destructive).toBeUndefined();
  });

  it('no two dialogs share an id, and none takes one of the modal’s own types', () => {
    const ids = Object.values(KINDS).flatMap(({ dialogs }) => [dialogs.cancel.id, ...(dialogs.confirm ? [dialogs.confirm.id] : [])]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => id in MODAL_CONTENT)).toEqual([]);
  });
});
