import { call, put } from 'redux-saga/effects';
import { request, type BffResult } from '../../api/bff';
import { journey } from '../../journey/journeyTable';
import { parseAccounts } from './accountsAnswer';
import { accountsLoaded, accountsLookupFailed, accountsRequested } from './accountsSlice';

/**
 * Asks the bank for the accounts that may pay this consent (INTERFACE §6.1), before its screen shows,
 * so the screen waits on nothing. A failed lookup, or an answer that is not a list of accounts, goes
 * to the default result page. Returns whether the list came.
 */
export function* lookupAccountsSaga(consentId: string): Generator<unknown, boolean, unknown> {
  yield put(accountsRequested(consentId));
  const result = (yield call(request, 'getAccounts', consentId)) as BffResult<unknown>;
  const contas = result.ok ? parseAccounts(result.data) : null;
  if (!contas) {
    yield put(accountsLookupFailed());
    yield put(journey.journeyStopped());
    return false;
  }
  yield put(accountsLoaded({ consentId, contas }));
  return true;
}
