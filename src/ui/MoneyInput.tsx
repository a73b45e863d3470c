import type { ClipboardEvent, MouseEvent } from 'react';
import { copy } from '../copy/ptBR';
import './moneyInput.css';
import { fromShown, pastedCents, shownOf, toShown, typedCents } from './moneyEntry';

export interface MoneyInputProps {
  id: string;
  /** The amount as the field shows it ('1.500,50'); '' when empty. `fromMasked` gives the bank's form. */
  value: string;
  /** Called with the amount as the field will show it, after every key or paste that changes it. */
  onChange: (value: string) => void;
  describedBy: string;
  invalid: boolean;
  disabled?: boolean;
}

/** A caret put down inside the amount goes to its end, where the digits enter; a selection stays (typing replaces it). */
function caretToEnd(event: MouseEvent<HTMLInputElement>) {
  const field = event.currentTarget;
  if (field.selectionStart === field.selectionEnd) field.setSelectionRange(field.value.length, field.value.length);
}

/**
 * An amount in reais, typed digit by digit from the cents (docs/decisions/066): a few lines of our
 * own instead of a mask library, controlled by `value`, so the field shows from its first frame
 * exactly the amount that will be sent. The phone shows its digits keypad (`inputMode="numeric"`):
 * the model needs no separator key.
 */
export function MoneyInput({ id, value, onChange, describedBy, invalid, disabled = false }: MoneyInputProps) {
  // A change the model refuses (a digit beyond the largest amount) calls nothing: React puts the
  // field back to `value`.
  const show = (cents: string | null) => {
    if (cents !== null) onChange(shownOf(cents));
  };
  return (
    <span className="money-input">
      <span className="money-input__prefix" aria-hidden="true">
        {copy.common.currency}
      </span>
      <input
        id={id}
        className="field-box"
        value={value}
        onChange={(event) => show(typedCents(event.target.value))}
        onPaste={(event: ClipboardEvent<HTMLInputElement>) => {
          event.preventDefault();
          show(pastedCents(event.clipboardData.getData('text')));
        }}
        onClick={caretToEnd}
        inputMode="numeric"
        autoComplete="off"
        aria-describedby={describedBy}
        aria-invalid={invalid ? true : undefined}
        disabled={disabled}
      />
    </span>
  );
}

/** What the field shows ('1.500,50') in the bank's digits ('1500.50'); '' stays ''. */
export const fromMasked = fromShown;

/** The bank's amount ('1500.50') as the field shows it ('1.500,50'). */
export const toMasked = toShown;
