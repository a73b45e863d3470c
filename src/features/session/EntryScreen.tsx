import { useDispatch, useSelector } from 'react-redux';
import { copy } from '../../copy/ptBR';
import { PageHeading } from '../../ui/PageHeading';
import { logoutRequested, selectSession } from './sessionSlice';

/**
 * `/` inside the app: shown while the entry saga is on its way to the login or the loading page,
 * and when the session expired before a decision: then it explains and offers a fresh login for
 * the same intent.
 */
export default function EntryScreen() {
  const problem = useSelector(selectSession).problem;
  const dispatch = useDispatch();
  if (problem === 'session-expired') {
    return (
      <section className="screen screen--center result">
        <PageHeading>{copy.login.sessionExpiredTitle}</PageHeading>
        <p className="result__message">{copy.login.sessionExpiredMessage}</p>
        <div className="actions">
          <button type="button" className="btn btn--primary" onClick={() => dispatch(logoutRequested())}>
            {copy.login.loginAgain}
          </button>
        </div>
      </section>
    );
  }
  return (
    <section className="screen screen--center">
      <PageHeading>{problem === 'missing-intent' ? copy.login.missingIntent : copy.app.redirectingToLogin}</PageHeading>
    </section>
  );
}
