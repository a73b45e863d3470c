import { screen, within } from '@testing-library/react';

/** The value shown for a label in the Fields section with this title (or anywhere, without one). */
export function fieldValue(label: string, section?: string): string | null {
  const scope = section ? within(screen.getByRole('region', { name: section })) : screen;
  const terms = scope.queryAllByText(label, { selector: 'dt' });
  if (terms.length > 1) throw new Error(`label ${label} appears ${terms.length} times`);
  return terms[0]?.nextElementSibling?.textContent ?? null;
}
