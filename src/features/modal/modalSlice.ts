import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { KindDialogId } from '../../kinds/kindModule';

/** SPEC §4 "Modal types and effects": the modal's own types, whatever the consent's kind. */
export type PortalModalType = 'OVERDRAFT' | 'FUNDS' | 'INFO' | 'INFO-SHARE' | 'SELECT-SHARE' | 'DEFAULT';

/** The modal's own types, and the dialogs each kind's module names (its cancel and confirm dialogs). */
export type ModalType = PortalModalType | KindDialogId;

export interface ModalState {
  showModal: boolean;
  type: ModalType;
  /** Server-provided text (OVERDRAFT, FUNDS, DEFAULT); other types take their words from the copy. */
  title: string | null;
  text: string | null;
  /** INFO-SHARE: which requested data group the modal describes. */
  item: number | null;
}

const initialState: ModalState = { showModal: false, type: 'DEFAULT', title: null, text: null, item: null };

const modalSlice = createSlice({
  name: 'modal',
  initialState,
  reducers: {
    modalOpened(_state, action: PayloadAction<{ type: ModalType; title?: string | null; text?: string | null; item?: number | null }>) {
      const { type, title = null, text = null, item = null } = action.payload;
      return { showModal: true, type, title, text, item };
    },
    modalConfirmed(state) {
      state.showModal = false;
    },
    modalDismissed(state) {
      state.showModal = false;
    },
  },
});

type WithModal = { modal: ModalState };
export const selectModal = (s: WithModal) => s.modal;
export const selectModalType = (s: WithModal) => s.modal.type;
/** Whether the modal's code is needed: once a modal was opened it stays mounted, so it can close with its animation. */
export const selectModalRequested = (s: WithModal) => s.modal.showModal || s.modal.type !== 'DEFAULT';

export const { modalOpened, modalConfirmed, modalDismissed } = modalSlice.actions;
export default modalSlice.reducer;
