import { ENROLMENT_AWAITING, type ConsentKind, type LoadedConsent } from '../../api/contract';
import { instantOf } from '../../format/format';
import { journey, type ConsentToConfirm, type JourneyEvent } from '../../journey/journeyTable';

type ConsentOf<K extends ConsentKind> = Extract<LoadedConsent, { kind: K }>;

/**
 * Statuses that say the consent is already decided (issue 13, point 3; docs/decisions/016): Open
 * Finance's for payments, recurring and automatic Pix, their Portuguese equivalents for a sharing.
 * Any other status, known or not, behaves as before: the bank decides when the customer confirms.
 */
const DECIDED = new Set(['AUTHORISED', 'AUTHORIZED', 'REJECTED', 'CONSUMED', 'REVOKED']);
const DECIDED_PT = new Set(['AUTORIZADO', 'REJEITADO', 'CONSUMIDO', 'REVOGADO']);
// `unknown`: the envelope's status is the bank's, not checked by the parser; a number or an object
// is an unknown status, not a crash.
const normalised = (status: unknown) =>
  (typeof status === 'string' ? status : '').normalize('NFD').replace(/[\u0300-\u036f]/g, '').trim().toUpperCase();

/** Where a consent says it is already decided, per kind (sweeping carries no status). */
const STATUS_OF: { [K in ConsentKind]: (consent: ConsentOf<K>) => boolean } = {
  PAGAMENTO: ({ data }) => DECIDED.has(normalised(data.consentimento.status)),
  RECORRENTE: ({ data }) => DECIDED.has(normalised(data.consentimento.status)),
  AUTOMATICO: ({ data }) => DECIDED.has(normalised(data.dados.status)),
  DADOS: ({ data }) => DECIDED_PT.has(normalised(data.dados.status)),
  SWEEPING: () => false,
  // An enrolment is offered only while the bank waits for the holder (INTERFACE §6.2).
  VINCULO: ({ data }) => data.dados.status !== ENROLMENT_AWAITING,
};

/** The consent is already decided: it is never offered for confirmation again. */
export function isAlreadyDecided(consent: LoadedConsent): boolean {
  return (STATUS_OF[consent.kind] as (c: LoadedConsent) => boolean)(consent);
}

const ready = (kind: ConsentKind, scheduled = false) => journey.consentReady({ kind, scheduled });

/** Which confirmation screen shows a loaded consent. */
export const screenOf = (consent: LoadedConsent): ConsentToConfirm => ({
  kind: consent.kind,
  scheduled: consent.kind === 'PAGAMENTO' && Boolean(consent.data.consentimento.payment.schedule),
});

/**
 * SPEC §4 "Routing after load": one line per consent kind, a new kind fails the build until it has
 * one. Each says which journey event follows the load; the journey table says where it leads.
 */
const NEXT_AFTER_LOAD: { [K in ConsentKind]: (consent: ConsentOf<K>, now: number) => JourneyEvent } = {
  PAGAMENTO: ({ data }) =>
    data.consentimento.payment.type !== 'PIX' ? journey.journeyStopped() : journey.consentReady(screenOf({ kind: 'PAGAMENTO', data })),
  // A sharing without its id never gets here (nextAfterLoad stops it before the decided check).
  DADOS: ({ data }) => (data.dados.status === 'Expirado' ? journey.consentExpired() : ready('DADOS')),
  RECORRENTE: () => ready('RECORRENTE'),
  SWEEPING: () => ready('SWEEPING'),
  AUTOMATICO: () => ready('AUTOMATICO'),
  // Past its expirationDateTime the enrolment can no longer be authorised (INTERFACE §6.2).
  VINCULO: ({ data }, now) => ((instantOf(data.dados.expirationDateTime) ?? Infinity) <= now ? journey.consentExpired() : ready('VINCULO')),
};

export function nextAfterLoad(consent: LoadedConsent, now: number = Date.now()): JourneyEvent {
  if (consent.kind === 'DADOS' && !consent.data.dados.id) return journey.journeyStopped();
  if (isAlreadyDecided(consent)) return journey.consentDecided();
  return (NEXT_AFTER_LOAD[consent.kind] as (c: LoadedConsent, now: number) => JourneyEvent)(consent, now);
}
