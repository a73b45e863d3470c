import { TRANSACTION_CODE, type SharePayload, type SharingData } from '../../api/contract';
import { isCpf, NO_AMOUNT, plainDocument } from '../../kinds/confirming';
import { copy } from '../../copy/ptBR';
import { KIND_SCREENS } from '../../journey/paths';
import { arrayOf, iniciadora, optional, shape, str } from '../../api/checks';
import type { KindModule } from '../../kinds/kindModule';
import { decidedInPortuguese, MINUTE } from '../../kinds/status';
import { call, select } from 'redux-saga/effects';
import { request, type BffResult } from '../../api/bff';
import { authoriseShare, NOTHING_TO_SEND, rejectShare } from '../../kinds/deciding';
import type { Authorising, Refusing, Sending } from '../../kinds/kindModule';

const t = copy.security.confirming;

/** The fields SPEC §5 says the data-sharing screen needs before it shows anything. */
export const REQUIRED_SHARING_FIELDS = [
  'quantidadeUsuariosConta',
  'dataExpiracao',
  'cpfCnpj',
  'nome',
  'instituicao.nome',
  'instituicao.cnpj',
  'instituicao.icone',
  'dadosCompartilhamento.data',
  'dadosCompartilhamento.prazo',
] as const;

export type RequiredSharingField = (typeof REQUIRED_SHARING_FIELDS)[number];

const filled = (v: unknown) => typeof v === 'string' && v.trim() !== '';

/**
 * Which required fields are missing. The load check (src/api/envelope.ts) only guarantees the shape
 * of `dados`, so every member is read as possibly absent here.
 */
export function missingSharingData(dados: Partial<SharingData> | null | undefined): RequiredSharingField[] {
  const d = dados ?? {};
  const present: Record<RequiredSharingField, boolean> = {
    quantidadeUsuariosConta: typeof d.quantidadeUsuariosConta === 'number' && Number.isFinite(d.quantidadeUsuariosConta),
    dataExpiracao: filled(d.dataExpiracao),
    cpfCnpj: filled(d.cpfCnpj),
    nome: filled(d.nome),
    'instituicao.nome': filled(d.instituicao?.nome),
    'instituicao.cnpj': filled(d.instituicao?.cnpj),
    'instituicao.icone': filled(d.instituicao?.icone),
    'dadosCompartilhamento.data': filled(d.dadosCompartilhamento?.data),
    'dadosCompartilhamento.prazo': filled(d.dadosCompartilhamento?.prazo),
  };
  return REQUIRED_SHARING_FIELDS.filter((field) => !present[field]);
}

/** SPEC §2, §5: the authorisation card when the account has more than one user or needs double signature. */
export const needsSharingApproval = (dados: Pick<SharingData, 'quantidadeUsuariosConta' | 'duplaAssinatura'>) =>
  dados.duplaAssinatura === true || dados.quantidadeUsuariosConta > 1;

function* refuse(_consent: unknown, { selectIntentId }: Refusing): Sending {
  const intentId = (yield select(selectIntentId)) as string | null;
  return intentId ? yield* rejectShare(intentId) : NOTHING_TO_SEND;
}

function* authorise(_consent: unknown, { fields, signature, confirmed }: Authorising<SharePayload>): Sending {
  const sharePayload = confirmed.terms;
  if (!sharePayload) return NOTHING_TO_SEND;
  if (signature !== null) {
    // A share's signature is validated on its own first (SPEC §4).
    const valid = (yield call(request, 'validateSignature', signature)) as BffResult<unknown>;
    if (!valid.ok) return { ok: false, failure: { ...valid.failure, status: valid.failure.status === null ? null : 422 } };
  }
  return yield* authoriseShare({ ...sharePayload, ...fields });
}

/** A data sharing (DADOS). */
export const sharingKind: KindModule<'DADOS', SharePayload> = {
  kind: 'DADOS',
  screen: KIND_SCREENS.DADOS,
  subject: 'sharing',
  // — at the bank (/autorizacoes)
  revocationStops: 'sharedData',
  // — presentation (kshow)
  // INTERFACE §4: its envelope member, checked at run time (a malformed one is a load error, never a crash).
  envelopeCheck: shape({
    dados: shape({
      id: optional(str),
      status: optional(str),
      dadosCompartilhamento: optional(
        shape({
          dadosSolicitados: optional(
            arrayOf(shape({ dados: arrayOf(str), nome: str, nomeCategoria: optional(str), descricao: optional(str) })),
          ),
        }),
      ),
      produtos: optional(arrayOf(shape({ nome: str, modalidade: arrayOf(shape({ codigo: str, nomeSucinto: str })) }))),
    }),
    iniciadora,
  }),
  dialogs: { cancel: { id: 'CANCEL-SHARE', title: copy.modal.cancelShareTitle, text: copy.modal.cancelShareText, confirm: copy.modal.cancelShareConfirm } },
  qrStatedLimit: copy.security.qrLimitSharing,
  // The credit modalities: nothing pre-selected, the customer opts in to each.
  selectableGroups: ({ data }) => data.dados.produtos ?? [],
  // — places (kplace)
  screenCode: { load: () => import(/* webpackChunkName: "sharing" */ './SharingScreen') },
  infoBody: () => import(/* webpackChunkName: "sharing-info" */ './InfoShareBody'),
  resultPage: { type: 'compartilhamento-recusado', title: copy.results.sharingRefusedTitle, message: copy.results.sharingRefusedMessage },
  loadFailureDetail: 'CONSENTIMENTO_DADOS',
  // The data go to an institution that receives them: it initiates nothing.
  wording: {
    defaultMessage: copy.results.defaultSharingMessage,
    decidedMessage: copy.results.decidedSharingMessage,
    expiredMessage: copy.results.expiredSharingMessage,
    processingTitle: copy.results.processingSharingTitle,
    processingMessage: copy.results.processingSharingMessage,
    redirectMessage: copy.results.redirectSharingMessage,
    redirectLogoAlt: copy.redirect.sharingLogoAlt,
    redirectText: copy.redirect.sharingText,
    timeLeftExpired: copy.timeLeft.expiredSharing,
  },
  decided: ({ data }) => decidedInPortuguese(data.dados.status),
  incomplete: ({ data }) => !data.dados.id,
  afterLoad: ({ data }) => (data.dados.status === 'Expirado' ? 'expired' : 'ready'),
  deadline: {
    windowMs: 60 * MINUTE,
    createdAt: ({ data }) => data.dados.dadosCompartilhamento?.data,
    statedLimit: ({ data }) => data.dados.dataExpiracao,
  },
  failures: { overdraft: false, funds: false },
  qr: {
    code: TRANSACTION_CODE.SHARING,
    expiryMs: 30 * MINUTE,
    transaction: ({ data: { dados: d } }) => ({ data: d.dadosCompartilhamento.data, descricao: copy.security.qrTransaction.DADOS(d.instituicao.nome), valor: NO_AMOUNT }),
    documents: ({ data }) => {
      const holder = plainDocument(data.dados.cpfCnpj);
      return { institution: holder, user: isCpf(holder) ? holder : null };
    },
  },
  summary: ({ data }) => t.sharing(data.dados.instituicao.nome),
  // — decision (kdecide)
  decision: {
    consentId: ({ data }) => data.dados.id,
    authorise,
    // CANCEL-SHARE refuses it by the Open Finance consent id the customer arrived with (SPEC §4).
    refuse,
    wayBack: 'rejected',
  },
  // — state (kstate)
  // The share payload holds exactly the modalities the customer selected (SPEC §3 "Share payload").
  // Two ids (SPEC §3, §4; docs/decisions/018): `consentimentoId` is the Open Finance consent id the
  // customer arrived with (`intent_id`), `compartilhamentoId` the share's own id (`dados.id`).
  // Without the first there is no share to send.
  confirmTerms: ({ data }, { selected, intentId }) =>
    intentId ? { compartilhamentoId: data.dados.id, consentimentoId: intentId, produtos: selected } : 'stop',
  // — the customer's authorisations (docs/decisions/077)
  // Its screen's file, in its screen's chunk: the terms are the screen's own sections.
  termsCode: { load: () => import(/* webpackChunkName: "sharing" */ './SharingView').then((m) => ({ default: m.SharingTerms })) },
  listedSubjects: ['sharing'],
};
