import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { ChoiceGroup, type ChoiceOption } from './ChoiceGroup';

const FILTERS: readonly ChoiceOption<string>[] = [
  { id: 'starred', label: '☆', name: 'Starred positions' },
  { id: 'all', label: 'All' },
  { id: 'USDC', label: 'USDC' },
  { id: 'USDG', label: 'USDG' },
];

function Demo({ size, onChange }: { size?: 'sm' | 'md'; onChange?: (value: string) => void }) {
  const [value, setValue] = useState('all');
  return (
    <ChoiceGroup
      legend="Market filter"
      options={FILTERS}
      value={value}
      size={size}
      onChange={(next) => {
        onChange?.(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/ChoiceGroup',
  component: Demo,
  args: { onChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filters: Story = {};
export const Small: Story = { args: { size: 'sm' } };
