import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PreviewRows } from './PreviewRows';

describe('PreviewRows', () => {
  it('shows before → after for a changed figure and a figure that does not change once', () => {
    render(
      <PreviewRows
        rows={[
          { label: 'Supplied', before: '$0', after: '$150.00' },
          { label: 'Borrowed', before: '$0', after: '$0' },
          { label: 'LTV', before: '10%', after: '74%', tone: 'high' },
          { label: 'Network fee', after: '0.000005 SOL' },
        ]}
      />,
    );
    expect(screen.getByLabelText('Preview').tagName).toBe('DL');
    const supplied = screen.getByText('Supplied').nextElementSibling;
    expect(supplied?.textContent).toBe('from $0 →  to $150.00');
    expect(screen.getByText('Borrowed').nextElementSibling?.textContent).toBe('$0');
    expect(screen.getByText('74%').className).toContain('--high');
    expect(screen.getByText('Network fee').nextElementSibling?.textContent).toBe('0.000005 SOL');
  });

  it('cues the direction of risk beside a changed figure, whatever its band colour', () => {
    render(
      <PreviewRows
        rows={[
          { label: 'LTV', before: '10%', after: '40%', tone: 'low', risk: 'up' },
          { label: 'Health', before: '3.1', after: '1.8', risk: 'up' },
          { label: 'Liquidation LTV', before: '80%', after: '80%', risk: 'up' },
          { label: 'Leverage', before: '3x', after: '2x', risk: 'down' },
        ]}
      />,
    );
    const ltv = screen.getByText('LTV').nextElementSibling;
    expect(ltv?.textContent).toBe('from 10% →  to 40%↑ risk up');
    expect(ltv?.querySelector('[data-risk-direction="up"]')).toHaveAttribute('title', 'Risk up');
    expect(screen.getByText('40%').className).toContain('--low');
    expect(screen.getByText('Leverage').nextElementSibling?.textContent).toContain('↓ risk down');
    // No change, no cue.
    expect(screen.getByText('Liquidation LTV').nextElementSibling?.textContent).toBe('80%');
  });
});
