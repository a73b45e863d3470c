// The mask's core, its number mask and its input control only: the library's main entry (react-imask's
// component, prop-types, every mask kind) weighs twice as much, all of it downloaded and evaluated
// between the consent's answer and this screen (decision 057).
import 'imask/esm/controls/input';
import 'imask/esm/masked/number';
import useIMask from 'react-imask/esm/hook';
import { copy } from '../../copy/ptBR';

/** The largest limit the field takes (R$ 999.999.999,99): beyond it the mask drops the digit. */
const MAX_REAIS = 999_999_999.99;

/** The pt-BR money mask: thousands grouped with '.', cents after ',', at most two of them, no sign. One object, so the mask is made once. */
const MONEY_MASK = {
  mask: Number,
  scale: 2,
  radix: ',',
  mapToRadix: [','],
  thousandsSeparator: '.',
  normalizeZeros: false,
  padFractionalZeros: false,
  min: 0,
  max: MAX_REAIS,
};

export interface MoneyInputProps {
  id: string;
  /** The starting amount as the customer sees it ('1.500,50'); '' when empty. `fromMasked` gives the bank's form. */
  value: string;
  onChange: (value: string) => void;
  describedBy: string;
  invalid: boolean;
  disabled?: boolean;
}

/**
 * An amount in reais with the pt-BR money mask (imask, docs/decisions/004-mask-library.md). The
 * field is the mask's own (uncontrolled): it shows the starting `value` from its first frame, and
 * every change the mask accepts is passed on. The phone shows its numeric keyboard with the decimal
 * separator (`inputMode="decimal"`).
 */
export function MoneyInput({ id, value, onChange, describedBy, invalid, disabled = false }: MoneyInputProps) {
  // Only the mask changes an amount once the field is on screen (TermsForm sets them through this
  // field alone), so `value` is needed only at the start.
  const { ref } = useIMask<HTMLInputElement>(MONEY_MASK, { onAccept: onChange, defaultValue: value });
  return (
    <span className="money-input">
      <span className="money-input__prefix" aria-hidden="true">
        {copy.enrolment.currency}
      </span>
      <input
        ref={ref}
        id={id}
        className="money-input__field"
        defaultValue={value}
        inputMode="decimal"
        autoComplete="off"
        aria-describedby={describedBy}
        aria-invalid={invalid ? true : undefined}
        disabled={disabled}
      />
    </span>
  );
}

/** The masked text ('1.500,5') in the bank's digits ('1500.5'); '' stays ''. */
export const fromMasked = (text: string): string => text.replace(/\./g, '').replace(',', '.');

/** The bank's amount ('1500.50') as the mask writes it ('1.500,50'). */
export function toMasked(amount: string): string {
  const [units = '', fraction] = amount.split('.');
  const grouped = units.replace(/\B(?=(\d{3})+$)/g, '.');
  return fraction === undefined ? grouped : `${grouped},${fraction}`;
}
