import { useId, type ReactNode } from 'react';
import type { PaymentRequest } from '../../api/contract';
import { copy } from '../../copy/ptBR';
import { accountTypeLabel, documentKind, formatAccountNumber, formatDateOf, formatMoney, maskDocument } from '../../format/format';
import { Actions } from '../../ui/Actions';
import { TimeLeft } from '../consent/TimeLeft';
import { AmountSummary } from '../../ui/AmountSummary';
import { Fields } from '../../ui/Fields';
import { PageHeading } from '../../ui/PageHeading';
import { DoubleSignatureCard } from '../../ui/DoubleSignatureCard';
import type { ConfirmationActions } from '../consent/useConfirmation';
// The account choice of a payment whose initiator named no account (INTERFACE §6.1): shown in place of the 'Pagar com' line.
import type { PayingAccountChoice } from '../consent/usePayingAccountChoice';

export interface PixViewProps extends ConfirmationActions, PayingAccountChoice {
  request: PaymentRequest;
}

export function paymentSource(request: PaymentRequest): string {
  const account = request.consentimento.debtorAccount;
  if (!account) return '';
  return [accountTypeLabel(account.accountType), formatAccountNumber(account.number)].filter(Boolean).join(' ');
}

/** The recipient's document, labelled CPF or CNPJ by its formatted length and masked (SPEC §5). */
function maskedDocumentField(doc: string) {
  return { label: documentKind(doc) === 'CNPJ' ? copy.pix.cnpj : copy.pix.cpf, value: maskDocument(doc) };
}

/** SPEC §5: double signature when flagged by the bank. */
export const needsDoubleSignature = (request: PaymentRequest) => request.duplaAssinatura === true;

/** The approvers' deadline date: the consent's expiry, else the payment date. */
export function approversDeadline(request: PaymentRequest): string {
  const c = request.consentimento;
  return formatDateOf(c.expirationDateTime ?? c.payment.date ?? c.creationDateTime);
}

/**
 * The top of both Pix screens' terms, under their title: amount headline and the recipient (name,
 * masked document, and on the scheduled screen the Pix key, SPEC §2).
 */
export function PixHeader({ request, nameLabel, withPixKey }: { request: PaymentRequest; nameLabel: string; withPixKey: boolean }) {
  const c = request.consentimento;
  return (
    <>
      <AmountSummary label={copy.pix.amount} value={formatMoney(c.payment.amount)} to={copy.pix.to(c.creditor.name)} />
      <Fields
        title={copy.pix.recipient}
        items={[
          { label: nameLabel, value: c.creditor.name },
          maskedDocumentField(c.creditor.cpfCnpj),
          withPixKey && c.payment.details?.proxy ? { label: copy.pix.pixKey, value: c.payment.details.proxy } : null,
        ]}
      />
    </>
  );
}

/** Both Pix screens' buttons; while no account is chosen, the note says why confirming cannot act. */
export function PixActions({ busy, onConfirm, onCancel, confirmBlocked = false }: Omit<ConfirmationActions, 'deadline'> & { confirmBlocked?: boolean }) {
  const noteId = useId();
  return (
    <>
      {confirmBlocked && (
        <p id={noteId} className="hint">
          {copy.accounts.chooseToConfirm}
        </p>
      )}
      <Actions
        confirmLabel={copy.pix.confirm}
        cancelLabel={copy.pix.cancel}
        onConfirm={onConfirm}
        onCancel={onCancel}
        busy={busy}
        confirmDisabled={confirmBlocked}
        confirmDescribedBy={confirmBlocked ? noteId : undefined}
      />
    </>
  );
}

/** The 'Pagar com' line, or nothing when the customer chooses the account instead. */
export const sourceField = (request: PaymentRequest, accountChoice: ReactNode) =>
  accountChoice ? null : { label: copy.pix.source, value: paymentSource(request) };

/** `/pix`, immediate Pix (SPEC §2). */
export function PixView({ request, busy, deadline, onConfirm, onCancel, accountChoice = null, confirmBlocked }: PixViewProps) {
  return (
    <section className="screen">
      <PageHeading>{copy.pix.title}</PageHeading>
      <ImmediateTerms request={request} accountChoice={accountChoice} />
      {needsDoubleSignature(request) && <DoubleSignatureCard date={approversDeadline(request)} />}
      <p className="hint">{copy.pix.fiveMinutes}</p>
      <p className="hint">{copy.common.redirectNotice}</p>
      <TimeLeft deadline={deadline} />
      <PixActions busy={busy} onConfirm={onConfirm} onCancel={onCancel} confirmBlocked={confirmBlocked} />
    </section>
  );
}

/**
 * What is paid, to whom, when and from where: the screen's middle and, without an account choice
 * (`accountChoice` null), the whole of its read-only terms (payment/PixScheduledView.tsx's `PaymentTerms`).
 */
export function ImmediateTerms({ request, accountChoice }: { request: PaymentRequest; accountChoice: ReactNode }) {
  const c = request.consentimento;
  return (
    <>
      <PixHeader request={request} nameLabel={copy.pix.name} withPixKey={false} />
      <Fields
        items={[
          { label: copy.pix.paymentDate, value: formatDateOf(c.payment.date ?? c.creationDateTime) },
          sourceField(request, accountChoice),
          { label: copy.pix.method, value: copy.common.paymentMethod },
          c.organisationName ? { label: copy.pix.initiator, value: c.organisationName } : null,
        ]}
      />
      {accountChoice}
    </>
  );
}
