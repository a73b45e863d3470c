import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ResultScreen from '../../../src/features/results/ResultScreen';
import { alertExitRequested } from '../../../src/features/consent/consentSlice';
import { siteRequested } from '../../../src/features/session/sessionSlice';
import { setConfig } from '../../../src/config/currentConfig';
import { renderWithStore } from '../../support/renderWithStore';
import { loggedInSession, stateWith } from '../../support/state';
import { testConfig } from '../../support/testConfig';

beforeAll(() => setConfig(testConfig));

const at = (path: string, extra: Parameters<typeof stateWith>[0] = {}) =>
  stateWith({ session: loggedInSession, location: { path, search: '' }, ...extra });

describe('result pages on the store', () => {
  it("the expired page: SPEC's button, then the way back, which sends the rejected call's event", async () => {
    const { actions } = renderWithStore(<ResultScreen />, at('/responses/expirado'));
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Ir para o site da Cooperativa Exemplo', 'Voltar para a outra instituição']);
    await userEvent.click(screen.getByRole('button', { name: 'Voltar para a outra instituição' }));
    expect(actions).toContainEqual(alertExitRequested());
    await userEvent.click(screen.getByRole('button', { name: 'Ir para o site da Cooperativa Exemplo' }));
    expect(actions).toContainEqual(siteRequested());
  });

  it('while the way back is on its way, its button waits', () => {
    renderWithStore(<ResultScreen />, at('/responses', { consent: { returning: true } }));
    const back = screen.getByRole('button', { name: 'Voltar para a outra instituição' });
    expect(back).toBeDisabled();
    expect(back).toHaveAttribute('aria-busy', 'true');
  });

  it('the processing page while waiting: the wait is announced, no way back', () => {
    renderWithStore(<ResultScreen />, at('/responses/processando', { consent: { lateAnswer: 'waiting' } }));
    expect(screen.getByRole('status')).toHaveTextContent('Continuamos aguardando a resposta do banco por mais alguns minutos.');
    expect(screen.queryByRole('button', { name: 'Voltar para a outra instituição' })).toBeNull();
    // Waiting is what the page asks: leaving is offered, not the primary action (docs/decisions/047).
    expect(screen.getByRole('button', { name: 'Ir para o site da Cooperativa Exemplo' })).not.toHaveClass('btn--primary');
  });

  it('the processing page after the wait offers the way back', () => {
    renderWithStore(<ResultScreen />, at('/responses/processando', { consent: { lateAnswer: 'given-up' } }));
    expect(screen.getByRole('button', { name: 'Ir para o site da Cooperativa Exemplo' })).toHaveClass('btn--primary');
    expect(screen.getByRole('status')).toHaveTextContent('Não recebemos a resposta do banco a tempo.');
    expect(screen.getByRole('button', { name: 'Voltar para a outra instituição' })).toBeEnabled();
  });

  it('without a session (the journey already ended) there is no way back to offer', () => {
    renderWithStore(<ResultScreen />, stateWith({ location: { path: '/responses/expirado', search: '' } }));
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Ir para o site da Cooperativa Exemplo']);
  });
});
