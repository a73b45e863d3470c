import { copy } from '../../copy/ptBR';

/** SPEC §2 "Double signature": every approver must authorise by 23:59 of the expiry date. */
export function DoubleSignatureCard({ date }: { date: string }) {
  return (
    <section className="notice-card" aria-labelledby="autorizacao-titulo">
      <h2 id="autorizacao-titulo" className="notice-card__title">
        {copy.doubleSignature.title}
      </h2>
      <p>{copy.doubleSignature.text(date)}</p>
    </section>
  );
}
