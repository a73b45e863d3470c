/**
 * The result pages' status icon, drawn by React (StatusIcon.tsx) and, before React loads, by the
 * early result page (app/earlyResultPage.ts): one shape for both, so the one replaces the other
 * without a visible change.
 */
export type StatusIconKind = 'error' | 'warning' | 'success' | 'info' | 'time';

export const STATUS_MARKS: Record<StatusIconKind, string> = {
  error: 'M8.5 8.5l7 7M15.5 8.5l-7 7',
  warning: 'M12 7v6M12 16.5v.5',
  success: 'M7.5 12.5l3 3 6-6.5',
  info: 'M12 11v6M12 7.5v.5',
  time: 'M12 7v5l3.5 2',
};

export const statusIconClass = (kind: StatusIconKind) => `result__icon result__icon--${kind === 'time' ? 'warning' : kind}`;
