import { TRANSACTION_CODE } from '../../api/contract';
import { copy } from '../../copy/ptBR';
import { formatMoney } from '../../format/format';
import { accountOf, plainDocument } from '../../kinds/confirming';
import { PATHS } from '../../journey/paths';
import type { KindModule } from '../../kinds/kindModule';
import { hourLimitDeadline } from '../../kinds/status';

const t = copy.security.confirming;

/** A sweeping link (SWEEPING). */
export const sweepingKind: KindModule<'SWEEPING'> = {
  kind: 'SWEEPING',
  screen: PATHS.pixSweeping,
  subject: 'link',
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
};
