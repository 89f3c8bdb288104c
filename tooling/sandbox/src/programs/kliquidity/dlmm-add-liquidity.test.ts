import type { MeteoraBin } from '@keel/chain-readers';
import { describe, expect, it } from 'vitest';
import { dlmmDeposits } from './dlmm-add-liquidity';
import { binPriceX64 } from './dlmm-bin-math';
import type { DlmmPoolPosition } from './dlmm-position';

const STEP = 10;
const ACTIVE = 5;

/** lb_clmm `get_liquidity`: price·x + y·2^64 (Q64.64), worked here. */
const liquidityOf = (x: bigint, y: bigint, price: bigint) => price * x + (y << 64n);

function bin(binId: number, amountX: bigint, amountY: bigint, withPrice = true): MeteoraBin {
  const price = binPriceX64(binId, STEP);
  return {
    amountX,
    amountY,
    price: withPrice ? price : 0n,
    liquiditySupply: liquidityOf(amountX, amountY, price),
    rewardPerTokenStored: [0n, 0n],
    feeAmountXPerTokenStored: 0n,
    feeAmountYPerTokenStored: 0n,
    amountXIn: 0n,
    amountYIn: 0n,
  };
}

/** A position over bins 3..7 of array 0 (the active bin 5), with the given shares. */
function position(shares: bigint[], bins: Map<number, MeteoraBin>): DlmmPoolPosition {
  const all = Array.from({ length: 70 }, (_, slot) => bins.get(slot) ?? bin(slot, 0n, 0n, false));
  return {
    pool: { data: { activeId: ACTIVE, binStep: STEP } },
    position: {
      data: { lowerBinId: 3, upperBinId: 7, liquidityShares: [...shares, ...Array(65).fill(0n)] },
    },
    binArrays: [{ data: { index: 0n, bins: all } }],
  } as unknown as DlmmPoolPosition;
}

/** Bins 3..7 as the world places them: Y at and below the active bin, X at and above. */
const placed = new Map<number, MeteoraBin>([
  [3, bin(3, 0n, 4_000_000n)],
  [4, bin(4, 0n, 8_000_000n)],
  [5, bin(5, 3_000_000n, 2_000_000n)],
  [6, bin(6, 6_000_000n, 0n)],
  [7, bin(7, 2_000_000n, 0n)],
]);

describe('dlmmDeposits', () => {
  it('fills an empty position in the spot shape: A above the active bin, B below, evenly', () => {
    const deposits = dlmmDeposits(position([0n, 0n, 0n, 0n, 0n], placed), 1_001n, 600n);
    expect(deposits.map((d) => [d.binId, d.x, d.y])).toEqual([
      [3, 0n, 300n],
      [4, 0n, 300n],
      [6, 501n, 0n],
      [7, 500n, 0n],
    ]);
    for (const deposit of deposits) {
      const held = placed.get(deposit.binId) as MeteoraBin;
      // The DLMM program's share: L_in · supply / L_bin, rounded down (L_in here, as the bins'
      // supply equals their own L).
      const inL = liquidityOf(deposit.x, deposit.y, held.price);
      expect(deposit.share).toBe(
        (inL * held.liquiditySupply) / liquidityOf(held.amountX, held.amountY, held.price),
      );
    }
  });

  it('an empty bin mints the deposit’s own liquidity and gets its price', () => {
    const bins = new Map(placed);
    bins.set(7, bin(7, 0n, 0n, false));
    const deposits = dlmmDeposits(position([0n, 0n, 0n, 0n, 0n], bins), 1_000n, 0n);
    const seven = deposits.find((d) => d.binId === 7);
    expect(seven?.priceX64).toBe(binPriceX64(7, STEP));
    expect(seven?.share).toBe(liquidityOf(500n, 0n, binPriceX64(7, STEP)));
  });

  it('grows a position in its own shape by the factor the scarcer token allows', () => {
    // The position holds half of every bin.
    const shares = [3, 4, 5, 6, 7].map((id) => (placed.get(id) as MeteoraBin).liquiditySupply / 2n);
    const own = position(shares, placed);
    // Held: X 1.5M + 3M + 1M = 5.5M, Y 2M + 4M + 1M = 7M; offer 10 % of X and 20 % of Y.
    const deposits = dlmmDeposits(own, 550_000n, 1_400_000n);
    const x = deposits.reduce((sum, d) => sum + d.x, 0n);
    const y = deposits.reduce((sum, d) => sum + d.y, 0n);
    expect(x).toBe(550_000n);
    expect(y).toBe(700_000n);
    const active = deposits.find((d) => d.binId === ACTIVE);
    expect(active?.x).toBe(150_000n);
    expect(active?.y).toBe(100_000n);
    for (const deposit of deposits) {
      const held = placed.get(deposit.binId) as MeteoraBin;
      if (deposit.binId < ACTIVE) expect(deposit.x).toBe(0n);
      if (deposit.binId > ACTIVE) expect(deposit.y).toBe(0n);
      // The shares minted stand for what went in (rounded down, within a unit).
      const after = {
        amountX: held.amountX + deposit.x,
        amountY: held.amountY + deposit.y,
        liquiditySupply: held.liquiditySupply + deposit.share,
      };
      // bin.rs calculate_out_amount: share · reserve / supply, rounded down.
      const standsX = (deposit.share * after.amountX) / after.liquiditySupply;
      const standsY = (deposit.share * after.amountY) / after.liquiditySupply;
      expect(deposit.x - standsX >= 0n && deposit.x - standsX <= 1n).toBe(true);
      expect(deposit.y - standsY >= 0n && deposit.y - standsY <= 1n).toBe(true);
    }
  });
});
