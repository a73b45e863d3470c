import type { ConsentKind } from '../api/contract';
import { copy } from '../copy/ptBR';
import type { KindWording } from './kindModule';
import { KINDS } from './registry';

const r = copy.results;

/** A Pix payment's words, which a kind's module may replace (its `wording`); also the words when the kind is not known. */
const PAYMENT_WORDING: KindWording = {
  defaultMessage: r.defaultMessage,
  decidedMessage: r.decidedMessage,
  expiredMessage: r.expiredMessage,
  processingTitle: r.processingTitle,
  processingMessage: r.processingMessage,
  redirectMessage: r.redirectMessage,
  redirectLogoAlt: copy.redirect.initiatorLogoAlt,
  redirectText: copy.redirect.text,
  timeLeftExpired: copy.timeLeft.expired,
};

/** The words of the journey's kind (null: not known). */
export const wordsOf = (kind: ConsentKind | null): KindWording => ({ ...PAYMENT_WORDING, ...(kind ? KINDS[kind].wording : {}) });
