import type { LendingMarketEntry } from '../../lending/data/marketList';

/** A configured market as the manager lists it. */
export interface ManagedMarket {
  address: string;
  name: string;
  description: string;
  /** Read from the market account; undefined when it could not be read. */
  owner: string | undefined;
  ownedByWallet: boolean;
}

/** The markets with their owners, those the wallet owns first (list order otherwise kept). */
export function managedMarkets(
  entries: readonly LendingMarketEntry[],
  owners: readonly (string | undefined)[],
  wallet: string | undefined,
): ManagedMarket[] {
  const markets = entries.map((entry, i) => {
    const owner = owners[i];
    return {
      address: entry.address,
      name: entry.name,
      description: entry.description,
      owner,
      ownedByWallet: wallet !== undefined && owner === wallet,
    };
  });
  return [...markets.filter((m) => m.ownedByWallet), ...markets.filter((m) => !m.ownedByWallet)];
}

/** Why the connected wallet cannot edit a market, or null when it owns it. */
export function editBlockedReason(owner: string, wallet: string | undefined): string | null {
  if (wallet === undefined) return 'Read only: connect the market owner’s wallet to edit';
  if (wallet !== owner) {
    return `Read only: the connected wallet is not the owner of this market (${owner})`;
  }
  return null;
}
