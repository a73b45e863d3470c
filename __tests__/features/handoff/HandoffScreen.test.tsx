import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import HandoffScreen, { HandoffView } from '../../../src/features/handoff/HandoffScreen';
import RoutedHandoffScreen from '../../../src/features/handoff/HandoffScreen';
import { handoffRequested } from '../../../src/features/handoff/handoffEvents';
import { setConfig } from '../../../src/config/currentConfig';
import { renderWithStore } from '../../support/renderWithStore';
import { stateWith } from '../../support/state';
import { testConfig } from '../../support/testConfig';

beforeAll(() => setConfig(testConfig));

describe('mobile hand-off screen (SPEC §2 "Mobile hand-off screen")', () => {
  it('is titled Redirecionamento and names the product in its button', async () => {
    const onContinue = jest.fn();
    render(<HandoffView productName="Cooperativa Exemplo" onContinue={onContinue} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Redirecionamento' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continuar no app Cooperativa Exemplo Mobile' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
  });

  it('the button asks the saga to open the app now', async () => {
    const { actions } = renderWithStore(<HandoffScreen />, stateWith());
    await userEvent.click(screen.getByRole('button', { name: 'Continuar no app Cooperativa Exemplo Mobile' }));
    expect(actions).toContainEqual(handoffRequested());
  });

  it('is the screen routed at /redirecionamento', () => {
    expect(RoutedHandoffScreen).toBe(HandoffScreen);
  });
});
