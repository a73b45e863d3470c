export interface AmountSummaryProps {
  label?: string;
  value: string;
  to: string;
  text?: boolean;
  /** Short lines under 'Para …' that belong to the headline (e.g. when an immediate payment is made); empty ones are left out. */
  details?: (string | null | undefined)[];
}

/** The headline of a confirmation screen: an amount (or a short text) and who it goes to. */
export function AmountSummary({ label, value, to, text = false, details = [] }: AmountSummaryProps) {
  return (
    <div className="amount">
      {label && <span className="amount__label">{label}</span>}
      <span className={text ? 'amount__value amount__value--text' : 'amount__value'}>{value}</span>
      <span className="amount__to">{to}</span>
      {details.map((line) => line && <span key={line} className="amount__detail">{line}</span>)}
    </div>
  );
}
