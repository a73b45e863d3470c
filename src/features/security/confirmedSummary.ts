import type { AccountRef, BankAccount, LoadedConsent } from '../../api/contract';
import { copy } from '../../copy/ptBR';
import { accountTypeLabel, formatAccountLine, formatAccountNumber, formatDate, frequencyLabel, formatMoney } from '../../format/format';
import { scheduleSummary } from '../../format/schedule';
import type { Confirmation } from '../consent/consentSlice';

const t = copy.security.confirming;

const accountOf = (type: string | undefined, number: string | undefined): string | null =>
  number ? t.account(accountTypeLabel(type), formatAccountNumber(number)) : null;

/** The account the authorisation names: the one chosen on the screen, else the consent's own. */
const paying = (chosen: BankAccount | null, named: AccountRef | undefined): string | null =>
  chosen ? accountOf(chosen.tipoConta, chosen.numero) : accountOf(named?.accountType, named?.number);

/**
 * What the code on /segredo confirms, in one line, drawn from the terms the authorisation sends:
 * the loaded consent and what 'Confirmar' froze (`selectConfirmation`, as `authoriseSaga` reads it).
 * Null: nothing confirmed, nothing to say.
 */
export function confirmedSummary(consent: LoadedConsent | null, confirmed: Confirmation | null): string | null {
  const line = consent && confirmed ? summaryOf(consent, confirmed) : null;
  // A name ending in its own point ('Receptora S.A.') ends the sentence too.
  return line && line.replace(/\.\.$/, '.');
}

function summaryOf(consent: LoadedConsent, confirmed: Confirmation): string | null {
  switch (consent.kind) {
    case 'PAGAMENTO': {
      const c = consent.data.consentimento;
      const account = paying(confirmed.account, c.debtorAccount);
      const amount = formatMoney(c.payment.amount);
      return c.payment.schedule
        ? t.scheduled(amount, c.creditor.name, formatDate(scheduleSummary(c.payment).firstDate), account)
        : t.payment(amount, c.creditor.name, account);
    }
    case 'RECORRENTE': {
      const d = consent.data;
      const account = d.dadosAgendamento.pagarCom ? formatAccountLine(d.dadosAgendamento.pagarCom) : null;
      return t.recurring(formatMoney(d.valor), frequencyLabel(d.frequencia), d.recebedor.nomeRecebedor, account);
    }
    case 'AUTOMATICO': {
      const d = consent.data.dados;
      const limit = formatMoney(d.schedule.maximumVariableAmount);
      const amount = formatMoney(d.amount) ? t.automaticAmount(formatMoney(d.amount)) : limit ? t.automaticLimit(limit) : t.automaticNoLimit;
      return t.automatic(d.creditor.name, amount, paying(null, d.debtorAccount));
    }
    case 'SWEEPING': {
      const d = consent.data.dados;
      const origem = d.contaPagadora;
      return t.sweeping(
        d.instituicao.nome,
        formatMoney(d.dadosVinculo.limiteTransacao),
        formatMoney(d.dadosVinculo.limiteVinculo),
        accountOf(origem.tipoConta, origem.contaCorrente),
      );
    }
    case 'DADOS':
      return t.sharing(consent.data.dados.instituicao.nome);
    case 'VINCULO': {
      const terms = confirmed.enrolmentTerms;
      if (!terms) return null;
      const d = consent.data.dados;
      const account = d.conta ? accountOf(d.conta.tipoConta, d.conta.numero) : paying(confirmed.account, undefined);
      return t.enrolment(
        d.nomeDispositivo,
        formatMoney(terms.limiteTransacao),
        terms.limiteDiario === null ? t.noDailyLimit : t.dailyLimit(formatMoney(terms.limiteDiario)),
        terms.validade === null ? t.noEndDate : t.validUntil(formatDate(terms.validade)),
        account,
      );
    }
  }
}
