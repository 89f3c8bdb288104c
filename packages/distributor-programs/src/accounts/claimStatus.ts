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

/** A claimant's record: it exists once the claimant has claimed. */
export interface ClaimStatus {
  address: Address;
  claimant: Address;
  lockedAmount: bigint;
  lockedAmountWithdrawn: bigint;
  /** Paid out at the claim. */
  unlockedAmount: bigint;
  closable: boolean;
  admin: Address;
}

/** 8 + Rust's size_of (89 bytes of fields padded to 96). */
export const CLAIM_STATUS_SIZE = 104;

const SPEC: AnchorAccountSpec = {
  accountType: 'ClaimStatus',
  programId: DISTRIBUTOR_PROGRAM_ID,
  discriminator: DISTRIBUTOR_ACCOUNT_DISCRIMINATORS.ClaimStatus,
  size: CLAIM_STATUS_SIZE,
};

const AT = {
  claimant: 8,
  lockedAmount: 40,
  lockedAmountWithdrawn: 48,
  unlockedAmount: 56,
  closable: 64,
  admin: 65,
} as const;

export function decodeClaimStatus(
  address: Address,
  account: AccountBytes,
  options: DecodeOptions = {},
): ClaimStatus {
  return decodeAnchorAccount(
    SPEC,
    address,
    account,
    (r) => ({
      address,
      claimant: r.pubkey(AT.claimant),
      lockedAmount: r.u64(AT.lockedAmount),
      lockedAmountWithdrawn: r.u64(AT.lockedAmountWithdrawn),
      unlockedAmount: r.u64(AT.unlockedAmount),
      closable: r.bool(AT.closable),
      admin: r.pubkey(AT.admin),
    }),
    options,
  );
}

export function encodeClaimStatus(state: Omit<ClaimStatus, 'address'>): Uint8Array {
  return anchorAccountWriter(SPEC)
    .pubkey(AT.claimant, state.claimant)
    .u64(AT.lockedAmount, state.lockedAmount)
    .u64(AT.lockedAmountWithdrawn, state.lockedAmountWithdrawn)
    .u64(AT.unlockedAmount, state.unlockedAmount)
    .bool(AT.closable, state.closable)
    .pubkey(AT.admin, state.admin)
    .toBytes();
}
