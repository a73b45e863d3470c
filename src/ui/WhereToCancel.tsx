import { copy } from '../copy/ptBR';

/**
 * The customer's authorisations at the bank (INTERFACE §7.1), the page the portal serves at this path.
 * Written here rather than read from the journey's routes: this line is the one place a journey
 * links out of itself, and it never navigates inside the journey (docs/decisions/077).
 */
export const AUTHORISATIONS_HREF = '/autorizacoes';

const t = copy.review.whereToCancel;

/**
 * Issue 44 point 6: where a screen that promises the authorisation can be cancelled later says it
 * can be (the customer's authorisations), with the link. Inside a running journey the link opens a
 * new tab: the journey keeps its tab, its deadline and its place, and `noopener` keeps the new tab
 * from getting a copy of the journey's sessionStorage, so the authorisations page starts its own login
 * (docs/decisions/077).
 */
export function WhereToCancel() {
  return (
    <p className="hint where-to-cancel">
      {t.before}{' '}
      <a href={AUTHORISATIONS_HREF} target="_blank" rel="noopener noreferrer">
        {t.link} {t.newTab}
      </a>
      .
    </p>
  );
}
