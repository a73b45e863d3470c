import type { ConsentKind } from '../../api/contract';
import type { BffFailure } from '../../api/failure';
import { PATHS, resultPath } from '../../app/paths';

/** What the customer sees when an authorisation is refused (SPEC §8). */
export type AuthoriseOutcome =
  | { type: 'overdraft'; message: string | null }
  | { type: 'funds'; message: string | null }
  | { type: 'form'; message: string | null }
  | { type: 'network' }
  | { type: 'route'; to: string };

const FORM_STATUSES = new Set([403, 422, 423]);

/** Which statuses each kind handles beyond the form ones. */
const HANDLES: Record<ConsentKind, { overdraft: boolean; funds: boolean }> = {
  PAGAMENTO: { overdraft: true, funds: true },
  RECORRENTE: { overdraft: true, funds: true },
  DADOS: { overdraft: false, funds: false },
  AUTOMATICO: { overdraft: false, funds: true },
  SWEEPING: { overdraft: false, funds: true },
};

export function authoriseOutcome(kind: ConsentKind, failure: BffFailure, afterOverdraft: boolean): AuthoriseOutcome {
  // Once the customer accepted the overdraft, any failure ends the attempt (SPEC §4 OVERDRAFT).
  if (afterOverdraft) return { type: 'route', to: PATHS.responses };
  const { status, message } = failure;
  if (status === null) return { type: 'network' };
  if (status === 420) return { type: 'route', to: resultPath('expirado') };
  if (FORM_STATUSES.has(status)) return { type: 'form', message };
  if (status === 300 && HANDLES[kind].overdraft) return { type: 'overdraft', message };
  if (status === 428 && HANDLES[kind].funds) return { type: 'funds', message };
  return { type: 'route', to: PATHS.responses };
}
