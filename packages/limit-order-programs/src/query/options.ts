import type { Address, ChainQueryOptions, ChainRpc } from '@keel/chain-readers';
import { decodeLimitOrder, type LimitOrder, ORDER_OFFSETS, ORDER_SIZE } from '../accounts/order';
import { LIMIT_ORDER_PROGRAM_ID } from '../programId';
import { limitOrderKeys } from './keys';

/** The read connection and its endpoint (the endpoint is part of every key). */
export interface LimitOrderQueryContext {
  rpc: Pick<ChainRpc, 'getProgramAccounts'>;
  endpoint: string;
}

/** The maker's orders still on chain (open, or filled and not yet closed): by size and maker. */
export async function readMakerOrders(
  rpc: LimitOrderQueryContext['rpc'],
  maker: Address,
  programId: Address = LIMIT_ORDER_PROGRAM_ID,
): Promise<LimitOrder[]> {
  const accounts = await rpc.getProgramAccounts(programId, {
    filters: [
      { dataSize: ORDER_SIZE },
      { memcmp: { offset: ORDER_OFFSETS.maker, bytes: maker.toBase58() } },
    ],
  });
  return accounts
    .map(({ pubkey, account }) => decodeLimitOrder(pubkey, account, { programId }))
    .sort((a, b) => Number(b.lastUpdatedTimestamp - a.lastUpdatedTimestamp));
}

/** The maker's orders, newest first; disabled without a wallet. */
export function makerOrdersQueryOptions(
  { rpc, endpoint }: LimitOrderQueryContext,
  maker: Address | null,
  programId: Address = LIMIT_ORDER_PROGRAM_ID,
): ChainQueryOptions<LimitOrder[], ReturnType<typeof limitOrderKeys.makerOrders>> {
  return {
    queryKey: limitOrderKeys.makerOrders(endpoint, maker),
    queryFn: async () => {
      if (maker === null) throw new Error('No wallet connected');
      return readMakerOrders(rpc, maker, programId);
    },
    enabled: maker !== null,
    staleTime: 5_000,
    refetchInterval: 10_000,
  };
}
