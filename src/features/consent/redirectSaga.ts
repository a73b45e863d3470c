import { call, delay, select } from 'redux-saga/effects';
import type { RedirectInfo } from '../../api/contract';
import { resultPath } from '../../journey/paths';
import { safeUrl } from '../../platform/safeUrl';
import { endJourneyAtProviderSaga } from '../session/sessionSagas';
import { selectRedirect } from './consentSlice';

/** Redirect delay (SPEC §9). */
export const REDIRECT_DELAY_MS = 5_000;

/** `/redirect`: after 5 s, back to the initiator at a checked URL, or the redirect error page (SPEC §2). */
export function* redirectSaga(): Generator<unknown, void, unknown> {
  const redirect = (yield select(selectRedirect)) as RedirectInfo | null;
  yield delay(REDIRECT_DELAY_MS);
  const target = safeUrl(redirect?.urlRedirecionamento);
  // The decision is made: the journey ends here and at the provider, whether or not the way back
  // works, and nothing of it stays in this tab.
  yield call(endJourneyAtProviderSaga, target ? { to: 'initiator', url: target } : { to: 'result', path: resultPath('redirect') });
}
