import {
  decodeDexAccounts,
  decodeWhirlpoolStrategy,
  KLIQUIDITY_PROGRAM_ID,
  meteoraBinArrayAddresses,
  meteoraBinArrayIndex,
  meteoraBinSlot,
  type StrategyDexAccounts,
  WHIRLPOOL_STRATEGY_SIZE,
  type WhirlpoolStrategy,
  withBinArrays,
} from '@keel/chain-readers';
import {
  dlmmPositionAmounts,
  positionTokenAmounts,
  priceAtTick,
  priceFromSqrtPriceX64,
  strategySharePrice,
  strategyTvl,
} from '@keel/core-math';
import { PublicKey } from '@solana/web3.js';
import type { LedgerAccount } from '../../chain/ledger-account';
import type { StrategyType, WorldStrategy, WorldToken } from '../../world/types';
import { entityKey } from './context';
import type { SandboxDataset } from './dataset';
import { type Decimal, dec, fixed, sig, ZERO } from './decimal';
import type { ApiStrategyStatus, StrategyModel } from './strategies';

/** What indexing the chain's strategies needs of it; the sandbox Ledger is one. */
export interface StrategyChainView {
  readAccount(address: PublicKey): LedgerAccount | null;
  /** The accounts a program owns (the chain's getProgramAccounts). */
  accountsOwnedBy(owner: PublicKey): Array<{ address: PublicKey; account: LedgerAccount }>;
}

/**
 * Strategies created on the chain after the world was written (a Creator vault made a moment
 * ago), as models beside the world's: every strategy account of the strategy program (its size
 * and discriminator) the dataset does not know, valued from its chain holdings at the dataset's
 * prices. One whose account does not decode, or whose tokens the world does not price, is left
 * out.
 */
export function chainStrategyModels(
  chain: StrategyChainView,
  dataset: SandboxDataset,
): StrategyModel[] {
  const book = dataset.strategies();
  const models: StrategyModel[] = [];
  for (const { address, account } of chain.accountsOwnedBy(KLIQUIDITY_PROGRAM_ID)) {
    if (account.data.length !== WHIRLPOOL_STRATEGY_SIZE) continue;
    if (book.isWorldStrategy(address.toBase58())) continue;
    let strategy: WhirlpoolStrategy;
    try {
      strategy = decodeWhirlpoolStrategy(address, account);
    } catch {
      continue;
    }
    const model = chainStrategyModel(chain, dataset, strategy);
    if (model) models.push(model);
  }
  return models.sort((a, b) => a.strategy.address.localeCompare(b.strategy.address));
}

function chainStrategyModel(
  chain: StrategyChainView,
  dataset: SandboxDataset,
  strategy: WhirlpoolStrategy,
): StrategyModel | undefined {
  const prices = dataset.prices();
  const { anchor } = dataset.ctx;
  const tokenA = prices.find(strategy.tokenAMint.toBase58());
  const tokenB = prices.find(strategy.tokenBMint.toBase58());
  if (!tokenA || !tokenB) return undefined;
  const dex = dexAccounts(chain, strategy);
  const invested = investedAmounts(dex);
  const priceA = prices.priceAt(tokenA, anchor);
  const priceB = prices.priceAt(tokenB, anchor);
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
  const sharePrice = strategySharePrice(
    tvl.totalUsd,
    strategy.sharesIssued,
    strategy.sharesMintDecimals,
  );
  const range = priceRange(strategy, dex, priceA.div(priceB));
  const address = strategy.address.toBase58();
  const shares = dec(strategy.sharesIssued.toString()).div(
    dec(10).pow(strategy.sharesMintDecimals),
  );
  const world: WorldStrategy = {
    address,
    dex: strategy.strategyDex,
    tokenA: tokenA.symbol,
    tokenAMint: tokenA.mint,
    tokenB: tokenB.symbol,
    tokenBMint: tokenB.mint,
    shareMint: strategy.sharesMint.toBase58(),
    shareMintAuthority: strategy.sharesMintAuthority.toBase58(),
    shareSymbol: `k${tokenA.symbol}${tokenB.symbol}`,
    shareName: `${tokenA.symbol}-${tokenB.symbol} (${strategy.strategyDex})`,
    shareDecimals: strategy.sharesMintDecimals,
    pool: strategy.pool.toBase58(),
    position: strategy.position.toBase58(),
    strategyType: typeOf(tokenA, tokenB),
    status: 'LIVE',
    feeTierBps: 0,
    poolPrice: sig(range.pool),
    priceLower: sig(range.lower),
    priceUpper: sig(range.upper),
    tokenAAmount: fixed(tvl.totalA, tokenA.decimals),
    tokenBAmount: fixed(tvl.totalB, tokenB.decimals),
    sharesIssued: fixed(shares, strategy.sharesMintDecimals),
    sharePriceUsd: sig(sharePrice, 12),
    tvlUsd: fixed(tvl.totalUsd, 2),
    isDiyVault: strategy.isCommunity,
    isEmptyDiyStrategy: strategy.sharesIssued === 0n,
    adminAuthority: strategy.adminAuthority.toBase58(),
    farm: strategy.farm?.toBase58() ?? null,
  };
  return {
    strategy: world,
    status: statusOf(strategy),
    tokenA,
    tokenB,
    key: entityKey(dataset.ctx, `strategy:${address}`),
    // Created a moment ago: its histories start (and end) now.
    launch: anchor,
    baseFeeApr: 0,
    rebalanceDays: 7,
    farm: undefined,
    indexed: true,
  };
}

/**
 * The API status of a chain strategy: a community strategy whose creation status was never set
 * (the program's initial IGNORED) is listed by its state — LIVE while Active or Rebalancing,
 * STAGING before its position opens, DEPRECATED once Frozen; any other strategy by the creation
 * status its admin set.
 */
export function statusOf(
  strategy: Pick<WhirlpoolStrategy, 'isCommunity' | 'creationStatus' | 'status'>,
): ApiStrategyStatus {
  if (!strategy.isCommunity || strategy.creationStatus !== 'IGNORED')
    return strategy.creationStatus;
  switch (strategy.status) {
    case 'Active':
    case 'Rebalancing':
      return 'LIVE';
    case 'Frozen':
      return 'DEPRECATED';
    default:
      return 'STAGING';
  }
}

/** The world's rule: two stable tokens STABLE, a staked SOL against SOL PEGGED, else NON_PEGGED. */
function typeOf(a: WorldToken, b: WorldToken): StrategyType {
  const stable = (t: WorldToken) => t.kind === 'stable' || t.kind === 'yield-stable';
  if (stable(a) && stable(b)) return 'STABLE';
  if ((a.kind === 'lst' && b.kind === 'native-sol') || (a.symbol === 'sUSDe' && stable(b)))
    return 'PEGGED';
  return 'NON_PEGGED';
}

/** The strategy's pool and position (and a DLMM position's bin arrays); undecodable ones null. */
function dexAccounts(
  chain: StrategyChainView,
  strategy: WhirlpoolStrategy,
): StrategyDexAccounts | undefined {
  const read = (key: PublicKey) => (key.equals(PublicKey.default) ? null : chain.readAccount(key));
  try {
    const accounts = decodeDexAccounts(strategy, read(strategy.pool), read(strategy.position));
    const arrays = new Map(
      meteoraBinArrayAddresses(accounts).map((key) => [key.toBase58(), read(key)]),
    );
    return withBinArrays(accounts, arrays);
  } catch {
    return undefined;
  }
}

/** Raw amounts the DEX position holds (rounded down), none without a pool and position. */
function investedAmounts(dex: StrategyDexAccounts | undefined): { a: Decimal; b: Decimal } {
  if (!dex?.pool || !dex.position) return { a: ZERO, b: ZERO };
  if (dex.dex === 'METEORA') {
    const arrays = dex.binArrays;
    return dlmmPositionAmounts({
      lowerBinId: dex.position.lowerBinId,
      upperBinId: dex.position.upperBinId,
      liquidityShares: dex.position.liquidityShares,
      binAt: (binId) => {
        const index = meteoraBinArrayIndex(binId);
        const slot = meteoraBinSlot(index, binId);
        const array = arrays.find((candidate) => candidate.index === index);
        return array && slot !== undefined ? array.bins[slot] : undefined;
      },
    });
  }
  return positionTokenAmounts({
    liquidity: dex.position.liquidity,
    sqrtPriceX64: dex.dex === 'ORCA' ? dex.pool.sqrtPrice : dex.pool.sqrtPriceX64,
    tickLower: dex.position.tickLowerIndex,
    tickUpper: dex.position.tickUpperIndex,
  });
}

/**
 * Pool price and the position's range (token B per token A): a CLMM's from its pool's sqrt
 * price and the position's ticks; otherwise the dataset's price ratio, the range collapsed on it.
 */
function priceRange(
  strategy: WhirlpoolStrategy,
  dex: StrategyDexAccounts | undefined,
  fallback: Decimal,
): { pool: Decimal; lower: Decimal; upper: Decimal } {
  const decimals = [strategy.tokenAMintDecimals, strategy.tokenBMintDecimals] as const;
  if (dex && dex.dex !== 'METEORA' && dex.pool) {
    const raw = dex.dex === 'ORCA' ? dex.pool.sqrtPrice : dex.pool.sqrtPriceX64;
    const pool = priceFromSqrtPriceX64(raw, ...decimals);
    if (!dex.position) return { pool, lower: pool, upper: pool };
    return {
      pool,
      lower: priceAtTick(dex.position.tickLowerIndex, ...decimals),
      upper: priceAtTick(dex.position.tickUpperIndex, ...decimals),
    };
  }
  return { pool: fallback, lower: fallback, upper: fallback };
}
