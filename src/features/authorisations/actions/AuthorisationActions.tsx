import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { AuthorisationItem } from '../../../api/contract';
import { copy } from '../../../copy/ptBR';
import { formatMoney } from '../../../format/format';
import { selectAuthorisationDetail } from '../authorisationsSlice';
import type { ActionDialogProps } from './ActionDialog';
import { changeableMaximumOf, stopsOf } from './atTheBank';
import {
  dialogClosed,
  limitAsked,
  limitConfirmed,
  outcomeDismissed,
  revokeAsked,
  revokeConfirmed,
  selectAuthorisationActions,
  type ActionDialog as OpenDialog,
  type AuthorisationActionsState,
} from './authorisationActionsSlice';
import { LimitForm } from './LimitForm';
import './actions.css';

const t = copy.authorisationActions;
const loadDialog = () => import(/* webpackChunkName: "authorisation-dialog" */ './ActionDialog');
const ActionDialog = lazy(loadDialog);

type Outcome = NonNullable<AuthorisationActionsState['outcome']>;
type DialogWords = Omit<ActionDialogProps, 'busy' | 'onConfirm' | 'onKeep'>;

/** What is said once the dialog has closed: the change done, or made elsewhere (the item then shows as it now is). */
function noticeOf(outcome: Outcome | null, institution: string, maximum: string | undefined): { alert: boolean; lines: string[] } | null {
  if (!outcome) return null;
  const { action, result } = outcome;
  if (result.kind === 'done') {
    if (action === 'revoke') return { alert: false, lines: [t.revoked(institution)] };
    // The amount the bank answered (the opened item is its answer now).
    return { alert: false, lines: [maximum === undefined ? t.limitChangedDone : t.limitChanged(formatMoney(maximum))] };
  }
  if (result.kind === 'changed') return { alert: true, lines: result.message ? [t.changedElsewhere, result.message] : [t.changedElsewhere] };
  return null;
}

/** The dialog's words: the question, then the bank's refusal or the failure where the customer pressed. */
function dialogWords(dialog: OpenDialog, outcome: Outcome | null, item: AuthorisationItem, current: string | undefined): DialogWords {
  const said = outcome?.action === dialog.action ? outcome.result : null;
  const problem = said?.kind === 'refused' ? said.message : said?.kind === 'failed' ? t.failed : null;
  if (dialog.action === 'revoke') {
    return {
      title: t.revokeTitle(item.instituicao.nome),
      paragraphs: [stopsOf(item.tipo), t.revokeFinal],
      problem,
      // Refused by the bank: pressing again would get the same answer.
      confirm: said?.kind === 'refused' ? null : { label: said?.kind === 'failed' ? t.retry : t.revokeConfirm, destructive: true },
      keepLabel: t.keep,
    };
  }
  return {
    title: t.limitTitle,
    paragraphs: [t.limitText(formatMoney(current), formatMoney(dialog.amount ?? ''))],
    problem,
    confirm: { label: said?.kind === 'failed' ? t.retry : t.limitConfirm, destructive: false },
    keepLabel: t.keep,
  };
}

/**
 * What the customer may do with one authorisation at the bank (issue 44 points 3 and 4; INTERFACE
 * §7.2, §7.3; docs/decisions/078): 'Revogar' while it is active and the bank allows it, and the
 * change of its maximum amount when the bank says `editavel` and its kind has one (the opened item's
 * data says the current amount). Each button names the institution it acts on. The focus stays
 * where the customer can go on: on what was said after a change, else back where she pressed.
 */
export function AuthorisationActions({ item }: { item: AuthorisationItem }) {
  const dispatch = useDispatch();
  const state = useSelector(selectAuthorisationActions);
  const detail = useSelector(selectAuthorisationDetail);
  const maximum = useMemo(() => changeableMaximumOf(item.id, detail), [item.id, detail]);
  const { id } = item;
  const institution = item.instituicao.nome;
  const dialog = state.dialog?.id === id ? state.dialog : null;
  const outcome = state.outcome?.id === id ? state.outcome : null;
  const busy = state.busy !== null;
  const active = item.status === 'ATIVO';
  const canRevoke = active && item.revogavel;
  const canChange = active && item.editavel && maximum !== undefined;
  const [formOpen, setFormOpen] = useState(false);
  const fieldId = useId();
  const revokeButton = useRef<HTMLButtonElement>(null);
  const changeButton = useRef<HTMLButtonElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const backToChange = useRef(false);
  const lastDialog = useRef<OpenDialog | null>(null);
  const notice = dialog ? null : noticeOf(outcome, institution, maximum);

  // Fetched ahead, so the dialog opens at once when asked for.
  useEffect(() => {
    if (canRevoke || canChange) void loadDialog();
  }, [canRevoke, canChange]);

  // A change done, or made elsewhere, ends the form.
  useEffect(() => {
    if (outcome?.action === 'limit' && (outcome.result.kind === 'done' || outcome.result.kind === 'changed')) setFormOpen(false);
  }, [outcome]);

  // The dialog closed: the focus goes to what was said, else back to the form or to 'Revogar'.
  useEffect(() => {
    const closed = lastDialog.current;
    lastDialog.current = dialog;
    if (!closed || dialog) return;
    if (noticeRef.current) noticeRef.current.focus();
    else if (closed.action === 'limit') document.getElementById(fieldId)?.focus();
    else revokeButton.current?.focus();
  });

  useEffect(() => {
    if (!formOpen && backToChange.current) {
      backToChange.current = false;
      changeButton.current?.focus();
    }
  }, [formOpen]);

  if (!canRevoke && !canChange && !notice && !dialog) return null;
  const showChange = canChange && !formOpen;
  return (
    <div className="authorisation-actions">
      {notice && (
        <div ref={noticeRef} tabIndex={-1} role={notice.alert ? 'alert' : 'status'} className={notice.alert ? 'authorisation-actions__notice form-error' : 'authorisation-actions__notice'}>
          {notice.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      )}
      {canChange && formOpen && maximum !== undefined && (
        <LimitForm
          fieldId={fieldId}
          institution={institution}
          current={maximum}
          bankMessage={outcome?.action === 'limit' && outcome.result.kind === 'refused' ? outcome.result.message : null}
          busy={busy}
          onContinue={(amount) => dispatch(limitAsked({ id, amount }))}
          onCancel={() => {
            backToChange.current = true;
            setFormOpen(false);
            if (outcome) dispatch(outcomeDismissed());
          }}
          onEdit={() => {
            if (outcome) dispatch(outcomeDismissed());
          }}
        />
      )}
      {(showChange || canRevoke) && (
        <div className="authorisation-actions__buttons">
          {showChange && (
            <button
              ref={changeButton}
              type="button"
              className="btn"
              disabled={busy}
              onClick={() => {
                if (outcome) dispatch(outcomeDismissed());
                setFormOpen(true);
              }}
            >
              {t.changeLimit} <span className="visually-hidden">{t.changeLimitWhose(institution)}</span>
            </button>
          )}
          {canRevoke && (
            <button ref={revokeButton} type="button" className="btn authorisation-actions__revoke" disabled={busy} onClick={() => dispatch(revokeAsked({ id }))}>
              {t.revoke} <span className="visually-hidden">{t.revokeWhose(institution)}</span>
            </button>
          )}
        </div>
      )}
      {dialog && (
        <Suspense fallback={null}>
          <ActionDialog
            {...dialogWords(dialog, outcome, item, maximum)}
            busy={state.busy?.id === id}
            onConfirm={() => dispatch(dialog.action === 'revoke' ? revokeConfirmed({ id }) : limitConfirmed({ id, amount: dialog.amount ?? '' }))}
            onKeep={() => dispatch(dialogClosed())}
          />
        </Suspense>
      )}
    </div>
  );
}
