/**
 * The device enrolment (VINCULO, INTERFACE §6.2) in the simulated bank: its fixture and the bank's
 * own check of the authorisation body, against the accounts the bank lists for it (INTERFACE §6.1). The limit and validity
 * rules are the portal's (src/features/enrolment/terms.ts): the bank refuses every value the screen does.
 */
import { ENROLMENT_AWAITING, type EnrolmentConsent } from '../src/api/contract';
import { termProblems, type TermProblem } from '../src/features/enrolment/terms';
import type { CustomerAccount } from './customers';
import { INITIATOR, WINDOW_MS, type FixtureContext } from './fixtures';
import { isoBrasilia } from './util';

/** A company the customer acts for, in the `vinculo-cnpj` scenario. */
export const BUSINESS_CNPJ = '11222333000181';

export interface EnrolmentOptions {
  /** The account fixed by the initiator; absent: the customer chooses (INTERFACE §6.1). */
  fixedAccount?: boolean;
  cnpj?: string;
  /** Limits and validity the initiator proposes; absent: the screen's defaults. */
  terms?: { limiteTransacao?: string; limiteDiario?: string | null; validade?: string | null };
}

export function enrolment(ctx: FixtureContext, opts: EnrolmentOptions = {}): EnrolmentConsent {
  const { customer, createdAt } = ctx;
  // A fixed account is the customer's first one, the account her payments show.
  const [account] = customer.accounts;
  return {
    dados: {
      enrollmentId: `urn:cooperativaexemplo:enrollment:${ctx.consentId.slice(-12)}`,
      status: ENROLMENT_AWAITING,
      nomeDispositivo: `iPhone de ${customer.name.split(' ')[0]}`,
      nome: customer.name,
      cpf: customer.cpf,
      cnpj: opts.cnpj ?? null,
      creationDateTime: isoBrasilia(createdAt),
      expirationDateTime: isoBrasilia(createdAt + WINDOW_MS.VINCULO),
      ...(opts.fixedAccount && account ? { conta: { id: account.id, tipoConta: account.tipoConta, agencia: account.agencia, numero: account.numero } } : {}),
      ...(opts.terms ?? {}),
    },
    iniciadora: {
      nome: 'Carteira Exemplo',
      cnpj: INITIATOR.cnpj,
      urlLogoIniciadora: ctx.logoUrl,
      ...(ctx.redirectUrl === undefined ? {} : { urlRedirecionamento: ctx.redirectUrl }),
    },
  };
}

export const ENROLMENT_ERRORS = {
  transaction: 'Limite por transação inválido: informe um valor maior que zero, com no máximo duas casas decimais.',
  daily: 'Limite diário inválido: informe um valor maior que zero, com no máximo duas casas decimais, ou nenhum.',
  aboveDaily: 'O limite por transação não pode ser maior que o limite diário.',
  validity: 'Validade inválida: informe uma data posterior a hoje ou nenhuma (indeterminado).',
  account: 'A conta informada não pode ser usada neste vínculo.',
  fixedAccount: 'A conta definida na instituição iniciadora não é uma conta sua disponível para este vínculo. Cancele e inicie um novo vínculo na instituição iniciadora.',
} as const;

/**
 * An amount as Open Finance writes it: 1 to 16 digits, a point, exactly two decimals. The screen's
 * reader (features/enrolment/terms.ts) takes what people type; the bank takes this shape only.
 */
export const BANK_AMOUNT = /^\d{1,16}\.\d{2}$/;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The bank's check of `PATCH /canais/v1/vinculos/{id}/status/AUTORIZADO`'s body (and of the terms a
 * QR code is opened for): the message of the first refused value, or null. Amounts must have the
 * bank's shape (BANK_AMOUNT). The account must be the enrolment's own when it fixed one, and that
 * one the customer's own and available; otherwise one of the available accounts the bank lists for
 * it (`accounts`, the accounts call's).
 */
export function enrolmentBodyProblem(body: unknown, consent: EnrolmentConsent, accounts: readonly CustomerAccount[], now: number): string | null {
  if (!isObject(body)) return ENROLMENT_ERRORS.transaction;
  if (typeof body.limiteTransacao !== 'string' || !BANK_AMOUNT.test(body.limiteTransacao)) return ENROLMENT_ERRORS.transaction;
  if (body.limiteDiario !== null && (typeof body.limiteDiario !== 'string' || !BANK_AMOUNT.test(body.limiteDiario))) return ENROLMENT_ERRORS.daily;
  const problems = termProblems(body, now);
  const transaction: TermProblem | undefined = problems.limiteTransacao;
  if (transaction === 'aboveDaily') return ENROLMENT_ERRORS.aboveDaily;
  if (transaction) return ENROLMENT_ERRORS.transaction;
  if (problems.limiteDiario) return ENROLMENT_ERRORS.daily;
  if (problems.validade) return ENROLMENT_ERRORS.validity;
  const id = isObject(body.conta) ? body.conta.id : undefined;
  const fixed = consent.dados.conta;
  if (!fixed) return accounts.some((a) => a.disponivel && a.id === id) ? null : ENROLMENT_ERRORS.account;
  if (id !== fixed.id) return ENROLMENT_ERRORS.account;
  // The initiator named it: the bank still checks it is this customer's and can be used.
  const own = accounts.find((a) => a.id === fixed.id && a.agencia === fixed.agencia && a.numero === fixed.numero && a.tipoConta === fixed.tipoConta);
  return own?.disponivel ? null : ENROLMENT_ERRORS.fixedAccount;
}
