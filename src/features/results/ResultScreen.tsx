import { useDispatch, useSelector } from 'react-redux';
import { selectLocation } from '../../journey/locationSlice';
import { PATHS } from '../../journey/paths';
import { getConfig } from '../../config/currentConfig';
import { copy } from '../../copy/ptBR';
import { PageHeading } from '../../ui/PageHeading';
import { StatusIcon } from '../../ui/StatusIcon';
import { alertExitRequested, selectAlertMessage, selectIsSharing, selectLateAnswer, selectReturning } from '../consent/consentSlice';
import { logoutRequested, selectMissingIntent, selectSession, siteRequested } from '../session/sessionSlice';
import { resultContent, type ResultAction } from './resultContent';

/** `/responses/{type}` names its page; `/responses`, `/response` and unknown paths show the default. */
const resultTypeOf = (path: string): string | undefined => {
  const [, type, ...rest] = path.slice(PATHS.responses.length).split('/');
  return path.startsWith(`${PATHS.responses}/`) && type && rest.length === 0 ? type : undefined;
};

/** `/responses`, `/responses/{type}`, `/response` and every unknown path (SPEC §2, §8). No antd: it shows first on error paths too. */
export default function ResultScreen() {
  const { path } = useSelector(selectLocation);
  const dispatch = useDispatch();
  const sharing = useSelector(selectIsSharing);
  const alertMessage = useSelector(selectAlertMessage);
  const missingIntent = useSelector(selectMissingIntent);
  const exiting = useSelector(selectReturning);
  const lateAnswer = useSelector(selectLateAnswer);
  const { authenticated, intentId } = useSelector(selectSession);
  const { productName } = getConfig();
  const resultType = resultTypeOf(path);
  // The way back needs the session (the rejected call) and the consent's id; while the processing
  // page still waits for the bank's answer, the journey goes on by itself instead.
  const canReturn = authenticated && intentId !== null && lateAnswer !== 'waiting';
  const found = resultContent(resultType, { sharing, alertMessage, lateAnswer, canReturn });
  // Arriving without an intent: say what is missing, not just that something went wrong.
  const content = !resultType && missingIntent ? { ...found, message: copy.login.missingIntent } : found;

  const leaveToSite = () => dispatch(siteRequested());
  const wayBack = (primary: boolean) => ({ label: copy.results.backToInitiator, onClick: () => dispatch(alertExitRequested()), primary });
  const buttons: Record<ResultAction, { label: string; onClick: () => void; primary: boolean }> = {
    site: { label: copy.results.goToSite(productName), onClick: leaveToSite, primary: true },
    otherAccount: { label: copy.results.otherAccount, onClick: () => dispatch(logoutRequested()), primary: true },
    exit: { label: copy.results.exit, onClick: leaveToSite, primary: false },
    backToInitiator: wayBack(true),
    // The same way back beside SPEC's own buttons, not the primary one (docs/decisions/024).
    wayBack: wayBack(false),
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
            className={buttons[action].primary ? 'btn btn--primary' : 'btn'}
            onClick={buttons[action].onClick}
            disabled={returning(action)}
            aria-busy={returning(action)}
          >
            {returning(action) && <span className="btn__spinner" aria-hidden="true" />}
            {buttons[action].label}
          </button>
        ))}
      </div>
    </section>
  );
}
