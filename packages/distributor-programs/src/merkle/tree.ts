import { type ClaimNode, claimLeaf, hashPair } from './hash';

export interface MerkleTree {
  root: Uint8Array;
  /** The nodes in tree order (duplicate claimants combined). */
  nodes: ClaimNode[];
  /** The proof of `nodes[i]`. */
  proofs: Uint8Array[][];
  maxTotalClaim: bigint;
  maxNumNodes: bigint;
}

/** Allocations of the same claimant add up, first position kept (as the tree tool does). */
function combine(nodes: readonly ClaimNode[]): ClaimNode[] {
  const byClaimant = new Map<string, ClaimNode>();
  for (const node of nodes) {
    const key = node.claimant.toBase58();
    const seen = byClaimant.get(key);
    byClaimant.set(
      key,
      seen
        ? {
            ...seen,
            amountUnlocked: seen.amountUnlocked + node.amountUnlocked,
            amountLocked: seen.amountLocked + node.amountLocked,
          }
        : node,
    );
  }
  return [...byClaimant.values()];
}

/**
 * The distribution's tree as the distributor's tooling builds it: leaves in order, each pair
 * hashed sorted, an odd level's last node paired with itself; a proof lists the sibling at each
 * level from the leaf up.
 */
export function buildMerkleTree(allocations: readonly ClaimNode[]): MerkleTree {
  const nodes = combine(allocations);
  if (nodes.length === 0) throw new RangeError('A merkle tree needs at least one allocation');
  const levels: Uint8Array[][] = [nodes.map(claimLeaf)];
  while ((levels.at(-1) as Uint8Array[]).length > 1) {
    const below = levels.at(-1) as Uint8Array[];
    const level: Uint8Array[] = [];
    for (let i = 0; i < below.length; i += 2) {
      const left = below[i] as Uint8Array;
      level.push(hashPair(left, below[i + 1] ?? left));
    }
    levels.push(level);
  }
  const proofs = nodes.map((_, leafIndex) => {
    const proof: Uint8Array[] = [];
    let index = leafIndex;
    for (const level of levels.slice(0, -1)) {
      const sibling = index % 2 === 0 ? (level[index + 1] ?? level[index]) : level[index - 1];
      proof.push(sibling as Uint8Array);
      index = Math.floor(index / 2);
    }
    return proof;
  });
  return {
    root: (levels.at(-1) as Uint8Array[])[0] as Uint8Array,
    nodes,
    proofs,
    maxTotalClaim: nodes.reduce((sum, node) => sum + node.amountUnlocked + node.amountLocked, 0n),
    maxNumNodes: BigInt(nodes.length),
  };
}
