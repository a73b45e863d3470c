import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PixView } from '../../../src/features/payment/PixView';
import { pixRequest } from '../../support/consents';

const renderView = (overrides = {}, props = {}) => {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  render(<PixView request={pixRequest(overrides)} busy={false} onConfirm={onConfirm} onCancel={onCancel} {...props} />);
  return { onConfirm, onCancel };
};

describe('immediate Pix confirmation', () => {
  it('shows amount, masked recipient, date, source, method and the 5-minute notice', () => {
    renderView();
    expect(screen.getByRole('heading', { level: 1, name: 'Confirmação' })).toBeInTheDocument();
    expect(screen.getByText('R$ 1.500,50')).toBeInTheDocument();
    expect(screen.getByText('Para Paulo Pereira')).toBeInTheDocument();
    expect(screen.getByText('***.456.789-**')).toBeInTheDocument();
    expect(screen.getByText('22/11/2026')).toBeInTheDocument();
    expect(screen.getByText('Conta Corrente 123456-7')).toBeInTheDocument();
    expect(screen.getByText('Pix - Open Finance')).toBeInTheDocument();
    expect(screen.getByText('Você possui até 5 minutos para confirmá-la.')).toBeInTheDocument();
  });

  it('shows the Autorização card only when double signature is required', () => {
    renderView();
    expect(screen.queryByRole('heading', { name: 'Autorização' })).not.toBeInTheDocument();
  });

  it('shows the approvers deadline for double signature', () => {
    renderView({ duplaAssinatura: true });
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
