import { MODAL_CONTENT } from '../../../src/features/modal/modalContent';
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
