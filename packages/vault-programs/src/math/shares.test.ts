import { describe, expect, it } from 'vitest';
import { planWithdraw } from './planWithdraw';
import {
  sharesForDeposit,
  sharesForTokens,
  tokensForMintedShares,
  tokensForShares,
  vaultAum,
} from './shares';

describe('vault share arithmetic', () => {
  it('AUM is available plus invested less pending fees, never negative', () => {
    expect(vaultAum({ tokenAvailable: 100n, invested: [50n, 25n], pendingFees: 5n })).toBe(170n);
    expect(vaultAum({ tokenAvailable: 1n, invested: [], pendingFees: 5n })).toBe(0n);
  });

  it('mints at AUM / issued rounding for the vault, 1:1 into an empty vault', () => {
    expect(sharesForDeposit(1_000n, 0n, 0n)).toBe(1_000n);
    // 1.2 tokens per share: 1000 tokens → 833 shares, which take 1000 (999.6 rounded up).
    expect(sharesForDeposit(1_000n, 10_000n, 12_000n)).toBe(833n);
    expect(tokensForMintedShares(833n, 10_000n, 12_000n)).toBe(1_000n);
    expect(tokensForShares(833n, 10_000n, 12_000n)).toBe(999n);
    expect(sharesForTokens(999n, 10_000n, 12_000n)).toBe(833n);
  });

  it('plans a withdrawal: available first, then the reserve that can pay most', () => {
    const base = { sharesIssued: 1_000n, aum: 1_000n, tokenAvailable: 100n };
    const reserves = [
      { reserve: 'A', invested: 300n, availableLiquidity: 1_000n },
      { reserve: 'B', invested: 600n, availableLiquidity: 250n },
      { reserve: 'C', invested: 0n, availableLiquidity: 1_000n },
    ];
    expect(planWithdraw({ ...base, shares: 80n, reserves })).toEqual([{ from: null, shares: 80n }]);
    expect(planWithdraw({ ...base, shares: 300n, reserves })).toEqual([
      { from: 'A', shares: 300n },
    ]);
    expect(planWithdraw({ ...base, shares: 600n, reserves })).toEqual([
      { from: 'A', shares: 400n },
      { from: 'B', shares: 200n },
    ]);
    expect(planWithdraw({ ...base, shares: 300n, reserves: [] })).toEqual([
      { from: null, shares: 300n },
    ]);
  });
});
