import { PATHS, type KindResultType, type ResultType } from '../../journey/paths';
import { copy } from '../../copy/ptBR';
import type { StatusIconKind } from '../../ui/StatusIcon';
import type { ConsentKind } from '../../api/contract';
import { wordsOf } from '../../kinds/wording';
import { KINDS } from '../../kinds/registry';

const r = copy.results;

/** `backToInitiator` is SPEC's button; `wayBack` the same way back offered beside SPEC's buttons. */
export type ResultAction = 'site' | 'otherAccount' | 'exit' | 'backToInitiator' | 'wayBack';

/**
 * Each action's button and whether it is the page's primary one. 'Sair' is not; nor is the way back
 * offered beside SPEC's own buttons (docs/decisions/024).
 */
export const RESULT_BUTTONS: Record<ResultAction, { label: (productName: string) => string; primary: boolean }> = {
  site: { label: r.goToSite, primary: true },
  otherAccount: { label: () => r.otherAccount, primary: true },
  exit: { label: () => r.exit, primary: false },
  backToInitiator: { label: () => r.backToInitiator, primary: true },
  wayBack: { label: () => r.backToInitiator, primary: false },
};

export interface ResultContent {
  icon: StatusIconKind;
  title: string;
  message: string;
  /** A line of the project's own under SPEC's message (the processing page's wait). */
  note?: string;
  /** The page is waiting for the bank and will move on by itself. */
  waiting?: boolean;
  actions: ResultAction[];
}

export interface ResultContext {
  /** The journey's kind (null: not known): its module's words replace a Pix payment's where it has its own. */
  kind: ConsentKind | null;
  alertMessage: string | null;
  /** The processing page's wait for a late answer (consentSlice `lateAnswer`). */
  lateAnswer: 'waiting' | 'given-up' | null;
  /**
   * A way back to the initiator can exist: this tab still has the customer's session and the
   * consent's id, and no decision is waiting for its answer (docs/decisions/024).
   */
  canReturn: boolean;
}

const byDefault = ({ kind }: ResultContext): ResultContent => ({
  icon: 'error',
  title: r.defaultTitle,
  message: wordsOf(kind).defaultMessage,
  actions: ['site'],
});

/**
 * SPEC §8 "Result pages" (plus `decidido`): one line per result type but a kind's own (its module's
 * `resultPage`); anything else is the default page.
 * Pages that tell the customer to start again at the initiator also offer the way back there
 * (`withWayBack`, docs/decisions/024); the redirect page cannot: the way back is what failed.
 */
const RESULT_CONTENT: Record<Exclude<ResultType, KindResultType>, (ctx: ResultContext) => ResultContent> = {
  alerta: (ctx) => {
    const message = ctx.alertMessage ?? wordsOf(ctx.kind).defaultMessage;
    // Another customer's consent: SPEC's 'Acessar outra conta' and 'Sair' (this customer cannot refuse it).
    if (/cpf/i.test(message)) return { icon: 'warning', title: r.alertTitle, message, actions: ['otherAccount', 'exit'] };
    if (/instabilidade/i.test(message)) return { icon: 'error', title: r.defaultTitle, message, actions: ['backToInitiator'] };
    return { icon: 'warning', title: r.alertTitle, message, actions: ['site'] };
  },
  cancelado: () => ({ icon: 'success', title: r.cancelledTitle, message: r.cancelledMessage, actions: ['site'] }),
  // Not in SPEC §8: a consent already decided is never offered again (docs/decisions/016).
  decidido: ({ kind }) => ({
    icon: 'info',
    title: r.decidedTitle,
    message: wordsOf(kind).decidedMessage,
    actions: ['site'],
  }),
  expirado: ({ kind }) => ({
    icon: 'time',
    title: r.expiredTitle,
    message: wordsOf(kind).expiredMessage,
    actions: ['site'],
  }),
  processando: ({ kind, lateAnswer }) => ({
    icon: 'time',
    title: wordsOf(kind).processingTitle,
    message: wordsOf(kind).processingMessage,
    ...(lateAnswer === 'waiting' ? { note: r.processingWaiting, waiting: true } : {}),
    ...(lateAnswer === 'given-up' ? { note: r.processingGivenUp } : {}),
    actions: ['site'],
  }),
  redirect: ({ kind }) => ({
    icon: 'warning',
    title: r.redirectTitle,
    message: wordsOf(kind).redirectMessage,
    actions: ['site'],
  }),
};

/** Adds the way back where the page has none and one can exist. */
function withWayBack(type: string | undefined, content: ResultContent, ctx: ResultContext): ResultContent {
  const hasOne = content.actions.some((a) => a === 'backToInitiator' || a === 'otherAccount');
  if (!ctx.canReturn || hasOne || type === 'redirect' || content.waiting) return content;
  return { ...content, actions: [...content.actions, 'wayBack'] };
}

/** `/responses/{type}` names its page; `/responses`, `/response` and unknown paths show the default. */
const resultTypeOf = (path: string): string | undefined => {
  const [, type, ...rest] = path.slice(PATHS.responses.length).split('/');
  return path.startsWith(`${PATHS.responses}/`) && type && rest.length === 0 ? type : undefined;
};

const isResultType = (type: string | undefined): type is keyof typeof RESULT_CONTENT => type !== undefined && Object.hasOwn(RESULT_CONTENT, type);

/** A kind's own result page (its module's `resultPage`): it says what happened, and offers the site. */
function kindPageOf(type: string | undefined): ResultContent | null {
  const page = Object.values(KINDS).find((m) => m.resultPage !== undefined && m.resultPage.type === type)?.resultPage;
  return page ? { icon: 'info', title: page.title, message: page.message, actions: ['site'] } : null;
}

export function resultContent(type: string | undefined, ctx: ResultContext): ResultContent {
  // Own lines only: the path is the customer's, and '/responses/constructor' must not find Object's.
  const line = isResultType(type) ? RESULT_CONTENT[type] : undefined;
  return withWayBack(type, line ? line(ctx) : (kindPageOf(type) ?? byDefault(ctx)), ctx);
}

/**
 * The page at `path` (ResultScreen.tsx). Arriving without an intent: the default page says what is
 * missing, not just that something went wrong.
 */
export function resultPageAt(path: string, ctx: ResultContext & { missingIntent: boolean }): ResultContent {
  const type = resultTypeOf(path);
  const found = resultContent(type, ctx);
  return !type && ctx.missingIntent ? { ...found, message: copy.login.missingIntent } : found;
}
