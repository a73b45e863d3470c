import { event } from '../../app/event';
import type { SessionState } from './sessionSlice';

/**
 * Events the entry route raises. They live apart from the slice so the entry chunk loads no Redux
 * Toolkit (it runs before the store exists; the app's slice reacts to them once it does).
 */
export const intentReceived = event<{ intentId: string }>('session/intentReceived');
export const loginStarted = event('session/loginStarted');
export const journeyProblem = event<SessionState['problem']>('session/journeyProblem');
