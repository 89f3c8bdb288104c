import type { Meta, StoryObj } from '@storybook/react-vite';
import { SignedValue } from './SignedValue';

const meta = {
  title: 'Components/SignedValue',
  component: SignedValue,
  args: { sign: 'negative', children: '-3.20%' },
  argTypes: {
    sign: { control: 'inline-radio', options: ['negative', 'zero', 'positive'] },
    positive: { control: 'inline-radio', options: ['plain', 'positive'] },
  },
} satisfies Meta<typeof SignedValue>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Negative: Story = {};

export const PositiveRate: Story = { args: { sign: 'positive', children: '4.10%' } };

export const Gain: Story = {
  args: { sign: 'positive', positive: 'positive', children: '+$12.00' },
};
