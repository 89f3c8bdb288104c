import { lamportsToAmount } from '@keel/core-math';
import type Decimal from 'decimal.js';

/** The allocation's leaf as the proof service gave it (raw amount). */
export interface AllocationLeaf {
  distributor: string;
  amount: bigint;
  proof: readonly (readonly number[])[];
}

/** What the page reads of the distributor account. */
export interface DistributorFacts {
  mint: string;
  tokenVault: string;
  clawedBack: boolean;
}

export type ClaimState =
  | { kind: 'notConnected' }
  | { kind: 'notEligible' }
  /** The ClaimStatus exists: `amount` is what it paid. */
  | { kind: 'claimed'; amount: Decimal }
  /** Clawed back before this wallet claimed: the program refuses claims now. */
  | { kind: 'closed'; amount: Decimal }
  /** Claims open at `opensAt` (epoch ms). */
  | { kind: 'notOpen'; amount: Decimal; opensAt: number }
  | { kind: 'claimable'; amount: Decimal; leaf: AllocationLeaf; distributor: DistributorFacts };

export interface ClaimStateInput {
  wallet: string | undefined;
  /** null: the wallet is not in the tree. */
  leaf: AllocationLeaf | null;
  distributor: DistributorFacts;
  /** null: not claimed yet; otherwise the raw amount the claim paid. */
  claimedRaw: bigint | null;
  decimals: number;
  /** When claims open (the API's claim date), epoch ms; undefined when unknown. */
  opensAt: number | undefined;
  nowMs: number;
}

/**
 * The one state the claim panel shows, in the order that decides it: no wallet, not in the
 * tree, already claimed (even once closed), closed, not open yet, else claimable.
 */
export function claimState(input: ClaimStateInput): ClaimState {
  if (!input.wallet) return { kind: 'notConnected' };
  if (input.leaf === null) return { kind: 'notEligible' };
  if (input.claimedRaw !== null) {
    return {
      kind: 'claimed',
      amount: lamportsToAmount(input.claimedRaw.toString(), input.decimals),
    };
  }
  const amount = lamportsToAmount(input.leaf.amount.toString(), input.decimals);
  if (input.distributor.clawedBack) return { kind: 'closed', amount };
  if (input.opensAt !== undefined && input.opensAt > input.nowMs) {
    return { kind: 'notOpen', amount, opensAt: input.opensAt };
  }
  return { kind: 'claimable', amount, leaf: input.leaf, distributor: input.distributor };
}
