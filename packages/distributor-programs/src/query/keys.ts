import type { PublicKey } from '@solana/web3.js';

type Address = PublicKey | string;
const text = (address: Address): string =>
  typeof address === 'string' ? address : address.toBase58();

/**
 * Query keys: ['distributor', endpoint, distributor, …]. Invalidating ['distributor', endpoint]
 * after a claim refreshes the distributor's totals and the wallet's claim record.
 */
export const distributorKeys = {
  all: (endpoint: string) => ['distributor', endpoint] as const,
  distributor: (endpoint: string, distributor: Address) =>
    ['distributor', endpoint, text(distributor)] as const,
  claimStatus: (endpoint: string, distributor: Address, wallet: Address | null) =>
    [
      ...distributorKeys.distributor(endpoint, distributor),
      'claimStatus',
      wallet === null ? null : text(wallet),
    ] as const,
};
