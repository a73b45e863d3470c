import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The screen's main heading. It takes focus when the screen appears, so a screen reader announces
 * the new page and keyboard users start from the top of its content.
 */
export function PageHeading({ children, level = 1 }: { children: ReactNode; level?: 1 | 2 }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (level === 1) ref.current?.focus({ preventScroll: false });
  }, [level]);
  const Tag = level === 1 ? 'h1' : 'h2';
  return (
    <Tag ref={ref} tabIndex={-1} className="page-heading">
      {children}
    </Tag>
  );
}
