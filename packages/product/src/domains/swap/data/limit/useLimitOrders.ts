import { useQuery } from '@tanstack/react-query';
import { whenReady } from '../../../../common/services/whenReady';
import type { RawLimitOrder } from './limitMath';
import { useLimitServices } from './limitServices';

export interface LimitOrdersData {
  orders: readonly RawLimitOrder[] | undefined;
  error: Error | null;
  refetch: () => void;
}

/** The wallet's orders on chain (open, and filled ones not yet closed), refreshed every 10 s. */
export function useLimitOrders(wallet: string | undefined): LimitOrdersData {
  const services = useLimitServices();
  const query = useQuery(
    whenReady(services?.lib.makerOrdersQuery(services.chain, wallet), 'limitOrdersOfMaker'),
  );
  return {
    orders: query.data,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}
