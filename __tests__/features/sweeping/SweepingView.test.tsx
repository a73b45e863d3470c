import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SweepingConsent } from '../../../src/api/contract';
import { SweepingView } from '../../../src/features/sweeping/SweepingView';
import { sweepingData } from '../../support/consents';
import { fieldValue } from '../../support/fields';

const renderView = (consent: SweepingConsent = sweepingData()) => {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  render(<SweepingView consent={consent} busy={false} onConfirm={onConfirm} onCancel={onCancel} />);
  return { onConfirm, onCancel };
};

const withLink = (link: Partial<SweepingConsent['dados']['dadosVinculo']>) => {
  const base = sweepingData();
  return sweepingData({ dadosVinculo: { ...base.dados.dadosVinculo, ...link } });
};

describe('sweeping link confirmation', () => {
  it('shows every line of SPEC §2 "Sweeping screen"', () => {
    renderView();
    expect(screen.getByRole('heading', { level: 1, name: 'Confirmação' })).toBeInTheDocument();
    expect(screen.getByText(/do vínculo entre as contas, não de um pagamento/)).toBeInTheDocument();
    expect(screen.getByText(/até as 11:00 para autorizá-lo/)).toBeInTheDocument();
    expect(screen.getByText('Vínculo com Banco Destino Digital S.A.')).toBeInTheDocument();
    expect(screen.getByText(/Data de início: 22\/11\/2026/)).toBeInTheDocument();
    expect(fieldValue('Nome', 'Titular')).toBe('Maria da Silva');
    // Masked, as every person's document on the confirmation screens.
    expect(fieldValue('CPF', 'Titular')).toBe('***.456.789-**');
    const source = 'Conta de origem';
    expect(fieldValue('Instituição', source)).toBe('Cooperativa Exemplo');
    expect(fieldValue('Conta corrente', source)).toBe('123456-7');
    expect(fieldValue('Agência', source)).toBe('0001');
    expect(fieldValue('Forma de pagamento', source)).toBe('Pix - Open Finance');
    const link = 'Dados do vínculo';
    expect(fieldValue('Descrição', link)).toBe('Reserva automática para investimentos');
    expect(fieldValue('Começa em', link)).toBe('22/11/2026');
    expect(fieldValue('Encerra em', link)).toBe('22/11/2028');
    expect(fieldValue('ID do vínculo', link)).toBe('VINC-0001');
    // The link's limit says its period: the total of every transfer until the link ends.
    expect(fieldValue('Limite total do vínculo', link)).toBe('R$ 10.000,00 somando todas as transferências até 22/11/2028');
    expect(fieldValue('Limite por transação', link)).toBe('R$ 2.000,00');
    expect(screen.getByText(/dependem de saldo disponível/)).toBeInTheDocument();
    expect(screen.getByText('Você pode cancelar o vínculo a qualquer momento.')).toBeInTheDocument();
  });

  it('shows the destination account, not only its bank name', () => {
    renderView(sweepingData({ contaRecebedora: { nome: 'Banco Destino Digital S.A.', contaCorrente: '7654321', agencia: '0001' } }));
    const destination = 'Conta de destino';
    expect(fieldValue('Instituição', destination)).toBe('Banco Destino Digital S.A.');
    expect(fieldValue('Conta corrente', destination)).toBe('765432-1');
    expect(fieldValue('Agência', destination)).toBe('0001');
  });

  it('leaves the destination section out when the consent carries no such account', () => {
    renderView();
    expect(screen.queryByRole('region', { name: 'Conta de destino' })).not.toBeInTheDocument();
  });

  it("an open-ended link's limit says it sums every transfer while the link exists", () => {
    renderView(withLink({ dataEncerramento: undefined }));
    expect(fieldValue('Limite total do vínculo', 'Dados do vínculo')).toBe('R$ 10.000,00 somando todas as transferências enquanto o vínculo existir');
  });

  it('lists the transfer triggers as a list', () => {
    renderView();
    const region = screen.getByRole('region', { name: 'Dados do vínculo' });
    const items = within(within(region).getByRole('list')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Saldo acima de R$ 3.000,00', 'Todo dia 5 do mês']);
  });

  it('leaves out the triggers and the end date when there are none', () => {
    renderView(withLink({ gatilhos: [], dataEncerramento: undefined }));
    expect(fieldValue('Gatilhos de transferência')).toBeNull();
    expect(fieldValue('Encerra em')).toBeNull();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('reads a plain HH:MM time limit too', () => {
    renderView(sweepingData({ horaLimite: '16:45:00' }));
    expect(screen.getByText(/até as 16:45 para autorizá-lo/)).toBeInTheDocument();
  });

  it('confirms and cancels the link through its callbacks', async () => {
    const { onConfirm, onCancel } = renderView();
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar vínculo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar vínculo' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
