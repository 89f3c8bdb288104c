import {
  type AccountBytes,
  type Address,
  type AnchorAccountSpec,
  anchorAccountWriter,
  type DecodeOptions,
  decodeAnchorAccount,
} from '@keel/chain-readers';
import { DISTRIBUTOR_PROGRAM_ID } from '../programId';
import { DISTRIBUTOR_ACCOUNT_DISCRIMINATORS } from './discriminators';

/** The distributor's state: its root, its vault and the claim window. */
export interface MerkleDistributor {
  address: Address;
  bump: number;
  /** Airdrop version, a seed of the distributor's address. */
  version: bigint;
  root: Uint8Array;
  mint: Address;
  /** Base key, a seed of the distributor's address. */
  base: Address;
  /** The distributor's associated token account of `mint`. */
  tokenVault: Address;
  maxTotalClaim: bigint;
  maxNumNodes: bigint;
  totalAmountClaimed: bigint;
  numNodesClaimed: bigint;
  /** Lockup of the locked part (unix seconds). */
  startTs: bigint;
  endTs: bigint;
  /** From this time anyone may claw the vault back; claims end when that happens. */
  clawbackStartTs: bigint;
  clawbackReceiver: Address;
  admin: Address;
  clawedBack: boolean;
  /** Claims are refused before this slot. */
  enableSlot: bigint;
  closable: boolean;
}

/**
 * 8 + Rust's size_of (363 bytes of fields padded to 368): the program allocates that much and
 * Borsh writes the first 371 bytes.
 */
export const MERKLE_DISTRIBUTOR_SIZE = 376;

const SPEC: AnchorAccountSpec = {
  accountType: 'MerkleDistributor',
  programId: DISTRIBUTOR_PROGRAM_ID,
  discriminator: DISTRIBUTOR_ACCOUNT_DISCRIMINATORS.MerkleDistributor,
  size: MERKLE_DISTRIBUTOR_SIZE,
};

/** Borsh offsets of the fields (after the 8-byte discriminator). */
const AT = {
  bump: 8,
  version: 9,
  root: 17,
  mint: 49,
  base: 81,
  tokenVault: 113,
  maxTotalClaim: 145,
  maxNumNodes: 153,
  totalAmountClaimed: 161,
  numNodesClaimed: 169,
  startTs: 177,
  endTs: 185,
  clawbackStartTs: 193,
  clawbackReceiver: 201,
  admin: 233,
  clawedBack: 265,
  enableSlot: 266,
  closable: 274,
} as const;

export function decodeMerkleDistributor(
  address: Address,
  account: AccountBytes,
  options: DecodeOptions = {},
): MerkleDistributor {
  return decodeAnchorAccount(
    SPEC,
    address,
    account,
    (r) => ({
      address,
      bump: r.u8(AT.bump),
      version: r.u64(AT.version),
      root: r.bytesAt(AT.root, 32),
      mint: r.pubkey(AT.mint),
      base: r.pubkey(AT.base),
      tokenVault: r.pubkey(AT.tokenVault),
      maxTotalClaim: r.u64(AT.maxTotalClaim),
      maxNumNodes: r.u64(AT.maxNumNodes),
      totalAmountClaimed: r.u64(AT.totalAmountClaimed),
      numNodesClaimed: r.u64(AT.numNodesClaimed),
      startTs: r.i64(AT.startTs),
      endTs: r.i64(AT.endTs),
      clawbackStartTs: r.i64(AT.clawbackStartTs),
      clawbackReceiver: r.pubkey(AT.clawbackReceiver),
      admin: r.pubkey(AT.admin),
      clawedBack: r.bool(AT.clawedBack),
      enableSlot: r.u64(AT.enableSlot),
      closable: r.bool(AT.closable),
    }),
    options,
  );
}

/** The account's bytes (the three reserved buffers zero). */
export function encodeMerkleDistributor(state: Omit<MerkleDistributor, 'address'>): Uint8Array {
  return anchorAccountWriter(SPEC)
    .u8(AT.bump, state.bump)
    .u64(AT.version, state.version)
    .bytes(AT.root, state.root)
    .pubkey(AT.mint, state.mint)
    .pubkey(AT.base, state.base)
    .pubkey(AT.tokenVault, state.tokenVault)
    .u64(AT.maxTotalClaim, state.maxTotalClaim)
    .u64(AT.maxNumNodes, state.maxNumNodes)
    .u64(AT.totalAmountClaimed, state.totalAmountClaimed)
    .u64(AT.numNodesClaimed, state.numNodesClaimed)
    .i64(AT.startTs, state.startTs)
    .i64(AT.endTs, state.endTs)
    .i64(AT.clawbackStartTs, state.clawbackStartTs)
    .pubkey(AT.clawbackReceiver, state.clawbackReceiver)
    .pubkey(AT.admin, state.admin)
    .bool(AT.clawedBack, state.clawedBack)
    .u64(AT.enableSlot, state.enableSlot)
    .bool(AT.closable, state.closable)
    .toBytes();
}
