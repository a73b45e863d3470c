import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { useContext } from 'react';
import { AntdScope } from '../../src/ui/AntdScope';
import { tapWave } from '../../src/ui/tapWave';

/** antd's click wave drawn by CSS, not by a React root per tap (decision 030). */
const info = (component: 'Button' | 'Checkbox') => ({ component, className: '', hashId: '', event: new MouseEvent('click') }) as never;
const showWave = (target: HTMLElement, component: 'Button' | 'Checkbox' = 'Button') => tapWave.showEffect!(target, info(component));
const waves = (target: HTMLElement) => target.querySelectorAll(':scope > .tap-wave');

describe('tapWave', () => {
  it('draws one hidden element first in the tapped control, which the CSS animates', () => {
    const button = document.createElement('button');
    button.textContent = 'Confirmar';
    showWave(button);
    expect(waves(button)).toHaveLength(1);
    expect(button.firstElementChild).toBe(waves(button)[0]);
    expect(waves(button)[0]).toHaveAttribute('aria-hidden', 'true');
    expect(button).toHaveTextContent(/^Confirmar$/);
  });

  it('a second tap starts a new wave instead of adding one', () => {
    const button = document.createElement('button');
    showWave(button);
    const first = waves(button)[0];
    showWave(button);
    expect(waves(button)).toHaveLength(1);
    expect(waves(button)[0]).not.toBe(first);
  });

  it('leaves the page when its fading ends, not when the ring has grown', () => {
    const button = document.createElement('button');
    showWave(button);
    const wave = waves(button)[0]!;
    wave.dispatchEvent(Object.assign(new Event('animationend'), { animationName: 'tap-wave-ring' }));
    expect(waves(button)).toHaveLength(1);
    wave.dispatchEvent(Object.assign(new Event('animationend'), { animationName: 'tap-wave-fade' }));
    expect(waves(button)).toHaveLength(0);
  });

  it('draws nothing on a button the tap made inactive: busy Confirmar shows its spinner instead', () => {
    const button = document.createElement('button');
    button.disabled = true;
    showWave(button);
    expect(waves(button)).toHaveLength(0);
    const busy = document.createElement('button');
    busy.setAttribute('aria-busy', 'true');
    showWave(busy);
    expect(waves(busy)).toHaveLength(0);
  });

  it('draws nothing for a customer who asked for reduced motion', () => {
    const reduced = (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }) as MediaQueryList;
    window.matchMedia = jest.fn(reduced);
    try {
      const button = document.createElement('button');
      showWave(button);
      expect(waves(button)).toHaveLength(0);
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });

  it("is the wave of every antd component in the portal's antd scope", () => {
    let wave: unknown = null;
    function Probe() {
      wave = useContext(ConfigProvider.ConfigContext).wave;
      return null;
    }
    render(
      <AntdScope>
        <Probe />
      </AntdScope>,
    );
    expect(wave).toBe(tapWave);
  });
});
