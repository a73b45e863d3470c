import fs from 'node:fs';
import path from 'node:path';
import { confirmationScreenPaths, eventsAt, journey, type JourneyEventName } from '../../src/journey/journeyTable';
import { PATHS, RESULT_TYPES, resultPath } from '../../src/journey/paths';

/**
 * Every journey event a saga raises has a line in the journey table on every route that saga runs
 * on (issue 43, point 2): a saga started by a route's work runs on that route; a watcher runs where
 * the customer can ask for it (a button, a modal) and where its waits leave her; the sagas that do
 * not depend on the route (a saga's failure, the session's expiry, an authorisation in doubt found
 * after a reload) run anywhere. Below, per file of src/, each event it raises (`journey.x(…)`) and
 * those routes; a file that raises an event not written down here fails, and so does a place whose
 * row (its own, its groups', or `anywhere`) has no line for it.
 */
const ANYWHERE = 'anywhere';
const CONFIRMATION: string[] = confirmationScreenPaths();
const PROCESSING = resultPath('processando');
/** The routes the result pages draw, each result page's way back among them (an unknown path shows the default page). */
const RESULT_PAGES = [PATHS.responses, ...RESULT_TYPES.map(resultPath), PATHS.deviceError, '/nao-existe'];
/** Every route of the portal: where `anywhere` must answer. */
const EVERY_ROUTE = [...new Set([...Object.values(PATHS), ...RESULT_PAGES])];

/** The cancel modal (refuseSaga) is confirmed on a confirmation screen or on /segredo. */
const CANCEL_PLACES = [...CONFIRMATION, PATHS.security];

const RAISED: Record<string, { [E in JourneyEventName]?: readonly string[] }> = {
  // `toDefaultPage`: after an unexpected failure, on any route but the result pages.
  'app/sagaFailure.ts': { journeyStopped: [ANYWHERE] },
  'features/session/sessionSagas.ts': {
    // callbackSaga, the work of /callback.
    sessionReady: [PATHS.callback],
    journeyStopped: [PATHS.callback],
    // sessionExpiredSaga: wherever an answer finds the token expired.
    backToStart: [ANYWHERE],
    // callbackSaga, for a login started on the customer's authorisations (docs/decisions/076).
    authorisationsSignedIn: [PATHS.callback],
  },
  // The customer's authorisations: 'Ver detalhes' on the list, the way back on an item's page.
  'features/authorisations/AuthorisationsScreen.tsx': { authorisationOpened: [PATHS.authorisations] },
  'features/authorisations/AuthorisationScreen.tsx': { authorisationsListed: ['/autorizacoes/urn%3Aa%3Ab', '/autorizacoes/'] },
  'features/session/entrySaga.ts': {
    // entrySaga, the work of `/`; continueAfterLogout there (back from the provider's logout), and on
    // /redirect and the result pages ('Acessar outra conta') when there is no provider session to end.
    sessionReady: [PATHS.entry],
    appPreferred: [PATHS.entry],
    journeyStopped: [PATHS.entry, PATHS.redirect, ...RESULT_PAGES],
    noWayBack: [PATHS.entry, PATHS.redirect],
  },
  'features/consent/consentSagas.ts': {
    // loadConsentSaga, the work of /carregando; requireConsentSaga, the guard of the confirmation routes and /segredo.
    backToStart: [PATHS.loading, ...CANCEL_PLACES],
    journeyStopped: [PATHS.loading],
  },
  'features/consent/routing.ts': {
    // nextAfterLoad, on /carregando.
    journeyStopped: [PATHS.loading],
    consentDecided: [PATHS.loading],
    consentExpired: [PATHS.loading],
    consentReady: [PATHS.loading],
  },
  'features/consent/errorCatalogue.ts': {
    // loadFailureOutcome on /carregando; authoriseOutcome on /segredo, and on the processing page for a late answer.
    consentExpired: [PATHS.loading, PATHS.security, PROCESSING],
    bankAlert: [PATHS.loading],
    journeyStopped: [PATHS.loading, PATHS.security, PROCESSING],
  },
  'features/accounts/accountsSaga.ts': {
    // lookupAccountsSaga, called by /carregando's work.
    journeyStopped: [PATHS.loading],
  },
  'features/consent/confirmSagas.ts': {
    // 'Confirmar' (and its modal) on a confirmation screen; requireConfirmationSaga, /segredo's guard.
    journeyStopped: CONFIRMATION,
    confirmed: CONFIRMATION,
    confirmationNeeded: [PATHS.security],
    backToStart: [PATHS.security],
  },
  'features/security/securitySagas.ts': {
    // securityScreenSaga, the work of /segredo.
    deviceUnavailable: [PATHS.security],
  },
  'features/consent/refuseSaga.ts': {
    // refuseSaga (the cancel modal confirmed); alertExitSaga (a result page's way back).
    journeyStopped: [...CANCEL_PLACES, ...RESULT_PAGES],
    returnToInitiator: [...CANCEL_PLACES, ...RESULT_PAGES],
  },
  'features/consent/authoriseSaga.ts': {
    // 'Autorizar' on /segredo; past the processing timeout the customer waits on the processing page.
    answerAwaited: [PATHS.security],
    returnToInitiator: [PATHS.security, PROCESSING],
    lateAnswerForForm: [PROCESSING],
  },
  'features/consent/sentAuthorisation.ts': {
    // followDecidedConsent, where its callers ask the bank: the authorisation (/segredo, the processing
    // page), the refusal, the way back (returnToInitiator only). settleSentAuthorisationSaga: after a
    // reload anywhere, and where a load, a refusal or the way back finds an authorisation in doubt.
    returnToInitiator: [...CANCEL_PLACES, ...RESULT_PAGES],
    consentExpired: [...CANCEL_PLACES, PROCESSING],
    consentDecided: [PATHS.security, PROCESSING],
    answerAwaited: [ANYWHERE],
  },
};

const src = path.resolve(__dirname, '../../src');
const files = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));

/** Each file of src/ that raises journey events (`journey.x(`), and the events it raises. */
function raisedInSource(): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const file of files(src).filter((f) => /\.tsx?$/.test(f))) {
    const relative = path.relative(src, file).split(path.sep).join('/');
    if (relative === 'journey/journeyTable.ts') continue;
    const names = [...fs.readFileSync(file, 'utf8').matchAll(/\bjourney\.(\w+)\(/g)].flatMap((match) => (match[1] ? [match[1]] : []));
    if (names.length > 0) found[relative] = [...new Set(names)].sort();
  }
  return found;
}

describe('every journey event a saga raises has a line where that saga runs', () => {
  it('each file that raises journey events is written down above with every event it raises', () => {
    const written = Object.fromEntries(Object.entries(RAISED).map(([file, events]) => [file, Object.keys(events).sort()]));
    expect(raisedInSource()).toEqual(written);
  });

  it('the events written down are journey events', () => {
    for (const events of Object.values(RAISED)) for (const name of Object.keys(events)) expect(Object.keys(journey)).toContain(name);
  });

  const CASES = Object.entries(RAISED).flatMap(([file, events]) =>
    Object.entries(events).flatMap(([name, places]) =>
      (places ?? []).flatMap((place) => (place === ANYWHERE ? EVERY_ROUTE : [place])).map((at) => [file, name, at] as const),
    ),
  );

  it.each(CASES)('%s raises %s on %s: the table has its line there', (_file, name, at) => expect([at, name, eventsAt(at)[name as JourneyEventName]]).toEqual([at, name, expect.any(Array)]));
});
