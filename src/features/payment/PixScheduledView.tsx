import type { Payment, PaymentRequest } from '../../api/contract';
import { copy } from '../../copy/ptBR';
import { formatDate, formatDateTime, frequencyLabel, weekdayLabel } from '../../format/format';
import { TimeLeft } from '../consent/TimeLeft';
import { Fields } from '../../ui/Fields';
import { DoubleSignatureCard } from '../../ui/DoubleSignatureCard';
import type { ConfirmationActions } from '../consent/useConfirmation';
import { approversDeadline, needsDoubleSignature, PixActions, PixHeader, sourceField, type PayingAccountChoice } from './PixView';

export interface PixScheduledViewProps extends ConfirmationActions, PayingAccountChoice {
  request: PaymentRequest;
}

/** What the customer needs to know of a payments-4.0 schedule (OPEN-FINANCE.md "Payment schedule shapes"). */
export interface ScheduleSummary {
  /** 'YYYY-MM-DD' of the single or first payment. */
  firstDate: string;
  /** Only for recurring shapes (daily, weekly, monthly, custom). */
  recurring: boolean;
  periodicity?: string;
  quantity?: number;
  additionalInformation?: string;
}

export function scheduleSummary(payment: Payment): ScheduleSummary {
  const s = payment.schedule;
  if (s?.single) return { firstDate: s.single.date, recurring: false };
  if (s?.custom) {
    const dates = [...(s.custom.dates ?? [])].sort();
    return {
      firstDate: dates[0] ?? '',
      recurring: true,
      periodicity: copy.pix.periodicityCustom,
      quantity: dates.length || undefined,
      additionalInformation: s.custom.additionalInformation,
    };
  }
  if (s?.daily) return { firstDate: s.daily.startDate, recurring: true, periodicity: frequencyLabel('DAILY'), quantity: s.daily.quantity };
  if (s?.weekly) {
    return {
      firstDate: s.weekly.startDate,
      recurring: true,
      periodicity: copy.pix.periodicityWeekly(weekdayLabel(s.weekly.dayOfWeek)),
      quantity: s.weekly.quantity,
    };
  }
  if (s?.monthly) {
    const day = s.monthly.dayOfMonth;
    return {
      firstDate: s.monthly.startDate,
      recurring: true,
      periodicity: typeof day === 'number' ? copy.pix.periodicityMonthly(day) : frequencyLabel('MONTHLY'),
      quantity: s.monthly.quantity,
    };
  }
  return { firstDate: payment.date ?? '', recurring: false };
}

/** `/pix/agendamento`, scheduled Pix (SPEC §2 "scheduled variant"). */
export function PixScheduledView({ request, busy, deadline, onConfirm, onCancel, accountChoice = null, confirmBlocked }: PixScheduledViewProps) {
  const c = request.consentimento;
  const schedule = scheduleSummary(c.payment);
  return (
    <section className="screen">
      <PixHeader request={request} nameLabel={copy.pix.beneficiary} withPixKey />
      <Fields
        title={copy.pix.paymentData}
        items={[
          { label: schedule.recurring ? copy.pix.firstPaymentDate : copy.pix.scheduledDate, value: formatDate(schedule.firstDate) },
          schedule.periodicity ? { label: copy.pix.periodicity, value: schedule.periodicity } : null,
          schedule.quantity ? { label: copy.pix.occurrences, value: String(schedule.quantity) } : null,
          schedule.additionalInformation ? { label: copy.pix.additionalInformation, value: schedule.additionalInformation } : null,
          { label: copy.pix.description, value: copy.pix.scheduledDescription },
          sourceField(request, accountChoice),
          { label: copy.pix.initiationDateTime, value: formatDateTime(c.creationDateTime) },
          { label: copy.pix.method, value: copy.common.paymentMethod },
          c.organisationName ? { label: copy.pix.initiator, value: c.organisationName } : null,
        ]}
      />
      {accountChoice}
      {needsDoubleSignature(request) && <DoubleSignatureCard date={approversDeadline(request)} />}
      <p className="hint">{copy.pix.scheduledNote}</p>
      <p className="hint">{copy.pix.scheduledRevoke}</p>
      <p className="hint">{copy.pix.fiveMinutes}</p>
      <p className="hint">{copy.common.redirectNotice}</p>
      <TimeLeft deadline={deadline} />
      <PixActions busy={busy} onConfirm={onConfirm} onCancel={onCancel} confirmBlocked={confirmBlocked} />
    </section>
  );
}
