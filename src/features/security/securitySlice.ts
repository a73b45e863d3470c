import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Which security form /segredo shows (SPEC §4 "Security device type"). */
export type DeviceForm = 'sms' | 'signature' | 'qr';

export interface SecurityState {
  device: DeviceForm | null;
  smsSending: boolean;
}

const initialState: SecurityState = { device: null, smsSending: false };

const securitySlice = createSlice({
  name: 'security',
  initialState,
  reducers: {
    deviceLookupStarted(state) {
      state.device = null;
    },
    deviceResolved(state, action: PayloadAction<DeviceForm>) {
      state.device = action.payload;
    },
    smsRequested(state) {
      state.smsSending = true;
    },
    smsSent(state) {
      state.smsSending = false;
    },
    smsFailed(state) {
      state.smsSending = false;
    },
  },
});

export const selectSecurity = (s: { security: SecurityState }) => s.security;

export const { deviceLookupStarted, deviceResolved, smsRequested, smsSent, smsFailed } = securitySlice.actions;
export default securitySlice.reducer;
