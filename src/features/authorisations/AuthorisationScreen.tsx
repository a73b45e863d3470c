import type { MouseEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { copy } from '../../copy/ptBR';
import { journey } from '../../journey/journeyTable';
import { selectLocation } from '../../journey/locationSlice';
import { authorisationIdOf, PATHS } from '../../journey/paths';
import { safeUrl } from '../../platform/safeUrl';
import { InstitutionLogo } from '../../ui/InstitutionLogo';
import { PageHeading } from '../../ui/PageHeading';
import { ResultPanel } from '../../ui/ResultPanel';
import { WaitingScreen } from '../../ui/WaitingScreen';
import { AuthorisationTerms } from '../review/AuthorisationTerms';
import { selectSession } from '../session/sessionSlice';
import { AuthorisationActions } from './actions/AuthorisationActions';
import { AuthorisationFacts, ExitButton, isPlainClick, LoadFailed } from './authorisationParts';
import { kindName, statusName } from './authorisationWords';
import { detailRequested, selectAuthorisationDetail, selectAuthorisationList } from './authorisationsSlice';
import './authorisations.css';

const t = copy.authorisations;

/** The way back to the list: a link (a new tab opens the list), moved by the journey table on a plain click. */
function BackToList() {
  const dispatch = useDispatch();
  const back = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    dispatch(journey.authorisationsListed());
  };
  return (
    <a className="authorisation__back" href={PATHS.authorisations} onClick={back}>
      {t.detail.backToList}
    </a>
  );
}

/**
 * `/autorizacoes/{id}` (INTERFACE §7; docs/decisions/076): the header (institution, kind, status,
 * dates: the list's line, which the bank's changes keep current), what the customer may do
 * (features/authorisations/actions), and the kind's terms read-only (features/review). An id the bank
 * does not know as hers says so, with the way back to the list; a failed load offers to try again.
 * Never a consent journey's result page.
 */
export default function AuthorisationScreen() {
  const dispatch = useDispatch();
  const { authenticated } = useSelector(selectSession);
  const { path } = useSelector(selectLocation);
  const detail = useSelector(selectAuthorisationDetail);
  const list = useSelector(selectAuthorisationList);
  const id = authorisationIdOf(path) ?? '';

  if (detail.id === id && detail.status === 'missing') {
    return <ResultPanel icon="info" title={t.detail.notFoundTitle} message={t.detail.notFoundMessage} actions={<BackToList />} />;
  }
  if (detail.id === id && detail.status === 'failed') {
    return <LoadFailed message={t.detail.loadFailed} onRetry={() => dispatch(detailRequested(id))} />;
  }
  if (!authenticated) return <WaitingScreen text={copy.app.redirectingToLogin} />;
  if (detail.id !== id || !detail.data) return <WaitingScreen text={t.detail.loading} />;

  const data = detail.data;
  const item = list.items.find((kept) => kept.id === id) ?? null;
  // The header is the list's line: while the list is on its way, the page waits for it.
  if (!item && (list.status === 'loading' || list.status === 'idle')) return <WaitingScreen text={t.detail.loading} />;
  // The list has no line for it (a new authorisation, or the list's load failed): the envelope's own state.
  return (
    <section className="screen authorisation-page" aria-busy={detail.status === 'loading'}>
      <div className="authorisation__head">
        {item && <InstitutionLogo url={safeUrl(item.instituicao.urlLogo)} />}
        <PageHeading>{item ? item.instituicao.nome : kindName(data.tipo)}</PageHeading>
      </div>
      {item ? (
        <AuthorisationFacts item={item} />
      ) : (
        <dl className="fields__list">
          <div className="fields__row">
            <dt>{t.kind}</dt>
            <dd>{kindName(data.tipo)}</dd>
          </div>
          <div className="fields__row">
            <dt>{t.status}</dt>
            <dd>{statusName(data.status)}</dd>
          </div>
        </dl>
      )}
      {item && <AuthorisationActions item={item} />}
      <section className="authorisation__terms" aria-labelledby="autorizacao-termos">
        <h2 className="fields__title" id="autorizacao-termos">
          {t.detail.termsTitle}
        </h2>
        <AuthorisationTerms detail={data} />
      </section>
      <div className="actions">
        <BackToList />
        <ExitButton />
      </div>
    </section>
  );
}
