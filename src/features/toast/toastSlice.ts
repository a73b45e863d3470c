import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { routeEntered } from '../../journey/locationSlice';

export interface Toast {
  id: number;
  text: string;
  tone: 'info' | 'error';
}

export interface ToastState {
  toasts: Toast[];
  nextId: number;
}

const initialState: ToastState = { toasts: [], nextId: 1 };

const toastSlice = createSlice({
  name: 'toast',
  initialState,
  reducers: {
    toastShown: {
      reducer(state, action: PayloadAction<Omit<Toast, 'id'>>) {
        state.toasts.push({ id: state.nextId, ...action.payload });
        state.nextId += 1;
      },
      prepare: (text: string, tone: Toast['tone'] = 'info') => ({ payload: { text, tone } }),
    },
    toastClosed(state, action: PayloadAction<number>) {
      state.toasts = state.toasts.filter((t) => t.id !== action.payload);
    },
  },
  extraReducers: (builder) => {
    // A toast speaks of the screen it was shown on: it does not follow the customer to the next one.
    builder.addCase(routeEntered, (state) => {
      state.toasts = [];
    });
  },
});

type WithToast = { toast: ToastState };
export const selectToasts = (s: WithToast) => s.toast.toasts;
export const selectLastToastId = (s: WithToast) => s.toast.nextId - 1;

export const { toastShown, toastClosed } = toastSlice.actions;
export default toastSlice.reducer;
