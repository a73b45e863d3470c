import type { ConsentKind } from '../../../src/api/contract';
import type { BffFailure } from '../../../src/api/failure';
import { authoriseOutcome, loadFailureOutcome, type AuthoriseOutcome, type LoadFailureOutcome } from '../../../src/features/consent/errorCatalogue';
import { routeOfEvent } from '../../support/journey';

/**
 * SPEC §8 "Error catalogue", line by line: each table below is one paragraph of the spec, its
 * statuses and where the customer ends. Statuses the spec does not name are "other".
 */

/** An outcome as the customer meets it: the journey event it raises replaced by the page that event leads to (from /carregando for the load, /segredo for the authorisation). */
type LoadEnding = Omit<LoadFailureOutcome, 'next'> & { to: string };
const loadEnding = ({ next, ...rest }: LoadFailureOutcome): LoadEnding => ({ to: routeOfEvent(next, '/carregando'), ...rest });
type AuthoriseEnding = Exclude<AuthoriseOutcome, { type: 'route' }> | { type: 'route'; to: string };
const authoriseEnding = (outcome: AuthoriseOutcome): AuthoriseEnding =>
  outcome.type === 'route' ? { type: 'route', to: routeOfEvent(outcome.next, '/segredo') } : outcome;

const MESSAGE = 'Mensagem do servidor.';
const failure = (status: number | null, details: string[] = []): BffFailure => ({ status, message: MESSAGE, details });

/** Statuses no paragraph names: each must fall to the "other" line. */
const OTHER_STATUSES = [0, 400, 401, 404, 409, 429, 501, 502, 503, 504];

describe('SPEC §8 "Load failure"', () => {
  const LINES: [string, BffFailure, LoadEnding][] = [
    ['HTTP 420: /responses/expirado', failure(420), { to: '/responses/expirado' }],
    ['HTTP 422: the message kept, /responses/alerta', failure(422), { to: '/responses/alerta', alert: { message: MESSAGE, kind: null } }],
    [
      'HTTP 422 whose first detail is CONSENTIMENTO_DADOS: the data-share flag too',
      failure(422, ['CONSENTIMENTO_DADOS']),
      { to: '/responses/alerta', alert: { message: MESSAGE, kind: 'DADOS' } },
    ],
    [
      'HTTP 422 with CONSENTIMENTO_DADOS only as a later detail: no flag',
      failure(422, ['OUTRO', 'CONSENTIMENTO_DADOS']),
      { to: '/responses/alerta', alert: { message: MESSAGE, kind: null } },
    ],
    ['HTTP 500: the message kept, /responses/alerta', failure(500), { to: '/responses/alerta', alert: { message: MESSAGE, kind: null } }],
    ['HTTP 500 with CONSENTIMENTO_DADOS: the flag is a 422 matter only', failure(500, ['CONSENTIMENTO_DADOS']), { to: '/responses/alerta', alert: { message: MESSAGE, kind: null } }],
    ['no response: /responses', failure(null), { to: '/responses' }],
    // Named elsewhere in §8 for the authorisation, not for the load.
    ...[300, 403, 423, 428].map((status): [string, BffFailure, LoadEnding] => [`HTTP ${status}: other, /responses`, failure(status), { to: '/responses' }]),
    ...OTHER_STATUSES.map((status): [string, BffFailure, LoadEnding] => [`HTTP ${status}: other, /responses`, failure(status), { to: '/responses' }]),
  ];

  it.each(LINES)('%s', (_line, given, outcome) => expect(loadEnding(loadFailureOutcome(given))).toEqual(outcome));

  it('a 422 or 500 without a message keeps none (the page then shows its default text)', () => {
    expect(loadEnding(loadFailureOutcome({ status: 422, message: null, details: [] }))).toEqual({ to: '/responses/alerta', alert: { message: null, kind: null } });
    expect(loadEnding(loadFailureOutcome({ status: 500, message: null, details: [] }))).toEqual({ to: '/responses/alerta', alert: { message: null, kind: null } });
  });
});

const expired: AuthoriseEnding = { type: 'route', to: '/responses/expirado' };
const responses: AuthoriseEnding = { type: 'route', to: '/responses' };
const form: AuthoriseEnding = { type: 'form', message: MESSAGE };
const overdraft: AuthoriseEnding = { type: 'overdraft', message: MESSAGE };
const funds: AuthoriseEnding = { type: 'funds', message: MESSAGE };
const network: AuthoriseEnding = { type: 'network' };

type Line = [status: number | null, outcome: AuthoriseEnding];
const others = (outcome: AuthoriseEnding): Line[] => OTHER_STATUSES.map((status) => [status, outcome]);

/**
 * One paragraph per kind. "Authorise payment" is the Pix's and the recurring Pix's (both are decided
 * by the payment call); "Authorise automatic" is also the sweeping link's (the same call, SPEC §7).
 */
const CATALOGUE: [paragraph: string, kinds: ConsentKind[], lines: Line[]][] = [
  [
    'Authorise payment',
    ['PAGAMENTO', 'RECORRENTE'],
    [[300, overdraft], [420, expired], [403, form], [422, form], [423, form], [428, funds], [500, responses], ...others(responses), [null, network]],
  ],
  ['Authorise share', ['DADOS'], [[420, expired], [403, form], [422, form], [423, form], [300, responses], [428, responses], [500, responses], ...others(responses)]],
  [
    'Authorise automatic (as payment but 300 is not handled)',
    ['AUTOMATICO', 'SWEEPING'],
    [[300, responses], [420, expired], [403, form], [422, form], [423, form], [428, funds], [500, responses], ...others(responses), [null, network]],
  ],
];

describe.each(CATALOGUE)('SPEC §8 "%s"', (_paragraph, kinds, lines) => {
  const cases = kinds.flatMap((kind) => lines.map(([status, outcome]) => [kind, status, outcome] as const));
  it.each(cases)('%s, HTTP %p', (kind, status, outcome) => expect(authoriseEnding(authoriseOutcome(kind, failure(status), false))).toEqual(outcome));
});

describe('the server message travels to where the customer reads it', () => {
  it.each([300, 403, 422, 423, 428])('HTTP %p on a payment shows the message, or nothing when there is none', (status) => {
    expect(authoriseOutcome('PAGAMENTO', failure(status), false)).toMatchObject({ message: MESSAGE });
    expect(authoriseOutcome('PAGAMENTO', { status, message: null, details: [] }, false)).toMatchObject({ message: null });
  });
});

describe('a network error on the share (no answer at all)', () => {
  // SPEC §8 names the network error only for the payment; the portal tells every kind the same.
  it('is reported as a network error, as for a payment', () => expect(authoriseEnding(authoriseOutcome('DADOS', failure(null), false))).toEqual(network));
});

describe('after the customer accepted the overdraft (SPEC §4 OVERDRAFT: failure goes to responses)', () => {
  it.each([300, 403, 420, 422, 423, 428, 500, null])('HTTP %p ends the attempt at /responses', (status) =>
    expect(authoriseEnding(authoriseOutcome('PAGAMENTO', failure(status), true))).toEqual(responses),
  );
});
