import { delay } from 'redux-saga/effects';
import type { EffectProviders } from 'redux-saga-test-plan/providers';

/** The function behind redux-saga's `delay` effect, read from an effect rather than imported from a private package. */
export const DELAY_FN = (delay(0) as unknown as { payload: { fn: unknown } }).payload.fn;

/** A promise that never settles: a timer that does not fire during the test. */
export const never = () => new Promise<never>(() => undefined);

type CallEffect = Parameters<NonNullable<EffectProviders['call']>>[0];

/** The duration of a `delay` effect, or null when the call is something else. */
export const delayMs = (effect: CallEffect): number | null => (effect.fn === DELAY_FN ? Number(effect.args[0]) : null);

/**
 * Providers for a saga that waits once on a timer: the `delay` of `ms` ends at once (any other call
 * runs as usual), and `waited` lists every delay asked for, so a test can assert the SPEC's value.
 */
export function timerOf(ms: number): { providers: EffectProviders; waited: number[] } {
  const waited: number[] = [];
  return {
    waited,
    providers: {
      call: (effect, next) => {
        const asked = delayMs(effect);
        if (asked === null) return next();
        waited.push(asked);
        return asked === ms ? undefined : next();
      },
    },
  };
}
