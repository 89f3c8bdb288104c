import type { TokenInfo } from '@keel/api-client';
import type { FarmState, UserState } from '@keel/chain-readers';
import { MathDecimal, positionTokenAmounts } from '@keel/core-math';
import { describe, expect, it } from 'vitest';
import { testKey } from '../../../lending/data/testing/reserveFixture';
import { farmShareBalances, liquidityHoldings } from './liquidityHoldings';
import { liquidityPositionName, strategyPath } from './positionLabel';
import {
  collateralPrice,
  investedAmounts,
  type OraclePriceFeeds,
  strategyValue,
  type ValuedStrategy,
} from './strategyValuation';
import { type LiquidityPosition, liquidityNetValue } from './useLiquidityPositions';

const d = (value: string | number) => new MathDecimal(value);
const feed = testKey(200);
const WAD = 10n ** 18n;

/** Scope prices: index 0 = SOL $150 (15000 × 10^-2), 1 = USDC $1, 2 = a 1.1 stake rate. */
const feeds: OraclePriceFeeds = new Map([
  [
    feed.toBase58(),
    {
      prices: [
        { price: { value: 15000n, exp: 2n } },
        { price: { value: 1n, exp: 0n } },
        { price: { value: 11n, exp: 1n } },
      ],
    },
  ],
]);
const unused = [65535, 65535, 65535];
const infos = {
  infos: [
    { scopeFeed: feed, scopePriceChain: [0, 65535, 65535, 65535] },
    { scopeFeed: feed, scopePriceChain: [1, ...unused] },
    { scopeFeed: feed, scopePriceChain: [0, 2, 65535, 65535] },
    { scopeFeed: feed, scopePriceChain: [65535, ...unused] },
  ],
};

describe('collateralPrice', () => {
  it('multiplies the Scope prices on the price chain (MATH §7.2)', () => {
    expect(collateralPrice(0n, infos, feeds)?.toString()).toBe('150');
    expect(collateralPrice(1n, infos, feeds)?.toString()).toBe('1');
    expect(collateralPrice(2n, infos, feeds)?.toString()).toBe('165');
  });

  it('has no price for an empty chain, a missing feed or an unknown id', () => {
    expect(collateralPrice(3n, infos, feeds)).toBeUndefined();
    expect(collateralPrice(0n, infos, new Map())).toBeUndefined();
    expect(collateralPrice(9n, infos, feeds)).toBeUndefined();
  });
});

describe('strategyValue', () => {
  // MATH §7.3's worked example: 15 SOL and 1 600 USDC in all, 1 000 shares of 6 decimals.
  const strategy: ValuedStrategy = {
    tokenACollateralId: 0n,
    tokenBCollateralId: 1n,
    tokenAAmounts: 15_000_000_000n,
    tokenBAmounts: 1_600_000_000n,
    tokenAMintDecimals: 9,
    tokenBMintDecimals: 6,
    sharesIssued: 1_000_000_000n,
    sharesMintDecimals: 6,
  };

  it('is TVL / shares: $3 850 and $3.85 a share', () => {
    const value = strategyValue(
      strategy,
      { dex: 'METEORA', pool: null, position: null, binArrays: [] },
      infos,
      feeds,
    );
    expect(value?.tvlUsd.toString()).toBe('3850');
    expect(value?.sharePrice.toString()).toBe('3.85');
  });

  it('is 1 a share before any share is issued', () => {
    const value = strategyValue({ ...strategy, sharesIssued: 0n }, undefined, infos, feeds);
    expect(value?.sharePrice.toString()).toBe('1');
  });

  it('adds what the DEX position holds to the idle amounts', () => {
    const pool = { sqrtPrice: 7_144_393_258_922_745_856n };
    const position = {
      liquidity: 10_000_000_000n,
      tickLowerIndex: -21_204,
      tickUpperIndex: -17_148,
    };
    const invested = positionTokenAmounts({
      liquidity: position.liquidity,
      sqrtPriceX64: pool.sqrtPrice,
      tickLower: position.tickLowerIndex,
      tickUpper: position.tickUpperIndex,
    });
    expect(invested.a.isZero() || invested.b.isZero()).toBe(false);
    expect(investedAmounts({ dex: 'ORCA', pool, position })).toEqual(invested);
    expect(
      investedAmounts({ dex: 'RAYDIUM', pool: { sqrtPriceX64: pool.sqrtPrice }, position }),
    ).toEqual(invested);
    expect(investedAmounts({ dex: 'ORCA', pool, position: null }).a.toString()).toBe('0');
    const value = strategyValue(strategy, { dex: 'ORCA', pool, position }, infos, feeds);
    const expected = d(15_000_000_000)
      .plus(invested.a)
      .div(1e9)
      .times(150)
      .plus(d(1_600_000_000).plus(invested.b).div(1e6));
    expect(value?.tvlUsd.toString()).toBe(expected.toString());
  });

  it('adds the DLMM position’s share of every bin in its range', () => {
    const Q64 = 2n ** 64n;
    // Bins 68..71 straddle arrays 0 and 1: Y below the active bin 69, X above, both in it.
    const bin = (amountX: bigint, amountY: bigint, supply: bigint) => ({
      amountX,
      amountY,
      liquiditySupply: supply * Q64,
    });
    const empty = bin(0n, 0n, 0n);
    const below = Array.from({ length: 70 }, () => empty);
    below[68] = bin(0n, 1_000_000n, 4n);
    below[69] = bin(3_000_000_001n, 900_000n, 3n);
    const above = Array.from({ length: 70 }, () => empty);
    above[0] = bin(5_000_000_000n, 0n, 2n);
    const position = {
      lowerBinId: 68,
      upperBinId: 71,
      // A quarter of 68, a third of 69, half of 70, nothing in 71.
      liquidityShares: [Q64, Q64, Q64, 5n],
    };
    const dex = {
      dex: 'METEORA' as const,
      pool: {},
      position,
      binArrays: [
        { index: 0n, bins: below },
        { index: 1n, bins: above },
      ],
    };
    const invested = investedAmounts(dex);
    // X: 3 000 000 001 / 3 → 1 000 000 000 + 2 500 000 000; Y: 250 000 + 300 000.
    expect(invested.a.toString()).toBe('3500000000');
    expect(invested.b.toString()).toBe('550000');
    // Without its second bin array, bin 70 counts as empty.
    expect(investedAmounts({ ...dex, binArrays: [dex.binArrays[0]!] }).a.toString()).toBe(
      '1000000000',
    );
    expect(investedAmounts({ ...dex, pool: null }).a.toString()).toBe('0');
    expect(investedAmounts({ ...dex, position: null }).b.toString()).toBe('0');
    const value = strategyValue(strategy, dex, infos, feeds);
    // 15 + 3.5 SOL at $150 and 1 600.55 USDC.
    expect(value?.tvlUsd.toString()).toBe('4375.55');
  });

  it('has no value when a token has no price', () => {
    expect(strategyValue({ ...strategy, tokenBCollateralId: 3n }, undefined, infos, feeds)).toBe(
      undefined,
    );
  });
});

describe('liquidity holdings', () => {
  const farm = testKey(201);
  const otherFarm = testKey(202);
  const shareA = testKey(203).toBase58();
  const shareB = testKey(204).toBase58();
  const shareC = testKey(205).toBase58();
  const userStates = [
    { farmState: farm, isFarmDelegated: false, activeStakeScaled: 5n * WAD },
    { farmState: otherFarm, isFarmDelegated: false, activeStakeScaled: 7n * WAD },
  ] as UserState[];

  it('reads each farm stake in the mint its farm stakes, unscaling WAD stakes', () => {
    const farms = new Map([[farm.toBase58(), { token: { mint: testKey(203) } } as FarmState]]);
    expect(farmShareBalances(userStates, farms)).toEqual([{ mint: shareA, raw: d(5) }]);
  });

  it('sums wallet and staked shares per strategy and omits strategies without any', () => {
    const strategies = [
      { address: 'S1', shareMint: shareA },
      { address: 'S2', shareMint: shareB },
      { address: 'S3', shareMint: shareC },
    ];
    const holdings = liquidityHoldings(
      strategies,
      [
        { mint: shareA, raw: d(100) },
        { mint: shareA, raw: d(20) },
        { mint: shareC, raw: d(0) },
      ],
      [
        { mint: shareA, raw: d(5) },
        { mint: shareB, raw: d(7) },
      ],
    );
    expect(
      holdings.map((h) => [h.strategy, h.walletShares.toString(), h.stakedShares.toString()]),
    ).toEqual([
      ['S1', '120', '5'],
      ['S2', '0', '7'],
    ]);
  });
});

describe('liquidity positions', () => {
  const position = (value: LiquidityPosition['value']): LiquidityPosition => ({
    strategy: 'S',
    shareMint: 'M',
    dex: 'ORCA',
    tokenAMint: testKey(206).toBase58(),
    tokenBMint: testKey(207).toBase58(),
    walletShares: d(1),
    stakedShares: d(0),
    shares: d(1),
    sharePrice: value,
    value,
  });

  it('sums to the group net value, loading while a price loads, failed on a failure', () => {
    expect(liquidityNetValue([position(d('1.5')), position(d(2))], null)).toBe('3.5');
    expect(liquidityNetValue([], null)).toBe('0');
    expect(liquidityNetValue([position(undefined)], null)).toBeNull();
    expect(liquidityNetValue(undefined, null)).toBeNull();
    expect(liquidityNetValue([position(null)], null)).toBe('failed');
    expect(liquidityNetValue(undefined, new Error('x'))).toBe('failed');
  });

  it('is named by its share token, else by its pair and exchange, and opens its strategy', () => {
    const p = position(d(1));
    const token = (address: string, symbol: string, name: string): TokenInfo => ({
      address,
      symbol,
      name,
      decimals: 6,
      logoURI: '',
      verified: false,
      marketCapUsd: d(0),
    });
    const share = token('M', 'kSOL-USDC', 'Keel SOL-USDC (Orca)');
    expect(liquidityPositionName(p, new Map([['M', share]]))).toBe('Keel SOL-USDC (Orca)');
    const sol = token(p.tokenAMint, 'SOL', 'Solana');
    expect(liquidityPositionName(p, new Map([[p.tokenAMint, sol]]))).toMatch(
      /^SOL-\w{4}…\w{4} \(Orca\)$/,
    );
    expect(strategyPath('S')).toBe('/liquidity/S');
  });
});
