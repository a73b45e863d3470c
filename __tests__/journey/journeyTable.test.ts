import { CONSENT_KINDS, type ConsentKind } from '../../src/api/contract';
import { CONFIRMATION_SCREENS, confirmationScreenPaths, isJourneyEvent, journey, moveOf, type JourneyEvent } from '../../src/journey/journeyTable';
import { PATHS } from '../../src/journey/paths';

/**
 * The journey in one table (issue 32, point 4): each line, the event a saga raises and, for a
 * consent to confirm, its kind, against the route the customer reaches and whether Back can return
 * from there (a push) or not (a replace). Written out here by hand, so that a line that changes its
 * route, or a move that starts adding history entries, fails.
 */
type Expected = [line: string, event: JourneyEvent, route: string, replace: boolean];

const ready = (kind: ConsentKind, scheduled: boolean) => journey.consentReady({ kind, scheduled });

const LINES: Expected[] = [
  ['backToStart', journey.backToStart(), '/', true],
  ['sessionReady', journey.sessionReady(), '/carregando', true],
  ['appPreferred', journey.appPreferred(), '/redirecionamento', true],
  ['consentReady', ready('PAGAMENTO', false), '/pix', true],
  ['consentReady', ready('PAGAMENTO', true), '/pix/agendamento', true],
  ['consentReady', ready('DADOS', false), '/compartilhamento', true],
  ['consentReady', ready('RECORRENTE', false), '/pix/recorrente', true],
  ['consentReady', ready('SWEEPING', false), '/pix/sweeping', true],
  ['consentReady', ready('AUTOMATICO', false), '/pix/automatico', true],
  ['consentDecided', journey.consentDecided(), '/responses/decidido', true],
  ['consentExpired', journey.consentExpired(), '/responses/expirado', true],
  ['bankAlert', journey.bankAlert(), '/responses/alerta', true],
  ['journeyStopped', journey.journeyStopped(), '/responses', true],
  ['confirmed', journey.confirmed(), '/segredo', false],
  ['confirmationNeeded', journey.confirmationNeeded({ kind: 'VINCULO', scheduled: false }), '/vinculo', true],
  ['confirmationNeeded', journey.confirmationNeeded({ kind: 'PAGAMENTO', scheduled: true }), '/pix/agendamento', true],
  ['deviceUnavailable', journey.deviceUnavailable(), '/response', true],
  ['returnToInitiator', journey.returnToInitiator(), '/redirect', true],
  ['answerAwaited', journey.answerAwaited(), '/responses/processando', true],
  ['lateAnswerForForm', journey.lateAnswerForForm(), '/segredo', true],
  ['noWayBack', journey.noWayBack(), '/responses/redirect', true],
];

describe('every line of the journey table', () => {
  it.each(LINES)('%s %j → %s (replace: %p)', (_line, event, route, replace) => expect(moveOf(event)).toEqual({ to: route, how: replace ? 'replace' : 'push' }));

  it('each event is listed above: a line added to the table fails here until its route is written down', () =>
    expect(new Set(LINES.map(([line]) => line))).toEqual(new Set(Object.keys(journey))));

  it('each event is typed journey/<its line>, and only the journey saga moves on it', () => {
    for (const [line, event] of LINES) {
      expect(event.type).toBe(`journey/${line}`);
      expect(isJourneyEvent(event)).toBe(true);
    }
  });

  it.each(['consent/consentLoaded', 'location/routeEntered', 'journey/', 'journey/toString', 'journey/hasOwnProperty', 'journey/__proto__', 'journeyStopped'])(
    '%s is no journey event',
    (type) => expect(isJourneyEvent({ type })).toBe(false),
  );
});

describe('each kind has its confirmation screen (a Record: a new kind fails the typecheck until it has one)', () => {
  it('only a Pix payment has a screen for a payment scheduled for later; every other kind has one screen', () => {
    for (const kind of CONSENT_KINDS) {
      if (kind === 'PAGAMENTO') expect(moveOf(ready(kind, true)).to).not.toBe(moveOf(ready(kind, false)).to);
      else expect(moveOf(ready(kind, true))).toEqual(moveOf(ready(kind, false)));
    }
  });

  it('the screens, each once, are confirmation routes of the portal', () => {
    const screens = confirmationScreenPaths();
    expect(screens).toEqual([PATHS.pix, PATHS.pixScheduled, PATHS.sharing, PATHS.pixRecurring, PATHS.pixSweeping, PATHS.pixAutomatic, PATHS.enrolment]);
    expect(new Set(screens).size).toBe(screens.length);
  });

  it('a kind left out does not typecheck', () => {
    // @ts-expect-error AUTOMATICO has no screen: `npm run typecheck` fails on this object.
    const missing: typeof CONFIRMATION_SCREENS = {
      PAGAMENTO: { immediate: PATHS.pix, scheduled: PATHS.pixScheduled },
      DADOS: PATHS.sharing,
      RECORRENTE: PATHS.pixRecurring,
      SWEEPING: PATHS.pixSweeping,
    };
    expect(Object.keys(missing)).not.toContain('AUTOMATICO');
  });
});
