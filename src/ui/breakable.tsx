import { Fragment, type ReactNode } from 'react';

/** Long unbroken runs (Pix keys, e-mails, ids): beyond this many characters they get break points. */
const LONG_RUN = 16;

/**
 * A text whose long runs may wrap after '@', '.', '/', '-' or '_' (`<wbr>`), so that a Pix key
 * breaks at 'carlos.lima@' / 'example.com' rather than mid-word. React elements, never HTML.
 */
export function breakable(text: string): ReactNode {
  if (!text.split(/\s+/).some((run) => run.length > LONG_RUN)) return text;
  const parts = text.split(/(?<=[@./_-])/);
  return parts.map((part, i) => (
    <Fragment key={i}>
      {part}
      {i < parts.length - 1 && <wbr />}
    </Fragment>
  ));
}
