import type { Meta, StoryObj } from '@storybook/react-vite';
import { PreviewRows } from './PreviewRows';

const meta = {
  title: 'Components/PreviewRows',
  component: PreviewRows,
  args: {
    rows: [
      { label: 'Supplied', before: '$40,000.00', after: '$40,012.50' },
      { label: 'Borrowed', before: '$12,000.00', after: '$12,000.00' },
      { label: 'LTV', before: '30.00%', after: '29.99%', tone: 'low' },
      { label: 'Borrow limit', before: '$29,500.00', after: '$29,510.00' },
      { label: 'Network fee', after: '0.000005 SOL' },
    ],
  },
} satisfies Meta<typeof PreviewRows>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Supply: Story = {};

/** A borrow that takes the LTV past the max: the after value turns orange, then red. */
export const RiskyBorrow: Story = {
  args: {
    rows: [
      { label: 'Borrowed', before: '$600.00', after: '$750.00' },
      { label: 'LTV', before: '60.00%', after: '75.00%', tone: 'medium' },
      { label: 'Health', before: '25.00%', after: '6.25%', tone: 'high' },
      { label: 'SOL liquidation price', before: '$75.00', after: '$93.75' },
    ],
  },
};
