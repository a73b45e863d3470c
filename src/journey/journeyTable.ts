import type { ConsentKind } from '../api/contract';
import { event, type Event } from './event';
import type { KindRegistry } from '../kinds/kindModule';
import { KINDS } from '../kinds/registry';
import { PATHS, resultPath } from './paths';

type ScreenPath = (typeof PATHS)[keyof typeof PATHS];

/**
 * Each kind's confirmation screen (SPEC §2, §4 "Routing after load"), as its kind's module names it
 * (src/kinds/registry.ts): a kind without its module fails the typecheck. The journey table's
 * `consentReady` line reads the same list for the screens it reaches (fetched ahead).
 */
export const CONFIRMATION_SCREENS: { [K in ConsentKind]: KindRegistry[K]['screen'] } = Object.fromEntries(
  Object.values(KINDS).map((m) => [m.kind, m.screen]),
) as { [K in ConsentKind]: KindRegistry[K]['screen'] };

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

/** A line: where the event takes the customer, and whether the move adds a history entry. */
interface Line<P> {
  to: string | ((payload: P) => string);
  history: 'replace' | 'push';
  /**
   * The places this move usually leaves from: the screens it leads to are fetched while the
   * customer is there (and, from there, those their own usual moves lead to), so the move waits
   * for no download (docs/decisions/025, 062, 071).
   */
  aheadFrom: readonly string[];
  /** Every screen the line can lead to (its `to`, or each path its function can return). */
  reaches: readonly string[];
}
interface Options {
  history?: Line<unknown>['history'];
  aheadFrom?: readonly string[];
  /** For a line whose `to` is a function: each path it can return. */
  reaches?: readonly string[];
}
const line = <P = void>(to: Line<P>['to'], { history = 'replace', aheadFrom = [], reaches }: Options = {}): Line<P> => ({
  to,
  history,
  aheadFrom,
  reaches: reaches ?? (typeof to === 'string' ? [to] : []),
});

/**
 * The journey in one table (SPEC §2, §4, §8): every move a saga makes is one of these lines. A saga
 * raises the event (`put(journey.confirmed())`) after the state the next screen needs; the journey
 * saga (journeySaga.ts), the one reader of this table, sets the store's location to the line's
 * screen, and history follows the store (history.ts). Every move replaces the current history
 * entry, so that Back never returns into a load or a decision already sent, except the way into
 * /segredo, from which Back returns to the consent's screen. `aheadFrom`: where the customer
 * usually is when the line is raised, for the screens fetched ahead (docs/decisions/071).
 */
const JOURNEY = {
  // Start and login.
  /** Not logged in at /carregando, a confirmation route without a loaded consent, or the session expired: the entry resumes or explains (SPEC §2, §5). */
  backToStart: line(PATHS.entry),
  /** Logged in with an intent (the login's return, or the entry resuming a kept intent): the consent loads. */
  sessionReady: line(PATHS.loading, { aheadFrom: [PATHS.callback] }),
  /** Android with the bank's app: the hand-off instead of the web login (SPEC §2 "Entry screen"). */
  appPreferred: line(PATHS.handoff),

  // After load (consent/routing.ts, consent/errorCatalogue.ts).
  /** The consent awaits the customer: its kind's confirmation screen. */
  consentReady: line<ConsentToConfirm>(confirmationScreen, { aheadFrom: [PATHS.loading], reaches: confirmationScreenPaths() }),
  /** The consent is already decided (docs/decisions/016), or the bank says a sent authorisation was refused. */
  consentDecided: line(resultPath('decidido')),
  /** The consent expired: on load (420, an expired share), on authorising (420), or as the bank reports it. */
  consentExpired: line(resultPath('expirado')),
  /** The bank refused the load with a message to show (422, 500): the alert page. */
  bankAlert: line(resultPath('alerta')),
  /** Nothing the journey can go on with: the default page, which says why (SPEC §8). */
  journeyStopped: line(PATHS.responses),

  // After confirm.
  /** 'Confirmar' pressed, or its modal accepted: the security form. */
  confirmed: line(PATHS.security, { history: 'push' }),
  /**
   * /segredo entered without a 'Confirmar' since the customer was last on the consent's screen
   * (history Forward): back to that screen, which shows what it shows now (docs/decisions/065).
   */
  confirmationNeeded: line<ConsentToConfirm>(confirmationScreen, { reaches: confirmationScreenPaths() }),
  /** The security device could not be looked up (SPEC §8 "Security errors"). */
  deviceUnavailable: line(PATHS.deviceError),

  // After each authorisation outcome, cancel and way back.
  /** The bank accepted a decision or the way back: the redirect page, then the initiator (SPEC §4). */
  returnToInitiator: line(PATHS.redirect),
  /** No answer within the processing timeout, or an authorisation sent before a reload: the processing page (SPEC §4). */
  answerAwaited: line(resultPath('processando')),
  /** An answer that came on the processing page and belongs on the security form: back there, as if in time. */
  lateAnswerForForm: line(PATHS.security),
  /** The initiator's address is missing or fails the check: the redirect error page (SPEC §2). */
  noWayBack: line(resultPath('redirect')),
};

type Journey = typeof JOURNEY;
type PayloadOf<L> = L extends Line<infer P> ? P : never;

/** The journey's events, one per line of the table (types `journey/<name>`). */
export const journey = Object.fromEntries(Object.keys(JOURNEY).map((name) => [name, event(`journey/${name}`)])) as {
  [K in keyof Journey]: Event<PayloadOf<Journey[K]>>;
};

export type JourneyEvent = ReturnType<(typeof journey)[keyof Journey]>;

/** Where a move takes the customer, and how history follows: a new entry, or the current one's place. */
export interface Move {
  to: string;
  how: 'push' | 'replace';
}

const lineOf = (type: string): Line<unknown> | undefined => {
  const name = type.startsWith('journey/') ? type.slice('journey/'.length) : '';
  return Object.prototype.hasOwnProperty.call(JOURNEY, name) ? (JOURNEY[name as keyof Journey] as Line<unknown>) : undefined;
};

export const isJourneyEvent = (action: { type: string }): action is JourneyEvent => lineOf(action.type) !== undefined;

/** The move an event calls for: its line of the table. */
export function moveOf(action: JourneyEvent): Move {
  const { to, history } = lineOf(action.type)!;
  return { to: typeof to === 'string' ? to : to(action.payload), how: history };
}

/**
 * The screens fetched ahead at `place`: those its usual moves lead to, and, from each of them, those
 * its own usual moves lead to (the login's return: the loading screen and the confirmation screens).
 * Which of them are worth fetching ahead (their size) is the screens' table's to say (app/routeTable.ts).
 */
export function aheadOf(place: string): string[] {
  const found: string[] = [];
  const visit = (from: string) => {
    for (const { aheadFrom, reaches } of Object.values(JOURNEY) as Line<unknown>[]) {
      if (!aheadFrom.includes(from)) continue;
      for (const to of reaches.filter((next) => !found.includes(next))) {
        found.push(to);
        visit(to);
      }
    }
  };
  visit(place);
  return found;
}
