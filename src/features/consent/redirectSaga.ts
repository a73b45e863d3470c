import { call, delay, select } from 'redux-saga/effects';
import type { RedirectInfo } from '../../api/contract';
import { getConfig } from '../../config/currentConfig';
import { leaveTo, navigateTo } from '../../journey/navigation';
import { resultPath } from '../../journey/paths';
import { safeUrl } from '../../platform/safeUrl';
import { endJourneySaga } from '../session/sessionSagas';
import { selectRedirect } from './consentSlice';

/** Redirect delay (SPEC §9). */
export const REDIRECT_DELAY_MS = 5_000;

/** `/redirect`: after 5 s, back to the initiator at a checked URL, or the redirect error page (SPEC §2). */
export function* redirectSaga(): Generator<unknown, void, unknown> {
  const redirect = (yield select(selectRedirect)) as RedirectInfo | null;
  yield delay(REDIRECT_DELAY_MS);
  const target = safeUrl(redirect?.urlRedirecionamento, getConfig().allowInsecureLoopback);
  // The decision is made: the journey ends here, whether or not the way back works, and nothing of
  // it stays in this tab.
  yield call(endJourneySaga);
  if (target) yield call(leaveTo, target);
  else yield call(navigateTo, resultPath('redirect'), true);
}
