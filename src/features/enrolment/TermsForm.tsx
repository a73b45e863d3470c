import { useId } from 'react';
import type { TermProblem, TermProblems } from '../../api/enrolmentTerms';
import { copy } from '../../copy/ptBR';
import { formatMoney } from '../../format/format';
import { fromMasked, MoneyInput } from './MoneyInput';

const t = copy.enrolment;

/** What the customer has typed: amounts as the mask shows them ('1.500,50'), the validity as a date or none. */
export interface TermsDraft {
  transaction: string;
  daily: string;
  indeterminate: boolean;
  date: string;
}

function messageOf(problem: TermProblem | undefined, daily: string): string {
  switch (problem) {
    case undefined:
      return '';
    case 'aboveDaily':
      return t.errors.aboveDaily(formatMoney(fromMasked(daily)));
    case 'notAfterToday':
      return t.errors.notAfterToday;
    default:
      return t.errors[problem];
  }
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

/** A limit in reais: its label, its hint, the masked input and its message, tied together for screen readers. */
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

export interface TermsFormProps {
  draft: TermsDraft;
  problems: TermProblems;
  /** The first day the validity may end: tomorrow in Brasília, 'YYYY-MM-DD'. */
  firstDate: string;
  disabled: boolean;
  onChange: (draft: TermsDraft) => void;
}

/**
 * The limits and the validity of the enrolment (INTERFACE §6.2), each with its hint and, when its
 * value is refused, the reason next to it. The rules are the bank's own (api/enrolmentTerms.ts).
 */
export function TermsForm({ draft, problems, firstDate, disabled, onChange }: TermsFormProps) {
  const id = useId();
  const ids = {
    transaction: `${id}-transacao`,
    daily: `${id}-diario`,
    date: `${id}-validade`,
  };
  const set = (change: Partial<TermsDraft>) => onChange({ ...draft, ...change });
  const transactionMessage = messageOf(problems.limiteTransacao, draft.daily);
  const dailyMessage = messageOf(problems.limiteDiario, draft.daily);
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
        onChange={(transaction) => set({ transaction })}
      />
      <MoneyField
        id={ids.daily}
        label={t.dailyLimit}
        hint={t.dailyHint}
        value={draft.daily}
        message={dailyMessage}
        disabled={disabled}
        onChange={(daily) => set({ daily })}
      />

      <fieldset className="enrolment-field enrolment-validity" disabled={disabled}>
        <legend className="enrolment-field__label">{t.validity}</legend>
        <label className="enrolment-choice">
          <input type="radio" name={`${id}-validade-tipo`} checked={!draft.indeterminate} onChange={() => set({ indeterminate: false })} />
          {t.validityUntil}
        </label>
        <div className="enrolment-validity__date">
          <label className="enrolment-field__label" htmlFor={ids.date}>
            {t.validityDate}
          </label>
          <input
            id={ids.date}
            className="enrolment-field__date"
            type="date"
            min={firstDate}
            value={draft.date}
            onChange={(e) => set({ date: e.target.value })}
            disabled={disabled || draft.indeterminate}
            aria-describedby={`${ids.date}-erro`}
            aria-invalid={problems.validade ? true : undefined}
          />
          <FieldMessage id={`${ids.date}-erro`} text={dateMessage} />
        </div>
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
