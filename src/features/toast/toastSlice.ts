import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { routeEntered } from '../../journey/locationSlice';

export interface Toast {
  id: number;
  text: string;
  tone: 'info' | 'error';
}

export interface ToastState {
  toasts: Toast[];
  /**
   * The toasts that last closed on this screen. Toasts sit in the page's flow (they cover nothing,
   * decision 049); the room they took stays until the screen changes or another toast comes, so that
   * closing one does not move the SMS boxes under the customer's finger.
   */
  held: Toast[];
  nextId: number;
}

const initialState: ToastState = { toasts: [], held: [], nextId: 1 };

const toastSlice = createSlice({
  name: 'toast',
  initialState,
  reducers: {
    toastShown: {
      reducer(state, action: PayloadAction<Omit<Toast, 'id'>>) {
        state.toasts.push({ id: state.nextId, ...action.payload });
        state.held = [];
        state.nextId += 1;
      },
      prepare: (text: string, tone: Toast['tone'] = 'info') => ({ payload: { text, tone } }),
    },
    toastClosed(state, action: PayloadAction<number>) {
      if (!state.toasts.some((t) => t.id === action.payload)) return;
      if (state.toasts.length === 1) state.held = state.toasts;
      state.toasts = state.toasts.filter((t) => t.id !== action.payload);
    },
  },
  extraReducers: (builder) => {
    // A toast speaks of the screen it was shown on: it does not follow the customer to the next one.
    builder.addCase(routeEntered, (state) => {
      state.toasts = [];
      state.held = [];
    });
  },
});

type WithToast = { toast: ToastState };
export const selectToasts = (s: WithToast) => s.toast.toasts;
export const selectHeldToasts = (s: WithToast) => s.toast.held;
export const selectLastToastId = (s: WithToast) => s.toast.nextId - 1;

export const { toastShown, toastClosed } = toastSlice.actions;
export default toastSlice.reducer;
