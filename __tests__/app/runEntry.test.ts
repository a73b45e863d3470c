import { runEntry } from '../../src/app/runEntry';
import type { SessionState } from '../../src/features/session/sessionEvents';

/**
 * The entry route runs before any store (app/runEntry.ts): its saga raises the same journey events
 * as the app's, and the same journey saga moves on them, through the entry's own navigator, which
 * writes the path to history and starts the app there.
 */
const session = (over: Partial<SessionState> = {}): SessionState => ({ intentId: null, authenticated: false, userName: null, problem: null, ...over });

let startApp: jest.Mock;
let startedAt: string[];
beforeEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  startedAt = [];
  startApp = jest.fn(() => startedAt.push(window.location.pathname));
});

describe('the entry without a store', () => {
  it('a logged-in customer with a kept intent resumes at /carregando: the entry is replaced in history, then the app starts there', () => {
    const entries = window.history.length;
    runEntry('', session({ intentId: 'urn:cooperativa:C1', authenticated: true }), startApp);
    expect(window.location.pathname).toBe('/carregando');
    expect(window.history.length).toBe(entries);
    expect(startedAt).toEqual(['/carregando']);
  });

  it('without an intent: the problem is kept for the app, which starts on the error page', () => {
    const kept = session();
    runEntry('', kept, startApp);
    expect(kept.problem).toBe('missing-intent');
    expect(startedAt).toEqual(['/responses']);
  });

  it('an expired session stays on the entry to explain: no move, no app', () => {
    runEntry('', session({ intentId: 'urn:cooperativa:C1', problem: 'session-expired' }), startApp);
    expect(window.location.pathname).toBe('/');
    expect(startApp).not.toHaveBeenCalled();
  });
});
