import type { LendingMarketState } from '@keel/chain-readers';
import { MathDecimal, multiplyNetApy } from '@keel/core-math';
import { describe, expect, it } from 'vitest';
import { reserveView } from '../../lending/data/reserveView';
import { marketFixture, TEST_SLOT_MS } from '../../lending/data/testing/seedLending';
import { formatNetApy } from '../screens/pairColumns';
import { type PairRowInput, pairNetApy, pairRow } from './pairRow';
import {
  jitoGroup,
  jitoMarket,
  jitoSol,
  jitoSolDebt,
  mainMarket,
  metricsRow,
  mSol,
  sol,
  testResources,
  usdc,
} from './testing/multiplyFixtures';
import { pairKey, resourcePairs } from './vaultPairs';

const jitoState: LendingMarketState = {
  market: marketFixture(jitoMarket, 'Jito Market', [jitoGroup]),
  reserves: [jitoSol, jitoSolDebt, mSol],
};
const mainState: LendingMarketState = {
  market: marketFixture(mainMarket, 'Main Market'),
  reserves: [sol, usdc],
};
const view = (reserve: typeof sol) =>
  reserveView(reserve, { slotDurationMs: TEST_SLOT_MS, nowSeconds: 0 });

const input = (state: LendingMarketState, extra: Partial<PairRowInput> = {}): PairRowInput => ({
  state,
  views: state.reserves.map(view),
  metrics: undefined,
  tag: 'Multiply',
  held: new Set(),
  chosenLeverage: 1.1,
  isListed: () => true,
  ...extra,
});

const [jitoPair, mSolPair] = resourcePairs(testResources(), 'multiply');
const [longPair, shortPair] = resourcePairs(testResources(), 'leverage');
if (!jitoPair || !mSolPair || !longPair || !shortPair) throw new Error('fixture pairs');

describe('pairRow', () => {
  it("reaches the group's LTV inside a shared elevation group (90 % → 10x)", () => {
    expect(pairRow(jitoPair, input(jitoState))?.maxLeverage.toFixed()).toBe('10');
  });

  it("outside a group: the collateral's LTV over the debt's borrow factor", () => {
    expect(pairRow(mSolPair, input(jitoState))?.maxLeverage.toFixed()).toBe('4');
    // SOL 75 % over USDC's 125 %: 0.6 → 2.5x.
    expect(pairRow(longPair, input(mainState))?.maxLeverage.toFixed()).toBe('2.5');
  });

  it("computes net APY with core-math from the reserves' APYs, at max and at the chosen leverage", () => {
    const row = pairRow(jitoPair, input(jitoState, { chosenLeverage: 3 }));
    const coll = view(jitoSol).apys;
    const debt = view(jitoSolDebt).apys;
    const expected = (leverage: number) =>
      multiplyNetApy({
        leverage,
        supplyApy: coll.lendingDepositApy,
        stakingApy: coll.extraSupplyApy,
        collateralRewardApy: coll.collateralFarmTotalApy,
        borrowApy: debt.lendingBorrowApy,
        debtRewardApy: debt.debtFarmTotalApy,
      }).toFixed();
    expect(row?.netApyAtMax?.toFixed()).toBe(expected(10));
    expect(row?.netApyAtChosen?.toFixed()).toBe(expected(3));
    expect(row?.chosenLeverage.toFixed()).toBe('3');
  });

  it("holds the chosen leverage to the pair's max", () => {
    const row = pairRow(mSolPair, input(jitoState, { chosenLeverage: 8 }));
    expect(row?.chosenLeverage.toFixed()).toBe('4');
  });

  it('leaves net APY undefined while the collateral reserve holds no deposits (D§5)', () => {
    const row = pairRow(mSolPair, input(jitoState));
    expect(row?.netApyAtMax).toBeUndefined();
    expect(row?.netApyAtChosen).toBeUndefined();
    expect(pairNetApy(view(mSol), view(jitoSolDebt), new MathDecimal(2))).toBeUndefined();
    expect(pairNetApy(view(jitoSol), view(jitoSolDebt), new MathDecimal(2))).toBeDefined();
  });

  it("takes TVL from the metrics row of the pair and the list's tag only", () => {
    const metrics = [
      metricsRow(jitoSol, jitoSolDebt, 'Leverage', '5'),
      metricsRow(jitoSol, jitoSolDebt, 'Multiply', '12345'),
    ];
    expect(pairRow(jitoPair, input(jitoState, { metrics }))?.tvl?.toFixed()).toBe('12345');
    // The metrics total open positions: a pair without a row holds none.
    expect(pairRow(mSolPair, input(jitoState, { metrics }))?.tvl?.toFixed()).toBe('0');
    // Unknown until the metrics answer.
    expect(pairRow(jitoPair, input(jitoState, { metrics: undefined }))?.tvl).toBeUndefined();
  });

  it('shows the debt reserve liquidity and borrow APY, and the side by the D§5 rule', () => {
    const long = pairRow(longPair, input(mainState, { tag: 'Leverage' }));
    const short = pairRow(shortPair, input(mainState, { tag: 'Leverage' }));
    expect(long?.side).toBe('long');
    expect(short?.side).toBe('short');
    expect(long?.liquidityUsd.toFixed()).toBe('900000');
    expect(long?.borrowApy.toFixed()).toBe(view(usdc).apys.totalBorrowApy.toFixed());
  });

  it("marks the wallet's pairs and drops pairs whose reserves are missing or unlisted", () => {
    expect(pairRow(jitoPair, input(jitoState, { held: new Set([pairKey(jitoPair)]) }))?.held).toBe(
      true,
    );
    expect(pairRow(jitoPair, input(mainState))).toBeUndefined();
    const hidden = input(jitoState, { isListed: (r) => r.symbol !== 'JitoSOL' });
    expect(pairRow(jitoPair, hidden)).toBeUndefined();
  });
});

describe('a pair row while rewards or staking yields load', () => {
  const pending = (reserve: typeof sol) =>
    reserveView(reserve, { slotDurationMs: TEST_SLOT_MS, nowSeconds: 0, apysPending: true });

  it('is pending, and its net APY cells show no partial figure', () => {
    const row = pairRow(jitoPair, input(jitoState, { views: jitoState.reserves.map(pending) }));
    expect(row?.apysPending).toBe(true);
    expect(formatNetApy(row?.netApyAtMax, row?.apysPending)).toBe('…');
    expect(formatNetApy(row?.netApyAtChosen, row?.apysPending)).toBe('…');
  });

  it('shows the net APY once every input is in', () => {
    const row = pairRow(jitoPair, input(jitoState));
    expect(row?.apysPending).toBe(false);
    expect(formatNetApy(row?.netApyAtMax, row?.apysPending)).toMatch(/^-?[\d,.]+%$/);
  });
});
