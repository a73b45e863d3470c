import { useId, useState, type ReactNode } from 'react';
import type { EnrolmentConsent, EnrolmentTerms } from '../../api/contract';
import { addYears, brasiliaToday, DEFAULT_VALIDITY_YEARS, hasProblems, initialTerms, termProblems, toBankAmount, type TermProblem, type TermProblems } from './terms';
import { copy } from '../../copy/ptBR';
import { accountTypeLabel, formatAccountNumber, formatCnpj, formatDate, formatMoney, maskDocument } from '../../format/format';
import type { ConsentOf } from '../../kinds/kindModule';
import { safeUrl } from '../../platform/safeUrl';
import { Actions } from '../../ui/Actions';
import { Fields } from '../../ui/Fields';
import { PageHeading } from '../../ui/PageHeading';
import { TimeLeft } from '../consent/TimeLeft';
import type { ConfirmationActions } from '../consent/useConfirmation';
import { InitiatorLogo } from '../../ui/InitiatorLogo';
import { fromMasked, MoneyInput, toMasked } from '../../ui/MoneyInput';
import { money } from '../../ui/money';
import { WhereToCancel } from '../../ui/WhereToCancel';
import './enrolment.css';

const t = copy.enrolment;
const DAY_MS = 24 * 60 * 60_000;

export interface EnrolmentViewProps extends Omit<ConfirmationActions, 'onConfirm'> {
  consent: EnrolmentConsent;
  /** The terms as the customer last left them (back from /segredo), else the initiator's or the defaults. */
  kept?: EnrolmentTerms | null;
  onConfirm: (terms: EnrolmentTerms) => void;
  /** The terms on screen changed: any earlier confirmation no longer holds. */
  onEdit?: (terms: EnrolmentTerms) => void;
  /**
   * ACCOUNT CHOICE (INTERFACE §6.1): when the enrolment carries no `dados.conta`, the accounts
   * feature's list (EnrolmentScreen passes `<AccountChoice>`), with whether an available account is
   * chosen. Until one is, 'Confirmar vínculo' cannot act.
   */
  accountChoice?: { element: ReactNode; chosen: boolean };
  /** The clock the validity is checked against (tests fix it). */
  now?: number;
}

function draftOf(terms: EnrolmentTerms, now: number): TermsDraft {
  return {
    transaction: toMasked(terms.limiteTransacao),
    daily: toMasked(terms.limiteDiario ?? ''),
    indeterminate: terms.validade === null,
    // Switching back from 'Indeterminado' offers the default date, not an empty field.
    date: terms.validade ?? addYears(brasiliaToday(now), DEFAULT_VALIDITY_YEARS),
  };
}

export function termsOf(draft: TermsDraft): EnrolmentTerms {
  return {
    limiteTransacao: toBankAmount(fromMasked(draft.transaction)),
    limiteDiario: draft.daily === '' ? null : toBankAmount(fromMasked(draft.daily)),
    validade: draft.indeterminate ? null : draft.date,
  };
}

/**
 * `/vinculo`: the device enrolment of the journey without redirection (INTERFACE §6.2). Who asks,
 * for which device, whose account, and the limits and validity the customer may change before
 * 'Confirmar vínculo', which stays unusable while a value is refused (docs/decisions/053-device-enrolment.md).
 */
export function EnrolmentView({ consent, kept = null, busy, deadline, onConfirm, onEdit, onCancel, accountChoice, now: fixedNow }: EnrolmentViewProps) {
  const { dados, iniciadora } = consent;
  const [now] = useState(() => fixedNow ?? Date.now());
  const [draft, setDraft] = useState(() => draftOf(kept ?? initialTerms(dados, now), now));
  const terms = termsOf(draft);
  const problems = termProblems(terms, now);
  const account = dados.conta;
  const accountReady = account ? true : (accountChoice?.chosen ?? false);
  const firstDate = brasiliaToday(now + DAY_MS);
  const accountNoteId = useId();
  const termsNote = fixToConfirm(problems);

  return (
    <section className="screen enrolment">
      <PageHeading>{t.title}</PageHeading>
      <p className="lead">{t.intro(iniciadora.nome, dados.nomeDispositivo)}</p>
      {/* ACCOUNT CHOICE (INTERFACE §6.1): see `accountChoice`. */}
      <WhoAndWhich consent={consent} accountChoice={accountChoice?.element} />
      <TermsForm
        draft={draft}
        problems={problems}
        firstDate={firstDate}
        disabled={busy}
        onChange={(next) => {
          setDraft(next);
          onEdit?.(termsOf(next));
        }}
      />
      <p className="hint">{t.cancelNote}</p>
      <WhereToCancel />
      <p className="hint">{copy.common.redirectNotice}</p>
      <p className="hint">{t.fifteenMinutes}</p>
      <TimeLeft deadline={deadline} />
      {/* Beside 'Confirmar vínculo' while it cannot act: why, and the button's description. */}
      {(termsNote || !accountReady) && (
        <p id={accountNoteId} className="hint">
          {[termsNote, accountReady ? '' : t.chooseAccountToConfirm].filter(Boolean).join(' ')}
        </p>
      )}
      <Actions
        confirmLabel={t.confirm}
        cancelLabel={t.cancel}
        onConfirm={() => onConfirm(terms)}
        onCancel={onCancel}
        busy={busy}
        confirmDisabled={hasProblems(problems) || !accountReady}
        confirmDescribedBy={termsNote || !accountReady ? accountNoteId : undefined}
      />
    </section>
  );
}

/** Who asks, for which device, whose account (or, without one, the choice given): the screen's top, and of its read-only terms. */
function WhoAndWhich({ consent, accountChoice = null }: { consent: EnrolmentConsent; accountChoice?: ReactNode }) {
  const { dados, iniciadora } = consent;
  const account = dados.conta;
  return (
    <>
      <section className="enrolment__initiator" aria-label={t.requestedBy}>
        <InitiatorLogo key={iniciadora.urlLogoIniciadora} url={safeUrl(iniciadora.urlLogoIniciadora)} />
        <Fields
          title={t.requestedBy}
          items={[
            { label: t.initiator, value: iniciadora.nome },
            iniciadora.cnpj ? { label: t.cnpj, value: formatCnpj(iniciadora.cnpj) } : null,
          ]}
        />
      </section>
      <Fields title={t.device} items={[{ label: t.deviceName, value: dados.nomeDispositivo }]} />
      <Fields
        title={t.holder}
        items={[
          { label: t.name, value: dados.nome },
          { label: t.cpf, value: maskDocument(dados.cpf) },
          dados.cnpj ? { label: t.company, value: maskDocument(dados.cnpj) } : null,
        ]}
      />
      {account ? (
        <Fields
          title={t.account}
          items={[
            { label: accountTypeLabel(account.tipoConta) || t.account, value: formatAccountNumber(account.numero) },
            { label: t.branch, value: account.agencia },
          ]}
        />
      ) : (
        accountChoice
      )}
    </>
  );
}

/**
 * `/autorizacoes/{id}`: the enrolment's terms as its screen showed them, read-only (its module's
 * `termsCode`): the limits and the validity the customer confirmed, as lines, not fields to change.
 */
export function EnrolmentTermsShown({ consent }: { consent: ConsentOf<'VINCULO'> }) {
  const d = consent.data.dados;
  return (
    <>
      <WhoAndWhich consent={consent.data} />
      <Fields
        title={t.terms}
        items={[
          { label: t.transactionLimit, value: money(d.limiteTransacao) },
          { label: copy.review.dailyLimit, value: d.limiteDiario ? money(d.limiteDiario) : copy.review.noDailyLimit },
          { label: t.validity, value: d.validade ? formatDate(d.validade) : t.validityIndeterminate },
        ]}
      />
    </>
  );
}

// The terms the customer edits: one part of this view, whose state (the draft) is the view's.

/** What the customer has typed: amounts as the field shows them ('1.500,50'), the validity as a date or none. */
export interface TermsDraft {
  transaction: string;
  daily: string;
  indeterminate: boolean;
  date: string;
}

/** An amount as the field shows it ('1.500,50') as the message writes it ('R$ 1.500,50'). */
const inReais = (shown: string) => formatMoney(toBankAmount(fromMasked(shown)));

function messageOf(problem: TermProblem | undefined, daily: string): string {
  switch (problem) {
    case undefined:
      return '';
    case 'aboveDaily':
      return t.errors.aboveDaily(inReais(daily));
    case 'notAfterToday':
      return t.errors.notAfterToday;
    default:
      return t.errors[problem];
  }
}

/** The two limits: which one the customer changed last, where a refusal of the pair is said. */
type Limit = 'transaction' | 'daily';

/**
 * Why 'Confirmar vínculo' cannot act, for the note beside it: the field to correct (its own message
 * says how), or '' when the terms may be confirmed.
 */
function fixToConfirm(problems: TermProblems): string {
  const fields = Object.keys(problems) as (keyof TermProblems)[];
  if (fields.length === 0) return '';
  if (fields.length > 1) return t.fixToConfirm.several;
  const [field] = fields as [keyof TermProblems];
  return problems[field] === 'aboveDaily' ? t.fixToConfirm.limits : t.fixToConfirm[field];
}

function validityMessage(problem: TermProblem | undefined): string {
  if (problem === 'required') return t.errors.validityRequired;
  if (problem === 'invalid') return t.errors.validityInvalid;
  return messageOf(problem, '');
}

/**
 * A field's message, next to it. The region is always there, so a screen reader announces a
 * message when it appears or changes (`aria-live`), not only when the field is focused again.
 */
function FieldMessage({ id, text }: { id: string; text: string }) {
  return (
    <p id={id} className="form-error field-message" aria-live="polite">
      {text}
    </p>
  );
}

/** A limit in reais: its label, its hint, the amount's input and its message, tied together for screen readers. */
function MoneyField(props: { id: string; label: string; hint: string; value: string; message: string; disabled: boolean; onChange: (value: string) => void }) {
  const { id, label, hint, value, message, disabled, onChange } = props;
  return (
    <div className="enrolment-field">
      <label className="enrolment-field__label" htmlFor={id}>
        {label}
      </label>
      <p id={`${id}-ajuda`} className="hint enrolment-field__hint">
        {hint}
      </p>
      <MoneyInput id={id} value={value} onChange={onChange} describedBy={`${id}-ajuda ${id}-erro`} invalid={message !== ''} disabled={disabled} />
      <FieldMessage id={`${id}-erro`} text={message} />
    </div>
  );
}

interface TermsFormProps {
  draft: TermsDraft;
  problems: TermProblems;
  /** The first day the validity may end: tomorrow in Brasília, 'YYYY-MM-DD'. */
  firstDate: string;
  disabled: boolean;
  onChange: (draft: TermsDraft) => void;
}

/**
 * The limits and the validity of the enrolment (INTERFACE §6.2), each with its hint and, when its
 * value is refused, the reason next to it. The rules are the bank's own (./terms.ts).
 */
function TermsForm({ draft, problems, firstDate, disabled, onChange }: TermsFormProps) {
  const id = useId();
  const ids = {
    transaction: `${id}-transacao`,
    daily: `${id}-diario`,
    date: `${id}-validade`,
  };
  // A per-transaction limit above the daily one is one refusal of the pair: it is said beside the
  // limit the customer just changed, where their eyes and the screen reader's focus are.
  const [lastLimit, setLastLimit] = useState<Limit>('transaction');
  const set = (change: Partial<TermsDraft>) => onChange({ ...draft, ...change });
  const pairOnDaily = problems.limiteTransacao === 'aboveDaily' && lastLimit === 'daily';
  const transactionMessage = pairOnDaily ? '' : messageOf(problems.limiteTransacao, draft.daily);
  const dailyMessage = pairOnDaily ? t.errors.belowTransaction(inReais(draft.transaction)) : messageOf(problems.limiteDiario, draft.daily);
  const dateMessage = validityMessage(problems.validade);
  return (
    <section className="enrolment-terms" aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`} className="fields__title">
        {t.terms}
      </h2>
      <p className="hint">{t.termsIntro}</p>

      <MoneyField
        id={ids.transaction}
        label={t.transactionLimit}
        hint={t.transactionHint}
        value={draft.transaction}
        message={transactionMessage}
        disabled={disabled}
        onChange={(transaction) => {
          setLastLimit('transaction');
          set({ transaction });
        }}
      />
      <MoneyField
        id={ids.daily}
        label={t.dailyLimit}
        hint={t.dailyHint}
        value={draft.daily}
        message={dailyMessage}
        disabled={disabled}
        onChange={(daily) => {
          setLastLimit('daily');
          set({ daily });
        }}
      />

      <fieldset className="enrolment-field enrolment-validity" disabled={disabled}>
        <legend className="enrolment-field__label">{t.validity}</legend>
        <label className="enrolment-choice">
          <input type="radio" name={`${id}-validade-tipo`} checked={!draft.indeterminate} onChange={() => set({ indeterminate: false })} />
          {t.validityUntil}
        </label>
        {/* 'Indeterminado' replaces the date: it is not shown, and comes back as it was with 'Até uma data'. */}
        {!draft.indeterminate && (
          <div className="enrolment-validity__date">
            <label className="enrolment-field__label" htmlFor={ids.date}>
              {t.validityDate}
            </label>
            <input
              id={ids.date}
              className="field-box"
              type="date"
              min={firstDate}
              value={draft.date}
              onChange={(e) => set({ date: e.target.value })}
              disabled={disabled}
              aria-describedby={`${ids.date}-erro`}
              aria-invalid={problems.validade ? true : undefined}
            />
            <FieldMessage id={`${ids.date}-erro`} text={dateMessage} />
          </div>
        )}
        <label className="enrolment-choice">
          <input
            type="radio"
            name={`${id}-validade-tipo`}
            checked={draft.indeterminate}
            onChange={() => set({ indeterminate: true })}
            aria-describedby={`${id}-indeterminado-ajuda`}
          />
          {t.validityIndeterminate}
        </label>
        <p id={`${id}-indeterminado-ajuda`} className="hint enrolment-field__hint">
          {t.validityHint}
        </p>
      </fieldset>
    </section>
  );
}
