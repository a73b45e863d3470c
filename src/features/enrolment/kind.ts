import { BFF_PATHS, TRANSACTION_CODE } from '../../api/contract';
import { formatDate, formatMoney } from '../../format/format';
import { accountOf, paying, plainDocument } from '../../kinds/confirming';
import { ENROLMENT_AWAITING } from '../../api/contract';
import { copy } from '../../copy/ptBR';
import { instantOf } from '../../format/format';
import { KIND_SCREENS } from '../../journey/paths';
import { amount, optional, shape, str } from '../../api/checks';
import type { KindModule } from '../../kinds/kindModule';
import { MINUTE } from '../../kinds/status';
import { request, type BffResult } from '../../api/bff';
import type { EnrolmentAuthorisation, EnrolmentTerms, RedirectInfo } from '../../api/contract';
import { DEFAULT_CHANNEL, NOTHING_TO_SEND } from '../../kinds/deciding';
import type { ConsentOf, CredentialFields, Sending } from '../../kinds/kindModule';
import { call } from 'redux-saga/effects';

const t = copy.security.confirming;

/** The per-transaction limit when the initiator sends none (OPEN-FINANCE.md: R$ 500,00). */
export const DEFAULT_TRANSACTION_LIMIT = '500.00';

/**
 * The enrolment's authorisation body (INTERFACE §6.2): the terms the customer confirmed, the
 * consent's account or, when it names none, the one the customer chose (INTERFACE §6.1), the
 * credential, channel 1.
 */
export function enrolmentAuthorisationFor(
  consent: ConsentOf<'VINCULO'>,
  terms: EnrolmentTerms,
  fields: CredentialFields,
  chosenAccountId: string | null = null,
): EnrolmentAuthorisation | null {
  const accountId = consent.data.dados.conta?.id ?? chosenAccountId;
  if (!accountId) return null;
  return { ...terms, conta: { id: accountId }, ...fields, canal: DEFAULT_CHANNEL };
}

/** Its decision, `PATCH /canais/v1/vinculos/{enrollmentId}/status/{status}` (INTERFACE §6.2): AUTORIZADO with its body, REJEITADO without. */
function* decide({ data }: ConsentOf<'VINCULO'>, status: 'AUTORIZADO' | 'REJEITADO', body?: EnrolmentAuthorisation): Sending {
  const path = BFF_PATHS.enrolmentStatus(data.dados.enrollmentId, status);
  return (yield call(request, 'patchStatus', body ? { path, body } : { path })) as BffResult<RedirectInfo>;
}

/** A device enrolment (VINCULO, INTERFACE §6.2). */
export const enrolmentKind: KindModule<'VINCULO', EnrolmentTerms> = {
  kind: 'VINCULO',
  screen: KIND_SCREENS.VINCULO,
  subject: 'enrolment',
  // — at the bank (/autorizacoes)
  revocationStops: 'device',
  // — presentation (kshow)
  // INTERFACE §4: its envelope member, checked at run time (a malformed one is a load error, never a crash).
  envelopeCheck: shape({
    dados: shape({
      enrollmentId: str,
      status: str,
      nomeDispositivo: str,
      nome: str,
      cpf: str,
      cnpj: optional(str),
      creationDateTime: str,
      expirationDateTime: str,
      conta: optional(shape({ id: str, tipoConta: str, agencia: str, numero: str })),
      limiteTransacao: optional(amount),
      limiteDiario: optional(amount),
      validade: optional(str),
    }),
    // The screen shows who asks for the enrolment: its name is required, its logo optional.
    iniciadora: shape({ nome: str, cnpj: optional(str), urlLogoIniciadora: optional(str), urlRedirecionamento: optional(str) }),
  }),
  dialogs: { cancel: { id: 'CANCEL-ENROLMENT', title: copy.modal.cancelEnrolmentTitle, text: copy.modal.cancelEnrolmentText, confirm: copy.modal.cancelConfirm } },
  // — places (kplace)
  // Its own chunk, with its money mask: no payment screen needs either.
  screenCode: { load: () => import(/* webpackChunkName: "enrolment" */ './EnrolmentScreen') },
  // Its window is 15 minutes.
  wording: { decidedMessage: copy.results.decidedEnrolmentMessage, expiredMessage: copy.results.expiredEnrolmentMessage },
  // Offered only while the bank waits for the holder.
  decided: ({ data }) => data.dados.status !== ENROLMENT_AWAITING,
  // Past its expirationDateTime it can no longer be authorised.
  afterLoad: ({ data }, now) => ((instantOf(data.dados.expirationDateTime) ?? Infinity) <= now ? 'expired' : 'ready'),
  deadline: {
    windowMs: 15 * MINUTE,
    createdAt: ({ data }) => data.dados.creationDateTime,
    statedLimit: ({ data }) => data.dados.expirationDateTime,
  },
  // The payment's outcomes without 300 and 428.
  failures: { overdraft: false, funds: false },
  // It names no account: the customer chooses one, listed by the enrolment's id (INTERFACE §6.1).
  payingAccountChoice: ({ data }) => (data.dados.conta ? null : data.dados.enrollmentId),
  qr: {
    code: TRANSACTION_CODE.WITHIN_LIMITS,
    expiryMs: 90_000,
    // The most a single payment from the device may move.
    transaction: ({ data: { dados, iniciadora } }, terms) => ({
      data: dados.creationDateTime.slice(0, 10),
      descricao: copy.security.qrTransaction.VINCULO(dados.nomeDispositivo, iniciadora.nome),
      valor: terms?.limiteTransacao ?? dados.limiteTransacao ?? DEFAULT_TRANSACTION_LIMIT,
    }),
    // The holder links her own device: her CPF, and the company's CNPJ when the account is a business's.
    documents: ({ data: { dados: d } }) => ({ institution: plainDocument(d.cnpj), user: plainDocument(d.cpf) }),
    // The account is the enrolment's own, else the one chosen.
    terms: ({ data }, terms, chosenAccountId) => {
      const id = data.dados.conta?.id ?? chosenAccountId;
      return terms && id ? { vinculo: { limiteTransacao: terms.limiteTransacao, limiteDiario: terms.limiteDiario, validade: terms.validade, conta: { id } } } : null;
    },
  },
  summary: ({ data: { dados: d } }, confirmed) => {
    const terms = confirmed.terms;
    if (!terms) return null;
    const account = d.conta ? accountOf(d.conta.tipoConta, d.conta.numero) : paying(confirmed.account, undefined);
    return t.enrolment(
      d.nomeDispositivo,
      formatMoney(terms.limiteTransacao),
      terms.limiteDiario === null ? t.noDailyLimit : t.dailyLimit(formatMoney(terms.limiteDiario)),
      terms.validade === null ? t.noEndDate : t.validUntil(formatDate(terms.validade)),
      account,
    );
  },
  // — decision (kdecide)
  decision: {
    consentId: ({ data }) => data.dados.enrollmentId,
    authorise: function* (consent, { fields, confirmed }) {
      const terms = confirmed.terms;
      const body = terms && enrolmentAuthorisationFor(consent, terms, fields, confirmed.account?.id ?? null);
      // Without confirmed terms or an account nothing is sent, as for a share without its payload.
      if (!body) return NOTHING_TO_SEND;
      return yield* decide(consent, 'AUTORIZADO', body);
    },
    // 'Cancelar' confirmed: the REJEITADO call, without a body (INTERFACE §6.2).
    refuse: (consent) => decide(consent, 'REJEITADO'),
    // The rejected call does not define an enrolment: it goes back through its own refusal,
    // `PATCH /canais/v1/vinculos/{enrollmentId}/status/REJEITADO` (INTERFACE §6.2).
    wayBack: 'refusal',
  },
  // — state (kstate)
  // The limits and validity as the screen shows them now (it keeps them in the store as the customer
  // changes them); none shown yet: nothing to confirm.
  confirmTerms: (_consent, { draft }) => draft,
  // — the customer's authorisations (docs/decisions/077)
  // Its screen's file, in its screen's chunk: the terms are the screen's own sections.
  termsCode: { load: () => import(/* webpackChunkName: "enrolment" */ './EnrolmentView').then((m) => ({ default: m.EnrolmentTermsShown })) },
  listedSubjects: ['enrolment'],
};
