import type { ResultType } from '../../journey/paths';
import { copy } from '../../copy/ptBR';
import type { StatusIconKind } from '../../ui/StatusIcon';

const r = copy.results;

export type ResultAction = 'site' | 'otherAccount' | 'exit' | 'backToInitiator';

export interface ResultContent {
  icon: StatusIconKind;
  title: string;
  message: string;
  actions: ResultAction[];
}

export interface ResultContext {
  sharing: boolean;
  alertMessage: string | null;
}

const byDefault = ({ sharing }: ResultContext): ResultContent => ({
  icon: 'error',
  title: r.defaultTitle,
  message: sharing ? r.defaultSharingMessage : r.defaultMessage,
  actions: ['site'],
});

/** SPEC §8 "Result pages" (plus `decidido`): one line per result type; anything else is the default page. */
const RESULT_CONTENT: Record<ResultType, (ctx: ResultContext) => ResultContent> = {
  alerta: (ctx) => {
    const message = ctx.alertMessage ?? (ctx.sharing ? r.defaultSharingMessage : r.defaultMessage);
    if (/cpf/i.test(message)) return { icon: 'warning', title: r.alertTitle, message, actions: ['otherAccount', 'exit'] };
    if (/instabilidade/i.test(message)) return { icon: 'error', title: r.defaultTitle, message, actions: ['backToInitiator'] };
    return { icon: 'warning', title: r.alertTitle, message, actions: ['site'] };
  },
  cancelado: () => ({ icon: 'success', title: r.cancelledTitle, message: r.cancelledMessage, actions: ['site'] }),
  'compartilhamento-recusado': () => ({ icon: 'info', title: r.sharingRefusedTitle, message: r.sharingRefusedMessage, actions: ['site'] }),
  // Not in SPEC §8: a consent already decided is never offered again (docs/decisions/016).
  decidido: ({ sharing }) => ({
    icon: 'info',
    title: r.decidedTitle,
    message: sharing ? r.decidedSharingMessage : r.decidedMessage,
    actions: ['site'],
  }),
  expirado: ({ sharing }) => ({
    icon: 'time',
    title: r.expiredTitle,
    message: sharing ? r.expiredSharingMessage : r.expiredMessage,
    actions: ['site'],
  }),
  processando: ({ sharing }) => ({
    icon: 'time',
    title: sharing ? r.processingSharingTitle : r.processingTitle,
    message: sharing ? r.processingSharingMessage : r.processingMessage,
    actions: ['site'],
  }),
  redirect: () => ({ icon: 'warning', title: r.redirectTitle, message: r.redirectMessage, actions: ['site'] }),
};

export function resultContent(type: string | undefined, ctx: ResultContext): ResultContent {
  const line = type ? (RESULT_CONTENT as Record<string, (c: ResultContext) => ResultContent>)[type] : undefined;
  return line ? line(ctx) : byDefault(ctx);
}
