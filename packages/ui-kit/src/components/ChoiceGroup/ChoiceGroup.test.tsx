import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChoiceGroup } from './ChoiceGroup';

type Range = '7D' | '30D' | 'starred';

function Harness({ onChange }: { onChange?: (value: Range) => void }) {
  const [value, setValue] = useState<Range>('7D');
  return (
    <ChoiceGroup<Range>
      legend="Chart range"
      options={[
        { id: '7D', label: '7D' },
        { id: '30D', label: '30D' },
        { id: 'starred', label: '☆', name: 'Starred' },
      ]}
      value={value}
      onChange={(next) => {
        onChange?.(next);
        setValue(next);
      }}
    />
  );
}

describe('ChoiceGroup', () => {
  it('is a named group of toggle buttons with the value pressed', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Chart range' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '7D' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '30D' })).toHaveAttribute('aria-pressed', 'false');
    // a symbol's accessible name is its `name`
    expect(screen.getByRole('button', { name: 'Starred' })).toHaveTextContent('☆');
  });

  it('reports a click or a key press on another option', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: '30D' }));
    expect(onChange).toHaveBeenLastCalledWith('30D');
    expect(screen.getByRole('button', { name: '30D' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith('starred');
  });
});
