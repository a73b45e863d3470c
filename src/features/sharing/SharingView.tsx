import BankOutlined from '@ant-design/icons-svg/es/asn/BankOutlined';
import CreditCardOutlined from '@ant-design/icons-svg/es/asn/CreditCardOutlined';
import DollarOutlined from '@ant-design/icons-svg/es/asn/DollarOutlined';
import FileTextOutlined from '@ant-design/icons-svg/es/asn/FileTextOutlined';
import IdcardOutlined from '@ant-design/icons-svg/es/asn/IdcardOutlined';
import RiseOutlined from '@ant-design/icons-svg/es/asn/RiseOutlined';
import SafetyOutlined from '@ant-design/icons-svg/es/asn/SafetyOutlined';
import SwapOutlined from '@ant-design/icons-svg/es/asn/SwapOutlined';
import { OutlinedIcon } from '../../ui/OutlinedIcon';
import { memo, useId, type ReactNode } from 'react';
import type { ProductGroup, RequestedDataGroup, SharingConsent } from '../../api/contract';
import type { ConsentOf } from '../../kinds/kindModule';
import { copy } from '../../copy/ptBR';
import { documentKind, formatDateOf, formatDocument, formatTime, maskDocument } from '../../format/format';
import { safeUrl } from '../../platform/safeUrl';
import { Actions } from '../../ui/Actions';
import { TimeLeft } from '../consent/TimeLeft';
import { DoubleSignatureCard } from '../../ui/DoubleSignatureCard';
import { Fields } from '../../ui/Fields';
import { InstitutionLogo } from '../../ui/InstitutionLogo';
import { PageHeading } from '../../ui/PageHeading';
import { InfoShareContent } from './InfoShareBody';
import { ProductSelection } from './ProductSelection';
import { missingSharingData, needsSharingApproval } from './kind';
import type { SelectionState } from '../consent/selectionSlice';

const t = copy.sharing;

const plain = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** First match wins: "cartão de crédito" must be tested before "operações de crédito" and "contas". */
const ICONS: [RegExp, () => ReactNode][] = [
  [/cart(ao|oes)/, () => <OutlinedIcon icon={CreditCardOutlined} />],
  [/cadastr|complementar|identifica/, () => <OutlinedIcon icon={IdcardOutlined} />],
  [/credito|emprestimo|financiamento|adiantamento|direitos creditorios/, () => <OutlinedIcon icon={DollarOutlined} />],
  [/investimento|renda fixa|fundo|tesouro/, () => <OutlinedIcon icon={RiseOutlined} />],
  [/cambio/, () => <OutlinedIcon icon={SwapOutlined} />],
  [/seguro|previdencia|capitalizacao/, () => <OutlinedIcon icon={SafetyOutlined} />],
  [/conta/, () => <OutlinedIcon icon={BankOutlined} />],
];

/** The category icon of a requested data group (by nomeCategoria); decorative, the group name says it all. */
function categoryIcon(nomeCategoria: string | null | undefined): ReactNode {
  const name = plain(String(nomeCategoria ?? ''));
  const match = ICONS.find(([pattern]) => pattern.test(name));
  return match ? match[1]() : <OutlinedIcon icon={FileTextOutlined} />;
}

export interface SharingViewProps {
  consent: SharingConsent;
  selection: SelectionState;
  busy: boolean;
  /** When the confirmation window ends, for the time-left countdown. */
  deadline?: number | null;
  onConfirm: () => void;
  onCancel: () => void;
  onToggleModality: (group: number, codigo: string) => void;
  onToggleGroup: (group: number) => void;
  /** Opens the INFO-SHARE modal for the requested data group at this index. */
  onShowInfo: (index: number) => void;
}

const NO_GROUPS: RequestedDataGroup[] = [];

const labelOf = (doc: string) => (documentKind(doc) === 'CNPJ' ? t.cnpj : t.cpf);

function SectionHeading({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="fields__title">
      {children}
    </h2>
  );
}

/**
 * Memoised: a tap on a product checkbox leaves the requested data as it is. Without `onShowInfo`
 * (the read-only terms, where no consent is loaded for the INFO-SHARE modal to read), 'Visualizar'
 * discloses the same words under the group (the browser's own disclosure, no dialog).
 */
const RequestedData = memo(function RequestedData({ groups, onShowInfo }: { groups: RequestedDataGroup[]; onShowInfo?: (index: number) => void }) {
  const headingId = useId();
  if (groups.length === 0) return null;
  return (
    <section className="data-items" aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{t.requested}</SectionHeading>
      <ul className="data-items__list">
        {groups.map((group, index) => (
          <li className="data-items__item" key={`${index}-${group.nome}`}>
            <span className="data-items__icon" aria-hidden="true">
              {categoryIcon(group.nomeCategoria)}
            </span>
            <span className="data-items__name">{group.nome}</span>
            {onShowInfo ? (
              <button type="button" className="link-btn data-items__view" aria-label={t.viewLabel(group.nome)} onClick={() => onShowInfo(index)}>
                {t.view}
              </button>
            ) : (
              <details className="data-items__details">
                <summary className="link-btn data-items__view" aria-label={t.viewLabel(group.nome)}>
                  {t.view}
                </summary>
                <InfoShareContent group={group} portalLink={false} />
              </details>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
});

/** Required data missing (SPEC §5): say so and keep the way back to the other institution open. */
function IncompleteSharing({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  return (
    <section className="screen">
      <PageHeading>{t.title}</PageHeading>
      <p className="lead">{t.incomplete}</p>
      <div className="actions">
        <button type="button" className="btn btn--primary" onClick={onCancel} disabled={busy}>
          {t.refuse}
        </button>
      </div>
    </section>
  );
}

/** `/compartilhamento` (SPEC §2 "Data-sharing confirmation"). */
export function SharingView(props: SharingViewProps) {
  const { consent, selection, busy, deadline, onConfirm, onCancel, onToggleModality, onToggleGroup, onShowInfo } = props;
  const d = consent.dados;
  if (missingSharingData(d).length > 0) return <IncompleteSharing busy={busy} onCancel={onCancel} />;
  return (
    <section className="screen">
      <PageHeading>{t.title}</PageHeading>
      <ShareTerms
        consent={consent}
        onShowInfo={onShowInfo}
        products={
          <>
            {d.textoOperacaoCreditoInvestimento && <p className="hint">{d.textoOperacaoCreditoInvestimento}</p>}
            <ProductSelection groups={selection.modalities} onToggleModality={onToggleModality} onToggleGroup={onToggleGroup} />
          </>
        }
      />
      {needsSharingApproval(d) && <DoubleSignatureCard date={formatDateOf(d.dataExpiracao)} time={formatTime(d.dataExpiracao)} />}
      <p className="hint">{t.oneHour}</p>
      <p className="hint">{t.redirectNotice}</p>
      <TimeLeft deadline={deadline} kind="DADOS" />
      <Actions confirmLabel={t.confirm} cancelLabel={t.refuse} onConfirm={onConfirm} onCancel={onCancel} busy={busy} />
    </section>
  );
}

/**
 * `/autorizacoes/{id}`: the sharing's terms as its screen showed them, read-only (its module's
 * `termsCode`): the products the customer chose listed, not offered as checkboxes, without the
 * bank's text that invites choosing them.
 */
export function SharingTerms({ consent }: { consent: ConsentOf<'DADOS'> }) {
  return <ShareTerms consent={consent.data} products={<ChosenProducts groups={consent.data.dados.produtos ?? []} />} />;
}

/**
 * Who shares what with whom, for how long: the screen's middle, and the whole of its read-only
 * terms. The bank's answer is only checked in shape, so a part it lacks is left out here (the
 * screen itself shows nothing of an incomplete request: `missingSharingData`).
 */
function ShareTerms(props: { consent: SharingConsent; onShowInfo?: (index: number) => void; products: ReactNode }) {
  const { consent, onShowInfo, products } = props;
  const destinationId = useId();
  const d = consent.dados;
  const request = d.dadosCompartilhamento;
  const until = request?.dataExpiracaoCompartilhamento ? formatDateOf(request.dataExpiracaoCompartilhamento) : '';
  return (
    <>
      <Fields
        title={t.identification}
        items={[
          { label: t.name, value: d.nome },
          // The customer's own document is masked like every person's on every screen (decision 049).
          d.cpfCnpj ? { label: labelOf(d.cpfCnpj), value: maskDocument(d.cpfCnpj) } : null,
        ]}
      />
      <section className="institution" aria-labelledby={destinationId}>
        <SectionHeading id={destinationId}>{t.destination}</SectionHeading>
        <div className="institution__row">
          <InstitutionLogo key={d.instituicao.icone} url={safeUrl(d.instituicao.icone)} />
          <Fields
            items={[
              { label: t.name, value: d.instituicao.nome },
              { label: t.cnpj, value: formatDocument(d.instituicao.cnpj) },
            ]}
          />
        </div>
      </section>
      {request && (
        <Fields
          title={t.request}
          items={[
            { label: t.requestDate, value: formatDateOf(request.data) },
            { label: t.period, value: until ? t.periodUntil(request.prazo, until) : request.prazo },
          ]}
        />
      )}
      <RequestedData groups={request?.dadosSolicitados ?? NO_GROUPS} onShowInfo={onShowInfo} />
      {products}
    </>
  );
}

/** The credit and investment products the customer chose (the bank keeps only those): a list, nothing to tick. */
function ChosenProducts({ groups }: { groups: ProductGroup[] }) {
  const headingId = useId();
  const shown = groups.filter((group) => group.modalidade.length > 0);
  if (shown.length === 0) return null;
  return (
    <section className="products" aria-labelledby={headingId}>
      <h2 id={headingId} className="fields__title">
        {t.products}
      </h2>
      {shown.map((group, index) => (
        <section key={`${index}-${group.nome}`} className="products__group" aria-label={group.nome}>
          <h3 className="products__legend">{group.nome}</h3>
          <ul className="products__list">
            {group.modalidade.map((m) => (
              <li key={m.codigo}>{m.nomeSucinto}</li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
