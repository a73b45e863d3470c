import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { authoriseRequested, credentialSpent } from '../consent/consentSlice';

/** Which security form /segredo shows (SPEC §4 "Security device type"). */
export type DeviceForm = 'sms' | 'signature' | 'qr';

/** What the customer can do after the bank refused a credential: try again, or cancel (a 423). */
export type NextStep = 'retry' | 'cancel' | null;

/** Where the SMS code stands: Confirmar waits for a code the bank says it sent. */
export type SmsDelivery = 'idle' | 'sending' | 'sent' | 'failed';

export interface SecurityState {
  device: DeviceForm | null;
  sms: SmsDelivery;
  /** Why the last send failed (the server's message, SPEC §8 "Security errors"), shown on the form. */
  smsError: string | null;
  /** The bank refused the last send for its SMS limit (429): 'Reenviar SMS' cannot help, and says nothing of it. */
  smsLimitReached: boolean;
  /**
   * How many credentials the bank refused on this visit: a form that sees the count change drops
   * what was typed and takes the focus back (docs/decisions/048). A count, not a flag, so that two
   * refusals in a row are two changes.
   */
  spent: number;
  /**
   * What the customer can do after the bank's last refusal, said under its message: try again
   * ('retry'), or cancel when it was a 423 (device or account locked). Null once a new attempt
   * starts, and for errors that are not a refusal (a network error says what to do itself).
   */
  nextStep: NextStep;
}

const initialState: SecurityState = { device: null, sms: 'idle', smsError: null, smsLimitReached: false, spent: 0, nextStep: null };

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
      state.smsLimitReached = false;
    },
    smsFailed(state, action: PayloadAction<string>) {
      state.sms = 'failed';
      state.smsError = action.payload;
      state.smsLimitReached = false;
    },
    /** The bank's SMS limit (429, docs/simulated-bank.md rule 11): its message alone, no offer to resend. */
    smsLimitReached(state, action: PayloadAction<string>) {
      state.sms = 'failed';
      state.smsError = action.payload;
      state.smsLimitReached = true;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(credentialSpent, (state, action) => {
        state.spent += 1;
        state.nextStep = action.payload.locked ? 'cancel' : 'retry';
      })
      .addCase(authoriseRequested, (state) => {
        state.nextStep = null;
      });
  },
});

export const selectSecurity = (s: { security: SecurityState }) => s.security;
export const selectSpentCredentials = (s: { security: SecurityState }) => s.security.spent;
export const selectNextStep = (s: { security: SecurityState }) => s.security.nextStep;

export const { deviceLookupStarted, deviceResolved, smsRequested, smsSending, smsSent, smsFailed, smsLimitReached } = securitySlice.actions;
export default securitySlice.reducer;
