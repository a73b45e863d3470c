import { all, call, put, select, takeLatest } from 'redux-saga/effects';
import { request, type BffResult } from '../../api/bff';
import { isRecord, optional, shape, str, type Check } from '../../api/checks';
import { CONSENT_KINDS, type AuthorisationDetail, type AuthorisationItem, type AuthorisationStatus } from '../../api/contract';
import { setSessionUser } from '../../auth/oidc';
import { selectLocation, type LocationState } from '../../journey/locationSlice';
import { authorisationIdOf, isAuthorisationsPath, PATHS } from '../../journey/paths';
import { fieldNoted } from '../metrics/fieldEvents';
import { startLoginReturningTo } from '../session/sessionSagas';
import { journeyEnded, selectSession } from '../session/sessionSlice';
import {
  detailFailed,
  detailLoaded,
  detailRequested,
  listFailed,
  listLoaded,
  listRequested,
  selectAuthorisationDetail,
  selectAuthorisationList,
} from './authorisationsSlice';

/**
 * The customer's authorisations (INTERFACE §7; docs/decisions/076): what arriving at their pages
 * starts, and the two reads. No failure here leaves these pages: each is said on the page, with a
 * way to try again (INTERFACE §7.2, §7.3), and none raises a consent journey's event.
 */

export const AUTHORISATION_STATUSES: readonly AuthorisationStatus[] = ['ATIVO', 'REVOGADO', 'EXPIRADO', 'CONSUMIDO'];

const oneOf =
  <T>(values: readonly T[]): Check =>
  (v) =>
    values.includes(v as T);
const bool: Check = (v) => typeof v === 'boolean';

/** One list item as INTERFACE §7.2 writes it; an item that is not is never shown (the others are). */
const itemCheck = shape({
  id: (v) => typeof v === 'string' && v !== '',
  tipo: oneOf(CONSENT_KINDS),
  status: oneOf(AUTHORISATION_STATUSES),
  instituicao: shape({ nome: str, cnpj: str, urlLogo: optional(str) }),
  criadoEm: str,
  expiraEm: optional(str),
  revogavel: bool,
  editavel: bool,
});
const isItem = (v: unknown): v is Omit<AuthorisationItem, 'expiraEm'> & { expiraEm?: string | null } => itemCheck(v);

/** The list's items the portal can show, or null when the answer is not the list at all. */
export function itemsOf(answer: unknown): AuthorisationItem[] | null {
  if (!isRecord(answer) || !Array.isArray(answer.autorizacoes)) return null;
  return answer.autorizacoes.filter(isItem).map((item): AuthorisationItem => ({ ...item, expiraEm: item.expiraEm ?? null }));
}

/**
 * The detail's state on top of its envelope (INTERFACE §7.2); the kind's own member is the kind's
 * read-only terms' to read, which say so when it does not parse.
 */
const isDetail = shape({ tipo: oneOf(CONSENT_KINDS), status: oneOf(AUTHORISATION_STATUSES), revogavel: bool, editavel: bool });

/** The authorisations' page the customer is on, for the login to come back to; the list if she is elsewhere. */
function* currentPage(): Generator<unknown, string, unknown> {
  const { path } = (yield select(selectLocation)) as LocationState;
  return isAuthorisationsPath(path) ? path : PATHS.authorisations;
}

/**
 * Without a session, a fresh login that comes back to this page (INTERFACE §7.1); true when there is
 * one. The login leaves the page; should it not even start (its code could not be fetched), the
 * page says the load failed and offers to try again.
 */
export function* requireSession(): Generator<unknown, boolean, unknown> {
  const { authenticated } = (yield select(selectSession)) as ReturnType<typeof selectSession>;
  if (authenticated) return true;
  yield call(signInAgain);
  return false;
}

function* signInAgain(): Generator<unknown, void, unknown> {
  const page = (yield call(currentPage)) as string;
  try {
    yield call(startLoginReturningTo, page);
  } catch {
    yield put(listFailed());
  }
}

/** The bank no longer takes the token (401): the session ends in this tab and a fresh login comes back here. */
export function* sessionLost(): Generator<unknown, void, unknown> {
  yield call(setSessionUser, null);
  yield put(journeyEnded());
  yield call(signInAgain);
}

/** `GET /canais/v1/autorizacoes`: the list as the bank answers it, or the failure said on the page. */
export function* loadListSaga(): Generator<unknown, void, unknown> {
  const result = (yield call(request, 'getAuthorisations', undefined)) as BffResult<unknown>;
  if (!result.ok && result.failure.status === 401) {
    yield call(sessionLost);
    return;
  }
  const items = result.ok ? itemsOf(result.data) : null;
  yield put(items ? listLoaded(items) : listFailed());
  yield put(fieldNoted({ step: 'list', kind: null, change: null, result: items ? 'ok' : 'failed' }));
}

/** `GET /canais/v1/autorizacoes/{id}`: the item's envelope; 404 says it is not hers (or not there). */
export function* loadDetailSaga({ payload: id }: ReturnType<typeof detailRequested>): Generator<unknown, void, unknown> {
  const result = (yield call(request, 'getAuthorisation', id)) as BffResult<unknown>;
  if (!result.ok) {
    if (result.failure.status === 401) yield call(sessionLost);
    else yield put(detailFailed({ id, missing: result.failure.status === 404 }));
    return;
  }
  if (!isDetail(result.data)) {
    yield put(detailFailed({ id, missing: false }));
    return;
  }
  const detail = result.data as AuthorisationDetail;
  yield put(detailLoaded({ id, detail }));
  yield put(fieldNoted({ step: 'opened', kind: detail.tipo, change: null, result: null }));
}

/**
 * The reads, whoever asks: the pages on arrival, 'Tentar novamente', and the actions after a 409
 * (the authorisation changed elsewhere: read it again). A newer ask replaces an older one.
 */
export function* authorisationsWatcher(): Generator<unknown, void, unknown> {
  yield all([takeLatest(listRequested.type, loadListSaga), takeLatest(detailRequested.type, loadDetailSaga)]);
}

/** `/autorizacoes`: the list, read afresh on every arrival (the bank may have changed it since). */
export function* authorisationsRouteSaga(): Generator<unknown, void, unknown> {
  if (!((yield call(requireSession)) as boolean)) return;
  yield put(listRequested());
}

/**
 * `/autorizacoes/{id}`: the item's envelope, and the list when this page was opened first (its line
 * gives the page's header: the institution and the dates the envelope does not carry).
 */
export function* authorisationRouteSaga(): Generator<unknown, void, unknown> {
  if (!((yield call(requireSession)) as boolean)) return;
  const { path } = (yield select(selectLocation)) as LocationState;
  const id = authorisationIdOf(path);
  if (id === null) {
    // `/autorizacoes/` alone, or a path no id can be read from: nothing to ask the bank.
    yield put(detailRequested(''));
    yield put(detailFailed({ id: '', missing: true }));
    return;
  }
  const { status } = (yield select(selectAuthorisationList)) as ReturnType<typeof selectAuthorisationList>;
  if (status !== 'loaded' && status !== 'loading') yield put(listRequested());
  yield put(detailRequested(id));
}

/**
 * A saga failed unexpectedly while the customer was on these pages (app/sagaFailure.ts): she stays,
 * and what was being read says it failed, with 'Tentar novamente', instead of waiting for ever.
 */
export function* authorisationsStopped(): Generator<unknown, void, unknown> {
  const list = (yield select(selectAuthorisationList)) as ReturnType<typeof selectAuthorisationList>;
  if (list.status === 'loading' || list.status === 'idle') yield put(listFailed());
  const detail = (yield select(selectAuthorisationDetail)) as ReturnType<typeof selectAuthorisationDetail>;
  if (detail.id !== null && detail.status === 'loading') yield put(detailFailed({ id: detail.id, missing: false }));
}
