import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import QrView, { QrViewPanel, type QrViewPanelProps } from '../../../src/features/security/QrView';
import { cancelRequested } from '../../../src/features/consent/consentSlice';
import { qrRestartRequested } from '../../../src/features/security/qrSlice';
import { KINDS } from '../../../src/kinds/registry';
import { renderWithStore } from '../../support/renderWithStore';
import { stateWith, loggedInSession } from '../../support/state';
import { paymentConsent, sharingConsent } from '../../support/consents';

const renderPanel = (props: Partial<QrViewPanelProps> = {}) => {
  const onRetry = jest.fn();
  const onCancel = jest.fn();
  render(<QrViewPanel state={1} value="hash1challenge1" busy={false} error={null} onRetry={onRetry} onCancel={onCancel} {...props} />);
  return { onRetry, onCancel };
};
const qrImage = () => screen.queryByRole('img', { name: 'QR Code para autorizar a transação no app' });

describe('Unitoken QR Code view (SPEC §2, §4)', () => {
  it('shows the title and the three steps in order', () => {
    renderPanel();
    expect(screen.getByRole('heading', { name: 'Unitoken QR Code' })).toBeInTheDocument();
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(steps).toHaveLength(3);
  });

  it('state 1 draws the code: 256 px, white background, black modules, with an accessible name', () => {
    renderPanel();
    const svg = qrImage();
    expect(svg).toBeInTheDocument();
    expect(svg).toHaveAttribute('width', '256');
    expect(svg).toHaveAttribute('height', '256');
    const fills = Array.from(svg!.querySelectorAll('path')).map((p) => p.getAttribute('fill'));
    expect(fills).toEqual(['#FFFFFF', '#000000']);
    expect(screen.queryByRole('button', { name: 'Gerar novo QR Code' })).not.toBeInTheDocument();
  });

  it('state 1 tells the expiry as the spec words it: 1:30 for a payment, 24 h for a sharing', () => {
    renderPanel();
    expect(screen.getByText('O QR Code expira em 1:30.')).toBeInTheDocument();
  });

  it('state 1 for a sharing says 24 h', () => {
    renderPanel({ statedLimit: KINDS.DADOS.qrStatedLimit });
    expect(screen.getByText('O QR Code expira em 24 h.')).toBeInTheDocument();
  });

  it('state 1 before the first answer shows that the code is on its way', () => {
    renderPanel({ value: '' });
    expect(qrImage()).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Gerando o QR Code...');
  });

  it('state 2 says the time ran out and offers a new code or cancel', async () => {
    const { onRetry, onCancel } = renderPanel({ state: 2 });
    expect(qrImage()).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Tempo expirado para validar a transação');
    await userEvent.click(screen.getByRole('button', { name: 'Gerar novo QR Code' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('state 3 says the operation cannot be done and offers a new code', async () => {
    const { onRetry } = renderPanel({ state: 3 });
    expect(qrImage()).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('A operação não pode ser realizada');
    await userEvent.click(screen.getByRole('button', { name: 'Gerar novo QR Code' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the server message of a refused authorisation', () => {
    renderPanel({ state: 3, error: 'Transação não autorizada.' });
    expect(screen.getByText('Transação não autorizada.').closest('[role="alert"]')).not.toBeNull();
  });

  it('while authorising, says so and cannot be cancelled', () => {
    renderPanel({ busy: true });
    expect(screen.getByRole('status')).toHaveTextContent('Autorização recebida. Concluindo a operação...');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
  });
});

describe('QR view on the store', () => {
  it('draws the stored value and the sharing notice, and dispatches retry and cancel', async () => {
    const state = stateWith({ session: loggedInSession, consent: { consent: sharingConsent() }, qr: { state: 2, value: 'h', hash: 'h', unitoken: null } });
    const { actions } = renderWithStore(<QrView />, state);
    await userEvent.click(screen.getByRole('button', { name: 'Gerar novo QR Code' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(actions).toContainEqual(qrRestartRequested());
    expect(actions).toContainEqual(cancelRequested());
  });

  it('shows the payment notice for a payment', () => {
    const state = stateWith({ session: loggedInSession, consent: { consent: paymentConsent() }, qr: { state: 1, value: 'h1c1', hash: 'h1', unitoken: null } });
    renderWithStore(<QrView />, state);
    expect(screen.getByText('O QR Code expira em 1:30.')).toBeInTheDocument();
    expect(qrImage()).toBeInTheDocument();
  });

  describe('after the bank refused the approval (docs/decisions/048)', () => {
    const props: QrViewPanelProps = { state: 1, value: 'hash1', busy: true, error: null, onRetry: jest.fn(), onCancel: jest.fn() };

    it('says how to try again and puts the focus on a new code once the view offers it', () => {
      const { rerender } = render(<QrViewPanel {...props} />);
      rerender(<QrViewPanel {...props} busy={false} state={3} spent={1} nextStep="retry" error="Transação não autorizada." />);
      expect(screen.getByRole('button', { name: 'Gerar novo QR Code' })).toHaveFocus();
      expect(screen.getByText('Transação não autorizada.').closest('[role="alert"]')).toHaveTextContent(
        "Para tentar de novo, use 'Gerar novo QR Code'. Para desistir, use 'Cancelar'.",
      );
    });

    it('after a 423 puts the focus on Cancelar', () => {
      const { rerender } = render(<QrViewPanel {...props} />);
      rerender(<QrViewPanel {...props} busy={false} state={3} spent={1} nextStep="cancel" error="Dispositivo bloqueado." />);
      expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    });
  });
});
