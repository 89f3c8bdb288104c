import type { AccountBytes, Address } from '@keel/chain-readers';
import { BorshWriter } from '../borsh/BorshWriter';
import { type BorshAccountSpec, decodeBorshAccount } from '../borsh/decodeBorshAccount';
import { SPL_GOVERNANCE_PROGRAM_ID } from '../programIds';
import { accountTypeHeader } from './accountTypes';
import type { GovernanceDecodeOptions } from './options';
import { readVote, type Vote, writeVote } from './vote';

/** spl-governance VoteRecordV2 (SPL_GOVERNANCE.md §3.6): one wallet's vote on one proposal. */
export interface VoteRecordData {
  proposal: Address;
  governingTokenOwner: Address;
  isRelinquished: boolean;
  voterWeight: bigint;
  vote: Vote;
}

export interface VoteRecord extends VoteRecordData {
  address: Address;
}

/** Allocated at the serialized size: the vote's choices plus 8 reserved bytes. */
export function voteRecordSize(vote: Vote): number {
  const voteSize = vote.kind === 'Approve' ? 1 + 4 + 2 * vote.choices.length : 1;
  return 1 + 32 + 32 + 1 + 8 + voteSize + 8;
}

const SPEC: BorshAccountSpec<VoteRecord> = {
  accountType: 'VoteRecordV2',
  programId: SPL_GOVERNANCE_PROGRAM_ID,
  headers: [accountTypeHeader('VoteRecordV2')],
  maxSize: (record) => voteRecordSize(record.vote),
};

export function decodeVoteRecord(
  address: Address,
  account: AccountBytes,
  options: GovernanceDecodeOptions = {},
): VoteRecord {
  return decodeBorshAccount(
    SPEC,
    address,
    account,
    (r) => {
      const fields = {
        proposal: r.pubkey(),
        governingTokenOwner: r.pubkey(),
        isRelinquished: r.bool('isRelinquished'),
        voterWeight: r.u64(),
        vote: readVote(r),
      };
      r.skip(8);
      return { address, ...fields };
    },
    options.programId,
  );
}

export function encodeVoteRecord(data: VoteRecordData): Uint8Array {
  const w = new BorshWriter();
  w.bytes(accountTypeHeader('VoteRecordV2'))
    .pubkey(data.proposal)
    .pubkey(data.governingTokenOwner)
    .bool(data.isRelinquished)
    .u64(data.voterWeight);
  writeVote(w, data.vote);
  w.zeros(8);
  return w.toBytes();
}
