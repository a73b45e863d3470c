import type { EffectProviders } from 'redux-saga-test-plan/providers';
import { request } from '../../src/api/bff';
import { navigateTo } from '../../src/journey/navigation';

/** Stubs every BFF call with `answer` and records navigation instead of performing it. */
export function stubs(answer: () => unknown) {
  const navigations: unknown[][] = [];
  const providers: EffectProviders = {
    call: (effect, next) => {
      if (effect.fn === request) return answer();
      if (effect.fn === navigateTo) {
        navigations.push(effect.args);
        return undefined;
      }
      return next();
    },
  };
  return { navigations, providers };
}
