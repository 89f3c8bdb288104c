import { enumIndex, enumName } from '@keel/chain-readers';
import type { BorshReader } from '../borsh/BorshReader';
import type { BorshWriter } from '../borsh/BorshWriter';

/** VoteThreshold: a percentage of the max vote weight, or voting disabled for that population. */
export type VoteThreshold =
  | { type: 'YesVotePercentage'; value: number }
  | { type: 'QuorumPercentage'; value: number }
  | { type: 'Disabled' };

const VOTE_THRESHOLD_TYPES = ['YesVotePercentage', 'QuorumPercentage', 'Disabled'] as const;

export function readVoteThreshold(r: BorshReader, field: string): VoteThreshold {
  const type = enumName(VOTE_THRESHOLD_TYPES, r.u8(), field);
  return type === 'Disabled' ? { type } : { type, value: r.u8() };
}

export function writeVoteThreshold(w: BorshWriter, threshold: VoteThreshold): void {
  w.u8(enumIndex(VOTE_THRESHOLD_TYPES, threshold.type, 'voteThreshold'));
  if (threshold.type !== 'Disabled') w.u8(threshold.value);
}

export const VOTE_TIPPINGS = ['Strict', 'Early', 'Disabled'] as const;
export type VoteTipping = (typeof VOTE_TIPPINGS)[number];

export const OPTION_VOTE_RESULTS = ['None', 'Succeeded', 'Defeated'] as const;
export type OptionVoteResult = (typeof OPTION_VOTE_RESULTS)[number];

export const GOVERNING_TOKEN_TYPES = ['Liquid', 'Membership', 'Dormant'] as const;
export type GoverningTokenType = (typeof GOVERNING_TOKEN_TYPES)[number];

export const INSTRUCTION_EXECUTION_FLAGS = ['None', 'Ordered', 'UseTransaction'] as const;
export type InstructionExecutionFlags = (typeof INSTRUCTION_EXECUTION_FLAGS)[number];

const MULTI_CHOICE_TYPES = ['FullWeight', 'Weighted'] as const;

/** VoteType: one option (Yes/No), or several with their limits. */
export type VoteType =
  | { type: 'SingleChoice' }
  | {
      type: 'MultiChoice';
      choiceType: (typeof MULTI_CHOICE_TYPES)[number];
      minVoterOptions: number;
      maxVoterOptions: number;
      maxWinningOptions: number;
    };

export function readVoteType(r: BorshReader): VoteType {
  const tag = r.u8();
  if (tag === 0) return { type: 'SingleChoice' };
  enumName(['SingleChoice', 'MultiChoice'] as const, tag, 'voteType');
  return {
    type: 'MultiChoice',
    choiceType: enumName(MULTI_CHOICE_TYPES, r.u8(), 'voteType.choiceType'),
    minVoterOptions: r.u8(),
    maxVoterOptions: r.u8(),
    maxWinningOptions: r.u8(),
  };
}

export function writeVoteType(w: BorshWriter, voteType: VoteType): void {
  if (voteType.type === 'SingleChoice') {
    w.u8(0);
    return;
  }
  w.u8(1)
    .u8(enumIndex(MULTI_CHOICE_TYPES, voteType.choiceType, 'voteType.choiceType'))
    .u8(voteType.minVoterOptions)
    .u8(voteType.maxVoterOptions)
    .u8(voteType.maxWinningOptions);
}

/** Reads a plain u8 enum by its names. */
export function readEnum<const Names extends readonly string[]>(
  r: BorshReader,
  names: Names,
  field: string,
): Names[number] {
  return enumName(names, r.u8(), field);
}

export function writeEnum<const Names extends readonly string[]>(
  w: BorshWriter,
  names: Names,
  name: Names[number],
  field: string,
): void {
  w.u8(enumIndex(names, name, field));
}
