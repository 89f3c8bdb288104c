import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * The table with this accessible name once its rows are in: a loading table shows skeleton rows
 * under the same name, marked aria-busy.
 */
export async function findLoadedTable(name: string | RegExp): Promise<HTMLElement> {
  const table = await screen.findByRole('table', { name });
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
  return table;
}
