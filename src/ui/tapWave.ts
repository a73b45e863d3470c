import type { ConfigProviderProps } from 'antd';
import './tapWave.css';

const WAVE_CLASS = 'tap-wave';

/**
 * antd's click wave on buttons, drawn by an element and a CSS animation (tapWave.css),
 * through antd's own `wave.showEffect`. antd's effect mounts a React root per tap and reads the
 * control's computed style, in the frame that should show the tap's answer: on a slow phone that
 * frame came late enough to take most of the tap's budget (Event Timing's presentation delay of
 * 'Confirmar' and of a modality toggled; docs/decisions/030). Same look, none of that work.
 */
export const tapWave: NonNullable<ConfigProviderProps['wave']> = {
  showEffect: (target) => {
    // A control the tap made inactive answers with its own state: 'Confirmar' busy shows its spinner
    // (antd decides to wave at the click, and draws a frame later, once the button is disabled).
    if (target.matches(':disabled, [aria-busy="true"]')) return;
    // No wave for a customer who asked for less motion: no element is left waiting for an animation.
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    target.querySelector(`:scope > .${WAVE_CLASS}`)?.remove();
    const wave = document.createElement('span');
    wave.className = WAVE_CLASS;
    wave.setAttribute('aria-hidden', 'true');
    wave.addEventListener('animationend', (event) => {
      if (event.animationName === 'tap-wave-fade') wave.remove();
    });
    target.prepend(wave);
  },
};
