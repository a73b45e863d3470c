import { act, render, screen } from '@testing-library/react';
import { Component, useState, type ReactNode } from 'react';
import { arrival } from '../../src/app/arrival';
import { arrivedComponent } from '../../src/app/Arrived';

/**
 * Lazily loaded code, rendered at once once it has arrived (app/arrival.ts, app/Arrived.tsx): the
 * screens (app/routes.tsx) and the dialogs (app/Layout.tsx). Through `lazy`, even arrived code shows
 * its fallback for a moment, and React then holds the reveal back for a while (decision 025).
 */

/** A download the test finishes when it chooses. */
function download<M>() {
  let finish!: (module: M) => void;
  let fail!: (error: Error) => void;
  const fetch = jest.fn(
    () =>
      new Promise<M>((resolve, reject) => {
        finish = resolve;
        fail = reject;
      }),
  );
  return { fetch, finish: (module: M) => finish(module), fail: (error: Error) => fail(error) };
}

type Module = { default: () => ReactNode };
const module: Module = { default: () => <p>the dialog</p> };
const FALLBACK = <p>Carregando…</p>;

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>the load failed</p> : this.props.children;
  }
}

describe('arrival: the download, once, and the module remembered', () => {
  it('fetches once while under way, and knows the module once it has arrived', async () => {
    const { fetch, finish } = download<Module>();
    const code = arrival(fetch);
    expect(code.arrived()).toBeNull();
    const first = code.load();
    const second = code.load();
    expect(fetch).toHaveBeenCalledTimes(1);
    finish(module);
    await expect(first).resolves.toBe(module);
    await expect(second).resolves.toBe(module);
    expect(code.arrived()).toBe(module);
    await code.load();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('after a failed download, the next load tries again', async () => {
    const failing = download<Module>();
    const code = arrival(failing.fetch);
    const first = code.load();
    failing.fail(new Error('offline'));
    await expect(first).rejects.toThrow('offline');
    expect(code.arrived()).toBeNull();
    const again = code.load();
    expect(failing.fetch).toHaveBeenCalledTimes(2);
    failing.finish(module);
    await expect(again).resolves.toBe(module);
  });
});

describe('arrivedComponent: at once when arrived, through Suspense otherwise', () => {
  it('code that has arrived renders at once, without the fallback', async () => {
    const { fetch, finish } = download<Module>();
    const code = arrival(fetch);
    const load = code.load();
    finish(module);
    await load;
    const Dialog = arrivedComponent(code, (m) => m.default, FALLBACK);
    // Synchronously, in the first render: no fallback was ever in the page.
    render(<Dialog />);
    expect(screen.getByText('the dialog')).toBeInTheDocument();
    expect(screen.queryByText('Carregando…')).toBeNull();
  });

  it('code not yet arrived shows the fallback, then the component', async () => {
    const { fetch, finish } = download<Module>();
    const Dialog = arrivedComponent(arrival(fetch), (m) => m.default, FALLBACK);
    render(<Dialog />);
    expect(screen.getByText('Carregando…')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
    await act(async () => finish(module));
    expect(await screen.findByText('the dialog')).toBeInTheDocument();
    expect(screen.queryByText('Carregando…')).toBeNull();
  });

  it('decides once per mount: arriving later does not remount a component that went through Suspense', async () => {
    const { fetch, finish } = download<{ default: () => ReactNode }>();
    const Counter = () => {
      const [count, setCount] = useState(0);
      return (
        <button type="button" onClick={() => setCount(count + 1)}>
          {`count ${count}`}
        </button>
      );
    };
    const Shown = arrivedComponent(arrival(fetch), (m) => m.default, FALLBACK);
    const { rerender } = render(<Shown />);
    await act(async () => finish({ default: Counter }));
    const button = await screen.findByRole('button', { name: 'count 0' });
    act(() => button.click());
    rerender(<Shown />);
    expect(screen.getByRole('button', { name: 'count 1' })).toBeInTheDocument();
  });

  it("a failed download reaches the nearest error boundary (the customer is offered a reload there)", async () => {
    const { fetch, fail } = download<Module>();
    const Dialog = arrivedComponent(arrival(fetch), (m) => m.default, FALLBACK);
    // React reports the error it hands to the boundary.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Boundary>
        <Dialog />
      </Boundary>,
    );
    await act(async () => fail(new Error('offline')));
    expect(await screen.findByText('the load failed')).toBeInTheDocument();
    quiet.mockRestore();
  });
});
