import { type LendingMarketState, toPublicKey } from '@keel/chain-readers';
import { MathDecimal } from '@keel/core-math';
import { describe, expect, it } from 'vitest';
import { obligationView } from '../obligationView';
import { reserveView } from '../reserveView';
import { obligationFixture } from '../testing/obligationFixture';
import { reserveFixture, testKey } from '../testing/reserveFixture';
import { marketFixture } from '../testing/seedLending';
import type { SwapAmounts, SwapIntent } from './swapAmounts';
import { obligationSwapPreview, obligationSwapRows } from './swapPreview';

const market = testKey(90);
const fixture = (n: number, symbol: string, decimals: number, price: string, ltv: number) =>
  reserveFixture({
    address: testKey(n),
    market,
    symbol,
    decimals,
    mint: testKey(n + 10),
    available: '100000',
    borrowed: '0',
    price,
    loanToValuePct: ltv,
    liquidationThresholdPct: ltv + 10,
  });
const sol = fixture(91, 'SOL', 9, '100', 70);
const jito = fixture(92, 'JitoSOL', 9, '100', 50);
const usdc = fixture(93, 'USDC', 6, '1', 80);
const usdt = fixture(94, 'USDT', 6, '1', 80);
const state: LendingMarketState = {
  market: marketFixture(market, 'Main'),
  reserves: [sol, jito, usdc, usdt],
};
const views = state.reserves.map((r) => reserveView(r, { slotDurationMs: 400, nowSeconds: 0 }));
const viewOf = (n: number) => views.find((v) => v.address === testKey(n).toBase58())!;
const d = (value: string) => new MathDecimal(value);

/** 10 SOL supplied ($1,000), 400 USDC borrowed: LTV 40 %. */
const position = obligationView(
  obligationFixture({
    address: testKey(95),
    market,
    deposits: [{ reserve: toPublicKey(sol.address), cTokens: 10_000_000_000n }],
    borrows: [{ reserve: toPublicKey(usdc.address), lamports: '400000000' }],
  }),
  state,
  views,
);

const collateral: SwapIntent = {
  side: 'collateral',
  from: { reserve: sol, decimals: 9, symbol: 'SOL' },
  to: { reserve: jito, decimals: 9, symbol: 'JitoSOL' },
  amount: d('10'),
  all: true,
  slippageBps: 50,
};

describe('obligationSwapPreview', () => {
  it('collateral: the value moves into the new token, the limit follows its LTV', () => {
    const amounts: SwapAmounts = {
      flashAmount: 9_900_000_000n,
      flashFee: 9_900_001n,
      fromUnits: 10_000_000_000n,
      toUnits: 9_900_000_000n,
    };
    const preview = obligationSwapPreview({
      obligation: position,
      intent: collateral,
      amounts,
      fromView: viewOf(91),
      toView: viewOf(92),
      views,
    });
    expect(preview.before.stats.loanToValue.toNumber()).toBeCloseTo(0.4, 6);
    // $990 of JitoSOL against $400: LTV 40.4 %, a lower borrow limit (50 % LTV).
    expect(preview.after.stats.loanToValue.toNumber()).toBeCloseTo(400 / 990, 6);
    expect(preview.after.stats.borrowLimit.toNumber()).toBeCloseTo(495, 6);
    expect(preview.after.stats.deposits.map((p) => p.reserve)).toContain(jito.address.toBase58());
    const rows = obligationSwapRows({ preview, intent: collateral, amounts, quote: undefined });
    expect(rows.map((r) => r.label)).toEqual([
      'LTV',
      'Health',
      'Price impact',
      'Minimum received',
      'Flash loan fee',
    ]);
    expect(rows[0]?.before).toBe('40.00%');
    expect(rows[3]?.after).toContain('9.9');
    expect(rows[3]?.after).toContain('JitoSOL');
  });

  it('debt: repays the old debt and borrows the new one', () => {
    const intent: SwapIntent = {
      side: 'debt',
      from: { reserve: usdc, decimals: 6, symbol: 'USDC' },
      to: { reserve: usdt, decimals: 6, symbol: 'USDT' },
      amount: d('400'),
      all: true,
      slippageBps: 50,
    };
    const amounts: SwapAmounts = {
      flashAmount: 400_400_000n,
      flashFee: 400_401n,
      fromUnits: 400_400_000n,
      toUnits: 403_000_000n,
    };
    const preview = obligationSwapPreview({
      obligation: position,
      intent,
      amounts,
      fromView: viewOf(93),
      toView: viewOf(94),
      views,
    });
    expect(preview.after.stats.borrows.map((b) => b.reserve)).toEqual([usdt.address.toBase58()]);
    expect(preview.after.stats.userTotalBorrow.toNumber()).toBeCloseTo(403, 6);
    const rows = obligationSwapRows({ preview, intent, amounts, quote: undefined });
    expect(rows.find((r) => r.label === 'Maximum borrowed')?.after).toContain('403');
  });

  it('without amounts yet, "after" is the obligation as it is', () => {
    const preview = obligationSwapPreview({
      obligation: position,
      intent: collateral,
      amounts: undefined,
      fromView: viewOf(91),
      toView: viewOf(92),
      views,
    });
    expect(preview.after).toBe(preview.before);
  });
});
