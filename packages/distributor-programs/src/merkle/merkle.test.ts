import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testKey } from '../testing/keys';
import { type ClaimNode, claimLeaf } from './hash';
import { buildMerkleTree } from './tree';
import { verifyProof } from './verify';

const sha = (...parts: Uint8Array[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return new Uint8Array(hash.digest());
};

/**
 * A second, literal transcription of the distributor tooling (node:crypto, Buffer.compare): the
 * flat node list of MerkleTree::new with sorted hashes and find_path's siblings.
 */
function referenceTree(nodes: readonly ClaimNode[]) {
  const leaves = nodes.map((n) => {
    const body = Buffer.alloc(48);
    body.set(n.claimant.toBytes(), 0);
    body.writeBigUInt64LE(n.amountUnlocked, 32);
    body.writeBigUInt64LE(n.amountLocked, 40);
    return sha(Uint8Array.of(0), sha(body));
  });
  const flat = [...leaves];
  let levelStart = 0;
  let levelLen = leaves.length;
  const starts: [number, number][] = [];
  while (levelLen > 1) {
    starts.push([levelStart, levelLen]);
    const next = Math.ceil(levelLen / 2);
    for (let i = 0; i < next; i += 1) {
      const l = flat[levelStart + 2 * i] as Uint8Array;
      const r = 2 * i + 1 < levelLen ? (flat[levelStart + 2 * i + 1] as Uint8Array) : l;
      const [a, b] = Buffer.compare(l, r) <= 0 ? [l, r] : [r, l];
      flat.push(sha(Uint8Array.of(1), a, b));
    }
    levelStart += levelLen;
    levelLen = next;
  }
  const proofOf = (index: number) =>
    starts.map(([start, len], depth) => {
      const i = Math.floor(index / 2 ** depth);
      const sibling = i % 2 === 0 ? (i + 1 < len ? i + 1 : i) : i - 1;
      return flat[start + sibling] as Uint8Array;
    });
  return { root: flat.at(-1) as Uint8Array, proofOf };
}

const nodes = (count: number): ClaimNode[] =>
  Array.from({ length: count }, (_, i) => ({
    claimant: testKey(i + 1),
    amountUnlocked: BigInt(1_000_000 * (i + 1) + i),
    amountLocked: 0n,
  }));

describe('merkle tree and proofs', () => {
  it.each([1, 2, 3, 5, 8, 13])(
    '%i allocations: root and every proof as the tooling makes them',
    (count) => {
      const list = nodes(count);
      const tree = buildMerkleTree(list);
      const reference = referenceTree(list);
      expect(Buffer.from(tree.root).toString('hex')).toBe(
        Buffer.from(reference.root).toString('hex'),
      );
      list.forEach((node, i) => {
        expect(tree.proofs[i]?.map((p) => Buffer.from(p).toString('hex'))).toEqual(
          reference.proofOf(i).map((p) => Buffer.from(p).toString('hex')),
        );
        expect(verifyProof(tree.proofs[i] ?? [], tree.root, claimLeaf(node))).toBe(true);
      });
      expect(tree.maxNumNodes).toBe(BigInt(count));
      expect(tree.maxTotalClaim).toBe(list.reduce((s, n) => s + n.amountUnlocked, 0n));
    },
  );

  it('a proof fails for another amount, another claimant or another root', () => {
    const list = nodes(5);
    const tree = buildMerkleTree(list);
    const node = list[2] as ClaimNode;
    const proof = tree.proofs[2] ?? [];
    expect(
      verifyProof(
        proof,
        tree.root,
        claimLeaf({ ...node, amountUnlocked: node.amountUnlocked + 1n }),
      ),
    ).toBe(false);
    expect(verifyProof(proof, tree.root, claimLeaf({ ...node, claimant: testKey(99) }))).toBe(
      false,
    );
    expect(verifyProof(proof, new Uint8Array(32), claimLeaf(node))).toBe(false);
  });

  it('combines a claimant listed twice and refuses an empty list', () => {
    const tree = buildMerkleTree([
      ...nodes(2),
      { claimant: testKey(1), amountUnlocked: 5n, amountLocked: 0n },
    ]);
    expect(tree.nodes).toHaveLength(2);
    expect(tree.nodes[0]?.amountUnlocked).toBe(1_000_005n);
    expect(() => buildMerkleTree([])).toThrow(RangeError);
  });
});
