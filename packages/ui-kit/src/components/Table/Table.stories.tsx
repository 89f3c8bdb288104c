import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { Table, type TableProps } from './Table';
import type { TableColumn } from './tableTypes';

interface ReserveRow {
  symbol: string;
  /** Display strings as the product formats them; sorting uses the numeric companions. */
  supplyApy: string;
  supplyApyRank: number;
  tvl: string;
  tvlRank: number;
}

const reserves: ReserveRow[] = [
  { symbol: 'SOL', supplyApy: '6.12%', supplyApyRank: 612, tvl: '$412.5M', tvlRank: 4125 },
  { symbol: 'USDC', supplyApy: '9.80%', supplyApyRank: 980, tvl: '$220.1M', tvlRank: 2201 },
  { symbol: 'JitoSOL', supplyApy: '0.04%', supplyApyRank: 4, tvl: '$98.7M', tvlRank: 987 },
  { symbol: 'JUP', supplyApy: '2.31%', supplyApyRank: 231, tvl: '$12.0M', tvlRank: 120 },
];

const columns: TableColumn<ReserveRow>[] = [
  { id: 'asset', header: 'Asset', cell: (row) => row.symbol, sortValue: (row) => row.symbol },
  {
    id: 'apy',
    header: 'Supply APY',
    cell: (row) => row.supplyApy,
    sortValue: (row) => row.supplyApyRank,
    firstSortDirection: 'desc',
    align: 'end',
  },
  {
    id: 'tvl',
    header: 'Total supplied',
    cell: (row) => row.tvl,
    sortValue: (row) => row.tvlRank,
    firstSortDirection: 'desc',
    align: 'end',
  },
  {
    id: 'action',
    header: <span className="keel-visually-hidden">Actions</span>,
    cell: (row) => (
      <Button size="sm" variant="secondary">
        Supply {row.symbol}
      </Button>
    ),
    align: 'end',
  },
];

const meta = {
  title: 'Components/Table',
  component: Table<ReserveRow>,
  args: {
    columns,
    rows: reserves,
    getRowKey: (row: ReserveRow) => row.symbol,
    label: 'Reserves',
    defaultSort: { columnId: 'tvl', direction: 'desc' },
    minWidth: 560,
  },
  argTypes: {
    columns: { control: false },
    rows: { control: false },
  },
} satisfies Meta<TableProps<ReserveRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sortable: Story = {};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = {
  args: { rows: [], emptyState: 'No reserves match your search' },
};

export const ClickableRows: Story = { args: { onRowClick: fn() } };

export const NarrowContainer: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 340 }}>{Story()}</div>],
};
