import type { RecurringConsent } from '../../api/contract';
import { copy } from '../../copy/ptBR';
import { documentKind, formatAccountLine, formatDate, formatDateOf, formatMoney, frequencyLabel, maskDocument } from '../../format/format';
import { Actions } from '../../ui/Actions';
import { TimeLeft } from '../consent/TimeLeft';
import { AmountSummary } from '../../ui/AmountSummary';
import { Fields } from '../../ui/Fields';
import { PageHeading } from '../../ui/PageHeading';
import { DoubleSignatureCard } from '../../ui/DoubleSignatureCard';
import { WhereToCancel } from '../../ui/WhereToCancel';
import type { ConsentOf } from '../../kinds/kindModule';
import type { ConfirmationActions } from '../consent/useConfirmation';

export interface RecurringViewProps extends ConfirmationActions {
  consent: RecurringConsent;
}

const t = copy.recurring;

/** `/pix/recorrente` (SPEC §2 "Recurring Pix screen"). */
export function RecurringView({ consent, busy, deadline, onConfirm, onCancel }: RecurringViewProps) {
  const c = consent.consentimento;
  return (
    <section className="screen">
      <PageHeading>{t.title}</PageHeading>
      <p className="lead">{t.intro}</p>
      <ScheduleTerms consent={consent} />
      {consent.duplaAssinatura === true && (
        <DoubleSignatureCard date={formatDateOf(c.expirationDateTime ?? c.creationDateTime)} />
      )}
      <p className="hint">{t.balanceNote}</p>
      <p className="hint">{t.cancelNote}</p>
      <WhereToCancel />
      <p className="hint">{copy.common.redirectNotice}</p>
      <TimeLeft deadline={deadline} />
      <Actions confirmLabel={t.confirm} cancelLabel={t.cancel} onConfirm={onConfirm} onCancel={onCancel} busy={busy} />
    </section>
  );
}

/** `/autorizacoes/{id}`: the schedule's terms as its screen showed them, read-only (its module's `termsCode`). */
export function RecurringTerms({ consent }: { consent: ConsentOf<'RECORRENTE'> }) {
  return <ScheduleTerms consent={consent.data} />;
}

/** What is paid, to whom and when: the screen's middle, and the whole of its read-only terms. */
function ScheduleTerms({ consent }: { consent: RecurringConsent }) {
  const { recebedor, dadosAgendamento: agenda } = consent;
  return (
    <>
      <AmountSummary label={t.amount} value={formatMoney(consent.valor)} to={t.to(recebedor.nomeRecebedor)} />
      <Fields
        items={[
          { label: t.frequency, value: frequencyLabel(consent.frequencia) },
          { label: t.firstPayment, value: formatDate(consent.primeiroPagamento) },
        ]}
      />
      <Fields
        title={t.recipient}
        items={[
          { label: t.name, value: recebedor.nomeRecebedor },
          { label: documentKind(recebedor.cpf) === 'CNPJ' ? t.cnpj : t.cpf, value: maskDocument(recebedor.cpf) },
          { label: t.institution, value: recebedor.instituicao },
          recebedor.chavePix ? { label: t.pixKey, value: recebedor.chavePix } : null,
        ]}
      />
      <Fields
        title={t.schedule}
        items={[
          { label: t.startsOn, value: formatDate(agenda.dataInicio) },
          { label: t.endsOn, value: agenda.dataEncerramento ? formatDate(agenda.dataEncerramento) : t.openEnded },
          typeof agenda.numeroPagamentos === 'number' ? { label: t.paymentsCount, value: String(agenda.numeroPagamentos) } : null,
          agenda.descricao ? { label: t.recurrenceName, value: agenda.descricao } : null,
          { label: t.payWith, value: formatAccountLine(agenda.pagarCom) },
          { label: t.paymentMethod, value: agenda.formaPagamento },
        ]}
      />
    </>
  );
}
