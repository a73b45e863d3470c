import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentRequest } from '../../../src/api/contract';
import { PixScheduledView } from '../../../src/features/payment/PixScheduledView';
import { scheduleSummary } from '../../../src/format/schedule';
import { scheduledPixRequest, withPayment } from '../../support/consents';
import { fieldValue } from '../../support/fields';

const renderView = (request: PaymentRequest = scheduledPixRequest()) => {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  render(<PixScheduledView request={request} busy={false} onConfirm={onConfirm} onCancel={onCancel} />);
  return { onConfirm, onCancel };
};

describe('scheduled Pix confirmation', () => {
  it('shows every line of SPEC §2 "scheduled variant"', () => {
    renderView();
    expect(screen.getByRole('heading', { level: 1, name: 'Confirmação' })).toBeInTheDocument();
    expect(screen.getByText('R$ 350,00')).toBeInTheDocument();
    expect(fieldValue('Data agendada', 'Dados do pagamento')).toBe('25/11/2026');
    expect(fieldValue('CNPJ', 'Recebedor')).toBe('**.222.333/0001-**');
    expect(fieldValue('Chave Pix', 'Recebedor')).toBe('financeiro@bompreco.com.br');
    expect(fieldValue('Beneficiário', 'Recebedor')).toBe('Mercado Bom Preço Ltda');
    expect(fieldValue('Descrição')).toBe('Pix agendado');
    expect(fieldValue('Pagar com')).toBe('Conta Corrente 123456-7');
    expect(fieldValue('Data e hora da iniciação')).toBe('22/11/2026 às 10:00');
    expect(fieldValue('Forma de pagamento')).toBe('Pix - Open Finance');
    expect(screen.getByText('Esta confirmação é do agendamento, não do pagamento.')).toBeInTheDocument();
    expect(screen.getByText(/revogar o agendamento até um dia antes/)).toBeInTheDocument();
  });

  it('labels a CPF recipient as CPF, masked', () => {
    const base = scheduledPixRequest();
    renderView({ ...base, consentimento: { ...base.consentimento, creditor: { cpfCnpj: '12345678909', name: 'Paulo Pereira' } } });
    expect(fieldValue('CPF', 'Recebedor')).toBe('***.456.789-**');
    expect(fieldValue('CNPJ', 'Recebedor')).toBeNull();
  });

  it('leaves the Pix key out when there is none', () => {
    renderView(withPayment(scheduledPixRequest(), { details: { localInstrument: 'MANU' } }));
    expect(fieldValue('Chave Pix')).toBeNull();
  });

  it('shows no periodicity for a single date', () => {
    renderView();
    expect(fieldValue('Frequência')).toBeNull();
    expect(fieldValue('Número de pagamentos')).toBeNull();
  });

  it.each([
    ['monthly', { monthly: { dayOfMonth: 5, quantity: 12, startDate: '2026-12-05' } }, '05/12/2026', 'Mensal (dia 5)', '12'],
    ['weekly', { weekly: { dayOfWeek: 'SEGUNDA_FEIRA', quantity: 4, startDate: '2026-11-23' } }, '23/11/2026', 'Semanal (segunda-feira)', '4'],
    ['daily', { daily: { quantity: 3, startDate: '2026-11-24' } }, '24/11/2026', 'Diária', '3'],
    ['custom', { custom: { dates: ['2026-12-10', '2026-11-30'] } }, '30/11/2026', 'Datas personalizadas', '2'],
  ])('shows the first date, periodicity and quantity of a %s schedule', (_shape, schedule, first, periodicity, quantity) => {
    renderView(withPayment(scheduledPixRequest(), { schedule }));
    expect(fieldValue('Primeiro pagamento')).toBe(first);
    expect(fieldValue('Data agendada')).toBeNull();
    expect(fieldValue('Frequência')).toBe(periodicity);
    expect(fieldValue('Número de pagamentos')).toBe(quantity);
  });

  it('shows the additional information of a custom schedule only when sent', () => {
    expect(scheduleSummary({ amount: '1', currency: 'BRL', type: 'PIX', schedule: { custom: { dates: ['2026-12-01'] } } }).additionalInformation).toBeUndefined();
    renderView(withPayment(scheduledPixRequest(), { schedule: { custom: { dates: ['2026-12-01', '2026-12-15'], additionalInformation: 'Parcelas da reforma' } } }));
    expect(fieldValue('Informações adicionais')).toBe('Parcelas da reforma');
  });

  it('shows the Autorização card only with double signature', () => {
    renderView();
    expect(screen.queryByRole('region', { name: 'Autorização' })).not.toBeInTheDocument();
  });

  it('gives approvers until 23:59 of the expiry date', () => {
    renderView(scheduledPixRequest({ duplaAssinatura: true }));
    const card = screen.getByRole('region', { name: 'Autorização' });
    expect(within(card).getByText(/até 22\/11\/2026 às 23:59/)).toBeInTheDocument();
  });

  it('confirms and cancels through its callbacks', async () => {
    const { onConfirm, onCancel } = renderView();
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar transação' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar transação' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
