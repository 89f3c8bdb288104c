import { MathDecimal } from '@keel/core-math';
import type Decimal from 'decimal.js';
import { deriveAddress } from './addresses';
import type { Prng } from './prng';
import { NATIVE_TOKEN, tokenBySymbol } from './tokens';
import type { Dex, StrategyType, WorldBrand, WorldStrategy, WorldToken } from './types';

/** Pairs (token A, token B) and the exchanges each one has a strategy on. */
const STRATEGY_PAIRS: ReadonlyArray<readonly [string, string, readonly Dex[]]> = [
  ['SOL', 'USDC', ['ORCA', 'RAYDIUM', 'METEORA']],
  ['SOL', 'USDT', ['ORCA', 'RAYDIUM']],
  ['JitoSOL', 'SOL', ['ORCA', 'RAYDIUM', 'METEORA']],
  ['mSOL', 'SOL', ['ORCA', 'RAYDIUM']],
  ['bSOL', 'SOL', ['ORCA', 'METEORA']],
  ['JupSOL', 'SOL', ['ORCA', 'METEORA']],
  ['INF', 'SOL', ['ORCA']],
  ['USDC', 'USDT', ['ORCA', 'RAYDIUM', 'METEORA']],
  ['PYUSD', 'USDC', ['ORCA', 'RAYDIUM']],
  ['USDG', 'USDC', ['ORCA']],
  ['USDe', 'USDC', ['ORCA', 'METEORA']],
  ['sUSDe', 'USDe', ['ORCA']],
  ['USDS', 'USDC', ['ORCA', 'METEORA']],
  ['EURC', 'USDC', ['ORCA', 'METEORA']],
  ['JUP', 'SOL', ['ORCA', 'RAYDIUM', 'METEORA']],
  ['JUP', 'USDC', ['ORCA', 'RAYDIUM']],
  ['JTO', 'SOL', ['ORCA', 'RAYDIUM']],
  ['JTO', 'USDC', ['ORCA']],
  ['BONK', 'SOL', ['ORCA', 'RAYDIUM', 'METEORA']],
  ['BONK', 'USDC', ['ORCA']],
  ['WIF', 'SOL', ['ORCA', 'METEORA']],
  ['ETH', 'SOL', ['ORCA', 'RAYDIUM']],
  ['ETH', 'USDC', ['ORCA', 'RAYDIUM']],
  ['cbBTC', 'USDC', ['ORCA', 'METEORA']],
  ['cbBTC', 'SOL', ['ORCA']],
  ['WBTC', 'USDC', ['ORCA']],
  ['RAY', 'SOL', ['RAYDIUM']],
  ['RAY', 'USDC', ['RAYDIUM']],
  ['ORCA', 'SOL', ['ORCA']],
  ['ORCA', 'USDC', ['ORCA']],
  ['PYTH', 'USDC', ['ORCA', 'METEORA']],
  ['Fartcoin', 'SOL', ['METEORA']],
  ['Fartcoin', 'USDC', ['METEORA']],
  ['JLP', 'USDC', ['ORCA', 'METEORA']],
  ['JLP', 'SOL', ['METEORA']],
  [NATIVE_TOKEN, 'SOL', ['ORCA', 'RAYDIUM']],
  [NATIVE_TOKEN, 'USDC', ['ORCA']],
  ['TSLAx', 'USDC', ['ORCA']],
  ['NVDAx', 'USDC', ['ORCA']],
  ['SPYx', 'USDC', ['ORCA', 'METEORA']],
];

const DEX_LABEL: Record<Dex, string> = { ORCA: 'Orca', RAYDIUM: 'Raydium', METEORA: 'Meteora' };
const SHARE_DECIMALS = 6;
const DIY_COUNT = 10;
/** Of the DIY strategies, this many are administered by the ordinary sandbox wallet. */
/**
 * The strategy's vaults hold real tokens: its TVL is held to a twentieth of each token's supply
 * (a small-supply token — a tokenised stock — cannot back a large pool), so no mint is held beyond
 * its supply once the wallets, vaults and pools are written too.
 */
const MAX_SUPPLY_SHARE = new MathDecimal(1).div(20);

function withinSupply(
  tvl: Decimal,
  sides: readonly [token: WorldToken, share: Decimal][],
): Decimal {
  let capped = tvl;
  for (const [token, share] of sides) {
    if (token.supply === null || share.isZero()) continue;
    const most = new MathDecimal(token.supply).mul(token.priceUsd).mul(MAX_SUPPLY_SHARE).div(share);
    if (most.lt(capped)) capped = most.toDecimalPlaces(2, MathDecimal.ROUND_DOWN);
  }
  return capped;
}

export const WALLET_ADMINISTERED_DIY = 3;
const EMPTY_DIY = 2;

function strategyType(a: WorldToken, b: WorldToken): StrategyType {
  const stable = (t: WorldToken) => t.kind === 'stable' || t.kind === 'yield-stable';
  if (stable(a) && stable(b)) return 'STABLE';
  if ((a.kind === 'lst' && b.kind === 'native-sol') || (a.symbol === 'sUSDe' && stable(b))) {
    return 'PEGGED';
  }
  return 'NON_PEGGED';
}

const RANGE_HALF_WIDTH: Record<StrategyType, [string, string]> = {
  STABLE: ['0.002', '0.005'],
  PEGGED: ['0.005', '0.02'],
  NON_PEGGED: ['0.08', '0.3'],
};
const FEE_TIERS: Record<StrategyType, number[]> = {
  STABLE: [1, 1, 2],
  PEGGED: [1, 2, 5],
  NON_PEGGED: [4, 5, 16, 30, 100],
};
const TVL_TIERS = ['100000', '500000', '2000000', '10000000'];

function amount(value: Decimal, decimals: number): string {
  return value.toDecimalPlaces(decimals, MathDecimal.ROUND_DOWN).toFixed();
}

export function buildStrategies(
  seed: string,
  prng: Prng,
  tokens: readonly WorldToken[],
  brand: WorldBrand,
  admins: { protocol: string; wallet: string },
  funded: ReadonlyArray<{ dex: Dex; a: string; b: string }>,
): WorldStrategy[] {
  const planned = STRATEGY_PAIRS.flatMap(([a, b, dexes]) => dexes.map((dex) => ({ a, b, dex })));
  // DIY strategies come from those no wallet position depends on, so none of those is empty.
  const open = planned
    .map((plan, index) => ({ plan, index }))
    .filter(
      ({ plan }) => !funded.some((f) => f.dex === plan.dex && f.a === plan.a && f.b === plan.b),
    )
    .map(({ index }) => index);
  const diy = prng
    .fork('diy')
    .sampleIndexes(open.length, DIY_COUNT)
    .map((i) => open[i] as number);
  return planned.map(({ a, b, dex }, index) => {
    const tokenA = tokenBySymbol(tokens, a, brand);
    const tokenB = tokenBySymbol(tokens, b, brand);
    const label = `strategy:${dex}:${a}-${b}`;
    const p = prng.fork(label);
    const type = strategyType(tokenA, tokenB);
    const poolPrice = new MathDecimal(tokenA.priceUsd).div(tokenB.priceUsd).toSignificantDigits(8);
    const halfWidth = p.decimal(...RANGE_HALF_WIDTH[type], 4);
    const diyRank = diy.indexOf(index);
    const isDiyVault = diyRank >= 0;
    const isEmpty = isDiyVault && diyRank >= DIY_COUNT - EMPTY_DIY;
    const drawnTvl = isEmpty
      ? new MathDecimal(0)
      : new MathDecimal(p.pick(TVL_TIERS)).mul(p.decimal('0.5', '2.5', 2));
    const shareOfA = p.decimal('0.35', '0.65', 2);
    const tvl = withinSupply(drawnTvl, [
      [tokenA, shareOfA],
      [tokenB, new MathDecimal(1).minus(shareOfA)],
    ]);
    const sharePrice = p.decimal('0.8', '160', 2);
    const admin = !isDiyVault
      ? admins.protocol
      : diyRank < WALLET_ADMINISTERED_DIY
        ? admins.wallet
        : deriveAddress(seed, `${label}:creator`).toBase58();
    const address = deriveAddress(seed, label);
    return {
      address: address.toBase58(),
      dex,
      tokenA: tokenA.symbol,
      tokenAMint: tokenA.mint,
      tokenB: tokenB.symbol,
      tokenBMint: tokenB.mint,
      shareMint: deriveAddress(seed, `${label}:shares`).toBase58(),
      shareMintAuthority: deriveAddress(seed, `${label}:authority`).toBase58(),
      shareSymbol: `k${tokenA.symbol}${tokenB.symbol}${DEX_LABEL[dex]}`,
      shareName: `${brand.productName} ${tokenA.symbol}-${tokenB.symbol} (${DEX_LABEL[dex]})`,
      shareDecimals: SHARE_DECIMALS,
      pool: deriveAddress(seed, `${label}:pool`).toBase58(),
      position: deriveAddress(seed, `${label}:position`).toBase58(),
      strategyType: type,
      status: !isDiyVault && p.chance(0.05) ? 'DEPRECATED' : 'LIVE',
      feeTierBps: p.pick(FEE_TIERS[type]),
      poolPrice: poolPrice.toFixed(),
      priceLower: poolPrice
        .mul(new MathDecimal(1).minus(halfWidth))
        .toSignificantDigits(8)
        .toFixed(),
      priceUpper: poolPrice
        .mul(new MathDecimal(1).plus(halfWidth))
        .toSignificantDigits(8)
        .toFixed(),
      tokenAAmount: amount(tvl.mul(shareOfA).div(tokenA.priceUsd), tokenA.decimals),
      tokenBAmount: amount(
        tvl.mul(new MathDecimal(1).minus(shareOfA)).div(tokenB.priceUsd),
        tokenB.decimals,
      ),
      sharesIssued: amount(tvl.div(sharePrice), SHARE_DECIMALS),
      sharePriceUsd: sharePrice.toFixed(),
      tvlUsd: amount(tvl, 2),
      isDiyVault,
      isEmptyDiyStrategy: isEmpty,
      adminAuthority: admin,
      farm: null,
    };
  });
}
