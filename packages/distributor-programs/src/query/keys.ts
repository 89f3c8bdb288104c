import type { Address } from '@keel/chain-readers';

type AddressOrText = Address | string;
const text = (address: AddressOrText): string =>
  typeof address === 'string' ? address : address.toBase58();

/**
 * Query keys: ['distributor', endpoint, distributor, …]. Invalidating ['distributor', endpoint]
 * after a claim refreshes the distributor's totals and the wallet's claim record.
 */
export const distributorKeys = {
  all: (endpoint: string) => ['distributor', endpoint] as const,
  distributor: (endpoint: string, distributor: AddressOrText) =>
    ['distributor', endpoint, text(distributor)] as const,
  claimStatus: (endpoint: string, distributor: AddressOrText, wallet: AddressOrText | null) =>
    [
      ...distributorKeys.distributor(endpoint, distributor),
      'claimStatus',
      wallet === null ? null : text(wallet),
    ] as const,
};
