import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * The customer's changes to an authorisation at the bank (INTERFACE §7.2; docs/decisions/078): the
 * dialog that asks before one, the one the bank is answering, and its answer where the customer
 * acted. The authorisations themselves, as the bank answered, stay in the authorisations' slice.
 */
export type AuthorisationAction = 'revoke' | 'limit';

/** The bank's answer to a change, as the customer is told it. */
export type ActionResult =
  | { kind: 'done' }
  /** 409: changed elsewhere (revoked, expired, consumed); the bank's own words when it gave them. */
  | { kind: 'changed'; message: string | null }
  /** 403, 422, 423: the bank's `message`, shown where the customer acted. */
  | { kind: 'refused'; message: string }
  /** Anything else, or no answer: it may be tried again. */
  | { kind: 'failed' };

export interface ActionDialog {
  id: string;
  action: AuthorisationAction;
  /** The new maximum amount, in the bank's form ('150.00'), for a change of it; null for a revocation. */
  amount: string | null;
}

export interface AuthorisationActionsState {
  dialog: ActionDialog | null;
  /** The change the bank is answering: nothing else is sent until it answers. */
  busy: { id: string; action: AuthorisationAction } | null;
  outcome: { id: string; action: AuthorisationAction; result: ActionResult } | null;
}

const initialState: AuthorisationActionsState = { dialog: null, busy: null, outcome: null };

/** Where an answer closes the dialog: done or changed elsewhere, and a refused amount (said beside its field). */
const closesDialog = (action: AuthorisationAction, result: ActionResult) =>
  result.kind === 'done' || result.kind === 'changed' || (result.kind === 'refused' && action === 'limit');

const authorisationActionsSlice = createSlice({
  name: 'authorisationActions',
  initialState,
  reducers: {
    revokeAsked(state, action: PayloadAction<{ id: string }>) {
      if (state.busy) return;
      state.dialog = { id: action.payload.id, action: 'revoke', amount: null };
      state.outcome = null;
    },
    limitAsked(state, action: PayloadAction<{ id: string; amount: string }>) {
      if (state.busy) return;
      state.dialog = { id: action.payload.id, action: 'limit', amount: action.payload.amount };
      state.outcome = null;
    },
    /** The customer closed the dialog: nothing is sent, and a failure said in it goes with it. */
    dialogClosed(state) {
      if (state.busy) return;
      const open = state.dialog;
      state.dialog = null;
      if (open && state.outcome?.id === open.id && state.outcome.action === open.action) state.outcome = null;
    },
    actionStarted(state, action: PayloadAction<{ id: string; action: AuthorisationAction }>) {
      state.busy = action.payload;
      state.outcome = null;
    },
    actionSettled(state, action: PayloadAction<{ id: string; action: AuthorisationAction; result: ActionResult }>) {
      const { id, action: which, result } = action.payload;
      state.busy = null;
      state.outcome = { id, action: which, result };
      if (state.dialog?.id === id && closesDialog(which, result)) state.dialog = null;
    },
    /** The customer moved on (another form, another item): the last answer is no longer said. */
    outcomeDismissed(state) {
      state.outcome = null;
    },
  },
});

export const { revokeAsked, limitAsked, dialogClosed, actionStarted, actionSettled, outcomeDismissed } = authorisationActionsSlice.actions;

/** The customer's yes in the revocation dialog: the saga sends the PATCH (the state changes with `actionStarted`). */
export const revokeConfirmed = createAction<{ id: string }>('authorisationActions/revokeConfirmed');
/** The customer's yes to the new maximum amount, in the bank's form ('150.00'). */
export const limitConfirmed = createAction<{ id: string; amount: string }>('authorisationActions/limitConfirmed');
export default authorisationActionsSlice.reducer;

type WithActions = { authorisationActions: AuthorisationActionsState };
export const selectAuthorisationActions = (s: WithActions) => s.authorisationActions;
export const selectActionBusy = (s: WithActions) => s.authorisationActions.busy;
