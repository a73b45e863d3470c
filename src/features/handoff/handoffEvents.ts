import { event } from '../../journey/event';

/** The customer pressed 'Continuar no app {product} Mobile' on the hand-off screen. */
export const handoffRequested = event('handoff/requested');
