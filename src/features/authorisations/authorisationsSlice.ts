import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuthorisationDetail, AuthorisationItem, AuthorisationStatus, ConsentKind } from '../../api/contract';

/**
 * The customer's authorisations as the bank last answered them (INTERFACE §7): the list, the one
 * opened at `/autorizacoes/{id}`, and the customer's filter. The screens show exactly this; every
 * change the bank answers (a revocation, a new maximum amount, a 409's fresh read) lands here.
 */
export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface AuthorisationFilter {
  /** null: every kind. */
  tipo: ConsentKind | null;
  /** null: every status. */
  status: AuthorisationStatus | null;
}

export interface AuthorisationsState {
  list: { status: LoadStatus; items: AuthorisationItem[] };
  filter: AuthorisationFilter;
  detail: {
    id: string | null;
    /** `missing`: the bank answered 404 (not hers, or no such item). */
    status: LoadStatus | 'missing';
    data: AuthorisationDetail | null;
  };
}

const initialState: AuthorisationsState = {
  list: { status: 'idle', items: [] },
  filter: { tipo: null, status: null },
  detail: { id: null, status: 'idle', data: null },
};

const authorisationsSlice = createSlice({
  name: 'authorisations',
  initialState,
  reducers: {
    listRequested(state) {
      state.list.status = 'loading';
    },
    listLoaded(state, action: PayloadAction<AuthorisationItem[]>) {
      state.list = { status: 'loaded', items: action.payload };
    },
    listFailed(state) {
      state.list.status = 'failed';
    },
    filterChanged(state, action: PayloadAction<Partial<AuthorisationFilter>>) {
      state.filter = { ...state.filter, ...action.payload };
    },
    detailRequested(state, action: PayloadAction<string>) {
      const kept = state.detail.id === action.payload ? state.detail.data : null;
      state.detail = { id: action.payload, status: 'loading', data: kept };
    },
    detailLoaded(state, action: PayloadAction<{ id: string; detail: AuthorisationDetail }>) {
      if (action.payload.id !== state.detail.id) return;
      state.detail = { id: action.payload.id, status: 'loaded', data: action.payload.detail };
    },
    detailFailed(state, action: PayloadAction<{ id: string; missing: boolean }>) {
      if (action.payload.id !== state.detail.id) return;
      state.detail.status = action.payload.missing ? 'missing' : 'failed';
    },
    /** The bank's answer to a change (INTERFACE §7.2: a revocation answers the item as it now is). */
    itemChanged(state, action: PayloadAction<AuthorisationItem>) {
      const item = action.payload;
      state.list.items = state.list.items.map((kept) => (kept.id === item.id ? item : kept));
      if (state.detail.id === item.id && state.detail.data) {
        state.detail.data = { ...state.detail.data, status: item.status, revogavel: item.revogavel, editavel: item.editavel };
      }
    },
  },
});

export const { listRequested, listLoaded, listFailed, filterChanged, detailRequested, detailLoaded, detailFailed, itemChanged } =
  authorisationsSlice.actions;
export default authorisationsSlice.reducer;

type WithAuthorisations = { authorisations: AuthorisationsState };
export const selectAuthorisationList = (s: WithAuthorisations) => s.authorisations.list;
export const selectAuthorisationFilter = (s: WithAuthorisations) => s.authorisations.filter;
export const selectAuthorisationDetail = (s: WithAuthorisations) => s.authorisations.detail;
