import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** SPEC §4 "QR view states": 1 waiting, 2 expired, 3 failed. */
export type QrViewState = 1 | 2 | 3;

export interface QrState {
  state: QrViewState;
  /** The string drawn as the QR code; empty until the first answer. */
  value: string;
  hash: string;
}

const initialState: QrState = { state: 1, value: '', hash: '' };

const qrSlice = createSlice({
  name: 'qr',
  initialState,
  reducers: {
    qrStarted: () => initialState,
    qrStatusReceived(state, action: PayloadAction<{ hash: string; challenge: string }>) {
      state.hash = action.payload.hash;
      state.value = `${action.payload.hash}${action.payload.challenge}`;
    },
    qrExpired(state) {
      state.state = 2;
    },
    qrFailed(state) {
      state.state = 3;
    },
  },
});

export const { qrStarted, qrStatusReceived, qrExpired, qrFailed } = qrSlice.actions;
export default qrSlice.reducer;
