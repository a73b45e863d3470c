import type { ConsentKind } from '../../api/contract';
import { copy } from '../../copy/ptBR';
import { wordsOf } from '../../kinds/wording';
import { Countdown } from '../../ui/Countdown';

/** Thresholds (seconds left) at which a screen reader hears the time: a 5-minute and a 60-minute window. */
const SHORT_WINDOW = [120, 60, 30] as const;
const LONG_WINDOW = [600, 300, 60] as const;

/**
 * The time left of the consent's confirmation window, beside SPEC's own text about it (issue 16,
 * docs/decisions/021). Nothing when the consent carries no time to count from.
 */
export function TimeLeft({ deadline, kind = null }: { deadline?: number | null; kind?: ConsentKind | null }) {
  if (deadline === null || deadline === undefined) return null;
  const t = copy.timeLeft;
  return (
    <Countdown
      deadline={deadline}
      label={t.label}
      expiredText={wordsOf(kind).timeLeftExpired}
      announceAt={deadline - Date.now() > 5 * 60_000 ? LONG_WINDOW : SHORT_WINDOW}
      announcement={t.announcement}
    />
  );
}
