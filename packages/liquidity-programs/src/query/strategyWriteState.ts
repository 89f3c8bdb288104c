import {
  type Address,
  type ChainQueryOptions,
  type ChainRpc,
  decodeCollateralInfos,
  decodeDexAccounts,
  decodeKliquidityGlobalConfig,
  decodeOrcaPosition,
  decodeOrcaWhirlpool,
  decodeRaydiumPool,
  decodeRaydiumPosition,
  decodeWhirlpoolStrategy,
  KLIQUIDITY_PROGRAM_ID,
  meteoraBinArrayAddresses,
  meteoraBinArrayIndex,
  meteoraBinSlot,
  type StrategyDexAccounts,
  type WhirlpoolStrategy,
  withBinArrays,
} from '@keel/chain-readers';
import { dlmmPositionAmounts, positionTokenAmounts } from '@keel/core-math';
import type { StrategyHoldings } from '../maths/strategyAmounts';
import { liquidityWriteKeys } from './keys';

/** What a deposit or withdrawal form needs of one strategy, read from the chain. */
export interface StrategyWriteState {
  strategy: WhirlpoolStrategy;
  /** Uninvested plus invested (the position's liquidity at the pool's price), raw units. */
  holdings: StrategyHoldings;
  /** The program's CollateralInfos and the Scope feeds of A and B (the deposit reads them). */
  tokenInfos: Address;
  scopePricesA: Address;
  scopePricesB: Address;
}

export interface LiquidityQueryContext {
  rpc: Pick<ChainRpc, 'getMultipleAccountsInfo'>;
  endpoint: string;
}

/** Holdings change with every deposit, withdrawal and rebalance: read fresh, keep briefly. */
const TIMINGS = { staleTime: 15_000, gcTime: 5 * 60_000 } as const;

/** A DLMM position's share of its bins (per bin rounded down, MATH §7.1); 0 without one. */
function dlmmInvested(accounts: StrategyDexAccounts | null): { a: bigint; b: bigint } {
  if (accounts?.dex !== 'METEORA' || !accounts.pool || !accounts.position) return { a: 0n, b: 0n };
  const { binArrays } = accounts;
  const amounts = dlmmPositionAmounts({
    lowerBinId: accounts.position.lowerBinId,
    upperBinId: accounts.position.upperBinId,
    liquidityShares: accounts.position.liquidityShares,
    binAt: (binId) => {
      const index = meteoraBinArrayIndex(binId);
      const slot = meteoraBinSlot(index, binId);
      const array = binArrays.find((candidate) => candidate.index === index);
      return array && slot !== undefined ? array.bins[slot] : undefined;
    },
  });
  return { a: BigInt(amounts.a.toFixed(0)), b: BigInt(amounts.b.toFixed(0)) };
}

function invested(
  strategy: WhirlpoolStrategy,
  pool: { owner: Address; data: Uint8Array } | null,
  position: { owner: Address; data: Uint8Array } | null,
): { a: bigint; b: bigint } {
  if (pool === null || position === null || strategy.strategyDex === 'METEORA') {
    return { a: 0n, b: 0n };
  }
  const orca = strategy.strategyDex === 'ORCA';
  const sqrtPriceX64 = orca
    ? decodeOrcaWhirlpool(strategy.pool, pool).sqrtPrice
    : decodeRaydiumPool(strategy.pool, pool).sqrtPriceX64;
  const held = orca
    ? decodeOrcaPosition(strategy.position, position)
    : decodeRaydiumPosition(strategy.position, position);
  const amounts = positionTokenAmounts({
    liquidity: held.liquidity.toString(),
    sqrtPriceX64: sqrtPriceX64.toString(),
    tickLower: held.tickLowerIndex,
    tickUpper: held.tickUpperIndex,
  });
  return { a: BigInt(amounts.a.toFixed(0)), b: BigInt(amounts.b.toFixed(0)) };
}

/**
 * Reads a strategy, its GlobalConfig, pool and position, then its CollateralInfos (with a DLMM
 * position's bin arrays): three round trips.
 */
export async function readStrategyWriteState(
  rpc: LiquidityQueryContext['rpc'],
  address: Address,
  programId: Address = KLIQUIDITY_PROGRAM_ID,
): Promise<StrategyWriteState> {
  const [account] = await rpc.getMultipleAccountsInfo([address]);
  if (!account) throw new Error(`Strategy ${address.toBase58()} not found`);
  const strategy = decodeWhirlpoolStrategy(address, account, { programId });
  const [configAccount, pool, position] = await rpc.getMultipleAccountsInfo([
    strategy.globalConfig,
    strategy.pool,
    strategy.position,
  ]);
  if (!configAccount) throw new Error('The strategy program’s configuration was not found');
  const config = decodeKliquidityGlobalConfig(strategy.globalConfig, configAccount, { programId });
  // A DLMM position is valued from its bins: their arrays come with the collateral infos.
  const dlmm =
    strategy.strategyDex === 'METEORA'
      ? decodeDexAccounts(strategy, pool ?? null, position ?? null)
      : null;
  const binArrayKeys = dlmm === null ? [] : meteoraBinArrayAddresses(dlmm);
  const [infosAccount, ...binArrays] = await rpc.getMultipleAccountsInfo([
    config.tokenInfos,
    ...binArrayKeys,
  ]);
  if (!infosAccount) throw new Error('The strategy program’s token prices were not found');
  const infos = decodeCollateralInfos(config.tokenInfos, infosAccount, { programId }).infos;
  const feed = (id: bigint) => {
    const info = infos[Number(id)];
    if (info === undefined) throw new Error(`No price configuration for collateral ${id}`);
    return info.scopeFeed;
  };
  const fromPosition =
    dlmm === null
      ? invested(strategy, pool ?? null, position ?? null)
      : dlmmInvested(
          withBinArrays(
            dlmm,
            new Map(binArrayKeys.map((key, i) => [key.toBase58(), binArrays[i] ?? null])),
          ),
        );
  return {
    strategy,
    holdings: {
      totalA: strategy.tokenAAmounts + fromPosition.a,
      totalB: strategy.tokenBAmounts + fromPosition.b,
      decimalsA: strategy.tokenAMintDecimals,
      decimalsB: strategy.tokenBMintDecimals,
      sharesIssued: strategy.sharesIssued,
      sharesDecimals: strategy.sharesMintDecimals,
    },
    tokenInfos: config.tokenInfos,
    scopePricesA: feed(strategy.tokenACollateralId),
    scopePricesB: feed(strategy.tokenBCollateralId),
  };
}

/** The strategy's write state under `liquidityWriteKeys.strategy`. */
export function strategyWriteStateQueryOptions(
  { rpc, endpoint }: LiquidityQueryContext,
  strategy: Address,
  programId: Address = KLIQUIDITY_PROGRAM_ID,
): ChainQueryOptions<StrategyWriteState, ReturnType<typeof liquidityWriteKeys.strategy>> {
  return {
    queryKey: liquidityWriteKeys.strategy(endpoint, strategy),
    queryFn: () => readStrategyWriteState(rpc, strategy, programId),
    ...TIMINGS,
  };
}
