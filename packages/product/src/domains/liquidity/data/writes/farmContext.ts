import {
  type FarmState,
  sameAddress,
  UserFarmPositionNotLoadedError,
  type UserState,
} from '@keel/chain-readers';
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
  // D§8: the farm's read fails with 'Failed to fetch farm data'; the wallet's user states with
  // the farm user-state text ('useUserFarmPositionQuery data is not loaded').
  const error = farms.error ?? (users.error ? new UserFarmPositionNotLoadedError() : null);
  if (error) {
    return {
      status: 'error',
      error,
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
  const user =
    users.data.find((candidate) => sameAddress(candidate.farmState, state.address)) ?? null;
  return { status: 'ready', farm: state, user };
}
