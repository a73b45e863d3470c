import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PixScreen from '../../../src/features/payment/PixScreen';
import PixScheduledScreen from '../../../src/features/payment/PixScheduledScreen';
import EnrolmentScreen from '../../../src/features/enrolment/EnrolmentScreen';
import { confirmRequested } from '../../../src/features/consent/consentSlice';
import type { PaymentRequest } from '../../../src/api/contract';
import { loggedInSession, stateWith } from '../../support/state';
import { renderWithStore } from '../../support/renderWithStore';
import { enrolmentData, pixRequest, scheduledPixRequest } from '../../support/consents';
import { BLOCKED, CHECKING, SAVINGS, pixWithoutAccount } from '../../support/accounts';

const ID = 'urn:cooperativa:C1';
const withoutAccount = (request: PaymentRequest): PaymentRequest => {
  const { debtorAccount: _none, ...consentimento } = request.consentimento;
  return { ...request, consentimento };
};
const render = (Screen: typeof PixScreen, data: PaymentRequest, chosenId: string | null = null) =>
  renderWithStore(
    <Screen />,
    stateWith({
      session: loggedInSession,
      consent: { consent: { kind: 'PAGAMENTO', data } },
      accounts: { consentId: ID, status: 'loaded', contas: [CHECKING, SAVINGS, BLOCKED], chosenId },
    }),
  );
const confirmButton = () => screen.getByRole('button', { name: 'Confirmar transação' });
const NOTE = 'Escolha uma conta disponível para confirmar a transação.';

describe.each([
  ['immediate', PixScreen, pixWithoutAccount()],
  ['scheduled', PixScheduledScreen, withoutAccount(scheduledPixRequest())],
] as const)('the %s Pix screen without debtorAccount (INTERFACE §6.1)', (_name, Screen, data) => {
  it("shows the choice in place of the empty 'Pagar com' line", () => {
    render(Screen, data);
    expect(screen.getByRole('group', { name: 'Pagar com' })).toBeInTheDocument();
    expect(screen.queryAllByRole('term').map((t) => t.textContent)).not.toContain('Pagar com');
  });

  it('keeps Confirmar unusable, and says why, until an account is chosen', async () => {
    const { actions } = render(Screen, data);
    expect(confirmButton()).toBeDisabled();
    expect(confirmButton()).toHaveAccessibleDescription(NOTE);
    await userEvent.click(screen.getByText('Conta Poupança'));
    expect(confirmButton()).toBeEnabled();
    expect(screen.queryByText(NOTE)).not.toBeInTheDocument();
    await userEvent.click(confirmButton());
    expect(actions.filter((a) => a.type === confirmRequested.type)).toHaveLength(1);
  });

  it('Cancelar stays usable while nothing is chosen', () => {
    render(Screen, data);
    expect(screen.getByRole('button', { name: 'Cancelar transação' })).toBeEnabled();
  });
});

describe('a Pix with debtorAccount shows it as today', () => {
  it("one 'Pagar com' line, no choice, Confirmar usable", () => {
    render(PixScreen, pixRequest());
    expect(screen.queryByRole('group', { name: 'Pagar com' })).not.toBeInTheDocument();
    expect(screen.getByText('Pagar com')).toBeInTheDocument();
    expect(screen.getByText('Conta Corrente 123456-7')).toBeInTheDocument();
    expect(confirmButton()).toBeEnabled();
  });
});

describe("an enrolment without an account: the same choice, in the enrolment's words (INTERFACE §6.1)", () => {
  it("shows 'Conta do vínculo', listed by the enrollmentId, and keeps 'Confirmar vínculo' unusable until an account is chosen", async () => {
    const data = enrolmentData({ conta: null });
    renderWithStore(
      <EnrolmentScreen />,
      stateWith({
        session: loggedInSession,
        consent: { consent: { kind: 'VINCULO', data } },
        accounts: { consentId: data.dados.enrollmentId, status: 'loaded', contas: [CHECKING, SAVINGS, BLOCKED], chosenId: null },
      }),
    );
    expect(screen.getByRole('group', { name: 'Conta do vínculo' })).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: 'Confirmar vínculo' });
    expect(confirm).toBeDisabled();
    await userEvent.click(screen.getByText('Conta Poupança'));
    expect(confirm).toBeEnabled();
  });
});
