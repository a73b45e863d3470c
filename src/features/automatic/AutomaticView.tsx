import type { AutomaticConsent } from '../../api/contract';
import { copy } from '../../copy/ptBR';
import {
  accountTypeLabel,
  documentKind,
  formatAccountNumber,
  formatDate,
  formatMoney,
  formatTime,
  frequencyLabel,
  isTodayInBrasilia,
  maskDocument,
} from '../../format/format';
import { Actions } from '../../ui/Actions';
import { TimeLeft } from '../consent/TimeLeft';
import { AmountSummary } from '../../ui/AmountSummary';
import { Fields } from '../../ui/Fields';
import { PageHeading } from '../../ui/PageHeading';
import { money } from '../../ui/money';
import { WhereToCancel } from '../../ui/WhereToCancel';
import type { ConsentOf } from '../../kinds/kindModule';
import type { ConfirmationActions } from '../consent/useConfirmation';

export interface AutomaticViewProps extends ConfirmationActions {
  consent: AutomaticConsent;
}

const t = copy.automatic;

/** The authorisation limit: an amount, or 'Indeterminado' when the creditor set none (OPEN-FINANCE.md). */
export function authorisationLimit(maximumVariableAmount: string | null | undefined) {
  return money(maximumVariableAmount) || t.indeterminate;
}

/**
 * `/pix/automatico` (SPEC §2 "Automatic Pix screen"). What is charged first comes first: with an
 * immediate payment (SPEC's 'Pagamento imediato'), that payment is the headline and the periodic
 * terms follow as the plan; without one, the periodic amount (or limit) is the headline. The intro
 * says which of the two the confirmation does, so it never contradicts the rows (docs/decisions/048).
 */
export function AutomaticView({ consent, busy, deadline, onConfirm, onCancel }: AutomaticViewProps) {
  const d = consent.dados;
  const first = d.firstPayment;
  const time = formatTime(d.horaLimite);
  const firstDate = formatDate(d.firstPaymentDate);
  const today = first ? isTodayInBrasilia(first.date, Date.now()) : false;
  const immediateDate = first ? formatDate(first.date) : '';
  return (
    <section className="screen">
      <PageHeading>{t.title}</PageHeading>
      {first ? (
        <p className="lead">{t.introImmediate(today ? t.today : t.onDate(immediateDate), formatMoney(first.amount), firstDate, time)}</p>
      ) : (
        <p className="lead">{t.intro(firstDate, time)}</p>
      )}
      <PlanTerms consent={consent} />
      <p className="hint">{t.balanceNote}</p>
      <p className="hint">{t.cancelNote}</p>
      <WhereToCancel />
      <RetryNotes consent={consent} />
      <p className="hint">{copy.common.redirectNotice}</p>
      <TimeLeft deadline={deadline} />
      <Actions confirmLabel={t.confirm} cancelLabel={t.cancel} onConfirm={onConfirm} onCancel={onCancel} busy={busy} />
    </section>
  );
}

/**
 * `/autorizacoes/{id}`: the authorisation's terms as its screen showed them, read-only (its module's
 * `termsCode`), with the notes that are terms (the retries after the due date), not those of confirming.
 */
export function AutomaticTerms({ consent }: { consent: ConsentOf<'AUTOMATICO'> }) {
  return (
    <>
      <PlanTerms consent={consent.data} />
      <RetryNotes consent={consent.data} />
    </>
  );
}

/** The creditor's retries after the due date, when it makes them (SPEC §2). */
function RetryNotes({ consent }: { consent: AutomaticConsent }) {
  if (consent.dados.isRetryAccepted !== true) return null;
  return (
    <>
      <p className="hint">{t.retryNote}</p>
      <p className="hint">{t.lateNote}</p>
    </>
  );
}

/** From the headline to the schedule's data: the screen's middle, and the whole of its read-only terms. */
function PlanTerms({ consent }: { consent: AutomaticConsent }) {
  const d = consent.dados;
  const s = d.schedule;
  const first = d.firstPayment;
  const doc = d.creditor.document;
  const firstDate = formatDate(d.firstPaymentDate);
  const to = copy.pix.to(d.creditor.name);
  // The periodic amount, or without one the authorised limit (OPEN-FINANCE.md: it may be open).
  const periodic = formatMoney(d.amount)
    ? { label: t.amount, value: formatMoney(d.amount) }
    : { label: t.limit, value: formatMoney(s.maximumVariableAmount) || t.indeterminate };
  const today = first ? isTodayInBrasilia(first.date, Date.now()) : false;
  const immediateDate = first ? formatDate(first.date) : '';
  const payer = d.debtorAccount;
  const payWith = payer?.number ? [accountTypeLabel(payer.accountType), formatAccountNumber(payer.number)].filter(Boolean).join(' ') : t.accountNotGiven;
  return (
    <>
      {first ? (
        <>
          <AmountSummary
            label={t.immediate}
            value={formatMoney(first.amount)}
            to={to}
            details={[
              t.immediateOn(today ? t.todayDate(immediateDate) : immediateDate),
              first.remittanceInformation ? t.immediateAbout(first.remittanceInformation) : null,
            ]}
          />
          <Fields
            title={t.plan}
            items={[
              { label: periodic.label, value: formatMoney(d.amount) ? money(d.amount) : authorisationLimit(s.maximumVariableAmount) },
              { label: t.frequency, value: frequencyLabel(d.frequency) },
              { label: t.firstPaymentOn, value: firstDate },
              { label: t.initiatedBy, value: d.initiatorBy },
            ]}
          />
        </>
      ) : (
        <>
          {/* The headline every payment screen has: the amount (or, without one, the authorised limit) and 'Para {creditor}'. */}
          <AmountSummary label={periodic.label} value={periodic.value} to={to} />
          <Fields
            title={t.summary}
            items={[
              { label: t.initiatedBy, value: d.initiatorBy },
              { label: t.frequency, value: frequencyLabel(d.frequency) },
              { label: t.firstPaymentOn, value: firstDate },
            ]}
          />
        </>
      )}
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
          { label: t.payWith, value: payWith },
          { label: t.paymentMethod, value: s.paymentType },
          { label: t.chargeId, value: s.contractId },
          { label: t.limit, value: authorisationLimit(s.maximumVariableAmount) },
        ]}
      />
    </>
  );
}
