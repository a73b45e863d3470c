import { createAction } from '@reduxjs/toolkit';

/** The customer pressed 'Continuar no app {product} Mobile' on the hand-off screen. */
export const handoffRequested = createAction('handoff/requested');
