import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, select, takeLeading } from 'redux-saga/effects';
import { request, type BffResult } from '../../../api/bff';
import { REVOKE_REASON, type AuthorisationDetail, type AuthorisationItem } from '../../../api/contract';
import { parseEnvelope } from '../../../api/envelope';
import type { BffFailure } from '../../../api/failure';
import { amountProblem, isBankAmount } from '../../../format/bankAmount';
import { fieldNoted, type AuthorisationResult } from '../../metrics/fieldEvents';
import { sessionLost } from '../authorisationsSagas';
import { changeableMaximumOf, limitProblem } from './atTheBank';
import {
  detailLoaded,
  detailRequested,
  itemChanged,
  listRequested,
  selectAuthorisationDetail,
  selectAuthorisationList,
  type AuthorisationsState,
} from '../authorisationsSlice';
import {
  actionSettled,
  actionStarted,
  limitConfirmed,
  revokeConfirmed,
  selectActionBusy,
  type ActionResult,
  type AuthorisationAction,
} from './authorisationActionsSlice';

/**
 * The customer's changes at the bank (INTERFACE §7.2, §7.3; docs/decisions/078): one PATCH per
 * confirmation however often it is pressed (`takeLeading`, and nothing while another change is
 * answered), the bank's answer copied into the authorisations' slice, and each failure said where
 * the customer acted. None leads to a result page of the consent journey.
 */

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const STATUSES: readonly unknown[] = ['ATIVO', 'REVOGADO', 'EXPIRADO', 'CONSUMIDO'];

/** The state a list item or an envelope carries on top (INTERFACE §7.2), as the bank answered it. */
function hasState(value: Record<string, unknown>): boolean {
  return STATUSES.includes(value.status) && typeof value.revogavel === 'boolean' && typeof value.editavel === 'boolean';
}

/** A revocation's answer: the list item of this id as it now is. */
export function isItemOf(id: string, value: unknown): value is AuthorisationItem {
  return isRecord(value) && value.id === id && hasState(value) && isRecord(value.instituicao) && typeof value.instituicao.nome === 'string';
}

/** A change's answer: the kind's envelope, as its module checks it, with the state on top. */
export function isDetail(value: unknown): value is AuthorisationDetail {
  return isRecord(value) && hasState(value) && parseEnvelope(value) !== null;
}

/** What the store says of an item: its kind and what the bank lets the customer do with it. */
type KnownState = Pick<AuthorisationItem, 'tipo' | 'status' | 'revogavel' | 'editavel'> | null;

/** What the store says of the item now: the opened one's state, else the list's line; null when it holds neither. */
function* knownState(id: string): Generator<unknown, KnownState, unknown> {
  const detail = (yield select(selectAuthorisationDetail)) as AuthorisationsState['detail'];
  if (detail.id === id && detail.data) return detail.data;
  const list = (yield select(selectAuthorisationList)) as AuthorisationsState['list'];
  return list.items.find((item) => item.id === id) ?? null;
}

/** Asks the bank again for what the customer sees of this item: the list, and the item when it is the one opened. */
function* readAgain(id: string): Generator<unknown, void, unknown> {
  yield put(listRequested());
  const detail = (yield select(selectAuthorisationDetail)) as AuthorisationsState['detail'];
  if (detail.id === id) yield put(detailRequested(id));
}

/** INTERFACE §7.2's failures, as the customer is told them. */
export function resultOf(failure: BffFailure): ActionResult {
  if (failure.status === 409) return { kind: 'changed', message: failure.message };
  if ((failure.status === 403 || failure.status === 422 || failure.status === 423) && failure.message) return { kind: 'refused', message: failure.message };
  return { kind: 'failed' };
}

/**
 * A change the bank did not make, as the customer is told it. A token the bank no longer takes (401)
 * ends the session here as the list's read does, and a fresh login comes back to this page: said as
 * 'try again', it failed again at every try.
 */
function* notMade(failure: BffFailure): Generator<unknown, ActionResult, unknown> {
  if (failure.status === 401) yield call(sessionLost);
  return resultOf(failure);
}

/** An answer as the field data counts it (decision 083): INTERFACE §7.2's classes, never the bank's words. */
const FIELD_RESULT: { readonly [K in ActionResult['kind']]: AuthorisationResult } = { done: 'ok', changed: 'conflict', refused: 'refused', failed: 'failed' };

/**
 * One change at the bank, from 'busy' to its answer said: `send` returns how it ended. Whatever
 * happens inside (even an error of ours), the change ends settled, so no button stays unusable;
 * changed elsewhere, it is then read again to be shown as it now is. The field data hears of the
 * change and of its answer, with the item's kind only (from `known`, what the caller checked).
 */
function* changing(
  id: string,
  action: AuthorisationAction,
  known: KnownState,
  send: () => Generator<unknown, ActionResult, unknown>,
): Generator<unknown, void, unknown> {
  const kind = known?.tipo ?? null;
  yield put(fieldNoted({ step: 'confirmed', kind, change: action, result: null }));
  yield put(actionStarted({ id, action }));
  let result: ActionResult = { kind: 'failed' };
  try {
    result = (yield call(send)) as ActionResult;
  } finally {
    yield put(actionSettled({ id, action, result }));
    yield put(fieldNoted({ step: 'outcome', kind, change: action, result: FIELD_RESULT[result.kind] }));
    if (result.kind === 'changed') yield call(readAgain, id);
  }
}

/** 'Sim, revogar': `PATCH …/status/REVOGADO`, then the item as the bank answered it. */
export function* revokeSaga(action: PayloadAction<{ id: string }>): Generator<unknown, void, unknown> {
  const { id } = action.payload;
  if (yield select(selectActionBusy)) return;
  const known = (yield call(knownState, id)) as KnownState;
  if (known && !(known.status === 'ATIVO' && known.revogavel)) return;
  yield call(changing, id, 'revoke', known, function* send(): Generator<unknown, ActionResult, unknown> {
    const result = (yield call(request, 'revokeAuthorisation', { id, body: { motivo: REVOKE_REASON } })) as BffResult<AuthorisationItem>;
    if (!result.ok) return (yield call(notMade, result.failure)) as ActionResult;
    // Revoked: an answer that does not read as the item is replaced by the bank's lists.
    if (isItemOf(id, result.data)) yield put(itemChanged(result.data));
    else yield call(readAgain, id);
    return { kind: 'done' };
  });
}

/** 'Confirmar alteração': `PATCH /canais/v1/autorizacoes/{id}` with the new maximum, then the envelope as the bank answered it. */
export function* limitChangeSaga(action: PayloadAction<{ id: string; amount: string }>): Generator<unknown, void, unknown> {
  const { id, amount } = action.payload;
  if (yield select(selectActionBusy)) return;
  const known = (yield call(knownState, id)) as KnownState;
  if (known && !(known.status === 'ATIVO' && known.editavel)) return;
  // What the field refuses is never sent (the screen says why beside it), nor the amount it already is.
  const detail = (yield select(selectAuthorisationDetail)) as AuthorisationsState['detail'];
  const current = changeableMaximumOf(id, detail);
  if (!isBankAmount(amount) || (current === undefined ? amountProblem(amount) : limitProblem(amount, current)) !== null) return;
  yield call(changing, id, 'limit', known, function* send(): Generator<unknown, ActionResult, unknown> {
    const result = (yield call(request, 'changeAuthorisationLimit', { id, body: { valorMaximo: amount } })) as BffResult<AuthorisationDetail>;
    if (!result.ok) return (yield call(notMade, result.failure)) as ActionResult;
    const answer = result.data;
    if (!isDetail(answer)) {
      yield call(readAgain, id);
      return { kind: 'done' };
    }
    yield put(detailLoaded({ id, detail: answer }));
    const list = (yield select(selectAuthorisationList)) as AuthorisationsState['list'];
    const line = list.items.find((item) => item.id === id);
    if (line) yield put(itemChanged({ ...line, status: answer.status, revogavel: answer.revogavel, editavel: answer.editavel }));
    return { kind: 'done' };
  });
}

/** The watcher (app/rootSaga.ts): a confirmation pressed again while its PATCH is out is not heard. */
export function* authorisationActionsSaga(): Generator<unknown, void, unknown> {
  yield all([takeLeading(revokeConfirmed.type, revokeSaga), takeLeading(limitConfirmed.type, limitChangeSaga)]);
}
