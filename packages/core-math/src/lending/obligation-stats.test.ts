import { describe, expect, it } from 'vitest';
import { borrowPower, maxWithdrawAmount } from './borrow-power';
import type { ElevationGroup } from './elevation-groups';
import { collateralLiquidationPrice, collateralLiquidationPrices } from './liquidation-price';
import { type ObligationInput, obligationStats } from './obligation-stats';

/** MATH.md §3.2 worked example. */
const example: ObligationInput = {
  deposits: [
    { reserve: 'SOL', amount: 10, price: 150, loanToValuePct: 75, liquidationThresholdPct: 80 },
    { reserve: 'USDC', amount: 1000, price: 1, loanToValuePct: 80, liquidationThresholdPct: 85 },
  ],
  borrows: [{ reserve: 'USDT', amount: 800, price: 1, borrowFactorPct: 125 }],
};

describe('obligationStats (MATH.md §3.2 worked example)', () => {
  const stats = obligationStats(example);

  it.each([
    ['userTotalDeposit', '2500'],
    ['userTotalCollateralDeposit', '2500'],
    ['borrowLimit', '1925'],
    ['borrowLiquidationLimit', '2050'],
    ['liquidationLtv', '0.82'],
    ['userTotalBorrow', '800'],
    ['userTotalBorrowBorrowFactorAdjusted', '1000'],
    ['loanToValue', '0.4'],
    ['programLoanToValue', '0.4'],
    ['netAccountValue', '1700'],
    ['maxLtv', '0.77'],
    ['totalUserLtv', '0.32'],
    ['killBuffer', '0.42'],
  ] as const)('%s = %s', (field, expected) => {
    expect(stats[field].toFixed()).toBe(expected);
  });

  it('leverage 1.470588, borrow utilization 0.519481, liquidation delta 1 − 1000/2050', () => {
    expect(stats.leverage.toFixed(6)).toBe('1.470588');
    expect(stats.borrowUtilization.toFixed(6)).toBe('0.519481');
    expect(stats.liquidationDelta.toFixed(6)).toBe('0.512195');
    expect(stats.hasDebt).toBe(true);
    expect(stats.isLiquidatable).toBe(false);
  });

  it('borrow power in USDC (bf 1, origination fee 0.001) = 924.0759', () => {
    expect(
      borrowPower({ stats, borrowFactor: 1, price: 1, originationFeeRate: '0.001' }).toFixed(4),
    ).toBe('924.0759');
    expect(borrowPower({ stats, borrowFactor: 1, price: 1, blocked: true }).toFixed()).toBe('0');
  });

  it('liquidates once bf-adjusted debt reaches 2 050', () => {
    const debtFor = (amount: number) =>
      obligationStats({
        ...example,
        borrows: [{ reserve: 'USDT', amount, price: 1, borrowFactorPct: 125 }],
      });
    expect(debtFor(1639.99).isLiquidatable).toBe(false);
    expect(debtFor(1640).isLiquidatable).toBe(true);
    expect(debtFor(1640).liquidationDelta.toFixed()).toBe('0');
  });

  it('SOL liquidation price: (1000 − 850) / (10 × 0.8) = 18.75', () => {
    expect(collateralLiquidationPrice(stats, 'SOL')?.toFixed()).toBe('18.75');
    // USDC would have to fall below 0: never
    expect(collateralLiquidationPrice(stats, 'USDC')).toBeUndefined();
    expect(collateralLiquidationPrices(stats).get('SOL')?.toFixed()).toBe('18.75');
    expect(collateralLiquidationPrice(stats, 'missing')).toBeUndefined();
  });
});

describe('the two LTV definitions', () => {
  it('differ when a deposit is not collateral (max LTV 0)', () => {
    const stats = obligationStats({
      deposits: [
        { reserve: 'SOL', amount: 10, price: 100, loanToValuePct: 70, liquidationThresholdPct: 75 },
        { reserve: 'X', amount: 1000, price: 1, loanToValuePct: 0, liquidationThresholdPct: 0 },
      ],
      borrows: [{ reserve: 'USDC', amount: 500, price: 1, borrowFactorPct: 100 }],
    });
    // stats: 500 / 1 000 collateral; program: 500 / 2 000 deposits
    expect(stats.loanToValue.toFixed()).toBe('0.5');
    expect(stats.programLoanToValue.toFixed()).toBe('0.25');
    expect(stats.liquidationLtv.toFixed()).toBe('0.75');
    expect(stats.programLiquidationLtv.toFixed()).toBe('0.375');
    expect(stats.userTotalLiquidatableDeposit.toFixed()).toBe('1000');
  });
});

describe('obligationStats edge cases', () => {
  it('an empty obligation is all zeros, leverage 0', () => {
    const stats = obligationStats({ deposits: [], borrows: [] });
    expect(stats.leverage.toFixed()).toBe('0');
    expect(stats.loanToValue.toFixed()).toBe('0');
    expect(stats.liquidationLtv.toFixed()).toBe('0');
    expect(stats.hasDebt).toBe(false);
    expect(stats.isLiquidatable).toBe(false);
  });

  it('without debt: leverage 1, no liquidation price', () => {
    const stats = obligationStats({ deposits: example.deposits, borrows: [] });
    expect(stats.leverage.toFixed()).toBe('1');
    expect(collateralLiquidationPrice(stats, 'SOL')).toBeUndefined();
  });

  it('debt without collateral gives an infinite LTV', () => {
    const stats = obligationStats({
      deposits: [],
      borrows: [{ reserve: 'USDC', amount: 1, price: 1, borrowFactorPct: 100 }],
    });
    expect(stats.loanToValue.isFinite()).toBe(false);
    expect(stats.isLiquidatable).toBe(true);
  });

  it('treats borrow factors below 100 % as 100 %', () => {
    const stats = obligationStats({
      deposits: example.deposits,
      borrows: [{ reserve: 'USDT', amount: 800, price: 1, borrowFactorPct: 50 }],
    });
    expect(stats.userTotalBorrowBorrowFactorAdjusted.toFixed()).toBe('800');
  });

  it('moves a liquidation price with the asset also borrowed', () => {
    const stats = obligationStats({
      deposits: [
        { reserve: 'SOL', amount: 10, price: 100, loanToValuePct: 70, liquidationThresholdPct: 80 },
      ],
      borrows: [
        { reserve: 'SOL', amount: 2, price: 100, borrowFactorPct: 100 },
        { reserve: 'USDC', amount: 300, price: 1, borrowFactorPct: 100 },
      ],
    });
    // 10 p 0.8 = 2 p + 300 → p = 300 / 6 = 50
    expect(collateralLiquidationPrice(stats, 'SOL')?.toFixed()).toBe('50');
  });
});

describe('elevation group effects', () => {
  const group: ElevationGroup = { id: 1, ltvPct: 90, liquidationThresholdPct: 92 };
  const inGroup: ObligationInput = {
    deposits: [
      {
        reserve: 'JITOSOL',
        amount: 10,
        price: 110,
        loanToValuePct: 60,
        liquidationThresholdPct: 65,
        elevationGroups: [1, 3],
      },
    ],
    borrows: [
      { reserve: 'SOL', amount: 8, price: 100, borrowFactorPct: 130, elevationGroups: [1] },
    ],
    elevationGroup: group,
  };

  it('uses the group LTVs and borrow factor 1 for member reserves', () => {
    const stats = obligationStats(inGroup);
    expect(stats.borrowLimit.toFixed()).toBe('990');
    expect(stats.borrowLiquidationLimit.toFixed()).toBe('1012');
    expect(stats.userTotalBorrowBorrowFactorAdjusted.toFixed()).toBe('800');
  });

  it('keeps reserve parameters for reserves outside the group and without a group', () => {
    const outside = obligationStats({
      ...inGroup,
      elevationGroup: { ...group, id: 2 },
    });
    expect(outside.borrowLimit.toFixed()).toBe('660');
    expect(outside.userTotalBorrowBorrowFactorAdjusted.toFixed()).toBe('1040');
    const none = obligationStats({ deposits: inGroup.deposits, borrows: inGroup.borrows });
    expect(none.borrowLimit.toFixed()).toBe('660');
  });
});

describe('maxWithdrawAmount', () => {
  const stats = obligationStats(example);

  it('keeps 0.1 % margin: (1925 − 1000) / 0.75 × 0.999 / 150 SOL', () => {
    expect(
      maxWithdrawAmount({ stats, positionAmount: 10, price: 150, maxLtv: 0.75 }).toFixed(6),
    ).toBe('8.214000');
  });

  it('allows the whole position without debt, capped by liquidity', () => {
    const free = obligationStats({ deposits: example.deposits, borrows: [] });
    expect(
      maxWithdrawAmount({ stats: free, positionAmount: 10, price: 150, maxLtv: 0.75 }).toFixed(),
    ).toBe('10');
    expect(
      maxWithdrawAmount({
        stats: free,
        positionAmount: 10,
        price: 150,
        maxLtv: 0.75,
        liquidityCap: 4,
      }).toFixed(),
    ).toBe('4');
  });

  it('allows nothing once the borrow limit is used, everything of a non-collateral deposit', () => {
    const full = obligationStats({
      ...example,
      borrows: [{ reserve: 'USDT', amount: 1540, price: 1, borrowFactorPct: 125 }],
    });
    expect(
      maxWithdrawAmount({ stats: full, positionAmount: 10, price: 150, maxLtv: 0.75 }).toFixed(),
    ).toBe('0');
    expect(maxWithdrawAmount({ stats, positionAmount: 5, price: 1, maxLtv: 0 }).toFixed()).toBe(
      '5',
    );
  });
});
