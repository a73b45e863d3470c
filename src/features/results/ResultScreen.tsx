import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useParams } from 'react-router-dom';
import type { RootState } from '../../app/rootReducer';
import { PATHS } from '../../app/paths';
import { getConfig } from '../../config/currentConfig';
import { copy } from '../../copy/ptBR';
import { PageHeading } from '../../ui/PageHeading';
import { StatusIcon } from '../../ui/StatusIcon';
import { alertExitRequested } from '../consent/consentSlice';
import { logoutRequested, siteRequested } from '../session/sessionSlice';
import { resultContent, type ResultAction } from './resultContent';


/** `/responses`, `/responses/{type}`, `/response` and every unknown path (SPEC §2, §8). No antd: it shows first on error paths too. */
export default function ResultScreen() {
  const { type } = useParams();
  const { pathname } = useLocation();
  const dispatch = useDispatch();
  const sharing = useSelector((s: RootState) => s.consent.consent?.kind === 'DADOS' || s.consent.alert?.sharing === true);
  const alertMessage = useSelector((s: RootState) => s.consent.alert?.message ?? null);
  const missingIntent = useSelector((s: RootState) => s.session.problem === 'missing-intent');
  const exiting = useSelector((s: RootState) => s.consent.decision !== 'idle');
  const { productName } = getConfig();
  const resultType = pathname.startsWith(`${PATHS.responses}/`) ? type : undefined;
  const found = resultContent(resultType, { sharing, alertMessage });
  // Arriving without an intent: say what is missing, not just that something went wrong.
  const content = !resultType && missingIntent ? { ...found, message: copy.login.missingIntent } : found;

  const leaveToSite = () => dispatch(siteRequested());
  const buttons: Record<ResultAction, { label: string; onClick: () => void; primary: boolean }> = {
    site: { label: copy.results.goToSite(productName), onClick: leaveToSite, primary: true },
    otherAccount: { label: copy.results.otherAccount, onClick: () => dispatch(logoutRequested()), primary: true },
    exit: { label: copy.results.exit, onClick: leaveToSite, primary: false },
    backToInitiator: { label: copy.results.backToInitiator, onClick: () => dispatch(alertExitRequested()), primary: true },
  };

  return (
    <section className="screen screen--center result">
      <StatusIcon kind={content.icon} />
      <PageHeading>{content.title}</PageHeading>
      <p className="result__message">{content.message}</p>
      <div className="actions">
        {content.actions.map((action) => (
          <button
            key={action}
            type="button"
            className={buttons[action].primary ? 'btn btn--primary' : 'btn'}
            onClick={buttons[action].onClick}
            disabled={action === 'backToInitiator' && exiting}
            aria-busy={action === 'backToInitiator' && exiting}
          >
            {action === 'backToInitiator' && exiting && <span className="btn__spinner" aria-hidden="true" />}
            {buttons[action].label}
          </button>
        ))}
      </div>
    </section>
  );
}
