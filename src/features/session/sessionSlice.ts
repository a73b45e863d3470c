import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface SessionState {
  intentId: string | null;
  authenticated: boolean;
  userName: string | null;
  /** Why the journey can't start (no intent, login failed); the entry screen shows it. */
  problem: 'missing-intent' | 'login-failed' | null;
}

const initialState: SessionState = { intentId: null, authenticated: false, userName: null, problem: null };

const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionRestored(state, action: PayloadAction<{ intentId: string | null; authenticated: boolean; userName: string | null }>) {
      Object.assign(state, action.payload);
    },
    intentReceived(state, action: PayloadAction<{ intentId: string }>) {
      state.intentId = action.payload.intentId;
    },
    loginStarted() {},
    loggedIn(state, action: PayloadAction<{ userName: string | null }>) {
      state.authenticated = true;
      state.userName = action.payload.userName;
      state.problem = null;
    },
    journeyProblem(state, action: PayloadAction<SessionState['problem']>) {
      state.problem = action.payload;
    },
    logoutRequested() {},
    journeyEnded(state) {
      state.authenticated = false;
      state.userName = null;
    },
  },
});

export const { sessionRestored, intentReceived, loginStarted, loggedIn, journeyProblem, logoutRequested, journeyEnded } =
  sessionSlice.actions;
export default sessionSlice.reducer;
