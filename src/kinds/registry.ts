import type { ConsentKind, LoadedConsent } from '../api/contract';
import { automaticKind } from '../features/automatic/kind';
import { enrolmentKind } from '../features/enrolment/kind';
import { paymentKind } from '../features/payment/kind';
import { recurringKind } from '../features/recurring/kind';
import { sharingKind } from '../features/sharing/kind';
import { sweepingKind } from '../features/sweeping/kind';
import type { KindModule, KindRegistry } from './kindModule';

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

/** A module's functions, taking any loaded consent of its kind. */
export type AnyKindModule = {
  readonly [M in keyof KindModule<ConsentKind>]: KindModule<ConsentKind>[M] extends ((consent: never, ...rest: infer R) => infer T) | undefined
    ? ((consent: LoadedConsent, ...rest: R) => T) | Extract<KindModule<ConsentKind>[M], undefined>
    : KindModule<ConsentKind>[M];
} & { readonly deadline: { readonly windowMs: number; readonly createdAt: (c: LoadedConsent) => string | undefined; readonly statedLimit?: (c: LoadedConsent) => string | undefined } };

/**
 * A loaded consent's module: TypeScript cannot relate `KINDS[consent.kind]` to `consent` on its own
 * (a correlated union), so the one cast of the registry lives here.
 */
export const moduleOf = (consent: LoadedConsent | ConsentKind): AnyKindModule =>
  KINDS[typeof consent === 'string' ? consent : consent.kind] as unknown as AnyKindModule;
