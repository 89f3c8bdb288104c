import type { Address } from '@keel/chain-readers';

/**
 * Query keys: ['liquidityWrites', endpoint, strategy]. Invalidating ['liquidityWrites', endpoint]
 * after a deposit or a withdrawal refreshes every strategy's holdings the forms preview with.
 */
export const liquidityWriteKeys = {
  all: (endpoint: string) => ['liquidityWrites', endpoint] as const,
  strategy: (endpoint: string, strategy: Address) =>
    ['liquidityWrites', endpoint, strategy.toBase58()] as const,
  /** The DIY strategies a wallet administers. */
  walletStrategies: (endpoint: string, wallet: Address) =>
    ['liquidityWrites', endpoint, 'walletStrategies', wallet.toBase58()] as const,
  /** The DIY creator's pool options, from these strategies' pools. */
  creatorPools: (endpoint: string, strategies: readonly Address[]) =>
    [
      'liquidityWrites',
      endpoint,
      'creatorPools',
      strategies.map((s) => s.toBase58()).join(','),
    ] as const,
};
