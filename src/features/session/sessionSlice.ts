import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { event } from '../../journey/event';
import { intentReceived, journeyProblem, type SessionState } from './sessionEvents';

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

/** 'Acessar outra conta' on the alert page. */
export const logoutRequested = event('session/logoutRequested');
/** The customer chose to leave for the bank's website from a result page. */
export const siteRequested = event('session/siteRequested');

type WithSession = { session: SessionState };
export const selectSession = (s: WithSession) => s.session;
// Reads only the intent: a kind's refusal selects it without knowing the store (kinds/kindModule.ts `Refusing`).
export const selectIntentId = (s: { readonly session: Pick<SessionState, 'intentId'> }) => s.session.intentId;
export const selectMissingIntent = (s: WithSession) => s.session.problem === 'missing-intent';

export const { sessionRestored, loggedIn, sessionExpired, journeyEnded } = sessionSlice.actions;
export default sessionSlice.reducer;
