import {
  decodeReserve,
  encodeReserve,
  KLEND_PROGRAM_ID,
  type LendingMarketState,
  type Obligation,
  type Reserve,
  toPublicKey,
} from '@keel/chain-readers';
import { MathDecimal } from '@keel/core-math';
import { describe, expect, it } from 'vitest';
import type { LiquidationData } from './liquidationContext';
import { LIQUIDATION_REFUSALS, liquidationPreview } from './liquidationPreview';
import { liquidationPreviewRows } from './liquidationRows';
import { liquidationSides } from './liquidationSides';
import { obligationView } from './obligationView';
import { reserveView } from './reserveView';
import { obligationFixture } from './testing/obligationFixture';
import { type ReserveFixtureInput, reserveFixtureData, testKey } from './testing/reserveFixture';
import { marketFixture, TEST_SLOT_MS } from './testing/seedLending';

const main = testKey(150);
const reserve = (input: Omit<ReserveFixtureInput, 'market'>, borrowFactorPct = 100n): Reserve => {
  const data = reserveFixtureData({ ...input, market: main });
  data.config.borrowFactorPct = borrowFactorPct;
  return decodeReserve(input.address, { owner: KLEND_PROGRAM_ID, data: encodeReserve(data) });
};
const sol = reserve({
  address: testKey(151),
  symbol: 'SOL',
  decimals: 9,
  available: '1000',
  borrowed: '0',
  price: '100',
  loanToValuePct: 70,
  liquidationThresholdPct: 80,
});
const usdc = reserve({
  address: testKey(152),
  symbol: 'USDC',
  decimals: 6,
  available: '100000',
  borrowed: '5000',
  price: '1',
});
const bonk = reserve(
  {
    address: testKey(153),
    symbol: 'BONK',
    decimals: 5,
    mint: testKey(960),
    available: '1000000',
    borrowed: '0',
    price: '0.01',
  },
  150n,
);
const state: LendingMarketState = {
  // A per-call cap well above these debts (the fixture market's is 0).
  market: {
    ...marketFixture(main, 'Main Market'),
    maxLiquidatableDebtMarketValueAtOnce: 1_000_000n,
  },
  reserves: [sol, usdc, bonk],
};
const views = state.reserves.map((r) =>
  reserveView(r, { slotDurationMs: TEST_SLOT_MS, nowSeconds: 0 }),
);

function dataOf(account: Obligation): LiquidationData {
  return {
    wallet: testKey(154).toBase58(),
    lookupTable: undefined,
    market: state,
    views,
    obligation: obligationView(account, state, views),
    obligationAccount: account,
    balances: new Map(),
  };
}

/** 10 SOL ($1000, liquidation LTV 80 %) against `usd` dollars of USDC. */
const position = (usd: number) =>
  obligationFixture({
    address: testKey(155),
    market: main,
    deposits: [{ reserve: toPublicKey(sol.address), cTokens: 10_000_000_000n }],
    borrows: [{ reserve: toPublicKey(usdc.address), lamports: `${usd * 1_000_000}` }],
  });
const pair = { debt: usdc.address.toBase58(), collateral: sol.address.toBase58() };

describe('liquidationPreview', () => {
  it('at 82 % LTV: 10 % of the debt at a 2 % bonus, the protocol’s 10 % of it, the LTV after', () => {
    const data = dataOf(position(820));
    const preview = liquidationPreview(data, pair, new MathDecimal(82));
    expect(preview.maxRepay.toFixed()).toBe('82');
    expect(preview.fullLiquidationOnly).toBe(false);
    expect(preview.result.ok && preview.result.bonusRate.toFixed(6)).toBe('0.020000');
    expect(preview.repay?.amount.toFixed()).toBe('82');
    expect(preview.repay?.value.toFixed()).toBe('82');
    // $82 × 1.02 = 0.8364 SOL taken (one lamport less on the program's grid), 10 % of the bonus
    // part (0.0164 SOL) to the protocol.
    expect(preview.received?.amount.toFixed()).toBe('0.834759999');
    expect(preview.protocolFee?.amount.toFixed()).toBe('0.00164');
    expect(preview.received?.value.toFixed()).toBe('83.4759999');
    expect(preview.ltvBefore.toFixed(4)).toBe('0.8200');
    // (820 − 82) / (1000 − 83.6399999)
    expect(preview.ltvAfter.toFixed(8)).toBe(new MathDecimal(738).div('916.3600001').toFixed(8));
    expect(preview.riskAfter).toBe('red');
  });

  it('caps a larger amount at what one liquidation may repay', () => {
    const preview = liquidationPreview(dataOf(position(820)), pair, new MathDecimal(500));
    expect(preview.repay?.amount.toFixed()).toBe('82');
  });

  it('refuses a healthy obligation with the program’s reason', () => {
    const preview = liquidationPreview(dataOf(position(700)), pair, new MathDecimal(10));
    expect(preview.result).toEqual({ ok: false, refusal: 'ObligationHealthy' });
    expect(preview.repay).toBeUndefined();
    expect(preview.ltvAfter.eq(preview.ltvBefore)).toBe(true);
    expect(LIQUIDATION_REFUSALS.ObligationHealthy).toMatch(/healthy/);
  });

  it('offers the debt of the highest borrow factor first, as the program requires', () => {
    const account = obligationFixture({
      address: testKey(156),
      market: main,
      deposits: [{ reserve: toPublicKey(sol.address), cTokens: 10_000_000_000n }],
      borrows: [
        { reserve: toPublicKey(usdc.address), lamports: '700000000' },
        { reserve: toPublicKey(bonk.address), lamports: '1000000000' },
      ],
    });
    const data = dataOf(account);
    const sides = liquidationSides(data);
    expect(sides.debts.map((d) => [d.symbol, d.allowed])).toEqual([
      ['USDC', false],
      ['BONK', true],
    ]);
    expect(sides.initial).toEqual({ debt: bonk.address.toBase58(), collateral: pair.collateral });
    const usdcFirst = liquidationPreview(data, pair, new MathDecimal(10));
    expect(usdcFirst.result).toEqual({ ok: false, refusal: 'LiquidationBorrowFactorPriority' });
  });

  it('rows: repaid and received with their USD, the bonus, the fee, the LTV before → after', () => {
    const preview = liquidationPreview(dataOf(position(820)), pair, new MathDecimal(82));
    const rows = liquidationPreviewRows(preview, { debt: 'USDC', collateral: 'SOL' });
    expect(rows.map((r) => r.label)).toEqual([
      'You repay',
      'You receive',
      'Liquidation bonus',
      'Protocol fee',
      'Obligation LTV',
    ]);
    expect(rows[0]?.after).toBe('82 USDC ($82.00)');
    expect(rows[2]?.after).toBe('2.00%');
    expect(rows[4]).toMatchObject({ before: '82.00%', tone: 'high' });
  });
});
