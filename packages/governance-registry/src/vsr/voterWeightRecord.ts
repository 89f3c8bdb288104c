import { type AccountBytes, type Address, enumIndex, enumName } from '@keel/chain-readers';
import { BorshWriter } from '../borsh/BorshWriter';
import { type BorshAccountSpec, decodeBorshAccount } from '../borsh/decodeBorshAccount';
import { VSR_PROGRAM_ID } from '../programIds';
import { VOTER_WEIGHT_RECORD_DISCRIMINATORS } from './discriminators';
import type { VsrDecodeOptions } from './registrar';

/** Allocation of the record by this VSR build (Rust size of the struct). */
export const VOTER_WEIGHT_RECORD_SIZE = 176;

export const VOTER_WEIGHT_ACTIONS = [
  'CastVote',
  'CommentProposal',
  'CreateGovernance',
  'CreateProposal',
  'SignOffProposal',
] as const;
export type VoterWeightAction = (typeof VOTER_WEIGHT_ACTIONS)[number];

/** Which discriminator a record carries (VSR.md §2): the ASCII text, or the hash bytes. */
export type VoterWeightRecordDiscriminator = keyof typeof VOTER_WEIGHT_RECORD_DISCRIMINATORS;

/** spl-governance voter-weight addin record, written by `update_voter_weight_record`. */
export interface VoterWeightRecordData {
  discriminator: VoterWeightRecordDiscriminator;
  realm: Address;
  governingTokenMint: Address;
  governingTokenOwner: Address;
  voterWeight: bigint;
  /** Slot of the last update; spl-governance accepts the record only in that slot. */
  voterWeightExpiry: bigint | null;
  weightAction: VoterWeightAction | null;
  weightActionTarget: Address | null;
}

export interface VoterWeightRecord extends VoterWeightRecordData {
  address: Address;
}

const SPEC: BorshAccountSpec<VoterWeightRecord> = {
  accountType: 'VoterWeightRecord',
  programId: VSR_PROGRAM_ID,
  headers: [VOTER_WEIGHT_RECORD_DISCRIMINATORS.legacy, VOTER_WEIGHT_RECORD_DISCRIMINATORS.anchor],
  exactSize: VOTER_WEIGHT_RECORD_SIZE,
};

export function decodeVoterWeightRecord(
  address: Address,
  account: AccountBytes,
  options: VsrDecodeOptions = {},
): VoterWeightRecord {
  const legacy = account.data[0] === VOTER_WEIGHT_RECORD_DISCRIMINATORS.legacy[0];
  return decodeBorshAccount(
    SPEC,
    address,
    account,
    (r) => ({
      address,
      discriminator: legacy ? 'legacy' : 'anchor',
      realm: r.pubkey(),
      governingTokenMint: r.pubkey(),
      governingTokenOwner: r.pubkey(),
      voterWeight: r.u64(),
      voterWeightExpiry: r.option('voterWeightExpiry', () => r.u64()),
      weightAction: r.option('weightAction', () =>
        enumName(VOTER_WEIGHT_ACTIONS, r.u8(), 'weightAction'),
      ),
      weightActionTarget: r.option('weightActionTarget', () => r.pubkey()),
    }),
    options.programId,
  );
}

export function encodeVoterWeightRecord(data: VoterWeightRecordData): Uint8Array {
  const w = new BorshWriter();
  w.bytes(VOTER_WEIGHT_RECORD_DISCRIMINATORS[data.discriminator])
    .pubkey(data.realm)
    .pubkey(data.governingTokenMint)
    .pubkey(data.governingTokenOwner)
    .u64(data.voterWeight)
    .option(data.voterWeightExpiry, (slot) => w.u64(slot))
    .option(data.weightAction, (action) =>
      w.u8(enumIndex(VOTER_WEIGHT_ACTIONS, action, 'weightAction')),
    )
    .option(data.weightActionTarget, (target) => w.pubkey(target))
    .zeros(8);
  return w.toBytes(VOTER_WEIGHT_RECORD_SIZE);
}
