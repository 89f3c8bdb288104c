import { enumName } from '@keel/chain-readers';
import type { BorshReader } from '../borsh/BorshReader';
import type { BorshWriter } from '../borsh/BorshWriter';

/** One approve choice: rank 0 and 100 % (or 0 %) per option; weighted surveys split 100 %. */
export interface VoteChoice {
  rank: number;
  weightPercentage: number;
}

/** A cast vote. Unlike the npm SDK, Abstain and Veto carry no choice list. */
export type Vote =
  | { kind: 'Approve'; choices: VoteChoice[] }
  | { kind: 'Deny' }
  | { kind: 'Abstain' }
  | { kind: 'Veto' };

const VOTE_KINDS = ['Approve', 'Deny', 'Abstain', 'Veto'] as const;
export type VoteKind = (typeof VOTE_KINDS)[number];

export function readVote(r: BorshReader): Vote {
  const kind = enumName(VOTE_KINDS, r.u8(), 'vote');
  if (kind !== 'Approve') return { kind };
  return {
    kind,
    choices: r.vec(2, () => ({ rank: r.u8(), weightPercentage: r.u8() })),
  };
}

export function writeVote(w: BorshWriter, vote: Vote): void {
  w.u8(VOTE_KINDS.indexOf(vote.kind));
  if (vote.kind === 'Approve') {
    w.vec(vote.choices, (choice) => {
      w.u8(choice.rank).u8(choice.weightPercentage);
    });
  }
}

/** Yes on a Yes/No proposal: approve its single option with 100 %. */
export const YES_VOTE: Vote = { kind: 'Approve', choices: [{ rank: 0, weightPercentage: 100 }] };
/** No on a Yes/No proposal. */
export const NO_VOTE: Vote = { kind: 'Deny' };
