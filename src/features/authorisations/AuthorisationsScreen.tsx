import { useRef, type MouseEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { AuthorisationItem, AuthorisationStatus, ConsentKind } from '../../api/contract';
import { copy } from '../../copy/ptBR';
import { journey } from '../../journey/journeyTable';
import { authorisationPath } from '../../journey/paths';
import { safeUrl } from '../../platform/safeUrl';
import { InstitutionLogo } from '../../ui/InstitutionLogo';
import { PageHeading } from '../../ui/PageHeading';
import { WaitingScreen } from '../../ui/WaitingScreen';
import { selectSession } from '../session/sessionSlice';
import { AuthorisationFacts, ExitButton, isPlainClick, LoadFailed } from './authorisationParts';
import { filterChoices, inReadingOrder, kindName, narrowed, statusName } from './authorisationWords';
import { filterChanged, listRequested, selectAuthorisationFilter, selectAuthorisationList } from './authorisationsSlice';
import { useFirstShownMark } from '../../platform/useFirstShownMark';
import './authorisations.css';

const t = copy.authorisations;
/** The performance mark `npm run bench` waits for: the list's first view is on screen (decision 083). */
const AUTHORISATIONS_VISIBLE_MARK = 'authorisations-visible';

function Item({ item }: { item: AuthorisationItem }) {
  const dispatch = useDispatch();
  const name = item.instituicao.nome;
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    dispatch(journey.authorisationOpened(item.id));
  };
  return (
    <li className="authorisation">
      <div className="authorisation__head">
        <InstitutionLogo url={safeUrl(item.instituicao.urlLogo)} />
        <h3 className="authorisation__name">{name}</h3>
      </div>
      <AuthorisationFacts item={item} />
      <a className="authorisation__open" href={authorisationPath(item.id)} onClick={open} aria-label={t.openNamed(name)}>
        {t.open}
      </a>
    </li>
  );
}

function Part({ title, items }: { title: string; items: AuthorisationItem[] }) {
  if (items.length === 0) return null;
  const id = `autorizacoes-${title}`;
  return (
    <section className="authorisations__part" aria-labelledby={id}>
      <h2 className="authorisations__part-title" id={id}>
        {title}
      </h2>
      <ul className="authorisations__list">
        {items.map((item) => (
          <Item key={item.id} item={item} />
        ))}
      </ul>
    </section>
  );
}

function Filter({ items }: { items: AuthorisationItem[] }) {
  const dispatch = useDispatch();
  const filter = useSelector(selectAuthorisationFilter);
  const { kinds, statuses } = filterChoices(items, filter);
  const chosen = filter.tipo !== null || filter.status !== null;
  const first = useRef<HTMLSelectElement>(null);
  // 'Limpar filtro' goes away once pressed: focus stays in the filter rather than falling to the page's top.
  const clear = () => {
    dispatch(filterChanged({ tipo: null, status: null }));
    first.current?.focus();
  };
  return (
    <fieldset className="authorisations__filter">
      <legend className="authorisations__filter-title">{t.filterTitle}</legend>
      <div className="authorisations__filter-field">
        <label htmlFor="autorizacoes-filtro-tipo">{t.kind}</label>
        <select id="autorizacoes-filtro-tipo" ref={first} value={filter.tipo ?? ''} onChange={(e) => dispatch(filterChanged({ tipo: (e.target.value || null) as ConsentKind | null }))}>
          <option value="">{t.allKinds}</option>
          {kinds.map((kind) => (
            <option key={kind} value={kind}>
              {kindName(kind)}
            </option>
          ))}
        </select>
      </div>
      <div className="authorisations__filter-field">
        <label htmlFor="autorizacoes-filtro-situacao">{t.status}</label>
        <select id="autorizacoes-filtro-situacao" value={filter.status ?? ''} onChange={(e) => dispatch(filterChanged({ status: (e.target.value || null) as AuthorisationStatus | null }))}>
          <option value="">{t.allStatuses}</option>
          {statuses.map((status) => (
            <option key={status} value={status}>
              {statusName(status)}
            </option>
          ))}
        </select>
      </div>
      {chosen && (
        <button type="button" className="link-btn authorisations__clear" onClick={clear}>
          {t.clearFilter}
        </button>
      )}
    </fieldset>
  );
}

/**
 * `/autorizacoes` (INTERFACE §7; docs/decisions/076): every authorisation the bank returned, the
 * active ones first, each with its institution, kind, dates and status in words, and a filter by
 * kind and status. An empty list and a failed load are said in words; nothing here starts a
 * consent journey.
 */
export default function AuthorisationsScreen() {
  const dispatch = useDispatch();
  const { authenticated } = useSelector(selectSession);
  const list = useSelector(selectAuthorisationList);
  const filter = useSelector(selectAuthorisationFilter);
  // Read again (on arrival, after a change elsewhere): what was shown stays until the answer replaces it.
  const waiting = list.status === 'idle' || (list.status === 'loading' && list.items.length === 0);
  useFirstShownMark(AUTHORISATIONS_VISIBLE_MARK, authenticated && list.status !== 'failed' && !waiting);
  if (list.status === 'failed') return <LoadFailed message={t.loadFailed} onRetry={() => dispatch(listRequested())} />;
  if (!authenticated) return <WaitingScreen text={copy.app.redirectingToLogin} />;
  if (waiting) return <WaitingScreen text={t.loading} />;

  const shown = narrowed(list.items, filter);
  const { active, ended } = inReadingOrder(shown);
  return (
    <section className="screen authorisations" aria-busy={list.status === 'loading'}>
      <PageHeading>{t.title}</PageHeading>
      <p className="lead">{t.intro}</p>
      {list.items.length === 0 ? (
        <p className="authorisations__empty">{t.empty}</p>
      ) : (
        <>
          <Filter items={list.items} />
          <p className="authorisations__count" role="status">
            {t.count(String(shown.length), String(list.items.length))}
          </p>
          {shown.length === 0 && <p className="authorisations__empty">{t.emptyFiltered}</p>}
          <Part title={t.active} items={active} />
          <Part title={t.ended} items={ended} />
        </>
      )}
      <div className="actions">
        <ExitButton />
      </div>
    </section>
  );
}
