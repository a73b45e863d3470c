import { act, screen } from '@testing-library/react';
import RedirectScreen, { outcomeText } from '../../../src/features/results/RedirectScreen';
import { setConfig } from '../../../src/config/currentConfig';
import { renderWithStore } from '../../support/renderWithStore';
import { loggedInSession, stateWith } from '../../support/state';
import { testConfig } from '../../support/testConfig';

beforeAll(() => setConfig(testConfig));

describe('the redirect screen says what was decided (issue 34, point 2)', () => {
  it.each([
    [{ decision: 'authorised', subject: 'payment' }, 'Pagamento autorizado'],
    [{ decision: 'authorised', subject: 'scheduled' }, 'Agendamento autorizado'],
    [{ decision: 'authorised', subject: 'recurring' }, 'Agendamento autorizado'],
    [{ decision: 'authorised', subject: 'sharing' }, 'Compartilhamento autorizado'],
    [{ decision: 'authorised', subject: 'link' }, 'Vínculo autorizado'],
    [{ decision: 'authorised', subject: 'automatic' }, 'Pix Automático autorizado'],
    [{ decision: 'authorised', subject: null }, 'Autorização concluída'],
    [{ decision: 'refused', subject: 'payment' }, 'Pagamento cancelado'],
    [{ decision: 'refused', subject: 'sharing' }, 'Compartilhamento recusado'],
    [{ decision: 'refused', subject: 'link' }, 'Vínculo cancelado'],
    [{ decision: 'refused', subject: 'automatic' }, 'Pix Automático cancelado'],
    [{ decision: null, subject: 'payment' }, 'Confira o resultado na outra instituição.'],
    [null, 'Confira o resultado na outra instituição.'],
  ] as const)('%j: %s', (outcome, text) => {
    expect(outcomeText(outcome)).toBe(text);
  });

  it('in a live region above the logos, filled once the screen is shown so that it is heard', async () => {
    renderWithStore(
      <RedirectScreen />,
      stateWith({ session: loggedInSession, consent: { decision: 'decided', outcome: { decision: 'authorised', subject: 'payment' } } }),
    );
    await act(async () => {});
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Pagamento autorizado');
    const logo = screen.getByRole('img', { name: 'Logo da instituição iniciadora' });
    expect(status.compareDocumentPosition(logo) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Redirecionando');
  });
});
