import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountChoice } from '../../../src/features/accounts/AccountChoice';
import { stateWith } from '../../support/state';
import { renderWithStore } from '../../support/renderWithStore';
import { BLOCKED, CHECKING, SAVINGS } from '../../support/accounts';
import type { BankAccount } from '../../../src/api/contract';

const ID = 'urn:cooperativa:C1';
const listed = (contas: BankAccount[], chosenId: string | null = null) =>
  stateWith({ accounts: { consentId: ID, status: 'loaded', contas, chosenId } });
const show = (contas: BankAccount[], chosenId: string | null = null) => renderWithStore(<AccountChoice consentId={ID} />, listed(contas, chosenId));

describe('the account choice (INTERFACE §6.1)', () => {
  it('is a group named by its legend, described by its hint, one radio per account', () => {
    show([CHECKING, SAVINGS, BLOCKED]);
    const group = screen.getByRole('group', { name: 'Pagar com' });
    expect(group).toHaveAccessibleDescription('Escolha a conta de onde sai o dinheiro deste pagamento.');
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('radio', { name: 'Conta Corrente Agência 0001 · Conta 12345-6' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Conta Poupança Agência 0001 · Conta 65432-1' })).toBeEnabled();
  });

  it('shows an unavailable account, not choosable, its reason tied to it', async () => {
    const { actions } = show([CHECKING, SAVINGS, BLOCKED]);
    const blocked = screen.getByRole('radio', { name: 'Conta Corrente Agência 0003 · Conta 76543-2' });
    expect(blocked).toBeDisabled();
    expect(blocked).toHaveAccessibleDescription('Indisponível: Conta bloqueada');
    await userEvent.click(screen.getByText('Agência 0003'));
    expect(blocked).not.toBeChecked();
    expect(actions.filter((a) => a.type === 'accounts/accountChosen')).toEqual([]);
  });

  it('says so when the bank gave no reason', () => {
    show([CHECKING, { ...BLOCKED, motivo: undefined }]);
    expect(screen.getByRole('radio', { name: /Agência 0003/ })).toHaveAccessibleDescription('Indisponível para este pagamento.');
  });

  it('chooses by a tap on the label', async () => {
    const { store } = show([CHECKING, SAVINGS, BLOCKED]);
    await userEvent.click(screen.getByText('Conta Poupança'));
    expect(store.getState().accounts.chosenId).toBe('c-2');
    expect(screen.getByRole('radio', { name: /Conta Poupança/ })).toBeChecked();
  });

  it('chooses by keyboard: Tab into the group, arrows between the accounts that can pay, skipping the unavailable', async () => {
    const { store } = show([BLOCKED, CHECKING, SAVINGS]);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: /Conta Corrente Agência 0001/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(store.getState().accounts.chosenId).toBe('c-1');
    await userEvent.keyboard('{ArrowDown}');
    expect(store.getState().accounts.chosenId).toBe('c-2');
    await userEvent.keyboard('{ArrowDown}');
    expect(store.getState().accounts.chosenId).not.toBe('c-3');
  });

  it('shows a single available account chosen already', () => {
    show([BLOCKED, CHECKING], 'c-1');
    expect(screen.getByRole('radio', { name: /Conta Corrente Agência 0001/ })).toBeChecked();
  });

  it('says what to do when no account can pay', () => {
    show([BLOCKED]);
    expect(screen.getByRole('group', { name: 'Pagar com' })).toHaveAccessibleDescription(
      'Nenhuma das suas contas pode fazer este pagamento agora. Cancele a transação e, se precisar, procure sua cooperativa.',
    );
  });

  it("shows nothing for another consent's list", () => {
    renderWithStore(<AccountChoice consentId="urn:cooperativa:C2" />, listed([CHECKING]));
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });
});
