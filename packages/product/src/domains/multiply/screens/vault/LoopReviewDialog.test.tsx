import { loopReview } from '@keel/core-math';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../../testing/renderScreen';
import { LoopReviewDialog, type PendingLoop } from './LoopReviewDialog';

const row = {
  collateral: { symbol: 'SOL', mint: 'So11111111111111111111111111111111111111112', decimals: 9 },
  debt: { symbol: 'USDC', mint: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', decimals: 6 },
};

/** 3 SOL against 200 USDC at $150: a close keeps 3 − 200 / 150 SOL less its costs. */
function closing(confirm: () => void): PendingLoop {
  return {
    title: 'Close SOL/USDC',
    changes: [
      { label: 'Leverage', before: '1.8x', after: '-', risk: 'down' },
      { label: 'LTV', before: '44.44%', after: '0.00%', tone: 'low', risk: 'down' },
    ],
    review: loopReview({
      deposited: 3,
      borrowed: 200,
      priceCollToDebt: 150,
      collateralPrice: 150,
      debtFlashLoanFee: '0.001',
      change: { kind: 'close' },
    }),
    confirm,
  };
}

function renderReview(pending: PendingLoop | null, onClose = vi.fn()) {
  renderInApp(<LoopReviewDialog row={row} pending={pending} slippageBps={50} onClose={onClose} />);
  return onClose;
}

const value = (label: string) =>
  within(screen.getByLabelText('Review figures')).getByText(label, { selector: 'dt' })
    .nextElementSibling?.textContent;

describe('LoopReviewDialog', () => {
  it('names what comes back, the debt repaid and the fees before anything is sent', () => {
    const confirm = vi.fn();
    renderReview(closing(confirm));
    expect(screen.getByRole('dialog', { name: 'Review: Close SOL/USDC' })).toBeInTheDocument();
    // 3 − 200 × 1.001 / 150 = 1.66533… SOL, at $150.
    expect(value('You receive')).toMatch(/^1\.665\d* SOL \(\$249\.8\d\)$/);
    expect(value('Debt repaid')).toBe('200 USDC');
    expect(value('Flash loan fee')).toBe('0.2 USDC');
    expect(value('Network fee')).toMatch(/SOL$/);
    expect(value('Price impact')).toBeTruthy();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('lists the position before → after with the direction of risk, as the form did', () => {
    renderReview(closing(vi.fn()));
    const changes = screen.getByLabelText('Position change');
    const ltv = within(changes).getByText('LTV', { selector: 'dt' }).nextElementSibling;
    expect(ltv?.textContent).toMatch(/^from 44\.44% →\s+to 0\.00%.*risk down$/);
    expect(ltv?.querySelector('[data-risk-direction="down"]')).not.toBeNull();
  });

  it('Confirm closes the review and runs the loop; Cancel and Escape only close it', () => {
    const confirm = vi.fn();
    const onClose = renderReview(closing(confirm));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(confirm).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onClose).toHaveBeenCalledTimes(3);
    expect(confirm).toHaveBeenCalledTimes(1);
  });

  it('is closed without a pending loop', () => {
    renderReview(null);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
