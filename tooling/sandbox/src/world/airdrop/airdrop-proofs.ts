import { buildMerkleTree, type MerkleTree } from '@keel/distributor-programs';
import { PublicKey } from '@solana/web3.js';
import type { WorldAirdrop } from './airdrop-types';

export interface AirdropProof {
  /** Raw units, unlocked at the claim. */
  amount: bigint;
  proof: Uint8Array[];
}

const trees = new WeakMap<WorldAirdrop, MerkleTree>();

/** The distribution's tree, rebuilt from the world's allocations once per world. */
export function airdropTree(airdrop: WorldAirdrop): MerkleTree {
  const known = trees.get(airdrop);
  if (known) return known;
  const tree = buildMerkleTree(
    airdrop.allocations.map((a) => ({
      claimant: new PublicKey(a.claimant),
      amountUnlocked: BigInt(a.amount),
      amountLocked: 0n,
    })),
  );
  if (Buffer.from(tree.root).toString('hex') !== airdrop.root) {
    throw new Error('The allocations do not hash to the world’s root');
  }
  trees.set(airdrop, tree);
  return tree;
}

/** A claimant's amount and proof, or null when the wallet is not in the distribution. */
export function airdropProof(airdrop: WorldAirdrop, wallet: string): AirdropProof | null {
  const tree = airdropTree(airdrop);
  const index = tree.nodes.findIndex((node) => node.claimant.toBase58() === wallet);
  if (index < 0) return null;
  const node = tree.nodes[index];
  const proof = tree.proofs[index];
  if (node === undefined || proof === undefined) return null;
  return { amount: node.amountUnlocked, proof };
}
