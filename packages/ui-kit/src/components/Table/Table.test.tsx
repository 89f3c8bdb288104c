import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Table, type TableProps } from './Table';
import type { TableColumn } from './tableTypes';

interface Reserve {
  symbol: string;
  apy: number;
}

const reserves: Reserve[] = [
  { symbol: 'SOL', apy: 7 },
  { symbol: 'USDC', apy: 12 },
  { symbol: 'JUP', apy: 3 },
];

const columns: TableColumn<Reserve>[] = [
  { id: 'asset', header: 'Asset', cell: (row) => row.symbol, sortValue: (row) => row.symbol },
  {
    id: 'apy',
    header: 'Supply APY',
    cell: (row) => `${row.apy}%`,
    sortValue: (row) => row.apy,
    align: 'end',
  },
  {
    id: 'action',
    header: 'Action',
    cell: (row) => <button type="button">Supply {row.symbol}</button>,
  },
];

function renderTable(props: Partial<TableProps<Reserve>> = {}) {
  return render(
    <Table
      columns={columns}
      rows={reserves}
      getRowKey={(row) => row.symbol}
      label="Reserves"
      {...props}
    />,
  );
}

function bodyRows(): HTMLElement[] {
  const [, body] = screen.getAllByRole('rowgroup');
  if (!body) throw new Error('no table body');
  return within(body).getAllByRole('row');
}

const firstCells = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('Table', () => {
  it('renders a named table in a focusable scroll region', () => {
    renderTable();
    expect(screen.getByRole('table', { name: 'Reserves' })).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Reserves' });
    expect(region).toHaveClass('keel-table-scroll');
    expect(region).toHaveAttribute('tabindex', '0');
    expect(firstCells()).toEqual(['SOL', 'USDC', 'JUP']);
  });

  it('sorts ascending then descending and reports aria-sort on the sorted header only', async () => {
    const user = userEvent.setup();
    renderTable();
    const apyHeader = screen.getByRole('columnheader', { name: /Supply APY/ });
    const assetHeader = screen.getByRole('columnheader', { name: /Asset/ });
    expect(apyHeader).not.toHaveAttribute('aria-sort');

    await user.click(within(apyHeader).getByRole('button'));
    expect(apyHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(assetHeader).not.toHaveAttribute('aria-sort');
    expect(firstCells()).toEqual(['JUP', 'SOL', 'USDC']);

    await user.click(within(apyHeader).getByRole('button'));
    expect(apyHeader).toHaveAttribute('aria-sort', 'descending');
    expect(firstCells()).toEqual(['USDC', 'SOL', 'JUP']);

    await user.click(within(assetHeader).getByRole('button'));
    expect(assetHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(apyHeader).not.toHaveAttribute('aria-sort');
    expect(firstCells()).toEqual(['JUP', 'SOL', 'USDC']);
  });

  it('has no sort button on columns without a sort value', () => {
    renderTable();
    const action = screen.getByRole('columnheader', { name: 'Action' });
    expect(within(action).queryByRole('button')).not.toBeInTheDocument();
  });

  it('starts from defaultSort and reports changes', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    renderTable({ defaultSort: { columnId: 'apy', direction: 'desc' }, onSortChange });
    expect(firstCells()).toEqual(['USDC', 'SOL', 'JUP']);
    await user.click(screen.getByRole('button', { name: /Supply APY/ }));
    expect(onSortChange).toHaveBeenCalledWith({ columnId: 'apy', direction: 'asc' });
  });

  it('in controlled or manual mode leaves ordering to the owner', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    renderTable({ sort: { columnId: 'apy', direction: 'asc' }, manualSorting: true, onSortChange });
    expect(firstCells()).toEqual(['SOL', 'USDC', 'JUP']);
    expect(screen.getByRole('columnheader', { name: /Supply APY/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await user.click(screen.getByRole('button', { name: /Supply APY/ }));
    expect(onSortChange).toHaveBeenCalledWith({ columnId: 'apy', direction: 'desc' });
    expect(screen.getByRole('columnheader', { name: /Supply APY/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  it('shows skeleton rows and aria-busy while loading', () => {
    const { container } = renderTable({ loading: true, loadingRowCount: 3 });
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(bodyRows()).toHaveLength(3);
    expect(container.querySelectorAll('tbody .keel-skeleton')).toHaveLength(3 * columns.length);
    expect(screen.queryByText('SOL')).not.toBeInTheDocument();
  });

  it('shows the empty state across all columns when there are no rows', () => {
    renderTable({ rows: [], emptyState: 'No reserves match your search' });
    const [row] = bodyRows();
    const cell = within(row as HTMLElement).getByRole('cell');
    expect(cell).toHaveTextContent('No reserves match your search');
    expect(cell).toHaveAttribute('colspan', '3');
    expect(screen.getByRole('table')).not.toHaveAttribute('aria-busy');
  });

  it('activates rows by click, Enter and Space, but not through controls inside them', async () => {
    const user = userEvent.setup();
    const onRowClick = vi.fn();
    renderTable({ onRowClick });
    const [solRow, usdcRow] = bodyRows();
    if (!solRow || !usdcRow) throw new Error('rows missing');

    await user.click(within(solRow).getByText('7%'));
    expect(onRowClick).toHaveBeenLastCalledWith(reserves[0]);

    usdcRow.focus();
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(reserves[1]);
    await user.keyboard(' ');
    expect(onRowClick).toHaveBeenCalledTimes(3);

    await user.click(within(solRow).getByRole('button', { name: 'Supply SOL' }));
    expect(onRowClick).toHaveBeenCalledTimes(3);
  });

  it('does not make rows focusable without onRowClick', () => {
    renderTable();
    for (const row of bodyRows()) expect(row).not.toHaveAttribute('tabindex');
  });
});

describe('Table pages', () => {
  const many = Array.from({ length: 23 }, (_, i) => ({ id: `r${i}`, n: i }));
  const numberColumns = [
    {
      id: 'n',
      header: 'N',
      cell: (r: { n: number }) => String(r.n),
      sortValue: (r: { n: number }) => r.n,
    },
  ];

  it('shows one page of the sorted rows and moves between pages, back to the first on a sort', async () => {
    render(
      <Table
        label="Numbers"
        columns={numberColumns}
        rows={many}
        getRowKey={(r) => r.id}
        pageSize={10}
        defaultSort={{ columnId: 'n', direction: 'asc' }}
      />,
    );
    const cells = () => screen.getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells()).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    const pages = screen.getByRole('navigation', { name: 'Numbers pages' });
    expect(pages).toHaveTextContent('Page 1 of 3');
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(cells()).toEqual(['20', '21', '22']);
    await userEvent.click(within(screen.getByRole('table')).getByRole('button', { name: /N/ }));
    expect(pages).toHaveTextContent('Page 1 of 3');
    expect(cells()[0]).toBe('22');
  });

  it('has no page controls when everything fits', () => {
    render(
      <Table
        label="Numbers"
        columns={numberColumns}
        rows={many.slice(0, 5)}
        getRowKey={(r) => r.id}
        pageSize={10}
      />,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  describe('as cards under 768 px', () => {
    const cardColumns: TableColumn<Reserve>[] = [
      { id: 'logo', header: '', cell: () => '◎', card: 'hidden' },
      { id: 'asset', header: 'Asset', cell: (row) => row.symbol, card: 'title' },
      {
        id: 'apy',
        header: <abbr title="Annual percentage yield">APY</abbr>,
        cardLabel: 'Supply APY',
        cell: (row) => `${row.apy}%`,
      },
      { id: 'tier', header: 'Tier', cell: () => 'Regular' },
      {
        id: 'actions',
        header: <span className="keel-visually-hidden">Actions</span>,
        cell: (row) => <button type="button">Supply {row.symbol}</button>,
        card: 'actions',
      },
    ];

    function cardCells() {
      render(
        <Table
          columns={cardColumns}
          rows={reserves.slice(0, 1)}
          getRowKey={(row) => row.symbol}
          label="Reserves"
          minWidth={960}
        />,
      );
      const [row] = bodyRows();
      return within(row as HTMLElement).getAllByRole('cell');
    }

    it('labels each field by its column and places the title, the actions and hidden cells', () => {
      const [logo, asset, apy, tier, actions] = cardCells();
      expect(logo).toHaveClass('keel-table__cell--card-hidden');
      expect(asset).toHaveClass('keel-table__cell--card-title');
      expect(asset).not.toHaveAttribute('data-label');
      expect(apy).toHaveAttribute('data-label', 'Supply APY');
      expect(tier).toHaveAttribute('data-label', 'Tier');
      expect(tier).toHaveClass('keel-table__cell--card-field');
      expect(actions).toHaveClass('keel-table__cell--card-actions');
      expect(actions).not.toHaveAttribute('data-label');
      // The cell's own text stays the value alone: the label is generated content.
      expect(apy).toHaveTextContent(/^7%$/);
    });

    it('pins the actions header and only sortable headers stay as sort buttons', () => {
      cardCells();
      expect(screen.getByRole('columnheader', { name: 'Actions' })).toHaveClass(
        'keel-table__header--actions',
      );
      expect(screen.getByRole('columnheader', { name: 'Tier' })).not.toHaveClass(
        'keel-table__header--sortable',
      );
    });

    it('makes the first column the title when no column claims it', () => {
      renderTable();
      const [row] = bodyRows();
      const [asset, apy] = within(row as HTMLElement).getAllByRole('cell');
      expect(asset).toHaveClass('keel-table__cell--card-title');
      expect(apy).toHaveAttribute('data-label', 'Supply APY');
      expect(screen.getByRole('columnheader', { name: /Supply APY/ })).toHaveClass(
        'keel-table__header--sortable',
      );
    });

    it('sets the minimum width as a property the card layout can lift', () => {
      cardCells();
      const table = screen.getByRole('table');
      expect(table.style.getPropertyValue('--table-min-width')).toBe('960px');
      expect(table.style.minWidth).toBe('');
    });
  });
});
