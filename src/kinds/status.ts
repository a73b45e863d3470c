/**
 * Statuses that say a consent is already decided (issue 13, point 3; docs/decisions/016): Open
 * Finance's for the kinds that use them, their Portuguese equivalents for a data
 * consent. Any other status, known or not, behaves as before: the bank decides when the customer confirms.
 */
const DECIDED = new Set(['AUTHORISED', 'AUTHORIZED', 'REJECTED', 'CONSUMED', 'REVOKED']);
const DECIDED_PT = new Set(['AUTORIZADO', 'REJEITADO', 'CONSUMIDO', 'REVOGADO']);

// `unknown`: the envelope's status is the bank's, not checked by the parser; a number or an object
// is an unknown status, not a crash.
const normalised = (status: unknown) =>
  (typeof status === 'string' ? status : '').normalize('NFD').replace(/[\u0300-\u036f]/g, '').trim().toUpperCase();

export const decidedInOpenFinance = (status: unknown) => DECIDED.has(normalised(status));
export const decidedInPortuguese = (status: unknown) => DECIDED_PT.has(normalised(status));

export const MINUTE = 60_000;

/**
 * The window of a consent that states its limit as `horaLimite`:
 * that limit when it names an instant; often it is a time of day only ('14:00'), which names none,
 * and then an hour from the creation counts.
 */
export const hourLimitDeadline = {
  windowMs: 60 * MINUTE,
  createdAt: ({ data }: { data: { dados: { creationDateTime: string } } }) => data.dados.creationDateTime,
  statedLimit: ({ data }: { data: { dados: { horaLimite: string } } }) => data.dados.horaLimite,
} as const;
