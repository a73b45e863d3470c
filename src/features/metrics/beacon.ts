import type { FieldEvent } from './fieldEvents';

/**
 * The field data's way out: events wait in memory and leave in one `navigator.sendBeacon` when the
 * page is hidden or left (to the initiator, the provider, another app), or when enough piled up.
 * A beacon survives the page's unload, and needs the endpoint's origin in the CSP's connect-src.
 */
const BATCH = 20;
let endpoint: string | null = null;
let queue: FieldEvent[] = [];

export function flush(): void {
  if (!endpoint || queue.length === 0) return;
  const body = JSON.stringify({ events: queue });
  queue = [];
  navigator.sendBeacon?.(endpoint, body);
}

const onHidden = () => {
  if (document.visibilityState === 'hidden') flush();
};

/**
 * Listens for the page being hidden or left. Called again after the Web Vitals library has set its
 * own listeners, so that the last LCP, INP and CLS it reports on hiding leave with the batch.
 */
export function listenForLeaving(): void {
  window.removeEventListener('pagehide', flush);
  document.removeEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', onHidden);
}

export function startBeacon(url: string): void {
  endpoint = url;
  listenForLeaving();
}

export function record(event: FieldEvent): void {
  if (!endpoint) return;
  queue.push(event);
  if (queue.length >= BATCH) flush();
}
