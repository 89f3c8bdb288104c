import { decimalToScaledFraction, MathDecimal } from '@keel/core-math';
import { type VaultReserveReading, vaultAum } from '@keel/vault-programs';
import { describe, expect, it } from 'vitest';
import { reserveFixture, testKey } from '../../../lending/data/testing/reserveFixture';
import {
  ctokensWorthAtSlot,
  reserveTotalSupplyAtSlot,
  vaultReservesAtSlot,
} from './reservesAtSlot';
import { depositPreview, vaultFigures, withdrawPreview } from './vaultPreview';

/*
 * A hand-worked refresh (klend `Reserve::accrue_interest`, MATH.md §2.5) in the program's U68F60
 * bits (ONE = 2^60, every product and quotient truncated). The reserve: 600 000 tokens available,
 * 400 000 borrowed (6 decimals); the fixture's curve (0 %, 0) → (80 %, 8 %); take rate 10 %, no
 * host fixed rate. Its 10^12 cTokens are worth its 10^12 lamports of supply; the vault holds 10^11.
 *
 * One day later in the program's slot year (63 072 000 / 365 = 172 800 slots):
 *   utilization = ⌊borrowed·ONE / supply⌋ → 4 000 bps; rate = ⌊u·800 / 8 000⌋ = 46 116 860 184 273 879
 *   b = ⌊rate / 63 072 000⌋ = 731 178 021 bits; b² = ⌊b·b / ONE⌋ = 0 (below one bit), so
 *   g = ONE + b·n = 1 153 047 852 168 875 776 bits (the program keeps the first-order term only)
 *   new debt = ⌊debt·g / ONE⌋; the protocol keeps ⌊(new − old)·⌊10·ONE/100⌋ / ONE⌋
 *   supply = 1 152 966 989 729 177 344 000 026 301 370 bits = 1 000 039 452 054.757 lamports
 *   the vault's 10^11 cTokens = ⌊10^11 · supply / 10^12⌋ → 100 003 945 205 (floored)
 * (a real-number compounding would give 1 000 039 454 216.6: the program's figure is lower).
 */
const LAST_REFRESH = 5_000n;
const A_DAY_LATER = LAST_REFRESH + 172_800n;

const base = reserveFixture({
  address: testKey(1),
  market: testKey(2),
  symbol: 'USDC',
  decimals: 6,
  available: '600000',
  borrowed: '400000',
  price: '1',
});
const reserve = {
  ...base,
  lastUpdate: { ...base.lastUpdate, slot: LAST_REFRESH },
  collateral: { ...base.collateral, mintTotalSupply: 10n ** 12n },
};
const reading: VaultReserveReading = {
  keys: {
    reserve: reserve.address,
    lendingMarket: reserve.lendingMarket,
    reserveLiquiditySupply: reserve.liquidity.supplyVault,
    reserveCollateralMint: reserve.collateral.mintPubkey,
  },
  // What the stored rate gives (the reserve as last refreshed).
  invested: 100_000_000_000n,
  availableLiquidity: reserve.liquidity.availableAmount,
  ctokens: 100_000_000_000n,
  reserve,
};

describe('the vault’s reserves valued at the slot the program runs in', () => {
  it('accrues a day of interest into the reserve’s supply as refresh_reserve does', () => {
    const supply = reserveTotalSupplyAtSlot(reserve, A_DAY_LATER);
    expect(decimalToScaledFraction(supply)).toBe(1_152_966_989_729_177_344_000_026_301_370n);
    expect(supply.toFixed(3)).toBe('1000039452054.757');
  });

  it('values the vault’s cTokens with that interest, not at the stored rate', () => {
    expect(ctokensWorthAtSlot(reading.ctokens, reserve, A_DAY_LATER)).toBe(100_003_945_205n);
    const [view] = vaultReservesAtSlot([reading], A_DAY_LATER);
    expect(view?.invested).toBe(100_003_945_205n);
    expect(view?.invested).not.toBe(reading.invested);
    expect(view?.keys).toBe(reading.keys);
    expect(view?.availableLiquidity).toBe(reading.availableLiquidity);
  });

  it('changes nothing in the slot of the last refresh (nor before it)', () => {
    expect(ctokensWorthAtSlot(reading.ctokens, reserve, LAST_REFRESH)).toBe(100_000_000_000n);
    expect(ctokensWorthAtSlot(reading.ctokens, reserve, LAST_REFRESH - 1n)).toBe(100_000_000_000n);
  });

  it('gives the deposit and withdrawal previews the accrued share price', () => {
    const [view] = vaultReservesAtSlot([reading], A_DAY_LATER);
    const aum = vaultAum({
      tokenAvailable: 0n,
      invested: [view?.invested ?? 0n],
      pendingFees: 0n,
    });
    const figures = vaultFigures({
      aum,
      sharesIssued: 100_000_000_000n,
      decimals: 6,
      walletTokens: 5_000_000_000n,
      walletShares: 1_000_000_000n,
    });
    // 1000 tokens at 1.00003945205 per share: 999.960549506… shares, floored to 6 decimals.
    expect(depositPreview(figures, new MathDecimal('1000'), 'USDC').shares?.toFixed()).toBe(
      '999.960549',
    );
    // 1000 shares pay 1000.03945205 tokens, floored to 6 decimals.
    const withdrawal = withdrawPreview(figures, new MathDecimal('1000.039452'), 'USDC');
    expect(withdrawal.shares?.toFixed()).toBe('1000');
    expect(withdrawal.rows[1]?.after).toBe('1,000.039452 USDC');
  });
});
