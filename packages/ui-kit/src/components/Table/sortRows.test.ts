import { describe, expect, it } from 'vitest';
import { nextSort, sortRows } from './sortRows';
import type { TableColumn } from './tableTypes';

interface Market {
  name: string;
  tvl: number | null;
  supplied: bigint;
  listed: Date;
}

const markets: Market[] = [
  { name: 'Main 10', tvl: 5, supplied: 30n, listed: new Date('2024-03-01') },
  { name: 'Main 2', tvl: null, supplied: 10n, listed: new Date('2023-01-01') },
  { name: 'alt', tvl: 20, supplied: 20n, listed: new Date('2025-05-05') },
  { name: 'Jito', tvl: Number.NaN, supplied: 20n, listed: new Date('2022-02-02') },
];

const column = (id: keyof Market): TableColumn<Market> => ({
  id,
  header: id,
  cell: (row) => String(row[id]),
  sortValue: (row) => row[id],
});
const columns = [column('name'), column('tvl'), column('supplied'), column('listed')];
const names = (rows: Market[]) => rows.map((row) => row.name);

describe('sortRows', () => {
  it('leaves the order alone without a sort or for an unknown column', () => {
    expect(names(sortRows(markets, columns, null))).toEqual(names(markets));
    expect(names(sortRows(markets, columns, { columnId: 'nope', direction: 'asc' }))).toEqual(
      names(markets),
    );
  });

  it('sorts strings with numeric, case-insensitive collation', () => {
    expect(names(sortRows(markets, columns, { columnId: 'name', direction: 'asc' }))).toEqual([
      'alt',
      'Jito',
      'Main 2',
      'Main 10',
    ]);
  });

  it('keeps missing values last in both directions', () => {
    expect(names(sortRows(markets, columns, { columnId: 'tvl', direction: 'asc' }))).toEqual([
      'Main 10',
      'alt',
      'Main 2',
      'Jito',
    ]);
    expect(names(sortRows(markets, columns, { columnId: 'tvl', direction: 'desc' }))).toEqual([
      'alt',
      'Main 10',
      'Main 2',
      'Jito',
    ]);
  });

  it('sorts bigints and dates, stable for ties', () => {
    expect(names(sortRows(markets, columns, { columnId: 'supplied', direction: 'desc' }))).toEqual([
      'Main 10',
      'alt',
      'Jito',
      'Main 2',
    ]);
    expect(names(sortRows(markets, columns, { columnId: 'listed', direction: 'asc' }))).toEqual([
      'Jito',
      'Main 2',
      'Main 10',
      'alt',
    ]);
  });

  it('uses a custom comparator and reverses it for descending', () => {
    const byNameLength: TableColumn<Market> = {
      id: 'length',
      header: 'Length',
      cell: () => null,
      compare: (a, b) => a.name.length - b.name.length,
    };
    expect(
      names(sortRows(markets, [byNameLength], { columnId: 'length', direction: 'desc' })),
    ).toEqual(['Main 10', 'Main 2', 'Jito', 'alt']);
  });

  it('does not modify the input', () => {
    const input = [...markets];
    sortRows(input, columns, { columnId: 'name', direction: 'asc' });
    expect(input).toEqual(markets);
  });
});

describe('nextSort', () => {
  it('starts a new column in its first direction and flips the current one', () => {
    const tvl = { ...column('tvl'), firstSortDirection: 'desc' as const };
    expect(nextSort(null, column('name'))).toEqual({ columnId: 'name', direction: 'asc' });
    expect(nextSort({ columnId: 'name', direction: 'asc' }, tvl)).toEqual({
      columnId: 'tvl',
      direction: 'desc',
    });
    expect(nextSort({ columnId: 'tvl', direction: 'desc' }, tvl)).toEqual({
      columnId: 'tvl',
      direction: 'asc',
    });
  });
});
