import { formatApy, MathDecimal } from '@keel/core-math';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reserveView } from '../../data/lending/reserveView';
import { TEST_SLOT_MS } from '../../data/lending/testing/lendingTestServices';
import { reserveFixture, testKey } from '../../data/lending/testing/reserveFixture';
import { ApyCell } from './ApyCell';
import { rateFigures } from './reserve/reserveFigures';
import { borrowFigures } from './vaults/vaultFigures';

const usdc = reserveFixture({
  address: testKey(40),
  market: testKey(41),
  symbol: 'USDC',
  decimals: 6,
  available: '300000',
  borrowed: '700000',
  price: '1',
});
const view = reserveView(usdc, {
  slotDurationMs: TEST_SLOT_MS,
  nowSeconds: 0,
  collateralFarmApys: [new MathDecimal('0.015')],
  debtFarmApys: [new MathDecimal('0.02'), new MathDecimal('0.01')],
});

/** The tooltip rows of an APY cell, after focusing it. */
function breakdown(side: 'supply' | 'borrow') {
  render(<ApyCell apys={view.apys} side={side} />);
  const button = screen.getByRole('button');
  fireEvent.focus(button);
  const tooltip = screen.getByRole('tooltip');
  const row = (label: string) => within(tooltip).getByText(label).nextElementSibling?.textContent;
  return { total: button.textContent, row };
}

const figure = (figures: { label: string; value: unknown }[], label: string) =>
  figures.find((f) => f.label === label)?.value;

describe('ApyCell', () => {
  it('shows borrow rewards as a positive reward figure, netted off the total', () => {
    const { total, row } = breakdown('borrow');
    expect(row('Rewards APY')).toBe('3.00%');
    expect(row('Borrow APY')).toBe(formatApy(view.apys.lendingBorrowApy));
    expect(total).toBe(formatApy(view.apys.lendingBorrowApy.minus('0.03')));
  });

  it('shows the same borrow rewards figure as the reserve and vault pages', () => {
    const { row } = breakdown('borrow');
    expect(row('Rewards APY')).toBe(figure(rateFigures(view), 'Borrow rewards APY'));
    expect(row('Rewards APY')).toBe(figure(borrowFigures(view), 'Borrow rewards APY'));
  });

  it('shows supply rewards and the supply total', () => {
    const { total, row } = breakdown('supply');
    expect(row('Rewards APY')).toBe('1.50%');
    expect(row('Supply APY')).toBe(formatApy(view.apys.lendingDepositApy));
    expect(total).toBe(formatApy(view.apys.totalDepositApy));
  });
});
