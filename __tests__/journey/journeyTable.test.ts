import { CONSENT_KINDS, type ConsentKind } from '../../src/api/contract';
import {
  aheadOf,
  CONFIRMATION_SCREENS,
  confirmationScreenPaths,
  eventsAt,
  isJourneyEvent,
  journey,
  moveOf,
  UNFORESEEN,
  type JourneyEvent,
} from '../../src/journey/journeyTable';
import { PATHS } from '../../src/journey/paths';

/**
 * The journey in one table (issue 32, point 4; issue 43, point 2): each line, where the customer is,
 * the event a saga raises there and, for a consent to confirm, its kind, against the route the
 * customer reaches and whether Back can return from there (a push) or not (a replace). Written out
 * here by hand, so that a line that changes its route, or a move that starts adding history
 * entries, fails.
 */
type Expected = [at: string, event: JourneyEvent, route: string, replace: boolean];

const ready = (kind: ConsentKind, scheduled: boolean) => journey.consentReady({ kind, scheduled });
const CONFIRMATION = ['/pix', '/pix/agendamento', '/compartilhamento', '/pix/recorrente', '/pix/sweeping', '/pix/automatico', '/vinculo'];

const LINES: Expected[] = [
  // Anywhere.
  ['/segredo', journey.journeyStopped(), '/responses', true],
  ['/responses/processando', journey.backToStart(), '/', true],
  ['/pix', journey.answerAwaited(), '/responses/processando', true],
  // The entry, and the login's return.
  ['/', journey.sessionReady(), '/carregando', true],
  ['/', journey.appPreferred(), '/redirecionamento', true],
  ['/', journey.noWayBack(), '/responses/redirect', true],
  ['/callback', journey.sessionReady(), '/carregando', true],
  // The consent's load.
  ['/carregando', ready('PAGAMENTO', false), '/pix', true],
  ['/carregando', ready('PAGAMENTO', true), '/pix/agendamento', true],
  ['/carregando', ready('DADOS', false), '/compartilhamento', true],
  ['/carregando', ready('RECORRENTE', false), '/pix/recorrente', true],
  ['/carregando', ready('SWEEPING', false), '/pix/sweeping', true],
  ['/carregando', ready('AUTOMATICO', false), '/pix/automatico', true],
  ['/carregando', ready('VINCULO', false), '/vinculo', true],
  ['/carregando', journey.consentDecided(), '/responses/decidido', true],
  ['/carregando', journey.consentExpired(), '/responses/expirado', true],
  ['/carregando', journey.bankAlert(), '/responses/alerta', true],
  // Any confirmation screen.
  ['/pix', journey.confirmed(), '/segredo', false],
  ['/compartilhamento', journey.confirmed(), '/segredo', false],
  ['/vinculo', journey.returnToInitiator(), '/redirect', true],
  ['/pix/automatico', journey.consentExpired(), '/responses/expirado', true],
  ['/pix', journey.lateAnswerForForm(), '/segredo', true],
  ['/vinculo', journey.consentDecided(), '/responses/decidido', true],
  // The security form.
  ['/segredo', journey.confirmationNeeded({ kind: 'VINCULO', scheduled: false }), '/vinculo', true],
  ['/segredo', journey.confirmationNeeded({ kind: 'PAGAMENTO', scheduled: true }), '/pix/agendamento', true],
  ['/segredo', journey.deviceUnavailable(), '/response', true],
  ['/segredo', journey.returnToInitiator(), '/redirect', true],
  ['/segredo', journey.consentExpired(), '/responses/expirado', true],
  ['/segredo', journey.consentDecided(), '/responses/decidido', true],
  // The processing page, and any result page.
  ['/responses/processando', journey.lateAnswerForForm(), '/segredo', true],
  ['/responses/processando', journey.consentDecided(), '/responses/decidido', true],
  ['/responses/processando', journey.returnToInitiator(), '/redirect', true],
  ['/responses/alerta', journey.returnToInitiator(), '/redirect', true],
  ['/response', journey.returnToInitiator(), '/redirect', true],
  // The redirect page.
  ['/redirect', journey.noWayBack(), '/responses/redirect', true],
  // The customer's authorisations (docs/decisions/076): the login comes back to the page she opened,
  // and only to one of those; the list and an item are links to each other (Back returns).
  ['/callback', journey.authorisationsSignedIn('/autorizacoes'), '/autorizacoes', true],
  ['/callback', journey.authorisationsSignedIn('/autorizacoes/urn%3Aa%3Ab'), '/autorizacoes/urn%3Aa%3Ab', true],
  ['/callback', journey.authorisationsSignedIn('/carregando'), '/autorizacoes', true],
  ['/callback', journey.authorisationsSignedIn('https://evil.example/autorizacoes'), '/autorizacoes', true],
  ['/autorizacoes', journey.authorisationOpened('urn:a:b/../c'), '/autorizacoes/urn%3Aa%3Ab%2F..%2Fc', false],
  ['/autorizacoes/urn%3Aa%3Ab', journey.authorisationsListed(), '/autorizacoes', false],
  ['/autorizacoes/', journey.authorisationsListed(), '/autorizacoes', false],
];

describe('every line of the journey table', () => {
  it.each(LINES)('at %s, %j → %s (replace: %p)', (at, event, route, replace) => expect(moveOf(at, event)).toEqual({ to: route, how: replace ? 'replace' : 'push' }));

  it('each event is listed above: an event added to the table fails here until its route is written down', () =>
    expect(new Set(LINES.map(([, event]) => event.type))).toEqual(new Set(Object.keys(journey).map((name) => `journey/${name}`))));

  it('each event is typed journey/<its name>, and only the journey saga moves on it', () => {
    for (const [name, raise] of Object.entries(journey)) {
      expect(raise.type).toBe(`journey/${name}`);
      expect(isJourneyEvent({ type: raise.type })).toBe(true);
    }
  });

  it.each(['consent/consentLoaded', 'location/routeEntered', 'journey/', 'journey/toString', 'journey/hasOwnProperty', 'journey/__proto__', 'journeyStopped'])(
    '%s is no journey event',
    (type) => expect(isJourneyEvent({ type })).toBe(false),
  );
});

/**
 * "What can happen on /segredo?" answered by the table alone, as the customer meets it: on each
 * place, the events that can happen there and every page each can lead to; nothing else happens
 * there (an event raised elsewhere has no line, see below).
 */
describe('what can happen where', () => {
  const EVERYWHERE = { journeyStopped: ['/responses'], backToStart: ['/'], answerAwaited: ['/responses/processando'] };

  it('on /segredo: back to the consent\'s screen, the device error, the initiator, the expired or decided page, and what can happen anywhere', () =>
    expect(eventsAt('/segredo')).toEqual({
      ...EVERYWHERE,
      confirmationNeeded: CONFIRMATION,
      deviceUnavailable: ['/response'],
      returnToInitiator: ['/redirect'],
      consentExpired: ['/responses/expirado'],
      consentDecided: ['/responses/decidido'],
    }));

  it.each(CONFIRMATION)('on %s: /segredo (Back returns), after a cancel the initiator or the expired page, and a late answer where it belongs', (at) =>
    expect(eventsAt(at)).toEqual({
      ...EVERYWHERE,
      confirmed: ['/segredo'],
      returnToInitiator: ['/redirect'],
      consentExpired: ['/responses/expirado'],
      lateAnswerForForm: ['/segredo'],
      consentDecided: ['/responses/decidido'],
    }),
  );

  it('on /carregando: each kind\'s confirmation screen, or the decided, expired or alert page', () =>
    expect(eventsAt('/carregando')).toEqual({
      ...EVERYWHERE,
      consentReady: CONFIRMATION,
      consentDecided: ['/responses/decidido'],
      consentExpired: ['/responses/expirado'],
      bankAlert: ['/responses/alerta'],
    }));

  it('on the processing page: back to the form, the initiator, the expired or decided page', () =>
    expect(eventsAt('/responses/processando')).toEqual({
      ...EVERYWHERE,
      lateAnswerForForm: ['/segredo'],
      returnToInitiator: ['/redirect'],
      consentExpired: ['/responses/expirado'],
      consentDecided: ['/responses/decidido'],
    }));

  it.each(['/responses', '/responses/alerta', '/responses/expirado', '/response', '/nao-existe'])('on the result page %s: only the way back to the initiator', (at) =>
    expect(eventsAt(at)).toEqual({ ...EVERYWHERE, returnToInitiator: ['/redirect'] }),
  );

  it('on the entry, the login\'s return, the redirect page and the hand-off', () => {
    expect(eventsAt('/')).toEqual({ ...EVERYWHERE, sessionReady: ['/carregando'], appPreferred: ['/redirecionamento'], noWayBack: ['/responses/redirect'] });
    expect(eventsAt('/callback')).toEqual({ ...EVERYWHERE, sessionReady: ['/carregando'], authorisationsSignedIn: ['/autorizacoes', '/autorizacoes/'] });
    expect(eventsAt('/redirect')).toEqual({ ...EVERYWHERE, noWayBack: ['/responses/redirect'] });
    expect(eventsAt('/redirecionamento')).toEqual(EVERYWHERE);
  });

  it("on the customer's authorisations: an item from the list, the list from an item, and what can happen anywhere", () => {
    expect(eventsAt('/autorizacoes')).toEqual({ ...EVERYWHERE, authorisationOpened: ['/autorizacoes/'] });
    expect(eventsAt('/autorizacoes/urn%3Aa%3Ab')).toEqual({ ...EVERYWHERE, authorisationsListed: ['/autorizacoes'] });
    // No consent journey's event moves anyone there, nor these events anywhere else.
    expect(moveOf('/autorizacoes', journey.sessionReady())).toBeUndefined();
    expect(moveOf('/carregando', journey.authorisationOpened('x'))).toBeUndefined();
    expect(moveOf('/', journey.authorisationsSignedIn('/autorizacoes'))).toBeUndefined();
  });

  it('an event raised where the table has no line for it has no move there: the journey saga takes the customer to the default page (SPEC §8)', () => {
    expect(moveOf('/callback', journey.confirmed())).toBeUndefined();
    expect(moveOf('/pix', journey.consentReady({ kind: 'PAGAMENTO', scheduled: false }))).toBeUndefined();
    expect(moveOf('/responses/alerta', journey.lateAnswerForForm())).toBeUndefined();
    expect(UNFORESEEN).toEqual({ to: '/responses', how: 'replace' });
  });

  it('the screens fetched ahead are those of the usual moves: at the login\'s return the loading page, then the confirmation screens; nowhere else', () => {
    expect(aheadOf('/callback')).toEqual(['/carregando', ...CONFIRMATION]);
    expect(aheadOf('/carregando')).toEqual(CONFIRMATION);
    // The list fetches an item's page (one chunk with its own) while the customer reads it.
    expect(aheadOf('/autorizacoes')).toEqual(['/autorizacoes/']);
    for (const at of ['/', '/pix', '/compartilhamento', '/segredo', '/responses/processando', '/responses', '/redirect']) expect([at, aheadOf(at)]).toEqual([at, []]);
  });
});

describe('each kind has its confirmation screen (a Record: a new kind fails the typecheck until it has one)', () => {
  it('only a Pix payment has a screen for a payment scheduled for later; every other kind has one screen', () => {
    for (const kind of CONSENT_KINDS) {
      if (kind === 'PAGAMENTO') expect(moveOf('/carregando', ready(kind, true))?.to).not.toBe(moveOf('/carregando', ready(kind, false))?.to);
      else expect(moveOf('/carregando', ready(kind, true))).toEqual(moveOf('/carregando', ready(kind, false)));
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
