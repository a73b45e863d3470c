import type { AutomaticConsent } from '../../api/contract';
import { copy } from '../../copy/ptBR';
import { documentKind, formatDate, formatMoney, formatTime, frequencyLabel, maskDocument } from '../../format/format';
import { Actions } from '../../ui/Actions';
import { TimeLeft } from '../consent/TimeLeft';
import { AmountSummary } from '../../ui/AmountSummary';
import { Fields } from '../../ui/Fields';
import { PageHeading } from '../../ui/PageHeading';
import { money } from './money';
import type { ConfirmationActions } from '../consent/useConfirmation';

export interface AutomaticViewProps extends ConfirmationActions {
  consent: AutomaticConsent;
}

const t = copy.automatic;

/** The authorisation limit: an amount, or 'Indeterminado' when the creditor set none (OPEN-FINANCE.md). */
export function authorisationLimit(maximumVariableAmount: string | null | undefined) {
  return money(maximumVariableAmount) || t.indeterminate;
}

/** `/pix/automatico` (SPEC §2 "Automatic Pix screen"). */
export function AutomaticView({ consent, busy, deadline, onConfirm, onCancel }: AutomaticViewProps) {
  const d = consent.dados;
  const s = d.schedule;
  const first = d.firstPayment;
  const doc = d.creditor.document;
  return (
    <section className="screen">
      <PageHeading>{t.title}</PageHeading>
      <p className="lead">{t.intro(formatTime(d.horaLimite))}</p>
      {/* The headline every payment screen has: the amount (or, without one, the authorised limit) and 'Para {creditor}'. */}
      <AmountSummary
        label={formatMoney(d.amount) ? t.amount : t.limit}
        value={formatMoney(d.amount) || formatMoney(s.maximumVariableAmount) || t.indeterminate}
        to={copy.pix.to(d.creditor.name)}
      />
      <Fields
        title={t.summary}
        items={[
          { label: t.initiatedBy, value: d.initiatorBy },
          { label: t.frequency, value: frequencyLabel(d.frequency) },
          { label: t.firstPaymentOn, value: formatDate(d.firstPaymentDate) },
        ]}
      />
      <Fields
        title={t.recipient}
        items={[
          { label: t.name, value: d.creditor.name },
          doc ? { label: documentKind(doc) === 'CNPJ' ? t.cnpj : t.cpf, value: maskDocument(doc) } : null,
        ]}
      />
      <Fields
        title={t.schedule}
        items={[
          { label: t.startsOn, value: formatDate(s.startDate) },
          s.endDate ? { label: t.endsOn, value: formatDate(s.endDate) } : null,
          typeof s.quantity === 'number' ? { label: t.occurrences, value: String(s.quantity) } : null,
          s.paymentDescription ? { label: t.description, value: s.paymentDescription } : null,
          { label: t.paymentMethod, value: s.paymentType },
          { label: t.chargeId, value: s.contractId },
          { label: t.limit, value: authorisationLimit(s.maximumVariableAmount) },
        ]}
      />
      {first && (
        <Fields
          title={t.immediate}
          items={[
            { label: t.immediateAmount, value: money(first.amount) },
            { label: t.immediateDate, value: formatDate(first.date) },
            first.remittanceInformation ? { label: t.immediateDescription, value: first.remittanceInformation } : null,
          ]}
        />
      )}
      <p className="hint">{t.balanceNote}</p>
      <p className="hint">{t.cancelNote}</p>
      {d.isRetryAccepted === true && (
        <>
          <p className="hint">{t.retryNote}</p>
          <p className="hint">{t.lateNote}</p>
        </>
      )}
      <p className="hint">{copy.common.redirectNotice}</p>
      <TimeLeft deadline={deadline} />
      <Actions confirmLabel={t.confirm} cancelLabel={t.cancel} onConfirm={onConfirm} onCancel={onCancel} busy={busy} />
    </section>
  );
}
