import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tag } from './Tag';

const meta = {
  title: 'Components/Tag',
  component: Tag,
  args: { variant: 'neutral', children: 'Recent' },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['beta', 'new', 'lightning', 'comingSoon', 'neutral'],
    },
  },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};

export const Beta: Story = { args: { variant: 'beta', children: undefined } };

export const New: Story = { args: { variant: 'new', children: undefined } };

export const Lightning: Story = { args: { variant: 'lightning', children: undefined } };

export const ComingSoon: Story = { args: { variant: 'comingSoon', children: undefined } };

export const All: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
      <Tag variant="beta" />
      <Tag variant="new" />
      <Tag variant="lightning" />
      <Tag variant="lightning">Boosted</Tag>
      <Tag variant="comingSoon" />
      <Tag>Recent</Tag>
    </div>
  ),
};
