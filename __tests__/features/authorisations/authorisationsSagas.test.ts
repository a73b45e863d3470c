import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError, type StaticProvider } from 'redux-saga-test-plan/providers';
import { request } from '../../../src/api/bff';
import type { AuthorisationItem } from '../../../src/api/contract';
import { setSessionUser } from '../../../src/auth/oidc';
import { postPreauth, startLogin } from '../../../src/features/session/entrySaga';
import { startLoginReturningTo } from '../../../src/features/session/sessionSagas';
import { journeyEnded } from '../../../src/features/session/sessionSlice';
import {
  authorisationRouteSaga,
  authorisationsRouteSaga,
  authorisationsStopped,
  itemsOf,
  loadDetailSaga,
  loadListSaga,
} from '../../../src/features/authorisations/authorisationsSagas';
import {
  detailFailed,
  detailLoaded,
  detailRequested,
  listFailed,
  listLoaded,
  listRequested,
} from '../../../src/features/authorisations/authorisationsSlice';
import { fieldNoted } from '../../../src/features/metrics/fieldEvents';
import { routeEntered } from '../../../src/journey/location';
import { loggedInSession, onRoute, stateWith } from '../../support/state';
import { withJourney } from '../../support/journey';

/**
 * The customer's authorisations' work (INTERFACE §7; docs/decisions/076): the pages' arrival, the
 * fresh login that comes back to the same page, the two reads and their failures, none of which
 * leaves these pages or touches a consent journey.
 */
const item = (over: Partial<AuthorisationItem> = {}): AuthorisationItem => ({
  id: 'urn:banco:consent:7b1e',
  tipo: 'DADOS',
  status: 'ATIVO',
  instituicao: { nome: 'Receptora Exemplo', cnpj: '12345678000190', urlLogo: 'https://receptora.example/logo.png' },
  criadoEm: '2026-10-01T12:00:00Z',
  expiraEm: '2027-10-01T12:00:00Z',
  revogavel: true,
  editavel: false,
  ...over,
});
const failure = (status: number | null) => ({ ok: false, failure: { status, message: null, details: [] } });
const answer = (result: unknown): StaticProvider => [matchers.call.fn(request), result];
const login: StaticProvider = [matchers.call.fn(startLoginReturningTo), undefined];
const DETAIL = { tipo: 'DADOS', consentimentoDadosDTO: { dados: {} }, status: 'ATIVO', revogavel: true, editavel: false };

const loggedIn = (path: string, over: Parameters<typeof stateWith>[0] = {}) => onRoute(path, stateWith({ session: loggedInSession, ...over }));
const loggedOut = (path: string) => onRoute(path, stateWith());

describe('arriving at /autorizacoes', () => {
  it('with a session: the list is asked for, and nothing of a consent journey happens', () =>
    expectSaga(withJourney(authorisationsRouteSaga))
      .withState(loggedIn('/autorizacoes'))
      .provide([login])
      .put(listRequested())
      .not.call.fn(startLoginReturningTo)
      .not.call.fn(request)
      .not.put.actionType(routeEntered.type)
      .run());

  it('without a session: a fresh login that comes back to /autorizacoes; no pre-auth record, no list asked for', () =>
    expectSaga(withJourney(authorisationsRouteSaga))
      .withState(loggedOut('/autorizacoes'))
      .provide([login, [matchers.call.fn(postPreauth), undefined], [matchers.call.fn(startLogin), undefined]])
      .call(startLoginReturningTo, '/autorizacoes')
      .not.call.fn(postPreauth)
      .not.call.fn(startLogin)
      .not.put(listRequested())
      .not.call.fn(request)
      .run());

  it('a login that cannot even start (its code could not be fetched) is said as a failed load, with its retry', () =>
    expectSaga(withJourney(authorisationsRouteSaga))
      .withState(loggedOut('/autorizacoes'))
      .provide([[matchers.call.fn(startLoginReturningTo), throwError(new Error('chunk'))]])
      .put(listFailed())
      .not.put.actionType(routeEntered.type)
      .run());
});

describe('arriving at /autorizacoes/{id}', () => {
  it("asks for the item by its decoded id, and for the list when this page was opened first (the header is the list's line)", () =>
    expectSaga(withJourney(authorisationRouteSaga))
      .withState(loggedIn('/autorizacoes/urn%3Abanco%3Aconsent%3A7b1e'))
      .put(listRequested())
      .put(detailRequested('urn:banco:consent:7b1e'))
      .run());

  it('from the list already read, asks only for the item', () =>
    expectSaga(withJourney(authorisationRouteSaga))
      .withState(loggedIn('/autorizacoes/x1', { authorisations: { list: { status: 'loaded', items: [item({ id: 'x1' })] } } }))
      .put(detailRequested('x1'))
      .not.put(listRequested())
      .run());

  it('without a session: a fresh login that comes back to this very item', () =>
    expectSaga(withJourney(authorisationRouteSaga))
      .withState(loggedOut('/autorizacoes/urn%3Abanco%3Aconsent%3A7b1e'))
      .provide([login])
      .call(startLoginReturningTo, '/autorizacoes/urn%3Abanco%3Aconsent%3A7b1e')
      .not.put.actionType(detailRequested.type)
      .run());

  it.each(['/autorizacoes/', '/autorizacoes/a/b', '/autorizacoes/%E0%A4%A'])('%s names no item: not found, and nothing is asked of the bank', (path) =>
    expectSaga(withJourney(authorisationRouteSaga))
      .withState(loggedIn(path))
      .put(detailFailed({ id: '', missing: true }))
      .not.call.fn(request)
      .not.put(listRequested())
      .run());
});

describe('reading the list (GET /canais/v1/autorizacoes)', () => {
  it('keeps what the bank answered', () =>
    expectSaga(loadListSaga)
      .withState(loggedIn('/autorizacoes'))
      .provide([answer({ ok: true, data: { autorizacoes: [item(), item({ id: 'b', expiraEm: null })] } })])
      .call(request, 'getAuthorisations', undefined)
      .put(listLoaded([item(), item({ id: 'b', expiraEm: null })]))
      // The field data hears the list was read (decision 083): nothing of its items.
      .put(fieldNoted({ step: 'list', kind: null, change: null, result: 'ok' }))
      .run());

  it('an item that is not of the interface\'s shape is left out; the others are shown', () =>
    expectSaga(loadListSaga)
      .withState(loggedIn('/autorizacoes'))
      .provide([answer({ ok: true, data: { autorizacoes: [item(), { ...item({ id: 'bad' }), tipo: 'OUTRO' }, { ...item({ id: 'x' }), instituicao: null }] } })])
      .put(listLoaded([item()]))
      .run());

  it.each([
    ['a 500', failure(500)],
    ['a 403', failure(403)],
    ['no answer', failure(null)],
    ['an answer that is not the list', { ok: true, data: { itens: [] } }],
  ])('%s: the load failed, said on the page (never a result page)', (_what, result) =>
    expectSaga(withJourney(loadListSaga))
      .withState(loggedIn('/autorizacoes'))
      .provide([answer(result)])
      .put(listFailed())
      .put(fieldNoted({ step: 'list', kind: null, change: null, result: 'failed' }))
      .not.put.actionType(routeEntered.type)
      .run());

  it('a 401: the tab forgets its token and logs in again, back to the page she is on', () =>
    expectSaga(withJourney(loadListSaga))
      .withState(loggedIn('/autorizacoes/x1'))
      .provide([answer(failure(401)), login, [matchers.call.fn(setSessionUser), undefined]])
      .call(setSessionUser, null)
      .put(journeyEnded())
      .call(startLoginReturningTo, '/autorizacoes/x1')
      .not.put(listFailed())
      .not.put.actionType(fieldNoted.type)
      .not.put.actionType(routeEntered.type)
      .run());
});

describe('reading one item (GET /canais/v1/autorizacoes/{id})', () => {
  it("keeps the bank's envelope for that id", () =>
    expectSaga(loadDetailSaga, detailRequested('x1'))
      .withState(loggedIn('/autorizacoes/x1'))
      .provide([answer({ ok: true, data: DETAIL })])
      .call(request, 'getAuthorisation', 'x1')
      .put(detailLoaded({ id: 'x1', detail: DETAIL as never }))
      // The field data hears an item was opened, with its kind alone (decision 083).
      .put(fieldNoted({ step: 'opened', kind: 'DADOS', change: null, result: null }))
      .run());

  it('404: not found (not hers, or not there)', () =>
    expectSaga(withJourney(loadDetailSaga), detailRequested('x1'))
      .withState(loggedIn('/autorizacoes/x1'))
      .provide([answer(failure(404))])
      .put(detailFailed({ id: 'x1', missing: true }))
      .not.put.actionType(routeEntered.type)
      .run());

  it.each([
    ['a 500', failure(500)],
    ['no answer', failure(null)],
    ['an answer without the state on top', { ok: true, data: { tipo: 'DADOS', consentimentoDadosDTO: {} } }],
  ])('%s: the load failed, with its retry', (_what, result) =>
    expectSaga(withJourney(loadDetailSaga), detailRequested('x1'))
      .withState(loggedIn('/autorizacoes/x1'))
      .provide([answer(result)])
      .put(detailFailed({ id: 'x1', missing: false }))
      .not.put.actionType(routeEntered.type)
      .run());

  it('a 401: a fresh login back to this item', () =>
    expectSaga(loadDetailSaga, detailRequested('x1'))
      .withState(loggedIn('/autorizacoes/x1'))
      .provide([answer(failure(401)), login, [matchers.call.fn(setSessionUser), undefined]])
      .call(startLoginReturningTo, '/autorizacoes/x1')
      .not.put.actionType(detailFailed.type)
      .run());
});

describe('after an unexpected saga failure on these pages (app/sagaFailure.ts)', () => {
  it('what was loading says it failed', () =>
    expectSaga(authorisationsStopped)
      .withState(loggedIn('/autorizacoes/x1', { authorisations: { list: { status: 'loading', items: [] }, detail: { id: 'x1', status: 'loading', data: null } } }))
      .put(listFailed())
      .put(detailFailed({ id: 'x1', missing: false }))
      .run());

  it('what was read stays', () =>
    expectSaga(authorisationsStopped)
      .withState(loggedIn('/autorizacoes', { authorisations: { list: { status: 'loaded', items: [] } } }))
      .not.put(listFailed())
      .not.put.actionType(detailFailed.type)
      .run());
});

describe('itemsOf', () => {
  it('null for an answer that is not the list', () => {
    expect(itemsOf(null)).toBeNull();
    expect(itemsOf({ autorizacoes: {} })).toBeNull();
    expect(itemsOf([])).toBeNull();
  });

  it('an item without `expiraEm` has no end (null)', () => {
    const { expiraEm: _gone, ...noEnd } = item();
    expect(itemsOf({ autorizacoes: [noEnd] })).toEqual([{ ...noEnd, expiraEm: null }]);
  });
});
