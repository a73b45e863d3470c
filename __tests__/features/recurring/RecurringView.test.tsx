import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecurringConsent } from '../../../src/api/contract';
import { RecurringView } from '../../../src/features/recurring/RecurringView';
import { recurringData } from '../../support/consents';
import { fieldValue } from '../../support/fields';

const renderView = (consent: RecurringConsent = recurringData()) => {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  render(<RecurringView consent={consent} busy={false} onConfirm={onConfirm} onCancel={onCancel} />);
  return { onConfirm, onCancel };
};

const withAgenda = (agenda: Partial<RecurringConsent['dadosAgendamento']>) => {
  const base = recurringData();
  return { ...base, dadosAgendamento: { ...base.dadosAgendamento, ...agenda } };
};

describe('recurring Pix confirmation', () => {
  it('shows every line of SPEC §2 "Recurring Pix screen"', () => {
    renderView();
    expect(screen.getByRole('heading', { level: 1, name: 'Confirmação' })).toBeInTheDocument();
    expect(screen.getByText(/confirmação é do agendamento, não do pagamento em si/)).toBeInTheDocument();
    expect(screen.getByText(/5 minutos/)).toBeInTheDocument();
    expect(screen.getByText('R$ 89,90')).toBeInTheDocument();
    expect(screen.getByText('Para Carlos Eduardo Lima')).toBeInTheDocument();
    expect(fieldValue('Frequência')).toBe('Mensal');
    expect(fieldValue('Primeiro pagamento')).toBe('23/11/2026');
    expect(fieldValue('Nome', 'Recebedor')).toBe('Carlos Eduardo Lima');
    expect(fieldValue('CPF', 'Recebedor')).toBe('***.548.140-**');
    expect(fieldValue('Instituição', 'Recebedor')).toBe('Itaú Unibanco S.A.');
    expect(fieldValue('Chave Pix', 'Recebedor')).toBe('carlos.lima@example.com');
    const agenda = 'Dados do agendamento';
    expect(fieldValue('Começa em', agenda)).toBe('23/11/2026');
    expect(fieldValue('Encerra em', agenda)).toBe('23/11/2027');
    expect(fieldValue('Número de pagamentos', agenda)).toBe('12');
    expect(fieldValue('Nome da recorrência', agenda)).toBe('Aulas de violão');
    // The account number written as on every other screen.
    expect(fieldValue('Pagar com', agenda)).toBe('Conta Corrente 123456-7');
    expect(fieldValue('Forma de pagamento', agenda)).toBe('Pix - Open Finance');
    expect(screen.getByText(/saldo disponível na conta nas datas agendadas/)).toBeInTheDocument();
    expect(screen.getByText(/cancelar o agendamento até um dia antes/)).toBeInTheDocument();
  });

  it('leaves out the Pix key and the recurrence name when absent', () => {
    const base = withAgenda({ descricao: undefined });
    renderView({ ...base, recebedor: { ...base.recebedor, chavePix: undefined } });
    expect(fieldValue('Chave Pix')).toBeNull();
    expect(fieldValue('Nome da recorrência')).toBeNull();
  });

  it('labels the document CNPJ when the formatted document is longer than 14 characters', () => {
    const base = recurringData();
    renderView({ ...base, recebedor: { ...base.recebedor, cpf: '11222333000181' } });
    expect(fieldValue('CNPJ', 'Recebedor')).toBe('**.222.333/0001-**');
    expect(fieldValue('CPF', 'Recebedor')).toBeNull();
  });

  it('shows an open end as Indeterminado and no count when none is given', () => {
    renderView(withAgenda({ dataEncerramento: undefined, numeroPagamentos: undefined }));
    expect(fieldValue('Encerra em')).toBe('Indeterminado');
    expect(fieldValue('Número de pagamentos')).toBeNull();
  });

  it('maps Portuguese frequency codes too', () => {
    renderView({ ...recurringData(), frequencia: 'SEMANAL' });
    expect(fieldValue('Frequência')).toBe('Semanal');
  });

  it('shows the Autorização card only with double signature', () => {
    renderView();
    expect(screen.queryByRole('region', { name: 'Autorização' })).not.toBeInTheDocument();
  });

  it('gives approvers until 23:59 of the expiry date', () => {
    renderView({ ...recurringData(), duplaAssinatura: true });
    expect(within(screen.getByRole('region', { name: 'Autorização' })).getByText(/até 22\/11\/2026 às 23:59/)).toBeInTheDocument();
  });

  it('confirms and cancels through its callbacks', async () => {
    const { onConfirm, onCancel } = renderView();
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar transação' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar transação' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
