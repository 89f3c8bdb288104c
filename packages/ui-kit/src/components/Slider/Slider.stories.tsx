import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Slider, type SliderColor, type SliderProps } from './Slider';

type DemoProps = Omit<SliderProps, 'value' | 'onChange'> & {
  initialValue: number;
  onChange?: (value: number) => void;
};

function SliderDemo({ initialValue, onChange, ...props }: DemoProps) {
  const [value, setValue] = useState(initialValue);
  return (
    <Slider
      {...props}
      value={value}
      onChange={(next) => {
        onChange?.(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/Slider',
  component: SliderDemo,
  args: {
    label: 'Leverage',
    min: 1.1,
    max: 5,
    step: 0.1,
    initialValue: 2,
    onChange: fn(),
  },
  argTypes: {
    color: { control: 'inline-radio', options: [undefined, 'low', 'medium', 'high'] },
    marks: { control: false },
    formatValue: { control: false },
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof SliderDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Leverage: Story = {
  args: { marks: [{ value: 1.1 }, { value: 2 }, { value: 3 }, { value: 4 }, { value: 5 }] },
};

/** The product picks the colour from the resulting risk, e.g. the LTV after the change. */
export const RiskColours: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      {(['low', 'medium', 'high'] as SliderColor[]).map((color) => (
        <SliderDemo key={color} {...args} color={color} label={`Leverage (${color} risk)`} />
      ))}
    </div>
  ),
};

export const Percentage: Story = {
  args: {
    label: 'Loan to value',
    min: 0,
    max: 100,
    step: 1,
    initialValue: 40,
    formatValue: (value: number) => `${value}%`,
    marks: [{ value: 0 }, { value: 75, label: 'Max LTV' }, { value: 100 }],
  },
};

export const Disabled: Story = { args: { disabled: true } };
