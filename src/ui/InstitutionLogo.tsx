import BankOutlined from '@ant-design/icons-svg/es/asn/BankOutlined';
import { useState } from 'react';
import { OutlinedIcon } from './OutlinedIcon';

/**
 * An institution's logo (the data's destination on its consent's screen). The URL came from a server, so the caller passes it through
 * `safeUrl` first; without a safe URL, or when the image fails, a neutral bank symbol stands in.
 * Decorative either way: the institution's name is written next to it.
 */
export function InstitutionLogo({ url }: { url: string | null }) {
  const [failed, setFailed] = useState(false);
  if (!url || failed) {
    return (
      <span className="institution__logo institution__logo--fallback" aria-hidden="true" data-testid="institution-logo-fallback">
        <OutlinedIcon icon={BankOutlined} />
      </span>
    );
  }
  return <img className="institution__logo" src={url} alt="" width={48} height={48} onError={() => setFailed(true)} />;
}
