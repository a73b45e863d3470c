import { useId } from 'react';
import { copy } from '../copy/ptBR';

/**
 * The Autorização card (SPEC §2 "Double signature", and the data consent's screen): every
 * approver must authorise by the deadline. Payments pass the date (until 23:59), a consent with a
 * deadline to the minute the date and time.
 */
export function DoubleSignatureCard({ date, time }: { date: string; time?: string }) {
  const headingId = useId();
  return (
    <section className="notice-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="notice-card__title">
        {copy.doubleSignature.title}
      </h2>
      <p>{time === undefined ? copy.doubleSignature.text(date) : copy.doubleSignature.withTimeText(date, time)}</p>
    </section>
  );
}
