import type { WorldAirdrop } from '../../world/airdrop/airdrop-types';
import { dec, fixed } from '../data/decimal';
import { iso } from '../data/time';

/** Whole tokens of a raw amount, with the token's decimals. */
const whole = (raw: string, decimals: number) => fixed(dec(raw).div(10 ** decimals), decimals);

/**
 * The season whose allocation the distributor pays: its API answers come from the same
 * allocations as the distributor's tree, so the page and the chain agree to the unit.
 */
export function airdropSeasonAllocations(airdrop: WorldAirdrop, wallet: string) {
  const allocation = airdrop.allocations.find((a) => a.claimant === wallet);
  if (!allocation) return [];
  return allocation.parts.map((part) => ({
    quantity: whole(part.amount, airdrop.decimals),
    name: part.name,
  }));
}

export function airdropSeasonMetrics(airdrop: WorldAirdrop, anchorMs: number) {
  return {
    totalAllocation: whole(airdrop.maxTotalClaim, airdrop.decimals),
    totalUsers: String(airdrop.maxNumNodes),
    claimDate: iso(anchorMs + airdrop.claimOpensOffsetSeconds * 1000),
  };
}
