import { delay } from 'redux-saga/effects';
import type { EffectProviders } from 'redux-saga-test-plan/providers';

/** The function behind redux-saga's `delay` effect, read from an effect rather than imported from a private package. */
export const DELAY_FN = (delay(0) as unknown as { payload: { fn: unknown } }).payload.fn;

/** A promise that never settles: a timer that does not fire during the test. */
export const never = () => new Promise<never>(() => undefined);

type CallEffect = Parameters<NonNullable<EffectProviders['call']>>[0];

/** The duration of a `delay` effect, or null when the call is something else. */
export const delayMs = (effect: CallEffect): number | null => (effect.fn === DELAY_FN ? Number(effect.args[0]) : null);
