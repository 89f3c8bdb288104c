import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  args: { shape: 'text' },
  argTypes: {
    shape: { control: 'inline-radio', options: ['text', 'block', 'circle'] },
    width: { control: 'text' },
    height: { control: 'text' },
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {};

export const Block: Story = { args: { shape: 'block' } };

export const Circle: Story = { args: { shape: 'circle', width: 40 } };

export const Card: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Skeleton shape="circle" width={40} />
      <div style={{ display: 'grid', gap: 8, flex: 1 }}>
        <Skeleton width="50%" />
        <Skeleton width="80%" height={12} />
      </div>
    </div>
  ),
};
