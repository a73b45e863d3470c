import { copy } from '../copy/ptBR';
import { PATHS } from '../journey/paths';

const t = copy.review.whereToCancel;

/**
 * Issue 44 point 6: where a screen that promises the authorisation can be cancelled later says it
 * can be (the customer's authorisations, INTERFACE §7.1), with the link: a plain link, never a move
 * inside the journey. It opens a new tab: the journey keeps its tab, its deadline and its place, and
 * `noopener` keeps the new tab from getting a copy of the journey's sessionStorage, so the
 * authorisations page starts its own login (docs/decisions/077).
 */
export function WhereToCancel() {
  return (
    <p className="hint where-to-cancel">
      {t.before}{' '}
      <a href={PATHS.authorisations} target="_blank" rel="noopener noreferrer">
        {t.link} {t.newTab}
      </a>
      .
    </p>
  );
}
