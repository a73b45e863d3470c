import type { ConsentKind } from '../api/contract';
import { event } from './event';
import { authorisationPath, isAuthorisationsPath, KIND_SCREENS, PATHS, resultPath, routeFactsOf } from './paths';

type ScreenPath = (typeof PATHS)[keyof typeof PATHS];

/**
 * Each kind's confirmation screen (journey/paths.ts's `KIND_SCREENS`, which each kind's module names
 * as its own): a kind without one fails the typecheck. The journey table's `consentReady` line reads
 * the same list for the screens it reaches (fetched ahead). Not read from the kinds' registry: the
 * entry page runs this table without the store's code, which the kinds' modules bring.
 */
export const CONFIRMATION_SCREENS = KIND_SCREENS;

/** Every confirmation screen's path, each once. */
export const confirmationScreenPaths = (): ScreenPath[] =>
  Object.values(CONFIRMATION_SCREENS).flatMap((screen) => (typeof screen === 'string' ? [screen] : [screen.immediate, screen.scheduled]));

/** Which confirmation screen a loaded consent is offered on. */
export interface ConsentToConfirm {
  kind: ConsentKind;
  /** A payment scheduled for later (only a Pix payment has a screen of its own for it). */
  scheduled: boolean;
}

function confirmationScreen({ kind, scheduled }: ConsentToConfirm): ScreenPath {
  const screen = CONFIRMATION_SCREENS[kind];
  return typeof screen === 'string' ? screen : scheduled ? screen.scheduled : screen.immediate;
}

/**
 * What can happen in the journey: the events a saga raises (`put(journey.confirmed())`) after the
 * state the next screen needs. Where each leads is not the event's to say but the table's below,
 * by where the customer is when it happens.
 */
export const journey = {
  /** The entry must resume or explain: not logged in at /carregando, a confirmation route without a loaded consent, the session expired (SPEC §2, §5). */
  backToStart: event('journey/backToStart'),
  /** Logged in with an intent (the login's return, or the entry resuming a kept intent): the consent loads. */
  sessionReady: event('journey/sessionReady'),
  /** Android with the bank's app: the hand-off instead of the web login (SPEC §2 "Entry screen"). */
  appPreferred: event('journey/appPreferred'),
  /** The consent awaits the customer (routing after load, consent/routing.ts): its kind's confirmation screen. */
  consentReady: event<ConsentToConfirm>('journey/consentReady'),
  /** The consent is already decided (docs/decisions/016), or the bank says a sent authorisation was refused. */
  consentDecided: event('journey/consentDecided'),
  /** The consent expired: on load (420, an expired share), on authorising (420), or as the bank reports it. */
  consentExpired: event('journey/consentExpired'),
  /** The bank refused the load with a message to show (422, 500). */
  bankAlert: event('journey/bankAlert'),
  /** Nothing the journey can go on with (SPEC §8's default page, which says why). */
  journeyStopped: event('journey/journeyStopped'),
  /** 'Confirmar' pressed, or its modal accepted. */
  confirmed: event('journey/confirmed'),
  /** /segredo entered without a 'Confirmar' since the customer was last on the consent's screen (history Forward; docs/decisions/065). */
  confirmationNeeded: event<ConsentToConfirm>('journey/confirmationNeeded'),
  /** The security device could not be looked up (SPEC §8 "Security errors"). */
  deviceUnavailable: event('journey/deviceUnavailable'),
  /** The bank accepted a decision or the way back, or says the consent is decided as the customer asked: the initiator (SPEC §4). */
  returnToInitiator: event('journey/returnToInitiator'),
  /** An authorisation's answer is in doubt: none within the processing timeout, or one sent before a reload (SPEC §4, docs/decisions/043). */
  answerAwaited: event('journey/answerAwaited'),
  /** An answer that came on the processing page and belongs on the security form (a wrong code, a modal). */
  lateAnswerForForm: event('journey/lateAnswerForForm'),
  /** The initiator's address is missing or fails the check (SPEC §2). */
  noWayBack: event('journey/noWayBack'),
  /**
   * Logged in without an intent, from one of the customer's authorisations' pages (INTERFACE §7.1):
   * back to that page, its path the payload. No consent loads.
   */
  authorisationsSignedIn: event<string>('journey/authorisationsSignedIn'),
  /** The customer opened one of her authorisations from the list: its page, the id the payload. */
  authorisationOpened: event<string>('journey/authorisationOpened'),
  /** The customer asked for the list of her authorisations from one of them. */
  authorisationsListed: event('journey/authorisationsListed'),
};

type Journey = typeof journey;
/** A journey event's name: `consentReady` for `journey/consentReady`. */
export type JourneyEventName = keyof Journey;
type PayloadOf<E extends JourneyEventName> = Parameters<Journey[E]>[0];

export type JourneyEvent = ReturnType<Journey[JourneyEventName]>;

/** A line: where an event takes the customer from a place, and whether the move adds a history entry. */
interface Line<P> {
  to: string | ((payload: P) => string);
  how: 'replace' | 'push';
  /** Every screen the line can lead to (its `to`, or each path its function can return). */
  reaches: readonly string[];
  /**
   * The move the customer usually makes from this place: the screens it leads to are fetched while
   * she is here (and, from there, those of their own usual moves), so the move waits for no download
   * (docs/decisions/025, 062, 071).
   */
  usual: boolean;
}
interface Options {
  how?: Line<unknown>['how'];
  usual?: boolean;
  /** For a line whose `to` is a function: each path it can return. */
  reaches?: readonly string[];
}
const line = <P = void>(to: Line<P>['to'], { how = 'replace', usual = false, reaches }: Options = {}): Line<P> => ({
  to,
  how,
  usual,
  reaches: reaches ?? (typeof to === 'string' ? [to] : []),
});

/** A place's row: each event that can happen there, and its line. */
type Row = { readonly [E in JourneyEventName]?: Line<PayloadOf<E>> };

/** Every route: what can happen whatever the customer is looking at. */
export const ANYWHERE = 'anywhere';
/** Each kind's confirmation screen (`CONFIRMATION_SCREENS`). */
export const ANY_CONFIRMATION_SCREEN = 'any confirmation screen';
/** Every path the result pages draw (journey/paths.ts's `ROUTE_FACTS`: `/responses`, `/responses/*`, `/response`, any unknown path). */
export const ANY_RESULT_PAGE = 'any result page';
/** One authorisation's page, every path below `/autorizacoes/` (journey/paths.ts's `ROUTE_FACTS`). */
export const ANY_AUTHORISATION_PAGE = 'any authorisation page';

const processing = resultPath('processando');

/**
 * The journey in one table (SPEC §2, §4, §8; docs/decisions/050, 071): for each place, the events
 * that can happen there and where each leads. A place is a route of journey/paths.ts, a group of
 * routes, or `anywhere`; a route's events are its own row's, its groups', and `anywhere`'s, the
 * most particular first. The journey saga (journeySaga.ts), the one reader, looks up the store's
 * location and the event raised, and sets the store's location to the line's screen; history
 * follows the store (history.ts). An event the table has no line for where it is raised takes the
 * customer to the default page (`UNFORESEEN`). Every move replaces the current history entry, so
 * that Back never returns into a load or a decision already sent, except the way into /segredo,
 * from which Back returns to the consent's screen. A line marked `usual` is the place's next step
 * (its screens are fetched ahead).
 */
const JOURNEY = {
  [ANYWHERE]: {
    /**
     * A saga failed unexpectedly (app/sagaFailure.ts), a logout left no intent to log in again, and
     * every failure below with no page of its own: the default page, which says why (SPEC §8).
     */
    journeyStopped: line(PATHS.responses),
    /**
     * The session expired (the token past its life, or refused by the bank) wherever an answer
     * finds the customer; and a route's guard (a confirmation route without a consent, /carregando
     * not logged in): the entry explains or resumes (SPEC §2, §5).
     */
    backToStart: line(PATHS.entry),
    /**
     * No answer to the authorisation within the processing timeout (/segredo); or, after a reload on
     * any route, or a refusal or the way back asked for, an authorisation this tab sent is still in
     * doubt (docs/decisions/043): the processing page, which asks the bank (SPEC §4).
     */
    answerAwaited: line(processing),
  },

  /** The entry (in the app too: a guard or the session's expiry sends the customer here). */
  [PATHS.entry]: {
    /** Logged in already with this intent (a reload, a guard): the consent loads. */
    sessionReady: line(PATHS.loading),
    /** Android with the bank's app (SPEC §2 "Entry screen"). */
    appPreferred: line(PATHS.handoff),
    /** Back from the provider's logout (the journey's end) with the initiator's address missing or unsafe: the redirect error page. */
    noWayBack: line(resultPath('redirect')),
  },

  /** The login's return. */
  [PATHS.callback]: {
    /** The code exchanged: the consent loads (the next step: fetched ahead, with the screens it leads to). */
    sessionReady: line(PATHS.loading, { usual: true }),
    /**
     * The code exchanged for a login started on the customer's authorisations: back to the page she
     * opened. Only one of those pages: the path came back through the provider's round trip.
     */
    authorisationsSignedIn: line<string>((path) => (isAuthorisationsPath(path) ? path : PATHS.authorisations), {
      reaches: [PATHS.authorisations, authorisationPath('')],
    }),
  },

  /** The consent's load (consent/routing.ts, consent/errorCatalogue.ts's `loadFailureOutcome`). */
  [PATHS.loading]: {
    /** The consent awaits the customer: its kind's confirmation screen (fetched ahead beside the consent's request). */
    consentReady: line<ConsentToConfirm>(confirmationScreen, { usual: true, reaches: confirmationScreenPaths() }),
    consentDecided: line(resultPath('decidido')),
    /** Expired on load (420, an expired share). */
    consentExpired: line(resultPath('expirado')),
    bankAlert: line(resultPath('alerta')),
  },

  /** 'Confirmar' and 'Cancelar' on the consent's screen. */
  [ANY_CONFIRMATION_SCREEN]: {
    /** 'Confirmar', or its modal accepted: the security form, a new history entry (Back returns here). */
    confirmed: line(PATHS.security, { how: 'push' }),
    /** 'Cancelar' confirmed: the refusal accepted, or the bank says the consent is decided as asked. */
    returnToInitiator: line(PATHS.redirect),
    /** 'Cancelar' confirmed, and the bank says the consent expired. */
    consentExpired: line(resultPath('expirado')),
    /**
     * Back from the processing page to this screen while the authorisation's answer, or the bank's
     * word on it, was still awaited: when it comes it goes where it would have gone there, the form
     * or the decided page (a decision is never lost for a Back).
     */
    lateAnswerForForm: line(PATHS.security),
    consentDecided: line(resultPath('decidido')),
  },

  /** The security form: the device, the authorisation, 'Cancelar'. */
  [PATHS.security]: {
    /** Entered without a 'Confirmar' since the consent's screen (history Forward): back to that screen, which shows what it shows now (docs/decisions/065). */
    confirmationNeeded: line<ConsentToConfirm>(confirmationScreen, { reaches: confirmationScreenPaths() }),
    deviceUnavailable: line(PATHS.deviceError),
    /** The authorisation or the refusal accepted, or the bank says the consent is decided (SPEC §4). */
    returnToInitiator: line(PATHS.redirect),
    /** 420, or the bank says the consent expired. */
    consentExpired: line(resultPath('expirado')),
    /** An answer that may hide a decision, and the bank says the consent was refused. */
    consentDecided: line(resultPath('decidido')),
  },

  /** The processing page: the answer that comes late, or the bank's word on an authorisation in doubt. */
  [processing]: {
    /** A late answer that belongs on the form: back there, as if in time. */
    lateAnswerForForm: line(PATHS.security),
    /** A late 420, or the bank says the consent expired. */
    consentExpired: line(resultPath('expirado')),
    /** The bank says the consent was refused. */
    consentDecided: line(resultPath('decidido')),
    // The authorisation accepted late, or the bank says it was: any result page's `returnToInitiator`.
  },

  /** The result pages' way back to the initiator (SPEC §4 "Alert page", docs/decisions/024). */
  [ANY_RESULT_PAGE]: {
    /** The way back accepted, or the bank says the consent is decided. */
    returnToInitiator: line(PATHS.redirect),
  },

  /** The redirect page, the journey's end. */
  [PATHS.redirect]: {
    /** The initiator's address missing or unsafe, and no provider session to end first. */
    noWayBack: line(resultPath('redirect')),
  },

  /** The mobile hand-off leaves the portal (the bank's app, or its site): nothing of its own happens here. */
  [PATHS.handoff]: {},

  /**
   * The customer's authorisations (INTERFACE §7): no consent journey. A link's move, so Back
   * returns to where she was (docs/decisions/076); their failures stay on their pages.
   */
  [PATHS.authorisations]: {
    /** An item opened: its page, fetched ahead while the list is read. */
    authorisationOpened: line<string>(authorisationPath, { how: 'push', usual: true, reaches: [authorisationPath('')] }),
  },
  [ANY_AUTHORISATION_PAGE]: {
    authorisationsListed: line(PATHS.authorisations, { how: 'push' }),
  },
} satisfies Readonly<Record<string, Row>>;

/** A row's key: a route (a path of journey/paths.ts, or a result page's), a group of routes, or `anywhere`. */
export type Place = string;
const ROWS = JOURNEY as Readonly<Record<string, Row>>;

/** Where a move takes the customer, and how history follows: a new entry, or the current one's place. */
export interface Move {
  to: string;
  how: 'push' | 'replace';
}

/**
 * An event raised where the table has no line for it: the journey cannot say where it goes on, so
 * the customer sees the default page, which says why and offers the way back (SPEC §8), rather than
 * a screen that waits for ever. The journey saga also reports it in development (docs/decisions/071).
 */
export const UNFORESEEN: Move = { to: PATHS.responses, how: 'replace' };

const hasOwn = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);

const nameOf = (type: string): JourneyEventName | undefined => {
  const name = type.startsWith('journey/') ? type.slice('journey/'.length) : '';
  return hasOwn(journey, name) ? (name as JourneyEventName) : undefined;
};

export const isJourneyEvent = (action: { type: string }): action is JourneyEvent => nameOf(action.type) !== undefined;

/** The rows that answer at a path, the most particular first: its own, its groups', every route's. */
export function placesOf(path: string): Place[] {
  const places: Place[] = [];
  if (path.startsWith('/') && hasOwn(ROWS, path)) places.push(path);
  if ((confirmationScreenPaths() as string[]).includes(path)) places.push(ANY_CONFIRMATION_SCREEN);
  const { screen } = routeFactsOf(path);
  if (screen === 'results') places.push(ANY_RESULT_PAGE);
  if (screen === 'authorisation') places.push(ANY_AUTHORISATION_PAGE);
  places.push(ANYWHERE);
  return places;
}

/** The line of an event at a path, if the table has one. */
function lineAt(path: string, name: JourneyEventName): Line<unknown> | undefined {
  for (const place of placesOf(path)) {
    const row = ROWS[place];
    if (row && hasOwn(row, name)) return row[name] as Line<unknown>;
  }
  return undefined;
}

/** The move an event calls for at the path the customer is on: its line of the table; undefined where it has none. */
export function moveOf(at: string, action: JourneyEvent): Move | undefined {
  const name = nameOf(action.type);
  const found = name && lineAt(at, name);
  if (!found) return undefined;
  return { to: typeof found.to === 'string' ? found.to : found.to(action.payload), how: found.how };
}

/** What can happen at a path: each event the table has a line for there, and the screens it can lead to. */
export function eventsAt(path: string): { [E in JourneyEventName]?: readonly string[] } {
  const events: { [E in JourneyEventName]?: readonly string[] } = {};
  for (const name of Object.keys(journey) as JourneyEventName[]) {
    const found = lineAt(path, name);
    if (found) events[name] = found.reaches;
  }
  return events;
}

/**
 * The screens fetched ahead at a path: those its usual moves lead to, and, from each of them, those
 * its own usual moves lead to (the login's return: the loading screen and the confirmation screens).
 * Which of them are worth fetching ahead (their size) is the screens' table's to say (app/routeTable.ts).
 */
export function aheadOf(path: string): string[] {
  const found: string[] = [];
  const visit = (from: string) => {
    for (const place of placesOf(from)) {
      for (const { usual, reaches } of Object.values(ROWS[place] ?? {}) as Line<unknown>[]) {
        if (!usual) continue;
        for (const to of reaches.filter((next) => !found.includes(next))) {
          found.push(to);
          visit(to);
        }
      }
    }
  };
  visit(path);
  return found;
}
