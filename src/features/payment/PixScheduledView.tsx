import type { ReactNode } from 'react';
import type { PaymentRequest } from '../../api/contract';
import { copy } from '../../copy/ptBR';
import { formatDate, formatDateTime } from '../../format/format';
import { scheduleSummary } from '../../format/schedule';
import type { ConsentOf } from '../../kinds/kindModule';
import { TimeLeft } from '../consent/TimeLeft';
import { Fields } from '../../ui/Fields';
import { DoubleSignatureCard } from '../../ui/DoubleSignatureCard';
import { PageHeading } from '../../ui/PageHeading';
import { WhereToCancel } from '../../ui/WhereToCancel';
import type { ConfirmationActions } from '../consent/useConfirmation';
import type { PayingAccountChoice } from '../consent/usePayingAccountChoice';
import { approversDeadline, ImmediateTerms, needsDoubleSignature, PixActions, PixHeader, sourceField } from './PixView';

export interface PixScheduledViewProps extends ConfirmationActions, PayingAccountChoice {
  request: PaymentRequest;
}

/** `/pix/agendamento`, scheduled Pix (SPEC §2 "scheduled variant"). */
export function PixScheduledView({ request, busy, deadline, onConfirm, onCancel, accountChoice = null, confirmBlocked }: PixScheduledViewProps) {
  return (
    <section className="screen">
      <PageHeading>{copy.pix.title}</PageHeading>
      <ScheduledTerms request={request} accountChoice={accountChoice} />
      {needsDoubleSignature(request) && <DoubleSignatureCard date={approversDeadline(request)} />}
      <p className="hint">{copy.pix.scheduledNote}</p>
      <p className="hint">{copy.pix.scheduledRevoke}</p>
      <WhereToCancel />
      <p className="hint">{copy.pix.fiveMinutes}</p>
      <p className="hint">{copy.common.redirectNotice}</p>
      <TimeLeft deadline={deadline} />
      <PixActions busy={busy} onConfirm={onConfirm} onCancel={onCancel} confirmBlocked={confirmBlocked} />
    </section>
  );
}

/**
 * `/autorizacoes/{id}`: a Pix payment's terms as its screen showed them, read-only (its module's
 * `termsCode`): the scheduled screen's for a scheduled Pix, else the immediate one's, as its module's
 * `scheduled` picks the screen.
 */
export function PaymentTerms({ consent }: { consent: ConsentOf<'PAGAMENTO'> }) {
  const request = consent.data;
  return request.consentimento.payment.schedule ? <ScheduledTerms request={request} accountChoice={null} /> : <ImmediateTerms request={request} accountChoice={null} />;
}

/** What is paid, to whom, when and from where: the screen's middle and, without an account choice, the whole of its read-only terms. */
function ScheduledTerms({ request, accountChoice }: { request: PaymentRequest; accountChoice: ReactNode }) {
  const c = request.consentimento;
  const schedule = scheduleSummary(c.payment);
  return (
    <>
      <PixHeader request={request} nameLabel={copy.pix.beneficiary} withPixKey />
      <Fields
        title={copy.pix.paymentData}
        items={[
          { label: schedule.repeats ? copy.pix.firstPaymentDate : copy.pix.scheduledDate, value: formatDate(schedule.firstDate) },
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
    </>
  );
}
