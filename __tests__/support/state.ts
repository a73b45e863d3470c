import { rootReducer, type RootState } from '../../src/app/rootReducer';
import type { LoadedConsent } from '../../src/api/contract';
import type { Confirmation } from '../../src/features/consent/consentSlice';

/** A store state for saga tests: the real initial state with the given slices overridden. */
export function stateWith(overrides: { [K in keyof RootState]?: Partial<RootState[K]> } = {}): RootState {
  const initial = rootReducer(undefined, { type: '@@test/init' });
  const merged = { ...initial } as Record<string, unknown>;
  for (const [key, value] of Object.entries(overrides)) {
    merged[key] = { ...(initial as unknown as Record<string, object>)[key], ...value };
  }
  return merged as unknown as RootState;
}

export const loggedInSession = { intentId: 'urn:cooperativa:C1', authenticated: true, userName: 'Maria' };

/** What 'Confirmar' froze: nothing chosen, selected or typed unless given. */
export const confirmation = (terms: Partial<Confirmation> = {}): Confirmation => ({ account: null, terms: null, ...terms });

/** A loaded consent, confirmed on its screen (as /segredo has it) unless `extra` says otherwise. */
export const withConsent = (consent: LoadedConsent, extra: Partial<RootState['consent']> = {}) =>
  stateWith({ session: loggedInSession, consent: { consent, confirmed: confirmation(), ...extra } });

/**
 * The customer on a route: the journey table is read where she is (docs/decisions/071), so a saga's
 * test puts her where the saga runs. `state` defaults to the real initial state.
 */
export const onRoute = <S extends object = RootState>(path: string, state?: S): S & { location: RootState['location'] } => ({
  ...((state ?? stateWith()) as S),
  location: { path, search: '' },
});
