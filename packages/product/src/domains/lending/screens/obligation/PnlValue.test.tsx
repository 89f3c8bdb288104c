import { MathDecimal } from '@keel/core-math';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PnlValue } from './PnlValue';

describe('PnlValue', () => {
  it("shows 'Pending' with a clock while pending", () => {
    const { container } = render(<PnlValue state={{ kind: 'pending' }} unit="USD" />);
    expect(container.textContent?.trim()).toBe('Pending');
    expect(container.querySelector('svg')).not.toBeNull();
  });

  it("shows '-' when empty", () => {
    const { container } = render(<PnlValue state={{ kind: 'empty' }} unit="USD" />);
    expect(container.textContent).toBe('-');
  });

  it('shows the sign in USD and SOL', () => {
    const gain = render(
      <PnlValue state={{ kind: 'value', value: new MathDecimal('1234.5') }} unit="USD" />,
    );
    expect(gain.container.textContent).toBe('+$1,234.50');
    const loss = render(
      <PnlValue state={{ kind: 'value', value: new MathDecimal('-0.25') }} unit="SOL" />,
    );
    expect(loss.container.textContent).toBe('-0.2500 SOL');
  });
});
