import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { headerLogos } from '../../ui/logos';
import fallbackLogo from '../../ui/assets/initiator-fallback.svg';
import { getConfig } from '../../config/currentConfig';
import { copy } from '../../copy/ptBR';
import { safeUrl } from '../../platform/safeUrl';
import { PageHeading } from '../../ui/PageHeading';
import { selectJourneyKind, selectOutcome, selectRedirect, type Outcome } from '../consent/consentSlice';
import { wordsOf } from '../../kinds/wording';
import { KINDS } from '../../kinds/registry';
import { WhereToCancel } from '../../ui/WhereToCancel';

/** The words for what was decided; what the store does not know is left unsaid (docs/decisions/047). */
export function outcomeText(outcome: Outcome | null): string {
  if (!outcome?.decision) return copy.outcome.neutral;
  return copy.outcome[outcome.decision][outcome.subject ?? 'unknown'];
}

/**
 * Issue 44 point 6: what was authorised stays at the bank for the customer to see and cancel later
 * (its kind's `listedSubjects`: not an immediate Pix), so the page says where before she leaves.
 */
export function keptAtTheBank(outcome: Outcome | null): boolean {
  const subject = outcome?.decision === 'authorised' ? outcome.subject : null;
  return subject !== null && Object.values(KINDS).some((m) => m.listedSubjects.includes(subject));
}

/**
 * `/redirect` (SPEC §2): what was decided, then bank logo, arrow, initiator logo; the saga leaves
 * after 5 s. The outcome is a polite live region filled once the screen is shown, so a screen reader
 * says it after the heading that takes focus, before the customer is moved on.
 */
export default function RedirectScreen() {
  const logo = useSelector(selectRedirect)?.urlLogoIniciadora;
  // Its words are the kind's: a data consent goes back to the institution that receives the data.
  const words = wordsOf(useSelector(selectJourneyKind));
  const decided = useSelector(selectOutcome);
  const outcome = outcomeText(decided);
  const config = getConfig();
  const checked = safeUrl(logo);
  const [failed, setFailed] = useState(false);
  const [said, setSaid] = useState('');
  useEffect(() => setSaid(outcome), [outcome]);
  return (
    <section className="screen screen--center">
      <p className="redirect-outcome" role="status">
        {said}
      </p>
      <div className="redirect-logos">
        <img src={headerLogos.bank} alt={copy.app.bankLogoAlt(config.productName)} width={160} height={40} />
        <span className="redirect-logos__arrow" aria-hidden="true">
          →
        </span>
        <img
          src={checked && !failed ? checked : fallbackLogo}
          alt={words.redirectLogoAlt}
          width={64}
          height={64}
          onError={() => setFailed(true)}
        />
      </div>
      <PageHeading>{copy.redirect.title}</PageHeading>
      <p>{words.redirectText}</p>
      {keptAtTheBank(decided) && <WhereToCancel />}
      <div className="progress" role="progressbar" aria-label={copy.redirect.progress}>
        <div className="progress__bar" />
      </div>
    </section>
  );
}
