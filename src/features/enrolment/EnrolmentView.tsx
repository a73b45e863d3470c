import { useId, useState, type ReactNode } from 'react';
import type { EnrolmentConsent, EnrolmentTerms } from '../../api/contract';
import { addYears, brasiliaToday, DEFAULT_VALIDITY_YEARS, hasProblems, initialTerms, termProblems, toBankAmount } from './terms';
import { copy } from '../../copy/ptBR';
import { accountTypeLabel, formatAccountNumber, formatCnpj, maskDocument } from '../../format/format';
import { safeUrl } from '../../platform/safeUrl';
import { Actions } from '../../ui/Actions';
import { Fields } from '../../ui/Fields';
import { PageHeading } from '../../ui/PageHeading';
import { TimeLeft } from '../consent/TimeLeft';
import type { ConfirmationActions } from '../consent/useConfirmation';
import { InitiatorLogo } from '../../ui/InitiatorLogo';
import { fromMasked, toMasked } from '../../ui/MoneyInput';
import { fixToConfirm, TermsForm, type TermsDraft } from './TermsForm';
import './enrolment.css';

const t = copy.enrolment;
const DAY_MS = 24 * 60 * 60_000;

export interface EnrolmentViewProps extends Omit<ConfirmationActions, 'onConfirm'> {
  consent: EnrolmentConsent;
  /** The terms as the customer last left them (back from /segredo), else the initiator's or the defaults. */
  kept?: EnrolmentTerms | null;
  onConfirm: (terms: EnrolmentTerms) => void;
  /** The terms on screen changed: any earlier confirmation no longer holds. */
  onEdit?: (terms: EnrolmentTerms) => void;
  /**
   * ACCOUNT CHOICE (INTERFACE §6.1): when the enrolment carries no `dados.conta`, the accounts
   * feature's list (EnrolmentScreen passes `<AccountChoice>`), with whether an available account is
   * chosen. Until one is, 'Confirmar vínculo' cannot act.
   */
  accountChoice?: { element: ReactNode; chosen: boolean };
  /** The clock the validity is checked against (tests fix it). */
  now?: number;
}

function draftOf(terms: EnrolmentTerms, now: number): TermsDraft {
  return {
    transaction: toMasked(terms.limiteTransacao),
    daily: toMasked(terms.limiteDiario ?? ''),
    indeterminate: terms.validade === null,
    // Switching back from 'Indeterminado' offers the default date, not an empty field.
    date: terms.validade ?? addYears(brasiliaToday(now), DEFAULT_VALIDITY_YEARS),
  };
}

export function termsOf(draft: TermsDraft): EnrolmentTerms {
  return {
    limiteTransacao: toBankAmount(fromMasked(draft.transaction)),
    limiteDiario: draft.daily === '' ? null : toBankAmount(fromMasked(draft.daily)),
    validade: draft.indeterminate ? null : draft.date,
  };
}

/**
 * `/vinculo`: the device enrolment of the journey without redirection (INTERFACE §6.2). Who asks,
 * for which device, whose account, and the limits and validity the customer may change before
 * 'Confirmar vínculo', which stays unusable while a value is refused (docs/decisions/053-device-enrolment.md).
 */
export function EnrolmentView({ consent, kept = null, busy, deadline, onConfirm, onEdit, onCancel, accountChoice, now: fixedNow }: EnrolmentViewProps) {
  const { dados, iniciadora } = consent;
  const [now] = useState(() => fixedNow ?? Date.now());
  const [draft, setDraft] = useState(() => draftOf(kept ?? initialTerms(dados, now), now));
  const terms = termsOf(draft);
  const problems = termProblems(terms, now);
  const account = dados.conta;
  const accountReady = account ? true : (accountChoice?.chosen ?? false);
  const firstDate = brasiliaToday(now + DAY_MS);
  const accountNoteId = useId();
  const termsNote = fixToConfirm(problems);

  return (
    <section className="screen enrolment">
      <PageHeading>{t.title}</PageHeading>
      <p className="lead">{t.intro(iniciadora.nome, dados.nomeDispositivo)}</p>
      <section className="enrolment__initiator" aria-label={t.requestedBy}>
        <InitiatorLogo key={iniciadora.urlLogoIniciadora} url={safeUrl(iniciadora.urlLogoIniciadora)} />
        <Fields
          title={t.requestedBy}
          items={[
            { label: t.initiator, value: iniciadora.nome },
            iniciadora.cnpj ? { label: t.cnpj, value: formatCnpj(iniciadora.cnpj) } : null,
          ]}
        />
      </section>
      <Fields title={t.device} items={[{ label: t.deviceName, value: dados.nomeDispositivo }]} />
      <Fields
        title={t.holder}
        items={[
          { label: t.name, value: dados.nome },
          { label: t.cpf, value: maskDocument(dados.cpf) },
          dados.cnpj ? { label: t.company, value: maskDocument(dados.cnpj) } : null,
        ]}
      />
      {account ? (
        <Fields
          title={t.account}
          items={[
            { label: accountTypeLabel(account.tipoConta) || t.account, value: formatAccountNumber(account.numero) },
            { label: t.branch, value: account.agencia },
          ]}
        />
      ) : (
        // ACCOUNT CHOICE (INTERFACE §6.1): see `accountChoice`.
        accountChoice?.element
      )}
      <TermsForm
        draft={draft}
        problems={problems}
        firstDate={firstDate}
        disabled={busy}
        onChange={(next) => {
          setDraft(next);
          onEdit?.(termsOf(next));
        }}
      />
      <p className="hint">{t.cancelNote}</p>
      <p className="hint">{copy.common.redirectNotice}</p>
      <p className="hint">{t.fifteenMinutes}</p>
      <TimeLeft deadline={deadline} />
      {/* Beside 'Confirmar vínculo' while it cannot act: why, and the button's description. */}
      {(termsNote || !accountReady) && (
        <p id={accountNoteId} className="hint">
          {[termsNote, accountReady ? '' : t.chooseAccountToConfirm].filter(Boolean).join(' ')}
        </p>
      )}
      <Actions
        confirmLabel={t.confirm}
        cancelLabel={t.cancel}
        onConfirm={() => onConfirm(terms)}
        onCancel={onCancel}
        busy={busy}
        confirmDisabled={hasProblems(problems) || !accountReady}
        confirmDescribedBy={termsNote || !accountReady ? accountNoteId : undefined}
      />
    </section>
  );
}
