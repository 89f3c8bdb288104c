import type { AccountBytes, Address } from '@keel/chain-readers';
import type { BorshReader } from '../borsh/BorshReader';
import { BorshWriter } from '../borsh/BorshWriter';
import { type BorshAccountSpec, decodeBorshAccount } from '../borsh/decodeBorshAccount';
import { SPL_GOVERNANCE_PROGRAM_ID } from '../programIds';
import { accountTypeHeader } from './accountTypes';
import {
  INSTRUCTION_EXECUTION_FLAGS,
  type InstructionExecutionFlags,
  OPTION_VOTE_RESULTS,
  type OptionVoteResult,
  readEnum,
  readVoteThreshold,
  readVoteType,
  type VoteThreshold,
  type VoteType,
  writeEnum,
  writeVoteThreshold,
  writeVoteType,
} from './enums';
import { type GovernanceDecodeOptions, utf8Length } from './options';
import { PROPOSAL_STATES, type ProposalState } from './proposalState';

/** One option of a proposal with its tally (vote weight in the voting population's units). */
export interface ProposalOption {
  label: string;
  voteWeight: bigint;
  voteResult: OptionVoteResult;
  transactionsExecutedCount: number;
  transactionsCount: number;
  transactionsNextIndex: number;
}

/** spl-governance ProposalV2 (SPL_GOVERNANCE.md §3.4); timestamps are unix seconds. */
export interface ProposalData {
  governance: Address;
  governingTokenMint: Address;
  state: ProposalState;
  /** The proposer's token owner record. */
  tokenOwnerRecord: Address;
  signatoriesCount: number;
  signatoriesSignedOffCount: number;
  voteType: VoteType;
  options: ProposalOption[];
  /** No votes; null for non-binding surveys. */
  denyVoteWeight: bigint | null;
  reserved1: number;
  abstainVoteWeight: bigint | null;
  startVotingAt: bigint | null;
  draftAt: bigint;
  signingOffAt: bigint | null;
  votingAt: bigint | null;
  votingAtSlot: bigint | null;
  votingCompletedAt: bigint | null;
  executingAt: bigint | null;
  closedAt: bigint | null;
  executionFlags: InstructionExecutionFlags;
  /** Recorded when the vote is finalized or tipped. */
  maxVoteWeight: bigint | null;
  maxVotingTime: number | null;
  /** Recorded when the vote is finalized. */
  voteThreshold: VoteThreshold | null;
  name: string;
  descriptionLink: string;
  vetoVoteWeight: bigint;
}

export interface Proposal extends ProposalData {
  address: Address;
}

/** The program allocates for every option present: name + link + Σ(label + 19) + 297 bytes. */
export function proposalMaxSize(
  proposal: Pick<ProposalData, 'name' | 'descriptionLink' | 'options'>,
): number {
  const labels = proposal.options.reduce((sum, option) => sum + utf8Length(option.label) + 19, 0);
  return utf8Length(proposal.name) + utf8Length(proposal.descriptionLink) + labels + 297;
}

const SPEC: BorshAccountSpec<Proposal> = {
  accountType: 'ProposalV2',
  programId: SPL_GOVERNANCE_PROGRAM_ID,
  headers: [accountTypeHeader('ProposalV2')],
  maxSize: proposalMaxSize,
};

// label (u32 length) + weight + result + three u16 counters.
const MIN_OPTION_SIZE = 4 + 8 + 1 + 6;

function readOption(r: BorshReader): ProposalOption {
  return {
    label: r.string('option.label'),
    voteWeight: r.u64(),
    voteResult: readEnum(r, OPTION_VOTE_RESULTS, 'option.voteResult'),
    transactionsExecutedCount: r.u16(),
    transactionsCount: r.u16(),
    transactionsNextIndex: r.u16(),
  };
}

export function decodeProposal(
  address: Address,
  account: AccountBytes,
  options: GovernanceDecodeOptions = {},
): Proposal {
  return decodeBorshAccount(
    SPEC,
    address,
    account,
    (r) => {
      const i64 = (field: string) => r.option(field, () => r.i64());
      const head = {
        governance: r.pubkey(),
        governingTokenMint: r.pubkey(),
        state: readEnum(r, PROPOSAL_STATES, 'state'),
        tokenOwnerRecord: r.pubkey(),
        signatoriesCount: r.u8(),
        signatoriesSignedOffCount: r.u8(),
        voteType: readVoteType(r),
        options: r.vec(MIN_OPTION_SIZE, () => readOption(r)),
        denyVoteWeight: r.option('denyVoteWeight', () => r.u64()),
        reserved1: r.u8(),
        abstainVoteWeight: r.option('abstainVoteWeight', () => r.u64()),
        startVotingAt: i64('startVotingAt'),
        draftAt: r.i64(),
        signingOffAt: i64('signingOffAt'),
        votingAt: i64('votingAt'),
        votingAtSlot: r.option('votingAtSlot', () => r.u64()),
        votingCompletedAt: i64('votingCompletedAt'),
        executingAt: i64('executingAt'),
        closedAt: i64('closedAt'),
        executionFlags: readEnum(r, INSTRUCTION_EXECUTION_FLAGS, 'executionFlags'),
        maxVoteWeight: r.option('maxVoteWeight', () => r.u64()),
        maxVotingTime: r.option('maxVotingTime', () => r.u32()),
        voteThreshold: r.option('voteThreshold', () => readVoteThreshold(r, 'voteThreshold')),
      };
      r.skip(64);
      return {
        address,
        ...head,
        name: r.string('name'),
        descriptionLink: r.string('descriptionLink'),
        vetoVoteWeight: r.u64(),
      };
    },
    options.programId,
  );
}

/** Proposal bytes, zero-padded to the program's allocation (`proposalMaxSize`). */
export function encodeProposal(data: ProposalData): Uint8Array {
  const w = new BorshWriter();
  const i64 = (value: bigint | null) => w.option(value, (v) => w.i64(v));
  const u64 = (value: bigint | null) => w.option(value, (v) => w.u64(v));
  w.bytes(accountTypeHeader('ProposalV2')).pubkey(data.governance).pubkey(data.governingTokenMint);
  writeEnum(w, PROPOSAL_STATES, data.state, 'state');
  w.pubkey(data.tokenOwnerRecord).u8(data.signatoriesCount).u8(data.signatoriesSignedOffCount);
  writeVoteType(w, data.voteType);
  w.vec(data.options, (option) => {
    w.string(option.label).u64(option.voteWeight);
    writeEnum(w, OPTION_VOTE_RESULTS, option.voteResult, 'option.voteResult');
    w.u16(option.transactionsExecutedCount)
      .u16(option.transactionsCount)
      .u16(option.transactionsNextIndex);
  });
  u64(data.denyVoteWeight);
  w.u8(data.reserved1);
  u64(data.abstainVoteWeight);
  i64(data.startVotingAt);
  w.i64(data.draftAt);
  i64(data.signingOffAt);
  i64(data.votingAt);
  u64(data.votingAtSlot);
  i64(data.votingCompletedAt);
  i64(data.executingAt);
  i64(data.closedAt);
  writeEnum(w, INSTRUCTION_EXECUTION_FLAGS, data.executionFlags, 'executionFlags');
  u64(data.maxVoteWeight);
  w.option(data.maxVotingTime, (v) => w.u32(v));
  w.option(data.voteThreshold, (threshold) => writeVoteThreshold(w, threshold));
  w.zeros(64).string(data.name).string(data.descriptionLink).u64(data.vetoVoteWeight);
  return w.toBytes(proposalMaxSize(data));
}
