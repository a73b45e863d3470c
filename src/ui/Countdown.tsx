import { useEffect, useRef, useState } from 'react';
import { formatClock } from '../format/format';

export interface CountdownProps {
  /** The instant the time runs out, in ms since the epoch (the device's clock). */
  deadline: number;
  /** What is counting down, e.g. 'Tempo restante para confirmar'. */
  label: string;
  /**
   * The clock inside a sentence of its own instead of 'label: clock' (the QR code's SPEC sentence,
   * 'O QR Code expira em 1:30.'), so a page never says its time twice.
   */
  sentence?: (clock: string) => string;
  /** Shown (and announced) once the time has run out. */
  expiredText: string;
  /**
   * Seconds left at which a screen reader hears the time (WCAG 2.2.1): a few thresholds, not every
   * second, which would drown everything else on the page.
   */
  announceAt: readonly number[];
  /** The announcement at a threshold, e.g. 'Restam 1:00 para confirmar.' */
  announcement: (clock: string) => string;
}

const secondsLeft = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/**
 * A live countdown: the visible clock changes every second and is silent (`role="timer"`); a polite
 * live region speaks only at the thresholds and when the time runs out.
 */
export function Countdown({ deadline, label, sentence, expiredText, announceAt, announcement }: CountdownProps) {
  const [left, setLeft] = useState(() => secondsLeft(deadline));
  const [spoken, setSpoken] = useState('');
  const passed = useRef(new Set<number>());

  useEffect(() => {
    passed.current = new Set(announceAt.filter((t) => secondsLeft(deadline) <= t));
    setLeft(secondsLeft(deadline));
    const tick = () => {
      const now = secondsLeft(deadline);
      setLeft(now);
      const crossed = announceAt.filter((t) => now <= t && !passed.current.has(t));
      crossed.forEach((t) => passed.current.add(t));
      if (now === 0) setSpoken(expiredText);
      else if (crossed.length > 0) setSpoken(announcement(formatClock(now)));
    };
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [deadline, announceAt, announcement, expiredText]);

  return (
    <div className={left === 0 ? 'countdown countdown--expired' : 'countdown'}>
      {left === 0 ? (
        <p className="countdown__text">{expiredText}</p>
      ) : sentence ? (
        <p className="countdown__text" role="timer">
          {sentence(formatClock(left))}
        </p>
      ) : (
        <p className="countdown__text">
          {label}:{' '}
          <span role="timer" className="countdown__clock">
            {formatClock(left)}
          </span>
        </p>
      )}
      <p className="visually-hidden" aria-live="polite">
        {spoken}
      </p>
    </div>
  );
}
