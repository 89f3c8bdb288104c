import { useQuery } from '@tanstack/react-query';
import { whenReady } from '../../../../common/services/whenReady';
import { useStrategyServices } from './services';

/**
 * The strategy's volume and 7-day fees and rewards (the list's reads, shared with it) and the
 * staking yields of liquid-staked tokens (a built-in list on failure, D§8).
 */
export function useStrategyActivity(address: string) {
  const api = useStrategyServices()?.api.strategies;
  const volume = useQuery(whenReady(api?.volume('LIVE'), 'strategy:volume'));
  const fees = useQuery(
    whenReady(api?.feesAndRewards({ period: '7d', status: ['LIVE'] }), 'strategy:fees'),
  );
  const staking = useQuery(whenReady(api?.stakingYields('median'), 'strategy:staking'));
  return {
    volume: volume.data?.find((v) => v.strategy === address),
    fees: fees.data?.find((f) => f.strategyPubkey === address),
    stakingYields: staking.data,
    error: volume.error ?? fees.error,
    refetch: () => {
      for (const read of [volume, fees]) if (read.error) void read.refetch();
    },
  };
}
