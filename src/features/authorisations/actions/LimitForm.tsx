import { useEffect, useState, type FormEvent } from 'react';
import { copy } from '../../../copy/ptBR';
import { toBankAmount } from '../../../format/bankAmount';
import { formatMoney } from '../../../format/format';
import { fromMasked, MoneyInput } from '../../../ui/MoneyInput';
import { limitProblem } from './atTheBank';

const t = copy.authorisationActions;

export interface LimitFormProps {
  /** The field's id: the actions put the focus on it when the bank refused the amount. */
  fieldId: string;
  institution: string;
  /** The maximum as the authorisation now states it, in the bank's form. */
  current: string;
  /** The bank's refusal of the last amount (403, 422, 423), said beside the field. */
  bankMessage: string | null;
  busy: boolean;
  /** A valid new maximum, in the bank's form ('150.00'): the confirmation asks next. */
  onContinue: (amount: string) => void;
  onCancel: () => void;
  /** The customer changed the amount: the bank's refusal of the last one no longer applies. */
  onEdit: () => void;
}

/**
 * The new maximum amount (issue 44 point 4): the money field of a device's limits (INTERFACE §6.2:
 * src/ui's, typed from the cents), the same rule (format/bankAmount.ts), the message beside the field
 * once the customer has typed or pressed 'Continuar'. Nothing is sent from here: the confirmation asks first.
 */
export function LimitForm({ fieldId, institution, current, bankMessage, busy, onContinue, onCancel, onEdit }: LimitFormProps) {
  const [shown, setShown] = useState('');
  const [touched, setTouched] = useState(false);
  const amount = toBankAmount(fromMasked(shown));
  const problem = limitProblem(amount, current);
  const message = bankMessage ?? (touched && problem ? t.limitErrors[problem] : '');
  const focusField = () => document.getElementById(fieldId)?.focus();
  // The form opens where the customer will type.
  useEffect(() => {
    document.getElementById(fieldId)?.focus();
  }, [fieldId]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem) focusField();
    else onContinue(amount);
  };
  return (
    <form className="limit-form" noValidate aria-label={`${t.limitLegend} ${t.changeLimitWhose(institution)}`} onSubmit={submit}>
      <label className="limit-form__label" htmlFor={fieldId}>
        {t.limitLabel}
      </label>
      <p id={`${fieldId}-ajuda`} className="hint limit-form__hint">
        {t.limitHint(formatMoney(current))}
      </p>
      <MoneyInput
        id={fieldId}
        value={shown}
        onChange={(value) => {
          setShown(value);
          setTouched(true);
          onEdit();
        }}
        describedBy={`${fieldId}-ajuda ${fieldId}-erro`}
        invalid={message !== ''}
        disabled={busy}
      />
      {/* Always there, so a screen reader announces a message when it appears or changes. */}
      <p id={`${fieldId}-erro`} className="form-error field-message" aria-live="polite">
        {message}
      </p>
      <div className="actions">
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {t.limitContinue}
        </button>
        <button type="button" className="btn" disabled={busy} onClick={onCancel}>
          {t.limitCancel}
        </button>
      </div>
    </form>
  );
}
