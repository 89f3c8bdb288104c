import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { figureOr, NoValue } from './NoValue';

describe('NoValue', () => {
  it('shows a dash with its reason', () => {
    render(<NoValue reason="No price" />);
    const dash = screen.getByTitle('No price');
    expect(dash).toHaveTextContent('-');
    expect(dash).toHaveAccessibleName('No price');
  });

  it('gives a figure without a value its reason and leaves a figure as it is', () => {
    render(
      <>
        <span data-testid="missing">{figureOr('-', 'TVL not loaded')}</span>
        <span data-testid="shown">{figureOr('$1.20M', 'TVL not loaded')}</span>
      </>,
    );
    expect(screen.getByTestId('missing').firstElementChild).toHaveAttribute(
      'title',
      'TVL not loaded',
    );
    expect(screen.getByTestId('shown')).toHaveTextContent('$1.20M');
    expect(screen.getByTestId('shown').firstElementChild).toBeNull();
  });
});
