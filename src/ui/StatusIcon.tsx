/**
 * The result pages' icons as small inline SVGs (decorative: the heading says the same), so those
 * pages load no icon library.
 */
export type StatusIconKind = 'error' | 'warning' | 'success' | 'info' | 'time';

const MARKS: Record<StatusIconKind, string> = {
  error: 'M8.5 8.5l7 7M15.5 8.5l-7 7',
  warning: 'M12 7v6M12 16.5v.5',
  success: 'M7.5 12.5l3 3 6-6.5',
  info: 'M12 11v6M12 7.5v.5',
  time: 'M12 7v5l3.5 2',
};

export function StatusIcon({ kind }: { kind: StatusIconKind }) {
  return (
    <svg className={`result__icon result__icon--${kind === 'time' ? 'warning' : kind}`} viewBox="0 0 24 24" width="56" height="56" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11" fill="currentColor" />
      <path d={MARKS[kind]} fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
