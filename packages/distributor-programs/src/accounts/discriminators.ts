import { hexToBytes } from '@keel/chain-readers';

/** sha256("account:<Name>")[0..8] of the distributor's accounts (Anchor 0.28). */
export const DISTRIBUTOR_ACCOUNT_DISCRIMINATORS = {
  MerkleDistributor: hexToBytes('4d778b4654f70c1a'),
  ClaimStatus: hexToBytes('16b7f99df75f9660'),
} as const;
