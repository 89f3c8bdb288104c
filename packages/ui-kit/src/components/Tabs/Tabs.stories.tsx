import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Skeleton } from '../Skeleton/Skeleton';
import { type TabItem, Tabs } from './Tabs';

const walletTabs: TabItem[] = [
  { id: 'balances', label: 'Balances', content: <p>Token balances of the connected wallet.</p> },
  { id: 'positions', label: 'Positions', content: <p>Open lending and liquidity positions.</p> },
  {
    id: 'activity',
    label: 'Activity',
    content: (
      <div style={{ display: 'grid', gap: 8 }}>
        <Skeleton />
        <Skeleton width="60%" />
      </div>
    ),
  },
];

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { tabs: walletTabs, label: 'Wallet', onValueChange: fn() },
  argTypes: {
    activation: { control: 'inline-radio', options: ['automatic', 'manual'] },
    tabs: { control: false },
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const FullWidth: Story = { args: { fullWidth: true } };

export const ManualActivation: Story = { args: { activation: 'manual' } };

export const WithDisabledTab: Story = {
  args: {
    tabs: [...walletTabs, { id: 'bridge', label: 'Bridge', content: null, disabled: true }],
  },
};
