import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AccountRef, BankAccount } from '../../api/contract';

/**
 * The customer's accounts for one consent and the one she chose to pay with (INTERFACE §6.1). Kept
 * by the consent's id, so a choice made for one consent never travels with another. Account data,
 * not a credential: it stays in the store like the rest of the consent.
 */
export interface AccountsState {
  consentId: string | null;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  contas: BankAccount[];
  chosenId: string | null;
}

const initialState: AccountsState = { consentId: null, status: 'idle', contas: [], chosenId: null };

const onlyAvailable = (contas: BankAccount[]) => contas.filter((conta) => conta.disponivel);

const accountsSlice = createSlice({
  name: 'accounts',
  initialState,
  reducers: {
    accountsRequested: (_state, action: PayloadAction<string>) => ({ ...initialState, consentId: action.payload, status: 'loading' }),
    accountsLoaded(state, action: PayloadAction<{ consentId: string; contas: BankAccount[] }>) {
      if (action.payload.consentId !== state.consentId) return;
      state.status = 'loaded';
      state.contas = action.payload.contas;
      // A single account that can pay is the customer's choice already (INTERFACE §6.1).
      const available = onlyAvailable(action.payload.contas);
      state.chosenId = available.length === 1 ? available[0]!.id : null;
    },
    accountsLookupFailed(state) {
      state.status = 'failed';
    },
    /** An unavailable or unknown account is never chosen, whatever the view sends. */
    accountChosen(state, action: PayloadAction<string>) {
      if (state.contas.some((conta) => conta.id === action.payload && conta.disponivel)) state.chosenId = action.payload;
    },
  },
});

export const selectAccounts = (s: { accounts: AccountsState }) => s.accounts;

/** The accounts listed for this consent, or null while (or unless) they are. */
export const selectAccountsOf =
  (consentId: string) =>
  (s: { accounts: AccountsState }): BankAccount[] | null =>
    s.accounts.consentId === consentId && s.accounts.status === 'loaded' ? s.accounts.contas : null;

/** The available account chosen for this consent, or null: what 'Confirmar' waits for. */
export const selectChosenAccount =
  (consentId: string) =>
  (s: { accounts: AccountsState }): BankAccount | null => {
    const contas = selectAccountsOf(consentId)(s);
    return contas?.find((conta) => conta.id === s.accounts.chosenId && conta.disponivel) ?? null;
  };

/** The choice as a payment's authorisation carries it (INTERFACE §6.1 `consentimento.debtorAccount`). */
export const asDebtorAccount = (conta: BankAccount): AccountRef => ({
  ispb: conta.ispb,
  issuer: conta.agencia,
  number: conta.numero,
  accountType: conta.tipoConta,
});

export const { accountsRequested, accountsLoaded, accountsLookupFailed, accountChosen } = accountsSlice.actions;
export default accountsSlice.reducer;
