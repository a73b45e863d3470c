import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SelectedGroup } from '../../kinds/kindModule';
import { moduleOf } from '../../kinds/registry';
import { consentLoaded } from './consentSlice';

/** SPEC §3–4 "Selection": credit modalities the customer agrees to share. */
export interface SelectableModality {
  codigo: string;
  descricao: string;
  nomeSucinto: string;
  selected: boolean;
}

export interface ModalityGroup {
  nome: string;
  modalidade: SelectableModality[];
  numSelected: number;
}

export interface SelectionState {
  modalities: ModalityGroup[];
  hasSelected: boolean;
}

const initialState: SelectionState = { modalities: [], hasSelected: false };

const recount = (state: SelectionState) => {
  for (const group of state.modalities) group.numSelected = group.modalidade.filter((m) => m.selected).length;
  state.hasSelected = state.modalities.some((g) => g.numSelected > 0);
};

const selectionSlice = createSlice({
  name: 'selection',
  initialState,
  reducers: {
    modalityToggled(state, action: PayloadAction<{ group: number; codigo: string }>) {
      const modality = state.modalities[action.payload.group]?.modalidade.find((m) => m.codigo === action.payload.codigo);
      if (modality) modality.selected = !modality.selected;
      recount(state);
    },
    groupToggled(state, action: PayloadAction<{ group: number }>) {
      const group = state.modalities[action.payload.group];
      if (!group) return;
      const selectAll = group.numSelected < group.modalidade.length;
      for (const m of group.modalidade) m.selected = selectAll;
      recount(state);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(consentLoaded, (_state, action) => {
      // Nothing is pre-selected: the customer opts in to each item; the kind says which groups it offers.
      const groups = moduleOf(action.payload).selectableGroups?.(action.payload) ?? [];
      return {
        modalities: groups.map((g) => ({
          nome: g.nome,
          modalidade: g.modalidade.map((m) => ({ codigo: m.codigo, descricao: m.descricao ?? '', nomeSucinto: m.nomeSucinto, selected: false })),
          numSelected: 0,
        })),
        hasSelected: false,
      };
    });
  },
});

export const selectSelection = (s: { selection: SelectionState }) => s.selection;

/** What the customer opted in to, as a request body names it: the groups with one item at least, and those items. */
export const selectOptedIn = (s: { selection: SelectionState }): SelectedGroup[] =>
  s.selection.modalities
    .filter((group) => group.numSelected > 0)
    .map((group) => ({
      nome: group.nome,
      modalidades: group.modalidade.filter((m) => m.selected).map((m) => ({ codigo: m.codigo, descricao: m.descricao })),
    }));

export const { modalityToggled, groupToggled } = selectionSlice.actions;
export default selectionSlice.reducer;
