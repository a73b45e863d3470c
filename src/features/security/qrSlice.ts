import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { event } from '../../journey/event';

/** SPEC §4 "QR view states": 1 waiting, 2 expired, 3 failed. */
export type QrViewState = 1 | 2 | 3;

export interface QrState {
  state: QrViewState;
  /** The string drawn as the QR code; empty until the first answer. */
  value: string;
  hash: string;
  /** The hash the app authorised, sent as `unitoken` (SPEC §4); null until then. */
  unitoken: string | null;
  /** When this code expires (ms since the epoch), for the view's countdown; null before the first code. */
  expiresAt: number | null;
}

const initialState: QrState = { state: 1, value: '', hash: '', unitoken: null, expiresAt: null };

const qrSlice = createSlice({
  name: 'qr',
  initialState,
  reducers: {
    qrStarted: (_state, action: PayloadAction<{ expiresAt: number }>) => ({ ...initialState, expiresAt: action.payload.expiresAt }),
    qrStatusReceived(state, action: PayloadAction<{ hash: string; challenge: string }>) {
      state.hash = action.payload.hash;
      state.value = `${action.payload.hash}${action.payload.challenge}`;
    },
    qrAuthorised(state, action: PayloadAction<string>) {
      state.hash = action.payload;
      state.unitoken = action.payload;
    },
    qrExpired(state) {
      state.state = 2;
    },
    qrFailed(state) {
      state.state = 3;
    },
  },
});

/** 'Gerar novo QR Code' on the expired or failed view. */
export const qrRestartRequested = event('qr/restartRequested');

export const selectQr = (s: { qr: QrState }) => s.qr;

export const { qrStarted, qrStatusReceived, qrAuthorised, qrExpired, qrFailed } = qrSlice.actions;
export default qrSlice.reducer;
