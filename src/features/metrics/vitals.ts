import { listenForLeaving, record } from './beacon';
import type { VitalName } from './fieldEvents';

/**
 * Loads `web-vitals` (its own chunk, after the first screen showed) and reports LCP, INP and CLS
 * with the route the customer was on when each was reported.
 */
export async function startVitals(journey: string, currentRoute: () => string): Promise<void> {
  const { onCLS, onINP, onLCP } = await import(/* webpackChunkName: "web-vitals" */ 'web-vitals');
  const report = (name: VitalName) => (metric: { value: number }) =>
    record({ type: 'vital', journey, route: currentRoute(), name, value: Math.round(metric.value * 1000) / 1000 });
  onLCP(report('LCP'));
  onINP(report('INP'));
  onCLS(report('CLS'));
  listenForLeaving();
}
