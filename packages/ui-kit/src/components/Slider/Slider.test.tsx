import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Slider, type SliderProps } from './Slider';

type HarnessProps = Partial<Omit<SliderProps, 'value'>> & { initial?: number };

function Harness({ initial = 1.1, onChange, ...props }: HarnessProps) {
  const [value, setValue] = useState(initial);
  return (
    <Slider
      label="Leverage"
      min={1.1}
      max={5}
      {...props}
      value={value}
      onChange={(next) => {
        onChange?.(next);
        setValue(next);
      }}
    />
  );
}

describe('Slider', () => {
  it('is a labelled native slider that reads the value as leverage (1 decimal, x)', () => {
    render(<Harness initial={2} />);
    const slider = screen.getByRole('slider', { name: 'Leverage' });
    expect(slider).toHaveAttribute('type', 'range');
    expect(slider).toHaveAttribute('min', '1.1');
    expect(slider).toHaveAttribute('max', '5');
    expect(slider).toHaveAttribute('step', '0.1');
    expect(slider).toHaveValue('2');
    expect(slider).toHaveAttribute('aria-valuetext', '2.0x');
    // shown beside the label, hidden from screen readers (the value text says it)
    expect(screen.getByText('2.0x')).toHaveAttribute('aria-hidden', 'true');
  });

  it('reports new values as numbers and shows them', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const slider = screen.getByRole('slider');
    fireEvent.change(slider, { target: { value: '3.4' } });
    expect(onChange).toHaveBeenCalledWith(3.4);
    expect(slider).toHaveAttribute('aria-valuetext', '3.4x');
    expect(screen.getByText('3.4x')).toBeInTheDocument();
  });

  // Arrow keys, Page Up/Down, Home and End are the browser's own on a native range input
  // (jsdom does not implement them); the slider only has to be reachable.
  it('is one tab stop', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    expect(screen.getByRole('slider', { name: 'Leverage' })).toHaveFocus();
  });

  it('takes a custom format for the value text, the shown value and the marks', () => {
    render(
      <Slider
        label="LTV"
        min={0}
        max={100}
        step={1}
        value={42}
        onChange={vi.fn()}
        formatValue={(value) => `${value}%`}
        marks={[{ value: 0 }, { value: 80, label: 'Max LTV' }]}
      />,
    );
    expect(screen.getByRole('slider', { name: 'LTV' })).toHaveAttribute('aria-valuetext', '42%');
    expect(screen.getByText('0%')).toBeInTheDocument();
    const mark = screen.getByText('Max LTV');
    expect(mark.parentElement).toHaveAttribute('aria-hidden', 'true');
    expect(mark.style.left).toContain('0.8');
  });

  it('fills the track up to the value, clamped to the range', () => {
    const { container, rerender } = render(
      <Slider label="Leverage" min={1} max={3} value={2} onChange={vi.fn()} />,
    );
    const fill = container.querySelector<HTMLElement>('.keel-slider__fill');
    expect(fill?.style.width).toContain('* 0.5)');
    rerender(<Slider label="Leverage" min={1} max={3} value={9} onChange={vi.fn()} />);
    expect(fill?.style.width).toContain('* 1)');
    rerender(<Slider label="Leverage" min={3} max={3} value={3} onChange={vi.fn()} />);
    expect(fill?.style.width).toContain('* 0)');
  });

  it.each(['low', 'medium', 'high'] as const)('takes the %s risk colour', (color) => {
    const { container } = render(
      <Slider label="Leverage" min={1} max={3} value={2} onChange={vi.fn()} color={color} />,
    );
    expect(container.firstElementChild).toHaveClass(`keel-slider--${color}`);
  });

  it('hides the label visually, and the shown value on request', () => {
    render(
      <Slider
        label="Leverage"
        hideLabel
        showValue={false}
        min={1}
        max={3}
        value={2}
        onChange={vi.fn()}
      />,
    );
    expect(screen.getByRole('slider', { name: 'Leverage' })).toBeInTheDocument();
    expect(screen.getByText('Leverage')).toHaveClass('keel-visually-hidden');
    expect(screen.queryByText('2.0x')).not.toBeInTheDocument();
  });

  it('can be disabled and forwards ref, id and name', () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <Slider
        ref={ref}
        id="leverage"
        name="leverage"
        label="Leverage"
        min={1}
        max={3}
        value={2}
        onChange={vi.fn()}
        disabled
      />,
    );
    const slider = screen.getByRole('slider', { name: 'Leverage' });
    expect(slider).toBeDisabled();
    expect(ref.current).toBe(slider);
    expect(slider).toHaveAttribute('id', 'leverage');
    expect(slider).toHaveAttribute('name', 'leverage');
  });
});
