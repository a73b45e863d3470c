import { TRANSACTION_CODE } from '../../api/contract';
import { copy } from '../../copy/ptBR';
import { formatMoney } from '../../format/format';
import { accountOf, plainDocument } from '../../kinds/confirming';
import { KIND_SCREENS } from '../../journey/paths';
import { amount, arrayOf, iniciadora, optional, shape, str } from '../../api/checks';
import type { KindModule } from '../../kinds/kindModule';
import { hourLimitDeadline } from '../../kinds/status';
import { decideByStatusPut } from '../../kinds/deciding';

const t = copy.security.confirming;

/** A sweeping link (SWEEPING). */
export const sweepingKind: KindModule<'SWEEPING'> = {
  kind: 'SWEEPING',
  screen: KIND_SCREENS.SWEEPING,
  subject: 'link',
  // — at the bank (/autorizacoes)
  revocationStops: 'transfers',
  // — presentation (kshow)
  // INTERFACE §4: its envelope member, checked at run time (a malformed one is a load error, never a crash).
  envelopeCheck: shape({
    dados: shape({
      recurringConsentId: str,
      horaLimite: str,
      dataInicio: str,
      instituicao: shape({ nome: str }),
      contaPagadora: shape({ contaCorrente: str, agencia: str }),
      dadosVinculo: shape({ descricao: str, gatilhos: optional(arrayOf(str)), limiteVinculo: optional(amount), limiteTransacao: optional(amount) }),
    }),
    iniciadora,
  }),
  dialogs: {
    cancel: { id: 'CANCEL-SWEEPING', title: copy.modal.cancelSweepingTitle, text: copy.modal.cancelSweepingText, confirm: copy.modal.cancelConfirm },
    confirm: { id: 'SWEEPING', title: copy.modal.sweepingTitle, text: copy.modal.sweepingText, confirm: copy.modal.continue },
  },
  // — places (kplace)
  // In the payment screens' chunk (decision 034).
  screenCode: { load: () => import(/* webpackChunkName: "payment" */ './SweepingScreen') },
  // It carries no status.
  decided: () => false,
  afterLoad: () => 'ready',
  deadline: hourLimitDeadline,
  failures: { overdraft: false, funds: true },
  qr: {
    code: TRANSACTION_CODE.WITHIN_LIMITS,
    expiryMs: 90_000,
    // The amount a single transfer of the link may move is what the customer commits to.
    transaction: ({ data: { dados: d } }) => ({ data: d.dataInicio, descricao: copy.security.qrTransaction.SWEEPING(d.instituicao.nome), valor: d.dadosVinculo.limiteTransacao }),
    documents: ({ data: { dados: d } }) => ({ institution: null, user: plainDocument(d.loggedUserDocIdentification) ?? plainDocument(d.cpf) }),
  },
  summary: ({ data: { dados: d } }) =>
    t.sweeping(d.instituicao.nome, formatMoney(d.dadosVinculo.limiteTransacao), formatMoney(d.dadosVinculo.limiteVinculo), accountOf(d.contaPagadora.tipoConta, d.contaPagadora.contaCorrente)),
  // — decision (kdecide)
  decision: {
    // Decided by the id the bank gives the link (SPEC §7).
    consentId: ({ data }) => data.dados.recurringConsentId,
    authorise: ({ data }, { fields }) => decideByStatusPut(data.dados.recurringConsentId, fields),
    refuse: ({ data }) => decideByStatusPut(data.dados.recurringConsentId, {}),
    wayBack: 'rejected',
  },
  // — state (kstate)
  // No terms of its own: 'Confirmar' freezes the account alone (no `confirmTerms`).
  // — the customer's authorisations (docs/decisions/077)
  // Its screen's file, in its screen's chunk: the terms are the screen's own sections.
  termsCode: { load: () => import(/* webpackChunkName: "payment" */ './SweepingView').then((m) => ({ default: m.SweepingTerms })) },
  listedSubjects: ['link'],
};
