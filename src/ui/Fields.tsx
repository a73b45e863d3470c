import type { ReactNode } from 'react';
import { breakable } from './breakable';

/** A label/value list: the shape of every confirmation screen's data. Values render as text. */
export interface Field {
  label: string;
  value: ReactNode;
}

export function Fields({ items, title }: { items: (Field | null | false | undefined)[]; title?: string }) {
  const shown = items.filter((i): i is Field => Boolean(i) && (i as Field).value !== '' && (i as Field).value !== undefined);
  return (
    <section className="fields" aria-label={title}>
      {title && <h2 className="fields__title">{title}</h2>}
      <dl className="fields__list">
        {shown.map((item) => (
          <div className="fields__row" key={item.label}>
            <dt>{item.label}</dt>
            <dd>{typeof item.value === 'string' ? breakable(item.value) : item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
