import type { ObligationPnl } from '@keel/api-client';
import { useQuery } from '@tanstack/react-query';
import { whenReady } from '../../../../common/services/whenReady';
import { useLendingServices } from '../../../lending/data/services';

/**
 * A position's PnL and the money put in, from the API: undefined while it loads or without a
 * market, null when the API could not give it (an obligation it does not know yet answers 404).
 */
export function useObligationPnl(
  market: string | undefined,
  obligation: string,
): ObligationPnl | null | undefined {
  const services = useLendingServices();
  const query = useQuery(
    whenReady(
      market === undefined ? undefined : services?.api.lending.obligationPnl(market, obligation),
      `multiply:pnl:${obligation}`,
    ),
  );
  if (query.error) return null;
  return query.data;
}
