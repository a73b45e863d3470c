import type { ConsentKind, LoadedConsent, QrRequest } from '../api/contract';
import { automaticKind } from '../features/automatic/kind';
import { enrolmentKind } from '../features/enrolment/kind';
import { paymentKind } from '../features/payment/kind';
import { recurringKind } from '../features/recurring/kind';
import { sharingKind } from '../features/sharing/kind';
import { sweepingKind } from '../features/sweeping/kind';
import type { KindTerms } from './confirming';
import type { DecisionSubject, KindDialog, KindModule, KindRegistry, QrTerms } from './kindModule';

/**
 * Every consent kind's module, keyed by the kind union (docs/decisions/070): the per-kind tables of
 * the generic code (the journey's screens, routing after load, deadlines, error handling, the paying
 * account) are projections of this record. A constant, not a registration at start-up: which kinds
 * exist is known when the code is built, and the typecheck holds it.
 */
export const KINDS: KindRegistry = {
  PAGAMENTO: paymentKind,
  DADOS: sharingKind,
  RECORRENTE: recurringKind,
  SWEEPING: sweepingKind,
  AUTOMATICO: automaticKind,
  VINCULO: enrolmentKind,
};

/** Any kind's module, as the generic code reads it: its terms unread. */
type GenericModule = KindModule<ConsentKind, KindTerms>;

/** A module's functions, taking any loaded consent of its kind. */
export type AnyKindModule = {
  readonly [M in keyof GenericModule]: GenericModule[M] extends ((consent: never, ...rest: infer R) => infer T) | undefined
    ? ((consent: LoadedConsent, ...rest: R) => T) | Extract<GenericModule[M], undefined>
    : GenericModule[M];
} & {
  readonly deadline: { readonly windowMs: number; readonly createdAt: (c: LoadedConsent) => string | undefined; readonly statedLimit?: (c: LoadedConsent) => string | undefined };
  readonly qr: {
    readonly code: number;
    readonly expiryMs: number;
    readonly transaction: (c: LoadedConsent, terms: KindTerms | null) => Omit<QrRequest['transacao'], 'codTransacao'>;
    readonly documents: (c: LoadedConsent) => { institution: string | null; user: string | null };
    readonly terms?: (c: LoadedConsent, terms: KindTerms | null, chosenAccountId: string | null) => QrTerms | null;
  };
};

/**
 * A loaded consent's module: TypeScript cannot relate `KINDS[consent.kind]` to `consent` on its own
 * (a correlated union), so the one cast of the registry lives here.
 */
export const moduleOf = (consent: LoadedConsent | ConsentKind): AnyKindModule =>
  KINDS[typeof consent === 'string' ? consent : consent.kind] as unknown as AnyKindModule;

/** What a decision on this consent is about. */
export function subjectOf(consent: LoadedConsent): DecisionSubject {
  const { subject, scheduled } = moduleOf(consent);
  return typeof subject === 'string' ? subject : scheduled?.(consent) ? subject.scheduled : subject.immediate;
}

/** What a decision is about when only the kind is known: null for a kind with two subjects. */
export const soleSubjectOf = (kind: ConsentKind | null): DecisionSubject | null => {
  const subject = kind ? KINDS[kind].subject : null;
  return typeof subject === 'string' ? subject : null;
};

/** A module's subjects: one, or one for each of its screens. */
const subjectsOf = ({ subject }: { subject: KindModule<ConsentKind>['subject'] }): DecisionSubject[] =>
  typeof subject === 'string' ? [subject] : Object.values(subject);

/** The kind a subject belongs to. */
export const kindOfSubject = (subject: DecisionSubject | null): ConsentKind | null =>
  Object.values(KINDS).find((m) => subjectsOf(m).some((s) => s === subject))?.kind ?? null;

/** A subject read back from what the tab kept (sessionStorage): only one a kind's module names. */
export const subjectNamed = (kept: string | null | undefined): DecisionSubject | null =>
  Object.values(KINDS).flatMap(subjectsOf).find((subject) => subject === kept) ?? null;

/** The kind a load failure's first detail names (SPEC §8), if any. */
export const kindOfLoadFailure = (detail: string | undefined): ConsentKind | null =>
  Object.values(KINDS).find((m) => m.loadFailureDetail !== undefined && m.loadFailureDetail === detail)?.kind ?? null;

/** The kind's dialog a modal id names, and whether it is the cancel or the confirm dialog; null for the modal's own types. */
export function kindDialogOf(id: string): { role: 'cancel' | 'confirm'; dialog: KindDialog } | null {
  for (const { dialogs } of Object.values(KINDS)) {
    if (dialogs.cancel.id === id) return { role: 'cancel', dialog: dialogs.cancel };
    if (dialogs.confirm?.id === id) return { role: 'confirm', dialog: dialogs.confirm };
  }
  return null;
}
