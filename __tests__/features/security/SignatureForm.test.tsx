import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SignatureForm, { SignatureFormView } from '../../../src/features/security/SignatureForm';
import { authoriseRequested, cancelRequested } from '../../../src/features/consent/consentSlice';
import { renderWithStore } from '../../support/renderWithStore';
import { withConsent } from '../../support/state';
import { paymentConsent } from '../../support/consents';

const renderView = (props: Partial<Parameters<typeof SignatureFormView>[0]> = {}) => {
  const onSubmit = jest.fn();
  const onCancel = jest.fn();
  render(<SignatureFormView busy={false} error={null} onSubmit={onSubmit} onCancel={onCancel} {...props} />);
  return { onSubmit, onCancel, input: screen.getByLabelText('Assinatura eletrônica') as HTMLInputElement };
};
// Exactly 'Confirmar', also while submitting: the spinner is hidden from assistive technology.
const confirm = () => screen.getByRole('button', { name: 'Confirmar' });

describe('electronic signature form (SPEC §2, §5)', () => {
  it('has a visible label, the placeholder and a numeric keyboard, and never a name that could reach a URL', () => {
    const { input } = renderView();
    expect(screen.getByText('Assinatura eletrônica', { selector: 'label' })).toBeVisible();
    expect(input).toHaveAttribute('placeholder', 'Assinatura eletrônica');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).not.toHaveAttribute('name');
  });

  it('keeps digits only', async () => {
    const { input } = renderView();
    await userEvent.type(input, 'a1b2-3 c');
    expect(input).toHaveValue('123');
  });

  it('takes at most 8 digits', async () => {
    const { input, onSubmit } = renderView();
    await userEvent.type(input, '1234567890');
    expect(input).toHaveValue('12345678');
    await userEvent.click(confirm());
    expect(onSubmit).toHaveBeenCalledWith('12345678');
  });

  it('does nothing while empty: confirm is disabled and Enter sends nothing', async () => {
    const { input, onSubmit } = renderView();
    expect(confirm()).toBeDisabled();
    expect(confirm()).not.toHaveAttribute('aria-busy');
    await userEvent.type(input, 'abc{Enter}');
    expect(input).toHaveValue('');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the value with Enter too', async () => {
    const { input, onSubmit } = renderView();
    await userEvent.type(input, '4321{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith('4321');
  });

  it('is disabled while submitting', () => {
    const { input } = renderView({ busy: true });
    expect(confirm()).toBeDisabled();
    expect(confirm()).toHaveAttribute('aria-busy', 'true');
    expect(input).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
  });

  it('shows the server message under the form', () => {
    const { input } = renderView({ error: 'Assinatura eletrônica inválida.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Assinatura eletrônica inválida.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')).toContain('assinatura-erro');
  });

  it('cancels through its callback', async () => {
    const { onCancel } = renderView();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});

describe('signature form on the store', () => {
  it('dispatches authoriseRequested with the signature, and cancelRequested', async () => {
    const { actions } = renderWithStore(<SignatureForm />, withConsent(paymentConsent()));
    await userEvent.type(screen.getByLabelText('Assinatura eletrônica'), '12345678');
    await userEvent.click(confirm());
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(actions).toContainEqual(authoriseRequested({ kind: 'signature', value: '12345678' }));
    expect(actions).toContainEqual(cancelRequested());
  });

  it('reads busy and the message from the consent slice', () => {
    renderWithStore(<SignatureForm />, withConsent(paymentConsent(), { decision: 'submitting', formError: 'Assinatura bloqueada.' }));
    expect(confirm()).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Assinatura bloqueada.');
  });

  describe('after the bank refused the signature (docs/decisions/048)', () => {
    it('empties the field, takes the focus back and says what to do under the message', async () => {
      const onSubmit = jest.fn();
      const props = { busy: false, error: null, onSubmit, onCancel: jest.fn() };
      const { rerender } = render(<SignatureFormView {...props} />);
      const input = screen.getByLabelText('Assinatura eletrônica') as HTMLInputElement;
      await userEvent.type(input, '1234');
      input.blur();
      await act(async () => rerender(<SignatureFormView {...props} spent={1} nextStep="retry" error="Assinatura eletrônica inválida." />));
      expect(input).toHaveValue('');
      expect(input).toHaveFocus();
      expect(screen.getByRole('alert')).toHaveTextContent("Para tentar de novo, digite sua assinatura eletrônica. Para desistir, use 'Cancelar'.");
      expect(confirm()).toBeDisabled();
    });

    it('after a 423 puts the focus on Cancelar', async () => {
      const props = { busy: false, error: null, onSubmit: jest.fn(), onCancel: jest.fn() };
      const { rerender } = render(<SignatureFormView {...props} />);
      const input = screen.getByLabelText('Assinatura eletrônica') as HTMLInputElement;
      await userEvent.type(input, '1234');
      input.blur();
      await act(async () => rerender(<SignatureFormView {...props} spent={1} nextStep="cancel" error="Assinatura bloqueada." />));
      expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
      expect(screen.getByRole('alert')).toHaveTextContent("Use 'Cancelar' para voltar à outra instituição.");
    });
  });
});
