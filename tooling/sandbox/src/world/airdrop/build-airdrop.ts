import { associatedTokenAddress, TOKEN_PROGRAM_ID } from '@keel/chain-readers';
import {
  buildMerkleTree,
  DISTRIBUTOR_PROGRAM_ID,
  merkleDistributorAddress,
} from '@keel/distributor-programs';
import { PublicKey } from '@solana/web3.js';
import { deriveAddress } from '../addresses';
import type { Prng } from '../prng';
import { NATIVE_TOKEN, tokenBySymbol } from '../tokens';
import type { WorldBrand, WorldToken } from '../types';
import type { WorldAirdrop, WorldAirdropAllocation } from './airdrop-types';

/** The season whose allocation the claim page pays. */
export const AIRDROP_SEASON = 3;
/** Other wallets in the tree besides the ordinary wallet (the flagged wallet is never one). */
const OTHER_CLAIMANTS = 255;
const DAY = 86_400;

/** Raw amount from whole tokens (decimal text) at `decimals`. */
function raw(whole: string, decimals: number): bigint {
  const [int, frac = ''] = whole.split('.');
  return BigInt(`${int}${frac.padEnd(decimals, '0').slice(0, decimals)}`);
}

/** 80 % for the season's points, the rest for its boosts: the API's two named parts. */
export function allocationParts(amount: bigint): WorldAirdropAllocation['parts'] {
  const points = (amount * 4n) / 5n;
  return [
    { name: `Season${AIRDROP_SEASON} points`, amount: points.toString() },
    { name: `Season${AIRDROP_SEASON} boosts`, amount: (amount - points).toString() },
  ];
}

export interface AirdropInputs {
  seed: string;
  prng: Prng;
  brand: WorldBrand;
  tokens: readonly WorldToken[];
  /** The ordinary wallet, always eligible. */
  eligibleWallet: string;
  admin: string;
}

/**
 * The season 3 distribution: the ordinary wallet and 255 seeded wallets with allocations of the
 * native token (a few large, a long tail), their merkle root as the distributor's tooling builds
 * it, and the distributor's accounts at the program's PDAs.
 */
export function buildAirdrop(inputs: AirdropInputs): WorldAirdrop {
  const { seed, prng } = inputs;
  const token = tokenBySymbol(inputs.tokens, NATIVE_TOKEN, inputs.brand);
  const mint = new PublicKey(token.mint);
  const claimants = [
    { claimant: inputs.eligibleWallet, whole: prng.decimal('8000', '40000', 6).toFixed(6) },
    ...Array.from({ length: OTHER_CLAIMANTS }, (_, index) => ({
      claimant: deriveAddress(seed, `airdrop-claimant:${index}`).toBase58(),
      // Pareto-like: most allocations are small, a few are large.
      whole: (200 / (prng.next() * 0.995 + 0.005) ** 0.8).toFixed(6),
    })),
  ];
  const allocations = claimants.map(({ claimant, whole }) => {
    const amount = raw(whole, token.decimals);
    return { claimant, amount: amount.toString(), parts: allocationParts(amount) };
  });
  const tree = buildMerkleTree(
    allocations.map((a) => ({
      claimant: new PublicKey(a.claimant),
      amountUnlocked: BigInt(a.amount),
      amountLocked: 0n,
    })),
  );
  const base = deriveAddress(seed, 'airdrop:base');
  const version = AIRDROP_SEASON;
  const distributor = merkleDistributorAddress({ base, mint, version: BigInt(version) });
  return {
    season: AIRDROP_SEASON,
    programId: DISTRIBUTOR_PROGRAM_ID.toBase58(),
    distributor: distributor.address.toBase58(),
    base: base.toBase58(),
    version,
    mint: mint.toBase58(),
    decimals: token.decimals,
    vault: associatedTokenAddress(distributor.address, mint, TOKEN_PROGRAM_ID).address.toBase58(),
    admin: inputs.admin,
    clawbackReceiver: associatedTokenAddress(
      new PublicKey(inputs.admin),
      mint,
      TOKEN_PROGRAM_ID,
    ).address.toBase58(),
    root: Buffer.from(tree.root).toString('hex'),
    maxTotalClaim: tree.maxTotalClaim.toString(),
    maxNumNodes: Number(tree.maxNumNodes),
    allocations,
    claimOpensOffsetSeconds: -7 * DAY,
    clawbackStartOffsetSeconds: 180 * DAY,
  };
}
