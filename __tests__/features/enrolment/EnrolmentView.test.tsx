import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EnrolmentView, type EnrolmentViewProps } from '../../../src/features/enrolment/EnrolmentView';
import EnrolmentScreen from '../../../src/features/enrolment/EnrolmentScreen';
import { cancelRequested, confirmRequested, termsShown } from '../../../src/features/consent/consentSlice';
import { enrolmentConsent, enrolmentData } from '../../support/consents';
import { renderWithStore } from '../../support/renderWithStore';
import { withConsent } from '../../support/state';

/** The enrolment screen (INTERFACE §6.2; docs/decisions/053), through its props. */
const NOW = Date.UTC(2026, 10, 26, 13, 5, 0); // 26 Nov 2026, 10:05 in Brasília

function renderView(props: Partial<EnrolmentViewProps> = {}) {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  render(<EnrolmentView consent={enrolmentData()} busy={false} deadline={null} onConfirm={onConfirm} onCancel={onCancel} now={NOW} {...props} />);
  return { onConfirm, onCancel };
}

const transaction = () => screen.getByLabelText('Limite por transação') as HTMLInputElement;
const daily = () => screen.getByLabelText('Limite diário (opcional)') as HTMLInputElement;
const date = () => screen.getByLabelText('Data de término do vínculo') as HTMLInputElement;
const confirm = () => screen.getByRole('button', { name: 'Confirmar vínculo' });

async function retype(input: HTMLInputElement, text: string) {
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
}

describe('what the customer is asked to authorise', () => {
  it('shows the initiator, the device, the holder with a masked CPF and the account', () => {
    renderView();
    expect(screen.getByRole('heading', { level: 1, name: 'Vincular dispositivo' })).toBeInTheDocument();
    expect(screen.getAllByText('Carteira Exemplo').length).toBeGreaterThan(0);
    expect(screen.getByText('12.345.678/0001-90')).toBeInTheDocument();
    expect(screen.getAllByText(/iPhone de Maria/).length).toBeGreaterThan(0);
    expect(screen.getByText('***.982.247-**')).toBeInTheDocument();
    expect(screen.queryByText('529.982.247-25')).not.toBeInTheDocument();
    expect(screen.getByText('Conta Corrente')).toBeInTheDocument();
    expect(screen.getByText('12345-6')).toBeInTheDocument();
    expect(screen.getByText('Você possui até 15 minutos para confirmá-lo.')).toBeInTheDocument();
  });

  it("a business's CNPJ is shown masked", () => {
    renderView({ consent: enrolmentData({ cnpj: '11222333000181' }) });
    const holder = screen.getByRole('region', { name: 'Titular' });
    expect(within(holder).getByText('CNPJ da empresa')).toBeInTheDocument();
    expect(within(holder).getByText('**.222.333/0001-**')).toBeInTheDocument();
  });

  it('without an account chosen in the slot, cannot be confirmed and says why', () => {
    renderView({ consent: enrolmentData({ conta: undefined }), accountChoice: { element: <p>lista de contas</p>, chosen: false } });
    expect(confirm()).toBeDisabled();
    expect(confirm()).toHaveAccessibleDescription('Escolha uma conta disponível para confirmar o vínculo.');
  });

  it('with an account chosen in the slot, can be confirmed', () => {
    renderView({ consent: enrolmentData({ conta: undefined }), accountChoice: { element: <p>lista de contas</p>, chosen: true } });
    expect(screen.getByText('lista de contas')).toBeInTheDocument();
    expect(confirm()).toBeEnabled();
  });
});

describe('limits and validity', () => {
  it('starts from R$ 500,00 per transaction, no daily limit and five years from today, on the digits keypad', async () => {
    const { onConfirm } = renderView();
    expect(transaction()).toHaveValue('500,00');
    expect(transaction()).toHaveAttribute('inputmode', 'numeric');
    expect(daily()).toHaveValue('');
    expect(date()).toHaveValue('2031-11-26');
    expect(date()).toHaveAttribute('min', '2026-11-27');
    await userEvent.click(confirm());
    expect(onConfirm).toHaveBeenCalledWith({ limiteTransacao: '500.00', limiteDiario: null, validade: '2031-11-26' });
  });

  // Digits fill from the cents; '.' and ',' are ignored (docs/decisions/066): what the field shows is what is sent.
  it.each([
    ['2,50', '2,50', '2.50'],
    ['2.50', '2,50', '2.50'],
    ['250', '2,50', '2.50'],
    ['1.000,00', '1.000,00', '1000.00'],
    ['100000', '1.000,00', '1000.00'],
    ['1000', '10,00', '10.00'],
    ['1000.5', '100,05', '100.05'],
    ['-12,345', '123,45', '123.45'],
    ['0005', '0,05', '0.05'],
    ['1', '0,01', '0.01'],
  ])('typed %p shows %p and sends %p', async (typed, shown, sent) => {
    const { onConfirm } = renderView();
    await retype(daily(), '999999');
    await retype(transaction(), typed);
    expect(transaction()).toHaveValue(shown);
    await userEvent.click(confirm());
    expect(onConfirm).toHaveBeenCalledWith({ limiteTransacao: sent, limiteDiario: '9999.99', validade: '2031-11-26' });
  });

  it('typed and default amounts read alike: two decimals, thousands grouped', async () => {
    renderView({ consent: enrolmentData({ limiteTransacao: '250.00', limiteDiario: '1000.00' }) });
    expect(daily()).toHaveValue('1.000,00');
    await retype(daily(), '500000');
    expect(daily()).toHaveValue('5.000,00');
  });

  it('Backspace takes the last digit off; zero is no amount: the field empties', async () => {
    renderView();
    await userEvent.click(transaction());
    await userEvent.keyboard('{Backspace}');
    expect(transaction()).toHaveValue('50,00');
    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}');
    expect(transaction()).toHaveValue('0,05');
    await userEvent.keyboard('{Backspace}');
    expect(transaction()).toHaveValue('');
    expect(screen.getByText('Informe o limite por transação.')).toBeInTheDocument();
    await userEvent.keyboard('0');
    expect(transaction()).toHaveValue('');
    await userEvent.keyboard('7');
    expect(transaction()).toHaveValue('0,07');
  });

  it('takes no digit beyond R$ 999.999.999,99', async () => {
    renderView();
    await retype(transaction(), '9999999999999');
    expect(transaction()).toHaveValue('999.999.999,99');
  });

  it.each([
    ['1.000,00', '1.000,00'],
    ['2.50', '2,50'],
    ['1000', '1.000,00'],
    ['R$ 1.500,5', '1.500,50'],
  ])('a pasted %p is the whole amount: %p', async (text, shown) => {
    renderView();
    await userEvent.click(transaction());
    await userEvent.paste(text);
    expect(transaction()).toHaveValue(shown);
  });

  it('a paste that is no amount changes nothing', async () => {
    renderView();
    await userEvent.click(transaction());
    await userEvent.paste('quinhentos');
    expect(transaction()).toHaveValue('500,00');
  });

  it('a daily limit lowered below the per-transaction one: the message beside the daily limit, and why Confirmar cannot act beside it', async () => {
    const { onConfirm } = renderView();
    await retype(daily(), '40000');
    expect(confirm()).toBeDisabled();
    const message = 'O limite diário não pode ser menor que o limite por transação (R$ 500,00).';
    expect(screen.getByText(message)).toHaveAttribute('aria-live', 'polite');
    expect(daily()).toHaveAttribute('aria-invalid', 'true');
    expect(daily().getAttribute('aria-describedby')).toContain(screen.getByText(message).id);
    expect(transaction()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(/O limite por transação não pode ser maior/)).not.toBeInTheDocument();
    expect(confirm()).toHaveAccessibleDescription('Para confirmar o vínculo, ajuste o limite por transação ou o limite diário.');
    await userEvent.click(confirm());
    expect(onConfirm).not.toHaveBeenCalled();

    // Raised past the daily limit, the refusal moves beside the per-transaction limit.
    await retype(daily(), '30000');
    await retype(transaction(), '35000');
    const above = 'O limite por transação não pode ser maior que o limite diário (R$ 300,00).';
    expect(screen.getByText(above)).toBeInTheDocument();
    expect(transaction()).toHaveAttribute('aria-invalid', 'true');
    expect(daily()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(message)).not.toBeInTheDocument();

    await retype(transaction(), '30000');
    expect(confirm()).toBeEnabled();
    expect(confirm()).not.toHaveAccessibleDescription();
    expect(screen.queryByText(above)).not.toBeInTheDocument();
  });

  it.each([
    ['empty', '', 'Informe o limite por transação.'],
    ['zero', '000', 'Informe o limite por transação.'],
  ])('an %s per-transaction limit keeps Confirmar unusable with its message', async (_name, typed, message) => {
    renderView();
    await retype(transaction(), typed);
    expect(confirm()).toBeDisabled();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(confirm()).toHaveAccessibleDescription('Para confirmar o vínculo, corrija o limite por transação.');
  });

  it('a validity of today or before is refused; tomorrow is accepted', async () => {
    renderView();
    await retype(date(), '2026-11-26');
    expect(screen.getByText('Escolha uma data depois de hoje.')).toBeInTheDocument();
    expect(confirm()).toBeDisabled();
    expect(confirm()).toHaveAccessibleDescription('Para confirmar o vínculo, corrija a data de término.');
    await retype(date(), '2026-11-27');
    expect(confirm()).toBeEnabled();
  });

  it("'Indeterminado' hides the date it replaces and sends no validity; 'Até uma data' brings the date back", async () => {
    const { onConfirm } = renderView();
    await userEvent.click(screen.getByRole('radio', { name: 'Indeterminado' }));
    expect(screen.queryByLabelText('Data de término do vínculo')).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue('2031-11-26')).not.toBeInTheDocument();
    await userEvent.click(confirm());
    expect(onConfirm).toHaveBeenLastCalledWith({ limiteTransacao: '500.00', limiteDiario: null, validade: null });
    await userEvent.click(screen.getByRole('radio', { name: 'Até uma data' }));
    expect(date()).toHaveValue('2031-11-26');
  });

  it('several refused values: Confirmar says to correct the fields shown above', async () => {
    renderView();
    await retype(transaction(), '');
    await retype(date(), '2026-11-26');
    expect(confirm()).toHaveAccessibleDescription('Para confirmar o vínculo, corrija os campos indicados acima.');
  });

  it('a refused value and no account chosen: both reasons beside Confirmar', async () => {
    renderView({ consent: enrolmentData({ conta: undefined }), accountChoice: { element: <p>lista de contas</p>, chosen: false } });
    await retype(transaction(), '');
    expect(confirm()).toHaveAccessibleDescription('Para confirmar o vínculo, corrija o limite por transação. Escolha uma conta disponível para confirmar o vínculo.');
  });

  it("starts from the initiator's proposal, or from the terms confirmed before", () => {
    renderView({ consent: enrolmentData({ limiteTransacao: '250.00', limiteDiario: '1000.00', validade: null }) });
    expect(transaction()).toHaveValue('250,00');
    expect(daily()).toHaveValue('1.000,00');
    expect(screen.getByRole('radio', { name: 'Indeterminado' })).toBeChecked();
  });

  it('while busy, nothing can be changed or pressed twice', () => {
    renderView({ busy: true });
    expect(transaction()).toBeDisabled();
    expect(confirm()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
  });
});

it("the screen keeps the terms on screen in the store, then asks to confirm; 'Cancelar' asks to cancel", async () => {
  const { store, actions } = renderWithStore(<EnrolmentScreen />, withConsent(enrolmentConsent()));
  await userEvent.click(screen.getByRole('button', { name: 'Confirmar vínculo' }));
  expect(actions.map((a) => a.type)).toEqual([termsShown.type, confirmRequested.type]);
  expect(store.getState().consent.draft).toMatchObject({ limiteTransacao: '500.00', limiteDiario: null });
  await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
  expect(actions.map((a) => a.type).at(-1)).toBe(cancelRequested.type);
});
