import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Which security form /segredo shows (SPEC §4 "Security device type"). */
export type DeviceForm = 'sms' | 'signature' | 'qr';

/** Where the SMS code stands: Confirmar waits for a code the bank says it sent. */
export type SmsDelivery = 'idle' | 'sending' | 'sent' | 'failed';

export interface SecurityState {
  device: DeviceForm | null;
  sms: SmsDelivery;
  /** Why the last send failed (the server's message, SPEC §8 "Security errors"), shown on the form. */
  smsError: string | null;
}

const initialState: SecurityState = { device: null, sms: 'idle', smsError: null };

const securitySlice = createSlice({
  name: 'security',
  initialState,
  reducers: {
    deviceLookupStarted() {
      return initialState;
    },
    deviceResolved(state, action: PayloadAction<DeviceForm>) {
      state.device = action.payload;
    },
    /** 'Reenviar SMS', also after a failed send: the button waits at once, before the saga's `smsSending`. */
    smsRequested(state) {
      state.sms = 'sending';
    },
    smsSending(state) {
      state.sms = 'sending';
    },
    smsSent(state) {
      state.sms = 'sent';
      state.smsError = null;
    },
    smsFailed(state, action: PayloadAction<string>) {
      state.sms = 'failed';
      state.smsError = action.payload;
    },
  },
});

export const selectSecurity = (s: { security: SecurityState }) => s.security;

export const { deviceLookupStarted, deviceResolved, smsRequested, smsSending, smsSent, smsFailed } = securitySlice.actions;
export default securitySlice.reducer;
