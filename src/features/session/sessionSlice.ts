import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { intentReceived, journeyProblem } from './sessionEvents';

export interface SessionState {
  intentId: string | null;
  authenticated: boolean;
  userName: string | null;
  /** Why the journey can't start (no intent, login failed); the entry screen shows it. */
  problem: 'missing-intent' | 'login-failed' | 'session-expired' | null;
}

const initialState: SessionState = { intentId: null, authenticated: false, userName: null, problem: null };

const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionRestored(state, action: PayloadAction<SessionState>) {
      Object.assign(state, action.payload);
    },
    loggedIn(state, action: PayloadAction<{ userName: string | null }>) {
      state.authenticated = true;
      state.userName = action.payload.userName;
      state.problem = null;
    },
    logoutRequested() {},
    /** The access token's life ended before a decision was sent: nothing was decided. */
    sessionExpired(state) {
      state.authenticated = false;
      state.userName = null;
      state.problem = 'session-expired';
    },
    journeyEnded(state) {
      state.authenticated = false;
      state.userName = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(intentReceived, (state, action) => {
        state.intentId = action.payload.intentId;
      })
      .addCase(journeyProblem, (state, action) => {
        state.problem = action.payload;
      });
  },
});

export const { sessionRestored, loggedIn, logoutRequested, sessionExpired, journeyEnded } = sessionSlice.actions;
/** The customer chose to leave for the bank's website from a result page. */
export const siteRequested = createAction('session/siteRequested');
export { intentReceived, journeyProblem, loginStarted } from './sessionEvents';
export default sessionSlice.reducer;
