import { render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AuthorisationBook, seedId } from '../../../mocks/authorisations';
import { CUSTOMERS } from '../../../mocks/customers';
import {
  ENVELOPE_MEMBER,
  type AuthorisationDetail,
  type AuthorisationsAnswer,
  type ConsentDataByKind,
  type ConsentKind,
  type SweepingData,
} from '../../../src/api/contract';
import { parseEnvelope } from '../../../src/api/envelope';
import { copy } from '../../../src/copy/ptBR';
import { AutomaticView } from '../../../src/features/automatic/AutomaticView';
import { EnrolmentView } from '../../../src/features/enrolment/EnrolmentView';
import { PixScheduledView } from '../../../src/features/payment/PixScheduledView';
import { RecurringView } from '../../../src/features/recurring/RecurringView';
import { AuthorisationTerms } from '../../../src/features/review/AuthorisationTerms';
import { SharingView } from '../../../src/features/sharing/SharingView';
import { SweepingView } from '../../../src/features/sweeping/SweepingView';
import { formatDate } from '../../../src/format/format';
import { selectionFor } from '../../support/consents';
import { fieldValue } from '../../support/fields';

/**
 * Issue 44 point 2: `/autorizacoes/{id}` shows what the kind's authorisation screen showed,
 * read-only, from the kind's own screen sections (docs/decisions/077), for the simulated bank's
 * seeded authorisations of every kind and status.
 */

// The bank builds its seeds with structuredClone, which jsdom's globals may lack; the envelopes are plain JSON.
globalThis.structuredClone ??= (<T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T) as typeof structuredClone;

/** 10 June 2026, 12:00 in Brasília. */
const START = Date.UTC(2026, 5, 10, 15, 0, 0);
const book = new AuthorisationBook({ publicUrl: 'http://bank.test', now: () => START, sleep: async () => undefined, slowMs: 0 });
const MARIA = CUSTOMERS.maria.cpf;
const detailOf = (slug: string) => book.detail(MARIA, seedId('maria', slug)).body as AuthorisationDetail;
/** The kind's data of a detail, as its check passes it. */
const member = <K extends ConsentKind>(detail: AuthorisationDetail, kind: K): ConsentDataByKind[K] => {
  const consent = parseEnvelope(detail);
  if (consent?.kind !== kind) throw new Error(`the seed is no ${kind}`);
  return consent.data as ConsentDataByKind[K];
};

/** The region the terms render in, once the kind's sections have arrived (its chunk is loaded lazily). */
async function renderTerms(detail: AuthorisationDetail) {
  const utils = render(<AuthorisationTerms detail={detail} />);
  const region = screen.getByRole('region', { name: copy.review.termsLabel });
  await waitFor(() => expect(region.querySelector('dl')).not.toBeNull());
  return { ...utils, region };
}

/** Each line of every `Fields` section: its section's title, its label, its value. */
function rowsOf(root: HTMLElement): string[] {
  return [...root.querySelectorAll('dl > div')].map(
    (row) => `${row.closest('section.fields')?.getAttribute('aria-label') ?? ''} | ${row.querySelector('dt')?.textContent} | ${row.querySelector('dd')?.textContent}`,
  );
}

/** The headline (amount or text, and whom it goes to), when the screen has one. */
const headlineOf = (root: HTMLElement) => root.querySelector('.amount')?.textContent ?? null;

describe("an authorisation's terms, read-only (issue 44 point 2)", () => {
  const items = (book.list(MARIA).body as AuthorisationsAnswer).autorizacoes;

  it('the bank seeds every kind and status for the test customer', () => {
    expect(new Set(items.map((i) => i.tipo)).size).toBe(6);
    expect(items.length).toBeGreaterThan(10);
  });

  it.each(items.map((i) => [i.tipo, i.status, i.id]))('%s %s (%s): the terms with nothing to confirm, choose, edit or wait for', async (_kind, _status, id) => {
    const detail = book.detail(MARIA, id).body as AuthorisationDetail;
    const { region } = await renderTerms(detail);
    const terms = within(region);
    // Nothing to press, tick, type or choose: no 'Confirmar', no 'Cancelar', no 'Visualizar', no field.
    for (const role of ['button', 'textbox', 'checkbox', 'radio', 'spinbutton', 'combobox', 'timer'] as const) {
      expect([role, terms.queryAllByRole(role)]).toEqual([role, []]);
    }
    // No title or intro of a confirmation, no deadline, no redirection, no link out of the page.
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(region).not.toHaveTextContent(/Você possui até|Tempo restante|redirecionado|confirmá-l|autorizá-l/);
    expect(terms.queryAllByRole('link')).toEqual([]);
    expect(screen.queryByText(copy.review.unreadable)).toBeNull();
  });

  it('a scheduled Pix: the scheduled screen\'s sections, its date and description', async () => {
    const detail = detailOf('pix-agendado');
    await renderTerms(detail);
    const request = member(detail, 'PAGAMENTO');
    expect(fieldValue(copy.pix.scheduledDate, copy.pix.paymentData)).toBe(formatDate(request.consentimento.payment.schedule?.single?.date));
    expect(fieldValue(copy.pix.description, copy.pix.paymentData)).toBe(copy.pix.scheduledDescription);
    expect(fieldValue(copy.pix.beneficiary, copy.pix.recipient)).toBe(request.consentimento.creditor.name);
  });

  it('a data sharing: the destination, every requested data group, and the chosen products as a list', async () => {
    const detail = detailOf('dados');
    const { region } = await renderTerms(detail);
    const d = member(detail, 'DADOS').dados;
    expect(within(screen.getByRole('region', { name: copy.sharing.destination })).getByText(d.instituicao.nome)).toBeInTheDocument();
    for (const group of d.dadosCompartilhamento.dadosSolicitados) expect(within(region).getByText(group.nome)).toBeInTheDocument();
    const products = within(screen.getByRole('region', { name: copy.sharing.products }));
    const chosen = (d.produtos ?? []).flatMap((g) => g.modalidade.map((m) => m.nomeSucinto));
    expect(chosen.length).toBeGreaterThan(0);
    expect(products.getAllByRole('listitem').map((li) => li.textContent)).toEqual(chosen);
    // What 'Visualizar' opened on the screen, under each group here: the same words, no dialog, no link out.
    for (const [index, group] of d.dadosCompartilhamento.dadosSolicitados.entries()) {
      const summary = within(region).getByLabelText(copy.sharing.viewLabel(group.nome));
      const disclosure = summary.closest('details')!;
      expect(disclosure.open).toBe(false);
      for (const item of (group.dados ?? []).filter((x) => x.trim() !== '')) expect(within(disclosure).getByText(item)).toBeInTheDocument();
      if (index === 0) expect((group.dados ?? []).length).toBeGreaterThan(0);
      expect(within(disclosure).queryAllByRole('link')).toEqual([]);
    }
    // The bank's text inviting the customer to choose belongs to the screen only.
    expect(d.textoOperacaoCreditoInvestimento).toBeTruthy();
    expect(screen.queryByText(d.textoOperacaoCreditoInvestimento!)).toBeNull();
  });

  it('a recurring Pix: its schedule', async () => {
    const detail = detailOf('recorrente');
    await renderTerms(detail);
    const r = member(detail, 'RECORRENTE');
    expect(fieldValue(copy.recurring.startsOn, copy.recurring.schedule)).toBe(formatDate(r.dadosAgendamento.dataInicio));
    expect(fieldValue(copy.recurring.name, copy.recurring.recipient)).toBe(r.recebedor.nomeRecebedor);
  });

  it('a sweeping link: its data, with the link id and its triggers', async () => {
    const detail = detailOf('sweeping');
    const { region } = await renderTerms(detail);
    const link = member(detail, 'SWEEPING').dados.dadosVinculo;
    expect(fieldValue(copy.sweeping.linkId, copy.sweeping.link)).toBe(link.idVinculo);
    for (const trigger of link.gatilhos ?? []) expect(within(region).getByText(trigger)).toBeInTheDocument();
  });

  it("a Pix Automático: its charge, its limit, and the retry notes that are terms", async () => {
    const detail = detailOf('automatico');
    await renderTerms(detail);
    const d = member(detail, 'AUTOMATICO').dados;
    expect(fieldValue(copy.automatic.chargeId, copy.automatic.schedule)).toBe(d.schedule.contractId);
    expect(d.isRetryAccepted).toBe(true);
    expect(screen.getByText(copy.automatic.retryNote)).toBeInTheDocument();
    expect(screen.getByText(copy.automatic.lateNote)).toBeInTheDocument();
    // The notes of confirming are the screen's: the balance, the cancelling.
    expect(screen.queryByText(copy.automatic.balanceNote)).toBeNull();
    expect(screen.queryByText(copy.automatic.cancelNote)).toBeNull();
  });

  it.each([
    ['vinculo', 'R$ 500,00', 'R$ 2.000,00'],
    ['vinculo-expirado', 'R$ 300,00', copy.review.noDailyLimit],
  ])('a device enrolment (%s): the limits and validity confirmed, as lines', async (slug, perTransaction, daily) => {
    const detail = detailOf(slug);
    await renderTerms(detail);
    const d = member(detail, 'VINCULO').dados;
    expect(fieldValue(copy.enrolment.deviceName, copy.enrolment.device)).toBe(d.nomeDispositivo);
    expect(fieldValue(copy.enrolment.transactionLimit, copy.enrolment.terms)).toBe(perTransaction);
    expect(fieldValue(copy.review.dailyLimit, copy.enrolment.terms)).toBe(daily);
    expect(fieldValue(copy.enrolment.validity, copy.enrolment.terms)).toBe(formatDate(d.validade));
  });
});

describe("the terms are the kind's screen sections, not a second copy", () => {
  const noop = () => undefined;
  const actions = { busy: false, deadline: null, onConfirm: noop, onCancel: noop };

  it.each<[string, (detail: AuthorisationDetail) => ReactElement]>([
    ['pix-agendado', (d: AuthorisationDetail) => <PixScheduledView request={member(d, 'PAGAMENTO')} {...actions} />],
    ['recorrente', (d: AuthorisationDetail) => <RecurringView consent={member(d, 'RECORRENTE')} {...actions} />],
    ['sweeping', (d: AuthorisationDetail) => <SweepingView consent={member(d, 'SWEEPING')} {...actions} />],
    ['automatico', (d: AuthorisationDetail) => <AutomaticView consent={member(d, 'AUTOMATICO')} {...actions} />],
    [
      'dados',
      (d: AuthorisationDetail) => {
        const consent = member(d, 'DADOS');
        return <SharingView consent={consent} selection={selectionFor(consent)} {...actions} onToggleModality={noop} onToggleGroup={noop} onShowInfo={noop} />;
      },
    ],
  ])('%s: every line and the headline as its screen shows them', async (slug, screenOf) => {
    const detail = detailOf(slug);
    const shown = render(screenOf(detail));
    const screenRows = rowsOf(shown.container);
    const screenHeadline = headlineOf(shown.container);
    shown.unmount();
    const { container } = await renderTerms(detail);
    expect(screenRows.length).toBeGreaterThan(3);
    expect(rowsOf(container)).toEqual(screenRows);
    expect(headlineOf(container)).toBe(screenHeadline);
  });

  it('a device enrolment: every line of its screen, then the limits its screen lets the customer change', async () => {
    const detail = detailOf('vinculo');
    const shown = render(<EnrolmentView consent={member(detail, 'VINCULO')} busy={false} deadline={null} onConfirm={() => undefined} onCancel={() => undefined} now={START} />);
    const screenRows = rowsOf(shown.container);
    shown.unmount();
    const { container } = await renderTerms(detail);
    const rows = rowsOf(container);
    expect(rows.slice(0, screenRows.length)).toEqual(screenRows);
    expect(rows.slice(screenRows.length).map((row) => row.split(' | ')[0])).toEqual([copy.enrolment.terms, copy.enrolment.terms, copy.enrolment.terms]);
  });
});

describe('an answer that fails its kind\'s check is said in words, never drawn in part', () => {
  const sweeping = () => detailOf('sweeping');
  it.each<[string, () => unknown]>([
    ['without its kind\'s member', () => ({ ...sweeping(), [ENVELOPE_MEMBER.SWEEPING]: undefined })],
    ['with another kind\'s member only', () => ({ ...sweeping(), tipo: 'AUTOMATICO' as const })],
    ['of a kind the portal does not know', () => ({ ...sweeping(), tipo: 'OUTRO' as ConsentKind })],
    [
      'with a member its check refuses (no link data)',
      () => {
        const detail = sweeping();
        delete (detail.consentimentoPagamentoSweeping!.dados as Partial<SweepingData>).dadosVinculo;
        return detail;
      },
    ],
  ])('%s', (_what, make) => {
    render(<AuthorisationTerms detail={make() as AuthorisationDetail} />);
    expect(screen.getByText(copy.review.unreadable)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: copy.review.termsLabel })).toBeNull();
    expect(document.querySelector('dl')).toBeNull();
  });
});
