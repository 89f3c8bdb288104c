import type {
  CollateralInfo,
  MeteoraBin,
  MeteoraPosition,
  ScopePrice,
  WhirlpoolStrategy,
} from '@keel/chain-readers';
import { meteoraBinArrayIndex, meteoraBinSlot, scopePriceToDecimal } from '@keel/chain-readers';
import {
  type Decimal,
  dlmmPositionAmounts,
  MathDecimal,
  positionTokenAmounts,
  strategySharePrice,
  strategyTvl,
} from '@keel/core-math';

/** The collateral infos' parts a price needs (MATH §7.2). */
export interface PriceSources {
  infos: readonly Pick<CollateralInfo, 'scopeFeed' | 'scopePriceChain'>[];
}

/** Scope OraclePrices by feed address: the prices a chain indexes into. */
export type OraclePriceFeeds = ReadonlyMap<string, { prices: readonly { price: ScopePrice }[] }>;

/** A strategy's DEX pool and position, as far as its invested amounts need them. */
export type DexLiquidity =
  | {
      dex: 'ORCA';
      pool: { sqrtPrice: bigint } | null;
      position: { liquidity: bigint; tickLowerIndex: number; tickUpperIndex: number } | null;
    }
  | {
      dex: 'RAYDIUM';
      pool: { sqrtPriceX64: bigint } | null;
      position: { liquidity: bigint; tickLowerIndex: number; tickUpperIndex: number } | null;
    }
  | {
      dex: 'METEORA';
      pool: object | null;
      position: Pick<MeteoraPosition, 'lowerBinId' | 'upperBinId' | 'liquidityShares'> | null;
      /** The bin arrays covering the position's bins that exist. */
      binArrays: readonly {
        index: bigint;
        bins: readonly Pick<MeteoraBin, 'amountX' | 'amountY' | 'liquiditySupply'>[];
      }[];
    };

/** The strategy fields its value is drawn from. */
export type ValuedStrategy = Pick<
  WhirlpoolStrategy,
  | 'tokenACollateralId'
  | 'tokenBCollateralId'
  | 'tokenAAmounts'
  | 'tokenBAmounts'
  | 'tokenAMintDecimals'
  | 'tokenBMintDecimals'
  | 'sharesIssued'
  | 'sharesMintDecimals'
>;

/** A Scope price chain's unused slot. */
const UNUSED_PRICE_INDEX = 65535;

/** What one share of a strategy is worth, and the TVL it is drawn from (MATH §7.3). */
export interface StrategyValue {
  /** USD per whole share. */
  sharePrice: Decimal;
  tvlUsd: Decimal;
}

/**
 * The USD price of a strategy token from its collateral info (MATH §7.2): the product of the
 * Scope prices on its price chain. Undefined when the chain names no price or a price is missing.
 */
export function collateralPrice(
  collateralId: bigint,
  collateralInfos: PriceSources,
  oraclePrices: OraclePriceFeeds,
): Decimal | undefined {
  const info =
    collateralId < BigInt(collateralInfos.infos.length)
      ? collateralInfos.infos[Number(collateralId)]
      : undefined;
  if (!info) return undefined;
  const feed = oraclePrices.get(info.scopeFeed.toBase58());
  const chain = info.scopePriceChain.filter((index) => index !== UNUSED_PRICE_INDEX);
  if (!feed || chain.length === 0) return undefined;
  let price: Decimal = new MathDecimal(1);
  for (const index of chain) {
    const entry = feed.prices[index];
    if (!entry) return undefined;
    price = price.times(scopePriceToDecimal(entry.price));
  }
  return price.isZero() ? undefined : price;
}

/**
 * Raw token amounts the strategy's DEX position holds (MATH §7.1), rounded down as a withdrawal
 * values them: Orca / Raydium from the position's liquidity at the pool's price, DLMM by summing
 * the position's share of every bin in its range (per bin rounded down, bins of arrays not read
 * count as empty). Nothing invested without a decoded pool and position.
 */
export function investedAmounts(dex: DexLiquidity | undefined): { a: Decimal; b: Decimal } {
  if (dex?.dex === 'ORCA' && dex.pool && dex.position) {
    return positionTokenAmounts({
      liquidity: dex.position.liquidity,
      sqrtPriceX64: dex.pool.sqrtPrice,
      tickLower: dex.position.tickLowerIndex,
      tickUpper: dex.position.tickUpperIndex,
    });
  }
  if (dex?.dex === 'RAYDIUM' && dex.pool && dex.position) {
    return positionTokenAmounts({
      liquidity: dex.position.liquidity,
      sqrtPriceX64: dex.pool.sqrtPriceX64,
      tickLower: dex.position.tickLowerIndex,
      tickUpper: dex.position.tickUpperIndex,
    });
  }
  if (dex?.dex === 'METEORA' && dex.pool && dex.position) {
    const arrays = dex.binArrays;
    return dlmmPositionAmounts({
      lowerBinId: dex.position.lowerBinId,
      upperBinId: dex.position.upperBinId,
      liquidityShares: dex.position.liquidityShares,
      binAt: (binId) => {
        const index = meteoraBinArrayIndex(binId);
        const array = arrays.find((candidate) => candidate.index === index);
        const slot = meteoraBinSlot(index, binId);
        return array && slot !== undefined ? array.bins[slot] : undefined;
      },
    });
  }
  return { a: new MathDecimal(0), b: new MathDecimal(0) };
}

/**
 * A strategy's TVL (available + invested of both tokens at their Scope prices) and share price
 * (TVL / shares issued, 1 before any share). Undefined when a token has no price.
 */
export function strategyValue(
  strategy: ValuedStrategy,
  dex: DexLiquidity | undefined,
  collateralInfos: PriceSources,
  oraclePrices: OraclePriceFeeds,
): StrategyValue | undefined {
  const priceA = collateralPrice(strategy.tokenACollateralId, collateralInfos, oraclePrices);
  const priceB = collateralPrice(strategy.tokenBCollateralId, collateralInfos, oraclePrices);
  if (priceA === undefined || priceB === undefined) return undefined;
  const invested = investedAmounts(dex);
  const tvl = strategyTvl(
    {
      available: strategy.tokenAAmounts,
      invested: invested.a,
      decimals: strategy.tokenAMintDecimals,
      price: priceA,
    },
    {
      available: strategy.tokenBAmounts,
      invested: invested.b,
      decimals: strategy.tokenBMintDecimals,
      price: priceB,
    },
  );
  return {
    tvlUsd: tvl.totalUsd,
    sharePrice: strategySharePrice(
      tvl.totalUsd,
      strategy.sharesIssued,
      strategy.sharesMintDecimals,
    ),
  };
}
