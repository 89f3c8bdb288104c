import type { Address } from '../../address/address';
import { KLEND_PROGRAM_ID } from '../../programIds';
import type { AccountBytes } from '../accountBytes';
import {
  type AnchorAccountSpec,
  anchorAccountWriter,
  type DecodeOptions,
  decodeAnchorAccount,
} from '../decodeAccount';
import { KLEND_DISCRIMINATORS } from './discriminators';

export const USER_METADATA_SIZE = 1032;

/** klend UserMetadata (LAYOUTS §2.4): required before a wallet's first obligation. */
export interface UserMetadataData {
  referrer: Address | null;
  bump: number;
  /** The user's address lookup table, null when none. */
  userLookupTable: Address | null;
  owner: Address;
}

export interface UserMetadata extends UserMetadataData {
  address: Address;
}

export const USER_METADATA_SPEC: AnchorAccountSpec = {
  accountType: 'UserMetadata',
  programId: KLEND_PROGRAM_ID,
  discriminator: KLEND_DISCRIMINATORS.UserMetadata,
  size: USER_METADATA_SIZE,
};

export function decodeUserMetadata(
  address: Address,
  account: AccountBytes,
  options?: DecodeOptions,
): UserMetadata {
  return decodeAnchorAccount(
    USER_METADATA_SPEC,
    address,
    account,
    (r) => ({
      address,
      referrer: r.optionalPubkey(8),
      bump: r.u64Number(40, 'bump'),
      userLookupTable: r.optionalPubkey(48),
      owner: r.pubkey(80),
    }),
    options,
  );
}

export function encodeUserMetadata(data: UserMetadataData): Uint8Array {
  const w = anchorAccountWriter(USER_METADATA_SPEC);
  w.optionalPubkey(8, data.referrer)
    .u64(40, data.bump)
    .optionalPubkey(48, data.userLookupTable)
    .pubkey(80, data.owner);
  return w.toBytes();
}
