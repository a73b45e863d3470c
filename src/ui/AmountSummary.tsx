/** The headline of a confirmation screen: an amount (or a short text) and who it goes to. */
export function AmountSummary({ label, value, to, text = false }: { label?: string; value: string; to: string; text?: boolean }) {
  return (
    <div className="amount">
      {label && <span className="amount__label">{label}</span>}
      <span className={text ? 'amount__value amount__value--text' : 'amount__value'}>{value}</span>
      <span className="amount__to">{to}</span>
    </div>
  );
}
