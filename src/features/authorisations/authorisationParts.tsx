import type { MouseEvent } from 'react';
import { useDispatch } from 'react-redux';
import type { AuthorisationItem } from '../../api/contract';
import { copy } from '../../copy/ptBR';
import { ResultPanel } from '../../ui/ResultPanel';
import { FieldList } from '../../ui/Fields';
import { siteRequested } from '../session/sessionSlice';
import { kindName, sinceText, statusName, untilText } from './authorisationWords';

/** What the list and an item's page share (docs/decisions/076). */
const t = copy.authorisations;

/** A plain left click: the others (a new tab, a new window) are the browser's to follow. */
export const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** The page's 'Sair': the session ends here and at the provider, as the journeys' does. */
export function ExitButton() {
  const dispatch = useDispatch();
  return (
    <button type="button" className="btn" onClick={() => dispatch(siteRequested())}>
      {t.exit}
    </button>
  );
}

/** The load failed: said in words, with 'Tentar novamente' (INTERFACE §7.3). */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <ResultPanel
      icon="error"
      title={message}
      message={t.loadFailedHint}
      actions={
        <>
          <button type="button" className="btn btn--primary" onClick={onRetry}>
            {t.retry}
          </button>
          <ExitButton />
        </>
      }
    />
  );
}

/** The lines every authorisation shows: its kind, since and until when, its status (ui/Fields' rows). */
export function AuthorisationFacts({ item }: { item: Pick<AuthorisationItem, 'tipo' | 'status' | 'criadoEm' | 'expiraEm'> }) {
  return (
    <FieldList
      items={[
        { label: t.kind, value: kindName(item.tipo) },
        { label: t.since, value: sinceText(item) },
        { label: t.until, value: untilText(item) },
        {
          label: t.status,
          value: <span className={`authorisation-status authorisation-status--${item.status === 'ATIVO' ? 'active' : 'ended'}`}>{statusName(item.status)}</span>,
        },
      ]}
    />
  );
}

