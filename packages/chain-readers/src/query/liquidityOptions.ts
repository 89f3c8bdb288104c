import type { Address } from '../address/address';
import type { WhirlpoolStrategy } from '../layouts/kliquidity/whirlpoolStrategy';
import { KLIQUIDITY_PROGRAM_ID } from '../programIds';
import { readStrategies } from '../reads/liquidity';
import { type DebugAccount, readStrategyDebugAccounts } from '../reads/strategyDebug';
import type { ChainQueryOptions } from './chainQueryOptions';
import { chainKeys } from './keys';
import type { ChainQueryContext } from './options';

// The liquidity program's query options, apart from options.ts so that the lending pages, which
// import those, do not download the strategy and DEX layouts with them.

/** Liquidity strategies at known addresses. */
export function strategiesQueryOptions(
  { rpc, endpoint }: ChainQueryContext<'getMultipleAccountsInfo'>,
  strategies: readonly Address[],
  programId: Address = KLIQUIDITY_PROGRAM_ID,
) {
  return {
    queryKey: chainKeys.strategies(endpoint, strategies, programId),
    queryFn: () => readStrategies(rpc, strategies, { programId }),
  } satisfies ChainQueryOptions<(WhirlpoolStrategy | null)[], readonly unknown[]>;
}

/** A strategy's accounts raw and decoded, for its debug view. */
export function strategyDebugQueryOptions(
  { rpc, endpoint }: ChainQueryContext<'getMultipleAccountsInfo'>,
  strategy: Address,
  programId: Address = KLIQUIDITY_PROGRAM_ID,
) {
  return {
    queryKey: chainKeys.strategyDebug(endpoint, strategy, programId),
    queryFn: () => readStrategyDebugAccounts(rpc, strategy, programId),
  } satisfies ChainQueryOptions<DebugAccount[], readonly unknown[]>;
}
