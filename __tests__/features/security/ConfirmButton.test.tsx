import { Profiler } from 'react';
import { render, screen } from '@testing-library/react';
import { ConfirmButton } from '../../../src/features/security/ConfirmButton';

const confirm = () => screen.getByRole('button', { name: 'Confirmar' });
const spinner = () => confirm().querySelector('.btn__spinner');

describe('the security forms’ Confirmar', () => {
  it('turns busy in one commit: disabled, aria-busy, its spinner hidden from assistive technology', () => {
    const commits: string[] = [];
    const onRender = (_id: string, phase: string) => commits.push(phase);
    const { rerender } = render(
      <Profiler id="confirm" onRender={onRender}>
        <ConfirmButton busy={false} />
      </Profiler>,
    );
    expect(spinner()).toBeNull();
    commits.length = 0;
    rerender(
      <Profiler id="confirm" onRender={onRender}>
        <ConfirmButton busy />
      </Profiler>,
    );
    // antd's `loading` applied itself a commit later, in the frame that answers the tap (issue #15).
    expect(commits).toEqual(['update']);
    expect(confirm()).toBeDisabled();
    expect(confirm()).toHaveAttribute('aria-busy', 'true');
    expect(confirm()).toHaveClass('ant-btn-loading');
    expect(spinner()).toHaveAttribute('aria-hidden', 'true');
  });

  it('drops the spinner when the submission ends', () => {
    const { rerender } = render(<ConfirmButton busy />);
    rerender(<ConfirmButton busy={false} />);
    expect(spinner()).toBeNull();
    expect(confirm()).toBeEnabled();
    expect(confirm()).not.toHaveAttribute('aria-busy');
    expect(confirm()).not.toHaveClass('ant-btn-loading');
  });
});
