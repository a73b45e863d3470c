import { event } from '../../journey/event';

/**
 * The session's state and the events the entry route raises. They live apart from the slice so the
 * entry chunk loads no Redux Toolkit (it runs before the store exists; the slice reacts to them once
 * it does).
 */
export interface SessionState {
  intentId: string | null;
  authenticated: boolean;
  userName: string | null;
  /** Why the journey can't start or go on (no intent, login failed, session expired); the entry screen shows it. */
  problem: 'missing-intent' | 'login-failed' | 'session-expired' | null;
}

export const intentReceived = event<{ intentId: string }>('session/intentReceived');
export const loginStarted = event('session/loginStarted');
export const journeyProblem = event<SessionState['problem']>('session/journeyProblem');
