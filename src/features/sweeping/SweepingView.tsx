import type { SweepingConsent } from '../../api/contract';
import { copy } from '../../copy/ptBR';
import { documentKind, formatAccountNumber, formatDate, formatTime, maskDocument } from '../../format/format';
import { Actions } from '../../ui/Actions';
import { TimeLeft } from '../consent/TimeLeft';
import { AmountSummary } from '../../ui/AmountSummary';
import { Fields, Token, TOKEN_MAX } from '../../ui/Fields';
import { PageHeading } from '../../ui/PageHeading';
import { money } from '../../ui/money';
import type { ConfirmationActions } from '../consent/useConfirmation';

export interface SweepingViewProps extends ConfirmationActions {
  consent: SweepingConsent;
}

const t = copy.sweeping;

/** `/pix/sweeping`, the account link of Transferências Inteligentes (SPEC §2 "Sweeping screen"). */
export function SweepingView({ consent, busy, deadline, onConfirm, onCancel }: SweepingViewProps) {
  const d = consent.dados;
  const origem = d.contaPagadora;
  const link = d.dadosVinculo;
  const triggers = (link.gatilhos ?? []).filter((g) => g.trim() !== '');
  const destino = d.contaRecebedora;
  const end = link.dataEncerramento ? formatDate(link.dataEncerramento) : '';
  return (
    <section className="screen">
      <PageHeading>{t.title}</PageHeading>
      <p className="lead">{t.intro(formatTime(d.horaLimite))}</p>
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
      <p className="hint">{t.balanceNote}</p>
      <p className="hint">{t.cancelNote}</p>
      <p className="hint">{copy.common.redirectNotice}</p>
      <TimeLeft deadline={deadline} />
      <Actions confirmLabel={t.confirm} cancelLabel={t.cancel} onConfirm={onConfirm} onCancel={onCancel} busy={busy} />
    </section>
  );
}
