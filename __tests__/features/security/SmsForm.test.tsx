import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SmsForm, type SmsFormProps } from '../../../src/features/security/SmsForm';

const renderForm = (props: Partial<SmsFormProps> = {}) => {
  const handlers = { onSubmit: jest.fn(), onResend: jest.fn(), onCancel: jest.fn() };
  render(<SmsForm busy={false} delivery="sent" deliveryError={null} error={null} {...handlers} {...props} />);
  const boxes = Array.from({ length: 6 }, (_, i) => screen.getByLabelText(`Dígito ${i + 1} de 6`) as HTMLInputElement);
  return { ...handlers, boxes };
};
// Exactly 'Confirmar', also while submitting: the spinner is hidden from assistive technology.
const confirm = () => screen.getByRole('button', { name: 'Confirmar' });

describe('SMS code form (SPEC §2, §5)', () => {
  it('has six numeric boxes', () => {
    const { boxes } = renderForm();
    expect(boxes).toHaveLength(6);
    boxes.forEach((box) => expect(box).toHaveAttribute('inputmode', 'numeric'));
  });

  it('moves the focus forward as each digit is typed', async () => {
    const { boxes } = renderForm();
    await userEvent.click(boxes[0]!);
    await userEvent.keyboard('1');
    expect(boxes[0]).toHaveValue('1');
    expect(boxes[1]).toHaveFocus();
    await userEvent.keyboard('2');
    expect(boxes[1]).toHaveValue('2');
    expect(boxes[2]).toHaveFocus();
  });

  it('each box keeps only the last digit typed, and no letters', () => {
    const { boxes } = renderForm();
    fireEvent.input(boxes[0]!, { target: { value: '37' } });
    expect(boxes[0]).toHaveValue('7');
    fireEvent.input(boxes[1]!, { target: { value: 'a' } });
    expect(boxes[1]).toHaveValue('');
    expect(boxes[1]).toHaveFocus();
  });

  it('a code typed again over the old one is sent as typed, also where the two share digits', async () => {
    const { boxes, onSubmit } = renderForm();
    await userEvent.click(boxes[0]!);
    await userEvent.keyboard('865454');
    await userEvent.click(boxes[0]!);
    await userEvent.keyboard('765454');
    expect(boxes.map((b) => b.value).join('')).toBe('765454');
    await userEvent.click(confirm());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith('765454');
  });

  it('a digit typed before the one a box holds replaces it', () => {
    const { boxes } = renderForm();
    fireEvent.input(boxes[0]!, { target: { value: '6' } });
    fireEvent.input(boxes[0]!, { target: { value: '56' } });
    expect(boxes[0]).toHaveValue('5');
  });

  it('a pasted code fills all six boxes', async () => {
    const { boxes, onSubmit } = renderForm();
    await userEvent.click(boxes[0]!);
    await userEvent.paste('12-34 56');
    expect(boxes.map((b) => b.value).join('')).toBe('123456');
    await userEvent.click(confirm());
    expect(onSubmit).toHaveBeenCalledWith('123456');
  });

  it('a one-time code autofilled into the first box fills all six', () => {
    const { boxes } = renderForm();
    fireEvent.input(boxes[0]!, { target: { value: '654321' } });
    expect(boxes.map((b) => b.value).join('')).toBe('654321');
  });

  it('confirm does nothing until all six are filled', async () => {
    const { boxes, onSubmit } = renderForm();
    await userEvent.click(boxes[0]!);
    await userEvent.keyboard('12345');
    await userEvent.click(confirm());
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(boxes[5]!);
    await userEvent.keyboard('6');
    await userEvent.click(confirm());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith('123456');
  });

  it('does not send twice while submitting', async () => {
    const { boxes, onSubmit } = renderForm({ busy: true });
    boxes.forEach((box) => expect(box).toBeDisabled());
    expect(confirm()).toBeDisabled();
    expect(confirm()).toHaveAttribute('aria-busy', 'true');
    fireEvent.submit(confirm().closest('form')!);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says in a live region what the authorisation is for, present (empty) before Confirmar', () => {
    const base = { delivery: 'sent', deliveryError: null, error: null, onSubmit: jest.fn(), onResend: jest.fn(), onCancel: jest.fn() } as const;
    const { rerender } = render(<SmsForm {...base} busy={false} />);
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
    rerender(<SmsForm {...base} busy busyText="Autorizando o pagamento..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Autorizando o pagamento...');
  });

  it('resends and cancels through its callbacks; resend waits for the previous send', async () => {
    const { onResend, onCancel } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Reenviar SMS' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('disables resend and confirm while a code is being sent, and says so', async () => {
    const { boxes, onSubmit } = renderForm({ delivery: 'sending' });
    expect(screen.getByRole('button', { name: 'Reenviar SMS' })).toBeDisabled();
    expect(screen.getByText('Enviando o código por SMS...')).toBeInTheDocument();
    expect(screen.queryByText(/enviamos por SMS/)).toBeNull();
    await userEvent.click(boxes[0]!);
    await userEvent.paste('123456');
    expect(confirm()).toBeDisabled();
    fireEvent.submit(confirm().closest('form')!);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a failed send says so on the form with the server message; Confirmar waits, Reenviar SMS sends again', async () => {
    const { boxes, onSubmit, onResend } = renderForm({ delivery: 'failed', deliveryError: 'Limite de envios de SMS atingido.' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível enviar o código por SMS.');
    expect(alert).toHaveTextContent('Limite de envios de SMS atingido.');
    expect(alert).toHaveTextContent("Para tentar de novo, use o botão 'Reenviar SMS'.");
    // The intro would tell the customer a code was sent.
    expect(screen.queryByText(/enviamos por SMS/)).toBeNull();
    await userEvent.click(boxes[0]!);
    await userEvent.paste('123456');
    expect(confirm()).toBeDisabled();
    expect(confirm()).toHaveAccessibleDescription(/Não foi possível enviar o código por SMS/);
    fireEvent.submit(confirm().closest('form')!);
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Reenviar SMS' }));
    expect(onResend).toHaveBeenCalledTimes(1);
  });

  it('shows the server message under the form', () => {
    renderForm({ error: 'Código inválido.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Código inválido.');
  });

  describe('after the bank refused the code (docs/decisions/048)', () => {
    const base: SmsFormProps = {
      busy: false,
      delivery: 'sent',
      deliveryError: null,
      error: null,
      onSubmit: jest.fn(),
      onResend: jest.fn(),
      onCancel: jest.fn(),
    };
    const typed = async () => {
      const view = render(<SmsForm {...base} />);
      const boxes = Array.from({ length: 6 }, (_, i) => screen.getByLabelText(`Dígito ${i + 1} de 6`) as HTMLInputElement);
      await userEvent.click(boxes[0]!);
      await userEvent.paste('123456');
      expect(boxes.map((b) => b.value).join('')).toBe('123456');
      return { ...view, boxes };
    };

    it('empties the boxes, takes the focus to the first and says what to do under the message', async () => {
      const { boxes, rerender } = await typed();
      rerender(<SmsForm {...base} spent={1} nextStep="retry" error="Código de segurança inválido." />);
      expect(boxes.map((b) => b.value).join('')).toBe('');
      expect(boxes[0]).toHaveFocus();
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('Código de segurança inválido.');
      expect(alert).toHaveTextContent("Para tentar de novo, digite o código recebido ou peça outro em 'Reenviar SMS'. Para desistir, use 'Cancelar'.");
      // The spent code cannot be confirmed again.
      fireEvent.submit(confirm().closest('form')!);
      expect(base.onSubmit).not.toHaveBeenCalled();
    });

    it('after a 423 says the way on is to cancel and puts the focus there', async () => {
      const { boxes, rerender } = await typed();
      rerender(<SmsForm {...base} spent={1} nextStep="cancel" error="Dispositivo bloqueado." />);
      expect(boxes.map((b) => b.value).join('')).toBe('');
      expect(screen.getByRole('alert')).toHaveTextContent("Com o bloqueio, não é possível confirmar esta solicitação. Use 'Cancelar' para voltar à outra instituição.");
      expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    });

    it('behind the 428 dialog, empties the boxes at once and takes the focus once the dialog closed', async () => {
      const { boxes, rerender } = await typed();
      (document.activeElement as HTMLElement).blur();
      rerender(<SmsForm {...base} spent={1} nextStep="retry" dialogOpen />);
      expect(boxes.map((b) => b.value).join('')).toBe('');
      expect(boxes[0]).not.toHaveFocus();
      // No message under the form: the dialog said it.
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      rerender(<SmsForm {...base} spent={1} nextStep="retry" />);
      expect(boxes[0]).toHaveFocus();
    });

    it('waits for the answer to end before taking the focus, and handles each refusal once', async () => {
      const { boxes, rerender } = await typed();
      (document.activeElement as HTMLElement).blur();
      rerender(<SmsForm {...base} spent={1} busy />);
      expect(boxes[0]).not.toHaveFocus();
      rerender(<SmsForm {...base} spent={1} />);
      expect(boxes[0]).toHaveFocus();
      await userEvent.paste('654321');
      rerender(<SmsForm {...base} spent={1} error="Outra mensagem." />);
      expect(boxes.map((b) => b.value).join('')).toBe('654321');
    });
  });
});
