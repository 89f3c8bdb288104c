import { sameAddress } from '@keel/chain-readers';
import type { VaultAllocation, VaultState } from '@keel/vault-programs';
import { PublicKey } from '@solana/web3.js';
import { min } from '../klend/fraction';
import { vaultFailure } from './kvault-errors';
import { fromU64, fullMulIntRatio } from './vault-fraction';

const EMPTY = PublicKey.default;

/** An allocation slot in use (`reserve != Pubkey::default()`). */
export const inUse = (allocation: VaultAllocation): boolean =>
  !sameAddress(allocation.reserve, EMPTY);

/** The slots in use, in slot order (`get_reserves_count` counts them). */
export function allocationsInUse(vault: VaultState): VaultAllocation[] {
  return vault.vaultAllocationStrategy.filter(inUse);
}

/** `get_reserves_with_allocation_count`: slots in use with a weight and a cap. */
export function reservesWithAllocationCount(vault: VaultState): bigint {
  return BigInt(
    allocationsInUse(vault).filter(
      (a) => a.targetAllocationWeight > 0n && a.tokenAllocationCap > 0n,
    ).length,
  );
}

/**
 * `refresh_target_allocations`: the unallocated weight's share (within its cap) set aside, the
 * rest spread by weight; a reserve whose share reaches its cap is held at the cap and the others
 * share what is left, round after round. Returns the target of every slot, in bits.
 */
export function targetAllocations(vault: VaultState, aumBits: bigint): bigint[] {
  const slots = vault.vaultAllocationStrategy;
  const totalWeight = slots
    .filter((a) => inUse(a) && a.tokenAllocationCap > 0n)
    .reduce((sum, a) => sum + a.targetAllocationWeight, 0n);
  let remainingTokens = aumBits;
  const targets = slots.map(() => 0n);
  if (vault.unallocatedWeight > 0n) {
    const cap = vault.unallocatedTokensCap === 0n ? (1n << 64n) - 1n : vault.unallocatedTokensCap;
    const ideal = (aumBits * vault.unallocatedWeight) / (totalWeight + vault.unallocatedWeight);
    remainingTokens -= min(ideal, fromU64(cap));
  }
  let remainingWeight = totalWeight;
  while (remainingTokens > 0n && remainingWeight > 0n) {
    const loopTokens = remainingTokens;
    const loopWeight = remainingWeight;
    let capReached = false;
    slots.forEach((allocation, index) => {
      const target = targets[index] ?? 0n;
      if (!inUse(allocation) || target >= fromU64(allocation.tokenAllocationCap)) return;
      const ideal = fullMulIntRatio(loopTokens, allocation.targetAllocationWeight, loopWeight);
      let share = ideal;
      if (ideal + target >= fromU64(allocation.tokenAllocationCap)) {
        capReached = true;
        remainingWeight -= allocation.targetAllocationWeight;
        share = fromU64(allocation.tokenAllocationCap) - target;
      }
      remainingTokens -= share;
      targets[index] = target + share;
    });
    if (!capReached) break;
  }
  return targets;
}

/** The slot of `reserve`, or ReserveNotPartOfAllocations. */
export function allocationIndex(vault: VaultState, reserve: PublicKey): number {
  const index = vault.vaultAllocationStrategy.findIndex(
    (a) => inUse(a) && sameAddress(a.reserve, reserve),
  );
  if (index < 0) throw vaultFailure('ReserveNotPartOfAllocations');
  return index;
}
