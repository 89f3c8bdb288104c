import { formatApy, MathDecimal } from '@keel/core-math';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { reserveView } from '../data/reserveView';
import { reserveFixture, testKey } from '../data/testing/reserveFixture';
import { TEST_SLOT_MS } from '../data/testing/seedLending';
import { ApyCell } from './ApyCell';
import { rateFigures } from './reserve/reserveFigures';
import { borrowFigures, supplyFigures } from './vaults/vaultFigures';

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

/** JitoSOL with supply rewards and its staking yield from the API's staking-yields list. */
const jitoSol = reserveFixture({
  address: testKey(42),
  market: testKey(41),
  symbol: 'JitoSOL',
  decimals: 9,
  available: '600',
  borrowed: '400',
  price: '170',
});
const stakedInput = {
  slotDurationMs: TEST_SLOT_MS,
  nowSeconds: 0,
  collateralFarmApys: [new MathDecimal('0.015')],
};
const jitoPlain = reserveView(jitoSol, stakedInput);
const jitoStaked = reserveView(jitoSol, {
  ...stakedInput,
  extraSupplyYields: {
    stakingYields: [
      { tokenMint: jitoSol.liquidity.mintPubkey.toBase58(), apy: new MathDecimal('0.0745') },
    ],
  },
});

/** The tooltip rows of an APY cell, after focusing it. */
function breakdown(side: 'supply' | 'borrow', apys = view.apys) {
  render(<ApyCell apys={apys} side={side} />);
  const button = screen.getByRole('button');
  fireEvent.focus(button);
  const tooltip = screen.getByRole('tooltip');
  const row = (label: string) => within(tooltip).getByText(label).nextElementSibling?.textContent;
  const labels = within(tooltip)
    .getAllByRole('term')
    .map((term) => term.textContent);
  return { total: button.textContent, row, labels };
}

/** A figure's text as it renders. */
const figure = (figures: { label: string; value: ReactNode }[], label: string) =>
  render(<span>{figures.find((f) => f.label === label)?.value}</span>).container.textContent;

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

  it('has no staking line for a token without a staking yield', () => {
    expect(breakdown('supply').labels).toEqual(['Supply APY', 'Rewards APY']);
  });

  it("shows a liquid-staking token's staking APY as its own line, in a higher total", () => {
    const { total, row, labels } = breakdown('supply', jitoStaked.apys);
    expect(labels).toEqual(['Supply APY', 'Rewards APY', 'Staking APY']);
    expect(row('Staking APY')).toBe('7.45%');
    expect(row('Supply APY')).toBe(formatApy(jitoPlain.apys.lendingDepositApy));
    expect(total).toBe(formatApy(jitoPlain.apys.totalDepositApy.plus('0.0745')));
    expect(total).not.toBe(formatApy(jitoPlain.apys.totalDepositApy));
  });

  it('keeps the staking yield off the borrow side: borrowers do not earn it', () => {
    const { total, labels } = breakdown('borrow', jitoStaked.apys);
    expect(labels).toEqual(['Borrow APY', 'Rewards APY']);
    expect(total).toBe(formatApy(jitoPlain.apys.totalBorrowApy));
  });

  it('shows the same staking line and supply total on the reserve and vault pages', () => {
    for (const figures of [rateFigures(jitoStaked), supplyFigures(jitoStaked)]) {
      expect(figure(figures, 'Staking APY')).toBe('7.45%');
      expect(figure(figures, 'Supply APY')).toBe(
        formatApy(jitoPlain.apys.totalDepositApy.plus('0.0745')),
      );
    }
    for (const figures of [rateFigures(jitoPlain), supplyFigures(jitoPlain)]) {
      expect(figures.some((f) => f.label === 'Staking APY')).toBe(false);
    }
  });
});
