import { STATUS_MARKS, statusIconClass, type StatusIconKind } from './statusIconShape';

/**
 * The result pages' icons as small inline SVGs (decorative: the heading says the same), so those
 * pages load no icon library.
 */
export function StatusIcon({ kind }: { kind: StatusIconKind }) {
  return (
    <svg className={statusIconClass(kind)} viewBox="0 0 24 24" width="56" height="56" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11" fill="currentColor" />
      <path d={STATUS_MARKS[kind]} fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
