import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AutomaticConsent } from '../../../src/api/contract';
import { AutomaticView, authorisationLimit } from '../../../src/features/automatic/AutomaticView';
import { automaticData } from '../../support/consents';
import { fieldValue } from '../../support/fields';

const renderView = (consent: AutomaticConsent = automaticData()) => {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  render(<AutomaticView consent={consent} busy={false} onConfirm={onConfirm} onCancel={onCancel} />);
  return { onConfirm, onCancel };
};

const withSchedule = (schedule: Partial<AutomaticConsent['dados']['schedule']>) =>
  automaticData({ schedule: { ...automaticData().dados.schedule, ...schedule } });

const RETRY = 'Estão previstas novas tentativas de pagamento após a data de vencimento.';
const LATE = /juros e multa acrescidos ao próximo pagamento/;

describe('automatic Pix confirmation', () => {
  it('shows every line of SPEC §2 "Automatic Pix screen", the immediate payment first', () => {
    renderView();
    expect(screen.getByRole('heading', { level: 1, name: 'Confirmação' })).toBeInTheDocument();
    // The intro says what is charged now and when the plan starts, as the rows do (docs/decisions/048).
    expect(
      screen.getByText(
        'Ao confirmar, você cria o Pix Automático e realiza em 22/11/2026 o pagamento imediato de R$ 95,50. Os pagamentos recorrentes começam em 23/11/2026. Você possui até as 11:00 para confirmá-lo.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/realiza o primeiro pagamento/)).not.toBeInTheDocument();
    // The headline is what is charged first: SPEC's 'Pagamento imediato', its amount, date and description.
    const headline = document.querySelector('.amount') as HTMLElement;
    expect(headline).toHaveTextContent('Pagamento imediato');
    expect(headline).toHaveTextContent('R$ 95,50');
    expect(headline).toHaveTextContent('Para Energia Limpa Distribuidora S.A.');
    expect(headline).toHaveTextContent('Data do pagamento: 22/11/2026');
    expect(headline).toHaveTextContent('Descrição: Fatura de adesão');
    expect(headline).not.toHaveTextContent('R$ 189,90');
    // Then the plan: the recurring amount, how often, from when, who initiated it; the creditor is
    // named in the headline and in Recebedor, not a third time.
    const plan = 'Pagamentos recorrentes';
    expect(fieldValue('Valor', plan)).toBe('R$ 189,90');
    expect(fieldValue('Frequência', plan)).toBe('Mensal');
    expect(fieldValue('Primeiro pagamento em', plan)).toBe('23/11/2026');
    expect(fieldValue('Iniciado por', plan)).toBe('Iniciadora de Testes S.A.');
    expect(fieldValue('Para', plan)).toBeNull();
    expect(fieldValue('Nome', 'Recebedor')).toBe('Energia Limpa Distribuidora S.A.');
    expect(fieldValue('CNPJ', 'Recebedor')).toBe('**.555.666/0001-**');
    const agenda = 'Dados do agendamento';
    expect(fieldValue('Começa em', agenda)).toBe('23/11/2026');
    expect(fieldValue('Encerra em', agenda)).toBe('23/11/2027');
    expect(fieldValue('Número de pagamentos', agenda)).toBe('12');
    expect(fieldValue('Descrição do pagamento', agenda)).toBe('Conta de energia elétrica');
    expect(fieldValue('Forma de pagamento', agenda)).toBe('Pix Automático');
    expect(fieldValue('ID da cobrança', agenda)).toBe('CTR-2025-0001234');
    expect(fieldValue('Limite da autorização', agenda)).toBe('R$ 500,00');
    expect(screen.getByText(/saldo disponível na conta nas datas de vencimento/)).toBeInTheDocument();
    expect(screen.getByText(/cancelar o Pix Automático até um dia antes/)).toBeInTheDocument();
    // SPEC's buttons stay as they are.
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  });

  it('says "hoje" when the immediate payment is today in Brasília', () => {
    // 22/11/2026, 23:30 in Brasília: already the 23rd in UTC.
    const now = jest.spyOn(Date, 'now').mockReturnValue(Date.UTC(2026, 10, 23, 2, 30));
    try {
      renderView();
      expect(screen.getByText(/realiza hoje o pagamento imediato de R\$ 95,50\. Os pagamentos recorrentes começam em 23\/11\/2026\./)).toBeInTheDocument();
      expect(document.querySelector('.amount')).toHaveTextContent('Data do pagamento: hoje, 22/11/2026');
    } finally {
      now.mockRestore();
    }
  });

  it('without an immediate payment, the recurring amount is the headline and the intro names the first payment\'s date', () => {
    renderView(automaticData({ firstPayment: undefined }));
    expect(
      screen.getByText('Ao confirmar, você cria o Pix Automático. O primeiro pagamento será realizado em 23/11/2026. Você possui até as 11:00 para confirmá-lo.'),
    ).toBeInTheDocument();
    // The headline every payment screen has: the amount and 'Para {creditor}' (one voice, decision 022).
    const headline = document.querySelector('.amount') as HTMLElement;
    expect(headline).toHaveTextContent('Valor');
    expect(headline).toHaveTextContent('R$ 189,90');
    expect(headline).toHaveTextContent('Para Energia Limpa Distribuidora S.A.');
    const summary = 'Pix Automático';
    expect(fieldValue('Valor', summary)).toBeNull();
    expect(fieldValue('Iniciado por', summary)).toBe('Iniciadora de Testes S.A.');
    expect(fieldValue('Frequência', summary)).toBe('Mensal');
    expect(fieldValue('Primeiro pagamento em', summary)).toBe('23/11/2026');
    expect(screen.queryByText('Pagamento imediato')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pagamentos recorrentes' })).not.toBeInTheDocument();
  });

  it('leaves out the optional lines when absent', () => {
    renderView(
      automaticData({
        amount: undefined,
        firstPayment: undefined,
        schedule: { ...automaticData().dados.schedule, endDate: undefined, quantity: undefined, paymentDescription: undefined },
      }),
    );
    // Without an amount the headline shows the authorised limit.
    const headline = document.querySelector('.amount') as HTMLElement;
    expect(headline).toHaveTextContent('Limite da autorização');
    expect(headline).toHaveTextContent('R$ 500,00');
    expect(fieldValue('Encerra em')).toBeNull();
    expect(fieldValue('Número de pagamentos')).toBeNull();
    expect(fieldValue('Descrição do pagamento')).toBeNull();
  });

  it('with an immediate payment and no recurring amount, the plan shows the authorised limit', () => {
    renderView(automaticData({ amount: undefined }));
    expect(document.querySelector('.amount')).toHaveTextContent('R$ 95,50');
    expect(fieldValue('Limite da autorização', 'Pagamentos recorrentes')).toBe('R$ 500,00');
    expect(fieldValue('Valor', 'Pagamentos recorrentes')).toBeNull();
  });

  it.each([undefined, '', '   '])('shows an authorisation limit of %p as Indeterminado', (limit) => {
    renderView(withSchedule({ maximumVariableAmount: limit as string }));
    expect(fieldValue('Limite da autorização')).toBe('Indeterminado');
    expect(authorisationLimit(limit)).toBe('Indeterminado');
  });

  it('keeps R$ and the amount together', () => {
    renderView();
    expect(screen.getByText('R$ 500,00')).toHaveAttribute('data-token');
  });

  it('leaves the description out of the immediate payment\'s headline when absent', () => {
    renderView(automaticData({ firstPayment: { date: '2026-11-22', amount: '95.50' } }));
    const headline = document.querySelector('.amount') as HTMLElement;
    expect(headline).toHaveTextContent('Data do pagamento: 22/11/2026');
    expect(headline).not.toHaveTextContent('Descrição');
  });

  it('adds the retry and late-payment notes only when retries are accepted', () => {
    renderView();
    expect(screen.getByText(RETRY)).toBeInTheDocument();
    expect(screen.getByText(LATE)).toBeInTheDocument();
  });

  it.each([false, undefined])('has no retry notes when isRetryAccepted is %p', (isRetryAccepted) => {
    renderView(automaticData({ isRetryAccepted }));
    expect(screen.queryByText(RETRY)).not.toBeInTheDocument();
    expect(screen.queryByText(LATE)).not.toBeInTheDocument();
  });

  it.each([
    ['WEEKLY', 'Semanal'],
    ['TRIMESTRAL', 'Trimestral'],
    ['SEMIANNUAL', 'Semestral'],
    ['ANUAL', 'Anual'],
  ])('shows frequency %s as %s', (frequency, label) => {
    renderView(automaticData({ frequency }));
    expect(fieldValue('Frequência')).toBe(label);
  });

  it('confirms and cancels through its callbacks', async () => {
    const { onConfirm, onCancel } = renderView();
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
