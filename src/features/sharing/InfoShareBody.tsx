import { useSelector } from 'react-redux';
import type { RequestedDataGroup } from '../../api/contract';
import { copy } from '../../copy/ptBR';
import { selectLoadedConsent } from '../consent/consentSlice';

const t = copy.sharing;

/**
 * The INFO-SHARE modal's content for one requested data group (SPEC §2 "Info modal content"); in
 * the read-only terms, the same words under the group, without the link out of the page.
 */
export function InfoShareContent({ group, portalLink = true }: { group: RequestedDataGroup | undefined; portalLink?: boolean }) {
  if (!group) return null;
  const items = (group.dados ?? []).filter((d) => d.trim() !== '');
  const extra = group.informacoesAdicionais;
  const extraItems = (extra?.dados ?? []).filter((d) => d.trim() !== '');
  return (
    <div className="info-share">
      {group.descricao && <p className="info-share__description">{group.descricao}</p>}
      {items.length > 0 && (
        <>
          <h3 className="info-share__title">{t.infoItems}</h3>
          <ul className="info-share__list">
            {items.map((item, i) => (
              <li key={`${i}-${item}`}>{item}</li>
            ))}
          </ul>
        </>
      )}
      {extra && (extra.titulo || extraItems.length > 0) && (
        <>
          {extra.titulo && <h3 className="info-share__title">{extra.titulo}</h3>}
          {extraItems.length > 0 && (
            <ul className="info-share__list">
              {extraItems.map((item, i) => (
                <li key={`${i}-${item}`}>{item}</li>
              ))}
            </ul>
          )}
        </>
      )}
      {portalLink && (
        <p className="info-share__link">
          <a href={t.infoPortalUrl} target="_blank" rel="noopener noreferrer">
            {t.infoPortal} {t.infoPortalNewTab}
          </a>
        </p>
      )}
    </div>
  );
}

/** Loaded lazily by the modal host: reads which group the modal was opened for. */
export default function InfoShareBody({ item }: { item: number | null }) {
  const consent = useSelector(selectLoadedConsent);
  const group = consent?.kind === 'DADOS' && item !== null ? consent.data.dados.dadosCompartilhamento?.dadosSolicitados?.[item] : undefined;
  return <InfoShareContent group={group} />;
}
