import { useState } from 'react';
import { useSelector } from 'react-redux';
import { headerLogos } from '../../ui/logos';
import fallbackLogo from '../../ui/assets/initiator-fallback.svg';
import { getConfig } from '../../config/currentConfig';
import { copy } from '../../copy/ptBR';
import { safeUrl } from '../../platform/safeUrl';
import { PageHeading } from '../../ui/PageHeading';
import { selectIsSharing, selectRedirect } from '../consent/consentSlice';

/** `/redirect` (SPEC §2): bank logo, arrow, initiator logo; the saga leaves after 5 s. */
export default function RedirectScreen() {
  const logo = useSelector(selectRedirect)?.urlLogoIniciadora;
  // A data sharing goes back to the institution that receives the data: it initiates nothing.
  const sharing = useSelector(selectIsSharing);
  const config = getConfig();
  const checked = safeUrl(logo);
  const [failed, setFailed] = useState(false);
  return (
    <section className="screen screen--center">
      <div className="redirect-logos">
        <img src={headerLogos.bank} alt={copy.app.bankLogoAlt(config.productName)} width={160} height={40} />
        <span className="redirect-logos__arrow" aria-hidden="true">
          →
        </span>
        <img
          src={checked && !failed ? checked : fallbackLogo}
          alt={sharing ? copy.redirect.sharingLogoAlt : copy.redirect.initiatorLogoAlt}
          width={64}
          height={64}
          onError={() => setFailed(true)}
        />
      </div>
      <PageHeading>{copy.redirect.title}</PageHeading>
      <p>{sharing ? copy.redirect.sharingText : copy.redirect.text}</p>
      <div className="progress" role="progressbar" aria-label={copy.redirect.progress}>
        <div className="progress__bar" />
      </div>
    </section>
  );
}
