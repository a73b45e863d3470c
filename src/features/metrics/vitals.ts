import { listenForLeaving, record } from './beacon';
import type { VitalName } from './fieldEvents';

/**
 * Loads `web-vitals` (its own chunk, after the first screen showed) and reports LCP, INP and CLS
 * with the route the customer was on when each was reported. A chunk that does not arrive (a
 * connection that dropped) leaves the journey's steps and outcome to report without the vitals.
 */
export async function startVitals(journey: string, currentRoute: () => string): Promise<void> {
  let library: typeof import('web-vitals');
  try {
    library = await import(/* webpackChunkName: "web-vitals" */ 'web-vitals');
  } catch {
    return;
  }
  const { onCLS, onINP, onLCP } = library;
  const report = (name: VitalName) => (metric: { value: number }) =>
    record({ type: 'vital', journey, route: currentRoute(), name, value: Math.round(metric.value * 1000) / 1000 });
  onLCP(report('LCP'));
  onINP(report('INP'));
  onCLS(report('CLS'));
  listenForLeaving();
}
