import { useQuery } from '@tanstack/react-query';
import { whenReady } from '../../../../common/services/whenReady';
import { useStrategyServices } from './services';

/** A strategy's accounts raw and decoded (strategy, pool, position, DLMM bin arrays). */
export function useStrategyDebug(address: string) {
  const services = useStrategyServices();
  const chain = services?.chain;
  return useQuery(
    whenReady(chain && services?.lib.debugQuery(chain, address), `strategy:debug:${address}`),
  );
}
