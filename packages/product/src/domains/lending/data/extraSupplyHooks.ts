import type { Reserve } from '@keel/chain-readers';
import { isSyntheticDollarStakedSymbol } from '@keel/core-math';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { whenReady } from '../../../common/services/whenReady';
import { type ExtraSupplyYields, LIQUID_STAKING_YIELD_KIND } from './extraSupplyApy';
import { useLendingServices } from './services';

/** True when a reserve list holds a staked synthetic dollar (so its yield is worth asking). */
export function hasSyntheticDollarReserve(reserves: readonly Reserve[] | undefined): boolean {
  return (reserves ?? []).some((reserve) =>
    isSyntheticDollarStakedSymbol(reserve.config.tokenInfo.name),
  );
}

/**
 * The API yields that join reserves' supply APYs, with the api-client's keys and cache timings
 * (shared by every market). Each field stays undefined until its query answers, so reserves
 * show without them first; both queries fall back on their own (built-in staking list, null).
 * The synthetic-dollar document is only asked for when `withSyntheticDollar`.
 */
export function useExtraSupplyYields(withSyntheticDollar: boolean): {
  yields: ExtraSupplyYields;
  /** Every yield asked for has answered (or fallen back): supply APYs will not change now. */
  settled: boolean;
} {
  const services = useLendingServices();
  const staking = useQuery(
    whenReady(services?.api.strategies.stakingYields(LIQUID_STAKING_YIELD_KIND), 'stakingYields'),
  );
  const syntheticOptions = services?.api.lending.syntheticDollarStakingYield();
  const synthetic = useQuery(
    whenReady(
      syntheticOptions && { ...syntheticOptions, enabled: withSyntheticDollar },
      'syntheticDollarStakingYield',
    ),
  );
  const stakingYields = staking.data;
  const syntheticDollarYield = withSyntheticDollar ? synthetic.data : undefined;
  const yields = useMemo(
    () => ({ stakingYields, syntheticDollarYield }),
    [stakingYields, syntheticDollarYield],
  );
  const settled =
    (stakingYields !== undefined || staking.error !== null) &&
    (!withSyntheticDollar || synthetic.data !== undefined || synthetic.error !== null);
  return { yields, settled };
}
