import type { SweepingConsent } from '../../api/contract';
import { copy } from '../../copy/ptBR';
import { documentKind, formatAccountNumber, formatDate, formatTime, maskDocument } from '../../format/format';
import { Actions } from '../../ui/Actions';
import { TimeLeft } from '../consent/TimeLeft';
import { AmountSummary } from '../../ui/AmountSummary';
import { Fields, Token, TOKEN_MAX } from '../../ui/Fields';
import { PageHeading } from '../../ui/PageHeading';
import { money } from '../../ui/money';
import { WhereToCancel } from '../../ui/WhereToCancel';
import type { ConsentOf } from '../../kinds/kindModule';
import type { ConfirmationActions } from '../consent/useConfirmation';

export interface SweepingViewProps extends ConfirmationActions {
  consent: SweepingConsent;
}

const t = copy.sweeping;

/** `/pix/sweeping`, the account link of Transferências Inteligentes (SPEC §2 "Sweeping screen"). */
export function SweepingView({ consent, busy, deadline, onConfirm, onCancel }: SweepingViewProps) {
  return (
    <section className="screen">
      <PageHeading>{t.title}</PageHeading>
      <p className="lead">{t.intro(formatTime(consent.dados.horaLimite))}</p>
      <LinkTerms consent={consent} />
      <p className="hint">{t.balanceNote}</p>
      <p className="hint">{t.cancelNote}</p>
      <WhereToCancel />
      <p className="hint">{copy.common.redirectNotice}</p>
      <TimeLeft deadline={deadline} />
      <Actions confirmLabel={t.confirm} cancelLabel={t.cancel} onConfirm={onConfirm} onCancel={onCancel} busy={busy} />
    </section>
  );
}

/** `/autorizacoes/{id}`: the link's terms as its screen showed them, read-only (its module's `termsCode`). */
export function SweepingTerms({ consent }: { consent: ConsentOf<'SWEEPING'> }) {
  return <LinkTerms consent={consent.data} />;
}

/** What the link is, from the headline to its data: the screen's middle, and the whole of its read-only terms. */
function LinkTerms({ consent }: { consent: SweepingConsent }) {
  const d = consent.dados;
  const origem = d.contaPagadora;
  const link = d.dadosVinculo;
  const triggers = (link.gatilhos ?? []).filter((g) => g.trim() !== '');
  const destino = d.contaRecebedora;
  const end = link.dataEncerramento ? formatDate(link.dataEncerramento) : '';
  return (
    <>
      <AmountSummary text value={t.linkWith(d.instituicao.nome)} to={t.startDate(formatDate(d.dataInicio))} />
      <Fields
        title={t.holder}
        items={[
          { label: t.name, value: d.nome },
          d.cpf ? { label: documentKind(d.cpf) === 'CNPJ' ? t.cnpj : t.cpf, value: maskDocument(d.cpf) } : null,
        ]}
      />
      <Fields
        title={t.source}
        items={[
          { label: t.institution, value: origem.nome },
          { label: t.account, value: formatAccountNumber(origem.contaCorrente) },
          { label: t.branch, value: origem.agencia },
          { label: t.paymentMethod, value: origem.formaPagamento },
        ]}
      />
      {destino && (
        <Fields
          title={t.destination}
          items={[
            { label: t.institution, value: destino.nome },
            { label: t.account, value: formatAccountNumber(destino.contaCorrente) },
            { label: t.branch, value: destino.agencia },
          ]}
        />
      )}
      <Fields
        title={t.link}
        items={[
          { label: t.description, value: link.descricao },
          triggers.length > 0
            ? {
                label: t.triggers,
                value: (
                  <ul className="value-list">
                    {triggers.map((g, i) => (
                      <li key={`${i}-${g}`}>{g.length <= TOKEN_MAX ? <Token>{g}</Token> : g}</li>
                    ))}
                  </ul>
                ),
              }
            : null,
          { label: t.start, value: formatDate(d.dataInicio) },
          link.dataEncerramento ? { label: t.end, value: formatDate(link.dataEncerramento) } : null,
          { label: t.linkId, value: link.idVinculo },
          // The link's limit is a total over its whole life (SPEC §3 gives it no period of its own):
          // said beside the amount, since 'Limite do vínculo' alone read as a monthly or daily cap.
          money(link.limiteVinculo)
            ? {
                label: t.linkLimit,
                value: (
                  <>
                    {money(link.limiteVinculo)}{' '}
                    <span className="fields__detail">{end ? t.linkLimitUntil(end) : t.linkLimitOpenEnded}</span>
                  </>
                ),
              }
            : null,
          { label: t.transactionLimit, value: money(link.limiteTransacao) },
        ]}
      />
    </>
  );
}
