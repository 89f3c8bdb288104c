import type { Address } from '@keel/chain-readers';

/**
 * Query keys: ['limitOrders', endpoint, …]. Invalidating ['limitOrders', endpoint] after a create
 * or a cancel refreshes the maker's orders.
 */
export const limitOrderKeys = {
  all: (endpoint: string) => ['limitOrders', endpoint] as const,
  makerOrders: (endpoint: string, maker: Address | null) =>
    ['limitOrders', endpoint, 'maker', maker === null ? null : maker.toBase58()] as const,
};
