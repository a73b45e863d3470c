import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EnrolmentView, type EnrolmentViewProps } from '../../../src/features/enrolment/EnrolmentView';
import EnrolmentScreen from '../../../src/features/enrolment/EnrolmentScreen';
import { cancelRequested, confirmRequested, enrolmentTermsShown } from '../../../src/features/consent/consentSlice';
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
  it('starts from R$ 500,00 per transaction, no daily limit and five years from today, on numeric keyboards', async () => {
    const { onConfirm } = renderView();
    expect(transaction()).toHaveValue('500,00');
    expect(transaction()).toHaveAttribute('inputmode', 'decimal');
    expect(daily()).toHaveValue('');
    expect(date()).toHaveValue('2031-11-26');
    expect(date()).toHaveAttribute('min', '2026-11-27');
    await userEvent.click(confirm());
    expect(onConfirm).toHaveBeenCalledWith({ limiteTransacao: '500.00', limiteDiario: null, validade: '2031-11-26' });
  });

  it('the amounts take the pt-BR money mask and travel in the bank’s form', async () => {
    const { onConfirm } = renderView();
    await retype(transaction(), '1250,5');
    await retype(daily(), '15000');
    expect(transaction()).toHaveValue('1.250,5');
    expect(daily()).toHaveValue('15.000');
    await userEvent.click(confirm());
    expect(onConfirm).toHaveBeenCalledWith({ limiteTransacao: '1250.50', limiteDiario: '15000.00', validade: '2031-11-26' });
  });

  it('keeps at most two decimals and no sign', async () => {
    renderView();
    await retype(transaction(), '-12,345');
    expect(transaction()).toHaveValue('12,34');
  });

  it('a per-transaction limit above the daily one keeps Confirmar unusable and says why next to it', async () => {
    const { onConfirm } = renderView();
    await retype(daily(), '400');
    expect(confirm()).toBeDisabled();
    expect(transaction()).toHaveAttribute('aria-invalid', 'true');
    const message = 'O limite por transação não pode ser maior que o limite diário (R$ 400,00).';
    expect(screen.getByText(message)).toHaveAttribute('aria-live', 'polite');
    expect(transaction().getAttribute('aria-describedby')).toContain(screen.getByText(message).id);
    await userEvent.click(confirm());
    expect(onConfirm).not.toHaveBeenCalled();
    await retype(daily(), '500');
    expect(confirm()).toBeEnabled();
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it.each([
    ['empty', '', 'Informe o limite por transação.'],
    ['zero', '0', 'Informe um valor maior que zero.'],
  ])('an %s per-transaction limit keeps Confirmar unusable with its message', async (_name, typed, message) => {
    renderView();
    await retype(transaction(), typed);
    expect(confirm()).toBeDisabled();
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('a validity of today or before is refused; tomorrow is accepted', async () => {
    renderView();
    await retype(date(), '2026-11-26');
    expect(screen.getByText('Escolha uma data depois de hoje.')).toBeInTheDocument();
    expect(confirm()).toBeDisabled();
    await retype(date(), '2026-11-27');
    expect(confirm()).toBeEnabled();
  });

  it("'Indeterminado' sends no validity and sets the date aside", async () => {
    const { onConfirm } = renderView();
    await userEvent.click(screen.getByRole('radio', { name: 'Indeterminado' }));
    expect(date()).toBeDisabled();
    await userEvent.click(confirm());
    expect(onConfirm).toHaveBeenCalledWith({ limiteTransacao: '500.00', limiteDiario: null, validade: null });
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
  expect(actions.map((a) => a.type)).toEqual([enrolmentTermsShown.type, confirmRequested.type]);
  expect(store.getState().consent.enrolmentDraft).toMatchObject({ limiteTransacao: '500.00', limiteDiario: null });
  await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
  expect(actions.map((a) => a.type).at(-1)).toBe(cancelRequested.type);
});
