import { useId, useState } from 'react';
import { toBankAmount, type TermProblem, type TermProblems } from './terms';
import { copy } from '../../copy/ptBR';
import { formatMoney } from '../../format/format';
import { fromMasked, MoneyInput } from '../../ui/MoneyInput';

const t = copy.enrolment;

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
export function fixToConfirm(problems: TermProblems): string {
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
 * value is refused, the reason next to it. The rules are the bank's own (./terms.ts).
 */
export function TermsForm({ draft, problems, firstDate, disabled, onChange }: TermsFormProps) {
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
              className="enrolment-field__date"
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
