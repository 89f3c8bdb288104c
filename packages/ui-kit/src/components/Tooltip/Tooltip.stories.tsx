import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Tag } from '../Tag/Tag';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  args: {
    content: 'This Product is still in Beta',
    placement: 'top',
    openDelay: 100,
    children: <button type="button">Multiply</button>,
  },
  argTypes: {
    placement: { control: 'inline-radio', options: ['top', 'bottom'] },
    children: { control: false },
  },
  decorators: [(Story) => <div style={{ padding: '64px 24px' }}>{Story()}</div>],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnABetaTag: Story = {
  render: (args) => (
    <Tooltip {...args}>
      <a href="#multiply" style={{ color: 'inherit', display: 'inline-flex', gap: 6 }}>
        Multiply <Tag variant="beta" />
      </a>
    </Tooltip>
  ),
};

export const OnAButton: Story = {
  args: {
    content: 'Please accept terms first.',
    children: <Button disabled={false}>Confirm</Button>,
  },
};

export const Below: Story = { args: { placement: 'bottom' } };
