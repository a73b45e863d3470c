import type { ConsentKind } from '../../api/contract';
import type { BffFailure } from '../../api/failure';
import { journey, type JourneyEvent } from '../../journey/journeyTable';
import { kindOfLoadFailure, moduleOf } from '../../kinds/registry';

/**
 * SPEC §8 "Error catalogue", for the consent's load and its authorisation: a reviewer checks these
 * two functions against the spec line by line. Where the customer goes is the journey event raised
 * (journey/journeyTable.ts has its page). (Cancel and refusal failures: /responses, in refuseSaga;
 * security-device errors: in the security feature.)
 */

export type LoadFailureOutcome = { next: JourneyEvent; alert?: { message: string | null; kind: ConsentKind | null } };

/** SPEC §8 "Load failure". */
export function loadFailureOutcome(failure: BffFailure): LoadFailureOutcome {
  switch (failure.status) {
    case 420:
      return { next: journey.consentExpired() };
    case 422:
      return { next: journey.bankAlert(), alert: { message: failure.message, kind: kindOfLoadFailure(failure.details[0]) } };
    case 500:
      return { next: journey.bankAlert(), alert: { message: failure.message, kind: null } };
    default:
      return { next: journey.journeyStopped() };
  }
}

/** What the customer sees when an authorisation is refused (SPEC §8's authorisation sections; INTERFACE §6.2). */
export type AuthoriseOutcome =
  | { type: 'overdraft'; message: string | null }
  | { type: 'funds'; message: string | null }
  | { type: 'form'; message: string | null }
  | { type: 'network' }
  | { type: 'route'; next: JourneyEvent };

const FORM_STATUSES = new Set([403, 422, 423]);

/** 300 and 428 only where the kind's module handles them (`failures`). */

export function authoriseOutcome(kind: ConsentKind, failure: BffFailure, afterOverdraft: boolean): AuthoriseOutcome {
  // Once the customer accepted the overdraft, any failure ends the attempt (SPEC §4 OVERDRAFT).
  if (afterOverdraft) return { type: 'route', next: journey.journeyStopped() };
  const { status, message } = failure;
  if (status === null) return { type: 'network' };
  if (status === 420) return { type: 'route', next: journey.consentExpired() };
  if (FORM_STATUSES.has(status)) return { type: 'form', message };
  if (status === 300 && moduleOf(kind).failures.overdraft) return { type: 'overdraft', message };
  if (status === 428 && moduleOf(kind).failures.funds) return { type: 'funds', message };
  return { type: 'route', next: journey.journeyStopped() };
}
