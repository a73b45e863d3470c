import { useState } from 'react';
import './initiatorLogo.css';

/**
 * The initiator's logo. The URL came from a server, so the caller passes it through `safeUrl`
 * first; without one, or when the image fails, nothing stands in: the initiator's name is written
 * next to it, so the logo is decorative.
 */
export function InitiatorLogo({ url }: { url: string | null }) {
  const [failed, setFailed] = useState(false);
  if (!url || failed) return null;
  return <img className="initiator-logo" src={url} alt="" width={48} height={48} onError={() => setFailed(true)} />;
}
