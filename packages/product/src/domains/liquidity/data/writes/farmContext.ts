import type { FarmState, UserState } from '@keel/chain-readers';
import { useQuery } from '@tanstack/react-query';
import { whenReady } from '../../../../common/services/whenReady';
import { useLiquidityWriteServices } from './services';

/** The farm a strategy's shares stake in, with the wallet's stake in it. */
export type StrategyFarmContext =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'error'; error: Error; retry: () => void }
  | { status: 'ready'; farm: FarmState; user: UserState | null };

/** The strategy's farm (none when it has none) and the wallet's user state in it (or null). */
export function useStrategyFarm(
  farm: string | null | undefined,
  wallet: string | undefined,
): StrategyFarmContext {
  const services = useLiquidityWriteServices();
  const farms = useQuery(
    whenReady(services?.lib.farmQuery(services.chain, farm), 'liquidityWriteFarm'),
  );
  const users = useQuery(
    whenReady(services?.lib.userFarmsQuery(services.chain, wallet), 'liquidityWriteFarmUsers'),
  );
  if (farm === null || !wallet) return { status: 'none' };
  const failed = [farms, users].find((query) => query.error);
  if (failed?.error) {
    return {
      status: 'error',
      error: failed.error,
      retry: () => {
        for (const query of [farms, users]) if (query.error) void query.refetch();
      },
    };
  }
  const state = farms.data?.[0];
  if (farm === undefined || farms.data === undefined || users.data === undefined) {
    return { status: 'loading' };
  }
  if (!state) return { status: 'none' };
  const user = users.data.find((candidate) => candidate.farmState.equals(state.address)) ?? null;
  return { status: 'ready', farm: state, user };
}
