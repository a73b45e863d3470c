import { IMaskInput } from 'react-imask';
import { copy } from '../../copy/ptBR';

/** The largest limit the field takes (R$ 999.999.999,99): beyond it the mask drops the digit. */
const MAX_REAIS = 999_999_999.99;

export interface MoneyInputProps {
  id: string;
  /** As the customer sees it ('1.500,50'); '' while empty. `fromMasked` gives the bank's form. */
  value: string;
  onChange: (value: string) => void;
  describedBy: string;
  invalid: boolean;
  disabled?: boolean;
}

/**
 * An amount in reais with the pt-BR money mask (react-imask, docs/decisions/004-mask-library.md):
 * thousands grouped with '.', cents after ',', at most two of them, no sign. The phone shows its
 * numeric keyboard with the decimal separator (`inputMode="decimal"`).
 */
export function MoneyInput({ id, value, onChange, describedBy, invalid, disabled = false }: MoneyInputProps) {
  return (
    <span className="money-input">
      <span className="money-input__prefix" aria-hidden="true">
        {copy.enrolment.currency}
      </span>
      <IMaskInput
        id={id}
        className="money-input__field"
        mask={Number}
        scale={2}
        radix=","
        mapToRadix={[',']}
        thousandsSeparator="."
        normalizeZeros={false}
        padFractionalZeros={false}
        min={0}
        max={MAX_REAIS}
        value={value}
        onAccept={(accepted: string) => onChange(accepted)}
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
