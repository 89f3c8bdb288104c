import type { PublicKey } from '@solana/web3.js';

/**
 * Query keys: ['liquidityWrites', endpoint, strategy]. Invalidating ['liquidityWrites', endpoint]
 * after a deposit or a withdrawal refreshes every strategy's holdings the forms preview with.
 */
export const liquidityWriteKeys = {
  all: (endpoint: string) => ['liquidityWrites', endpoint] as const,
  strategy: (endpoint: string, strategy: PublicKey) =>
    ['liquidityWrites', endpoint, strategy.toBase58()] as const,
};
