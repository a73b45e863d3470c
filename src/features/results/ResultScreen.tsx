import { useDispatch, useSelector } from 'react-redux';
import { selectLocation } from '../../journey/locationSlice';
import { getConfig } from '../../config/currentConfig';
import { PageHeading } from '../../ui/PageHeading';
import { StatusIcon } from '../../ui/StatusIcon';
import { alertExitRequested, selectAlertMessage, selectJourneyKind, selectLateAnswer, selectReturning } from '../consent/consentSlice';
import { logoutRequested, selectMissingIntent, selectSession, siteRequested } from '../session/sessionSlice';
import { RESULT_BUTTONS, resultPageAt, type ResultAction } from './resultContent';

/** `/responses`, `/responses/{type}`, `/response` and every unknown path (SPEC §2, §8). No antd: it shows first on error paths too. */
export default function ResultScreen() {
  const { path } = useSelector(selectLocation);
  const dispatch = useDispatch();
  const kind = useSelector(selectJourneyKind);
  const alertMessage = useSelector(selectAlertMessage);
  const missingIntent = useSelector(selectMissingIntent);
  const exiting = useSelector(selectReturning);
  const lateAnswer = useSelector(selectLateAnswer);
  const { authenticated, intentId } = useSelector(selectSession);
  const { productName } = getConfig();
  // The way back needs the session (the rejected call) and the consent's id; while the processing
  // page still waits for the bank's answer, the journey goes on by itself instead.
  const canReturn = authenticated && intentId !== null && lateAnswer !== 'waiting';
  const content = resultPageAt(path, { kind, alertMessage, lateAnswer, canReturn, missingIntent });

  const leaveToSite = () => dispatch(siteRequested());
  const wayBack = () => dispatch(alertExitRequested());
  const onClick: Record<ResultAction, () => void> = {
    site: leaveToSite,
    otherAccount: () => dispatch(logoutRequested()),
    exit: leaveToSite,
    backToInitiator: wayBack,
    wayBack,
  };
  const returning = (action: ResultAction) => (action === 'backToInitiator' || action === 'wayBack') && exiting;

  return (
    <section className="screen screen--center result">
      <StatusIcon kind={content.icon} />
      <PageHeading>{content.title}</PageHeading>
      <p className="result__message">{content.message}</p>
      {content.note && (
        <p className="result__note" role="status">
          {content.waiting && <span className="btn__spinner result__spinner" aria-hidden="true" />}
          {content.note}
        </p>
      )}
      <div className="actions">
        {content.actions.map((action) => (
          <button
            key={action}
            type="button"
            // While the page waits for the bank, waiting is what it asks of the customer: leaving is
            // offered, not urged (docs/decisions/047).
            className={RESULT_BUTTONS[action].primary && !content.waiting ? 'btn btn--primary' : 'btn'}
            onClick={onClick[action]}
            disabled={returning(action)}
            aria-busy={returning(action)}
          >
            {returning(action) && <span className="btn__spinner" aria-hidden="true" />}
            {RESULT_BUTTONS[action].label(productName)}
          </button>
        ))}
      </div>
    </section>
  );
}
