import { act, render, screen } from '@testing-library/react';
import { Countdown } from '../../src/ui/Countdown';
import { TimeLeft } from '../../src/features/consent/TimeLeft';
import { PixView } from '../../src/features/payment/PixView';
import { pixRequest } from '../support/consents';

/** Issue 16, point 3 (docs/decisions/021): time always shown, announced at a few thresholds only. */
const START = Date.UTC(2026, 10, 24, 15, 0, 0);

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(START);
});
afterEach(() => jest.useRealTimers());

const live = () => document.querySelector('[aria-live="polite"]') as HTMLElement;
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('Countdown', () => {
  const renderCountdown = (seconds: number) =>
    render(
      <Countdown
        deadline={START + seconds * 1000}
        label="Tempo restante"
        expiredText="Acabou."
        announceAt={[60, 30]}
        announcement={(clock) => `Restam ${clock}.`}
      />,
    );

  it('shows m:ss and moves every second, as a silent timer', () => {
    renderCountdown(90);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('1:30');
    advance(1000);
    expect(timer).toHaveTextContent('1:29');
    advance(29_000);
    expect(timer).toHaveTextContent('1:00');
    expect(timer).not.toHaveAttribute('aria-live', 'polite');
  });

  it('speaks only at the thresholds, not each second', () => {
    renderCountdown(90);
    expect(live()).toHaveTextContent('');
    advance(29_000);
    expect(live()).toHaveTextContent('');
    advance(1000);
    expect(live()).toHaveTextContent('Restam 1:00.');
    advance(1000);
    // Unchanged text: nothing new is announced at 0:59.
    expect(live()).toHaveTextContent('Restam 1:00.');
    advance(29_000);
    expect(live()).toHaveTextContent('Restam 0:30.');
  });

  it('reaches its expired state and says so', () => {
    renderCountdown(5);
    advance(5000);
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getAllByText('Acabou.')).toHaveLength(2);
  });

  it('starting past a threshold does not announce it', () => {
    renderCountdown(45);
    advance(1000);
    expect(live()).toHaveTextContent('');
  });
});

describe('the consent window on the confirmation screens', () => {
  it('TimeLeft counts a 5-minute window and announces 2:00, 1:00 and 0:30', () => {
    render(<TimeLeft deadline={START + 5 * 60_000} />);
    expect(screen.getByText(/Tempo restante para confirmar/)).toHaveTextContent('Tempo restante para confirmar: 5:00');
    advance(3 * 60_000);
    expect(live()).toHaveTextContent('Restam 2:00 para confirmar.');
    advance(2 * 60_000);
    expect(screen.getAllByText('O prazo para confirmar terminou. Inicie uma nova solicitação na instituição iniciadora.').length).toBeGreaterThan(0);
  });

  it('TimeLeft on a data sharing sends the customer back to the instituição de destino, its one name', () => {
    render(<TimeLeft deadline={START + 60_000} kind="DADOS" />);
    advance(60_000);
    expect(screen.getAllByText('O prazo para confirmar terminou. Faça uma nova solicitação na instituição de destino.').length).toBeGreaterThan(0);
    expect(screen.queryAllByText(/iniciadora/)).toHaveLength(0);
  });

  it('TimeLeft shows nothing without a deadline', () => {
    const { container } = render(<TimeLeft deadline={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('the Pix screen shows the countdown beside the spec text, above its buttons', () => {
    render(<PixView request={pixRequest()} busy={false} deadline={START + 4 * 60_000 + 12_000} onConfirm={jest.fn()} onCancel={jest.fn()} />);
    expect(screen.getByText('Você possui até 5 minutos para confirmá-la.')).toBeInTheDocument();
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('4:12');
    const confirm = screen.getByRole('button', { name: 'Confirmar transação' });
    expect(timer.compareDocumentPosition(confirm) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
