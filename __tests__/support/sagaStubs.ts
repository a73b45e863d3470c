import type { EffectProviders } from 'redux-saga-test-plan/providers';
import { request } from '../../src/api/bff';
import { routeEntered } from '../../src/journey/location';

/** Stubs every BFF call with `answer` and records the moves (path, and whether it replaces) the journey saga makes. */
export function stubs(answer: () => unknown) {
  const navigations: unknown[][] = [];
  const providers: EffectProviders = {
    call: (effect, next) => (effect.fn === request ? answer() : next()),
    put: (effect, next) => {
      if (routeEntered.match(effect.action)) navigations.push([effect.action.payload.path, effect.action.payload.how === 'replace']);
      return next();
    },
  };
  return { navigations, providers };
}
